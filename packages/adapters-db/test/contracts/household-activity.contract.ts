import { beforeEach, expect, it } from 'vitest';
import type { ActivityRepository } from '@larder/domain/household/activity/activity';
import type { MealTimesRepository } from '@larder/domain/calendar/meal-times';
import { DEFAULT_MEAL_TIMES } from '@larder/domain/calendar/meal-times';

export interface ActivityFixture {
  readonly activity: ActivityRepository;
  readonly mealTimes: MealTimesRepository;
  /** Three existing users' ids: two households' owners and a member. */
  readonly users: readonly string[];
}

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The storage contract of the household's recent changes and meal times, run on the fake, PGlite and PostgreSQL. */
export function householdActivityContract(make: () => Promise<ActivityFixture>) {
  let f: ActivityFixture;
  let owner: string;
  let member: string;
  let other: string;
  beforeEach(async () => {
    f = await make();
    [owner, member, other] = f.users as [string, string, string];
  });

  const record = (householdId: string, actorId: string | null, kind: 'plan.created' | 'plan.meal-swapped' | 'recipe.added', minutes: number, subjectId: string | null = null, parentId: string | null = null, detail: string | null = null) =>
    f.activity.record({ householdId, actorId, kind, subjectId, parentId, detail, at: at(minutes) });

  it('answers a household its own changes, newest first, up to the limit', async () => {
    await record(owner, owner, 'plan.created', 0, 'plan-1', null, '7 days at Lidl');
    await record(owner, member, 'plan.meal-swapped', 5, 'meal-2', 'plan-1', 'Chickpea curry');
    await record(owner, owner, 'recipe.added', 10, 'own-1', null, 'Stew');
    await record(other, other, 'plan.created', 7, 'plan-9');
    const all = await f.activity.recent(owner, { limit: 10 });
    expect(all.map((e) => [e.kind, e.actorId, e.subjectId, e.parentId, e.detail, e.at.toISOString()])).toEqual([
      ['recipe.added', owner, 'own-1', null, 'Stew', at(10).toISOString()],
      ['plan.meal-swapped', member, 'meal-2', 'plan-1', 'Chickpea curry', at(5).toISOString()],
      ['plan.created', owner, 'plan-1', null, '7 days at Lidl', at(0).toISOString()],
    ]);
    expect(all.every((e) => e.householdId === owner && typeof e.id === 'string')).toBe(true);
    expect((await f.activity.recent(owner, { limit: 2 })).map((e) => e.kind)).toEqual(['recipe.added', 'plan.meal-swapped']);
  });

  it('answers the changes about some things, as subject or parent', async () => {
    await record(owner, owner, 'plan.created', 0, 'plan-1');
    await record(owner, member, 'plan.meal-swapped', 5, 'meal-2', 'plan-1');
    await record(owner, owner, 'recipe.added', 10, 'own-1');
    expect((await f.activity.recent(owner, { limit: 10, about: ['plan-1'] })).map((e) => e.subjectId)).toEqual(['meal-2', 'plan-1']);
    expect((await f.activity.recent(owner, { limit: 10, about: ['own-1', 'meal-2'] })).map((e) => e.subjectId)).toEqual(['own-1', 'meal-2']);
    expect(await f.activity.recent(owner, { limit: 10, about: [] })).toEqual([]);
    expect(await f.activity.recent(other, { limit: 10, about: ['plan-1'] })).toEqual([]);
  });

  it('prunes what is older than a date and keeps the rest', async () => {
    await record(owner, owner, 'plan.created', 0, 'plan-1');
    await record(owner, null, 'recipe.added', 60, 'own-1');
    expect(await f.activity.pruneBefore(at(30))).toBe(1);
    expect((await f.activity.recent(owner, { limit: 10 })).map((e) => [e.subjectId, e.actorId])).toEqual([['own-1', null]]);
  });

  it("keeps a household's meal times, replacing them on each save", async () => {
    expect(await f.mealTimes.get(owner)).toBeNull();
    const early = { ...DEFAULT_MEAL_TIMES, breakfast: { time: '06:45', minutes: 20 } };
    await f.mealTimes.save(owner, early, member, T0);
    expect(await f.mealTimes.get(owner)).toEqual(early);
    const late = { ...early, dinner: { time: '19:30', minutes: 75 } };
    await f.mealTimes.save(owner, late, owner, at(1));
    expect(await f.mealTimes.get(owner)).toEqual(late);
    expect(await f.mealTimes.get(other)).toBeNull();
  });
}
