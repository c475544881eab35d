import type { Knex } from 'knex';
import type { ActivityEntry, ActivityKind, ActivityQuery, ActivityRepository, NewActivity } from '@larder/domain/household/activity/activity';
import type { MealTimes, MealTimesRepository } from '@larder/domain/calendar/meal-times';

interface ActivityRow {
  id: string | number;
  household_id: string;
  actor_id: string | null;
  kind: string;
  subject_id: string | null;
  parent_id: string | null;
  detail: string | null;
  at: Date;
}

const toEntry = (r: ActivityRow): ActivityEntry => ({
  id: String(r.id),
  householdId: r.household_id,
  actorId: r.actor_id,
  kind: r.kind as ActivityKind,
  subjectId: r.subject_id,
  parentId: r.parent_id,
  detail: r.detail,
  at: new Date(r.at),
});

/** `household_activity`: who changed what in the household's shared data. */
export class KnexActivityRepository implements ActivityRepository {
  constructor(private readonly knex: Knex) {}

  async record(entry: NewActivity) {
    await this.knex('household_activity').insert({
      household_id: entry.householdId,
      actor_id: entry.actorId,
      kind: entry.kind,
      subject_id: entry.subjectId,
      parent_id: entry.parentId,
      detail: entry.detail,
      at: entry.at,
    });
  }

  async recent(householdId: string, query: ActivityQuery) {
    const q = this.knex<ActivityRow>('household_activity').where({ household_id: householdId });
    if (query.about) {
      const about = [...query.about];
      if (about.length === 0) return [];
      q.andWhere((w) => w.whereIn('subject_id', about).orWhereIn('parent_id', about));
    }
    const rows = await q.orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.limit);
    return rows.map(toEntry);
  }

  async pruneBefore(before: Date) {
    return (await this.knex('household_activity').where('at', '<', before).delete().returning('id')).length;
  }
}

/** `household_meal_times`: a household's own meal times for its calendar. */
export class KnexMealTimesRepository implements MealTimesRepository {
  constructor(private readonly knex: Knex) {}

  async get(householdId: string) {
    const row = await this.knex('household_meal_times').where({ household_id: householdId }).first('times');
    if (!row) return null;
    return (typeof row.times === 'string' ? JSON.parse(row.times) : row.times) as MealTimes;
  }

  async save(householdId: string, times: MealTimes, by: string, at: Date) {
    await this.knex('household_meal_times')
      .insert({ household_id: householdId, times: JSON.stringify(times), updated_by: by, updated_at: at })
      .onConflict('household_id')
      .merge(['times', 'updated_by', 'updated_at']);
  }
}
