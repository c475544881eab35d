import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { silentLogger } from '../../shared/logger';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryUserRepository } from '../../testing/in-memory-accounts';
import { InMemoryActivityRepository } from '../../testing/in-memory-activity';
import { ACTIVITY_KEPT_DAYS, DETAIL_MAX, shortDetail } from './activity';
import { HouseholdActivity } from './household-activity.use-case';

async function setUp() {
  const clock = new FixedClock('2026-11-20T10:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const make = async (firstName: string) => (await users.create({ email: `${firstName.toLowerCase()}@example.com`, passwordHash: null, firstName, lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id;
  const sam = await make('Sam');
  const alex = await make('Alex');
  const repository = new InMemoryActivityRepository();
  return { clock, repository, sam, alex, activity: new HouseholdActivity(repository, users, clock, silentLogger) };
}

describe('who changed what in the household', () => {
  it('names the member who made each change, and "You" for the reader', async () => {
    const { activity, clock, sam, alex } = await setUp();
    await activity.record({ householdId: sam, actorId: sam, kind: 'plan.created', subjectId: 'plan-1', detail: '7 days at Lidl' });
    clock.set('2026-11-20T11:00:00Z');
    await activity.record({ householdId: sam, actorId: alex, kind: 'plan.meal-swapped', subjectId: 'meal-3', parentId: 'plan-1', detail: 'Chickpea curry' });
    const forSam = await activity.recent(sam, sam);
    expect(forSam.map((v) => v.summary)).toEqual(['Alex swapped a meal for Chickpea curry', 'You made a new plan (7 days at Lidl)']);
    const forAlex = await activity.recent(sam, alex);
    expect(forAlex.map((v) => v.summary)).toEqual(['You swapped a meal for Chickpea curry', 'Sam made a new plan (7 days at Lidl)']);
  });

  it('answers the changes about a plan, its meals included, and nothing of another household', async () => {
    const { activity, sam, alex } = await setUp();
    await activity.record({ householdId: sam, actorId: sam, kind: 'plan.created', subjectId: 'plan-1' });
    await activity.record({ householdId: sam, actorId: alex, kind: 'plan.meal-locked', subjectId: 'meal-1', parentId: 'plan-1', detail: 'Fish pie' });
    await activity.record({ householdId: sam, actorId: sam, kind: 'recipe.added', subjectId: 'own-1', detail: 'Gran’s stew' });
    await activity.record({ householdId: alex, actorId: alex, kind: 'plan.created', subjectId: 'plan-1' });
    const about = await activity.recent(sam, sam, { about: ['plan-1'] });
    expect(about.map((v) => v.kind)).toEqual(['plan.meal-locked', 'plan.created']);
    expect((await activity.recent(alex, alex)).map((v) => v.summary)).toEqual(['You made a new plan']);
  });

  it('keeps what a change names to one short line', () => {
    expect(shortDetail('  make it\n\u0000cheaper  ')).toBe('make it cheaper');
    expect(shortDetail('x'.repeat(500))!.length).toBe(DETAIL_MAX);
    expect(shortDetail('\u0007')).toBeNull();
  });

  it('a failure to record never fails the change, and old changes are pruned', async () => {
    const { activity, repository, sam } = await setUp();
    repository.record = async () => {
      throw new Error('database away');
    };
    await expect(activity.record({ householdId: sam, actorId: sam, kind: 'profile.changed' })).resolves.toBeUndefined();
    const fresh = await setUp();
    await fresh.activity.record({ householdId: fresh.sam, actorId: fresh.sam, kind: 'profile.changed' });
    fresh.clock.set(new Date(fresh.clock.now().getTime() + (ACTIVITY_KEPT_DAYS + 1) * 86_400_000));
    await fresh.activity.record({ householdId: fresh.sam, actorId: fresh.sam, kind: 'list.created' });
    expect(await fresh.activity.prune()).toBe(1);
    expect((await fresh.activity.recent(fresh.sam, fresh.sam)).map((v) => v.kind)).toEqual(['list.created']);
  });
});
