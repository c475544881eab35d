import { randomUUID } from 'node:crypto';
import type { ActivityEntry, ActivityQuery, ActivityRepository, NewActivity } from '../household/activity/activity';
import type { MealTimes, MealTimesRepository } from '../calendar/meal-times';
import type { PayCycle } from '../budget/pay-cycle/pay-days';
import type { PayCycleRepository } from '../budget/pay-cycle/ports';

/** The household's recent changes in memory, for domain tests and the contract suite. */
export class InMemoryActivityRepository implements ActivityRepository {
  readonly rows: ActivityEntry[] = [];
  async record(entry: NewActivity) {
    this.rows.push({ ...entry, id: randomUUID() });
  }
  async recent(householdId: string, query: ActivityQuery) {
    const about = query.about ? new Set(query.about) : null;
    return this.rows
      .map((row, order) => ({ row, order }))
      .filter(({ row }) => row.householdId === householdId && (!about || (row.subjectId !== null && about.has(row.subjectId)) || (row.parentId !== null && about.has(row.parentId))))
      .sort((a, b) => b.row.at.getTime() - a.row.at.getTime() || b.order - a.order)
      .slice(0, query.limit)
      .map(({ row }) => ({ ...row }));
  }
  async pruneBefore(before: Date) {
    const keep = this.rows.filter((r) => r.at >= before);
    const gone = this.rows.length - keep.length;
    this.rows.splice(0, this.rows.length, ...keep);
    return gone;
  }
}

/** Meal times in memory. */
export class InMemoryMealTimesRepository implements MealTimesRepository {
  private readonly rows = new Map<string, MealTimes>();
  async get(householdId: string) {
    return this.rows.get(householdId) ?? null;
  }
  async save(householdId: string, times: MealTimes) {
    this.rows.set(householdId, times);
  }
}

/** The household's pay cycle in memory. */
export class InMemoryPayCycleRepository implements PayCycleRepository {
  private readonly rows = new Map<string, PayCycle>();
  async get(householdId: string) {
    return this.rows.get(householdId) ?? null;
  }
  async save(householdId: string, cycle: PayCycle) {
    this.rows.set(householdId, cycle);
  }
  async clear(householdId: string) {
    this.rows.delete(householdId);
  }
}
