import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { CatalogueSnapshot } from '../../catalogue/snapshot';
import { Planner } from '../../planning/planner';
import { requestFromProfile } from '../../planning/plan-request';
import { pence } from '../../shared/money';
import { householdFixture } from '../../testing/household-fixture';
import { InMemoryMealTimesRepository } from '../../testing/in-memory-activity';
import { InMemoryCalendarTokenRepository } from '../../testing/in-memory-households';
import { InMemoryMealPlanRepository } from '../../testing/in-memory-meal-plans';
import { syntheticCatalogueData } from '../../testing/synthetic-catalogue';
import { CalendarLink } from '../calendar-link/calendar-link.use-case';
import { CalendarFeed } from './calendar-feed.use-case';

/** Alex's household (Sam a member) with a three-day plan made on Friday 20 November 2026, and a calendar link each. */
async function setUp() {
  const f = await householdFixture();
  const alex = await f.user('Alex');
  const sam = await f.user('Sam');
  await f.join.accept(await f.invite(alex, 'sam@example.com'), sam);
  const plans = new InMemoryMealPlanRepository();
  const request = requestFromProfile({ ...EMPTY_PROFILE, householdSize: 2, weeklyBudget: pence(8000), cookingSkill: 'advanced' }, { days: 3, chain: 'Aldi', seed: 3 });
  const planned = new Planner(new CatalogueSnapshot(syntheticCatalogueData(7))).plan({ ...request, startDate: '2026-11-20' });
  if (!planned.ok) throw new Error(planned.error.message);
  await plans.create(alex, { ...request, startDate: '2026-11-20' }, planned.value, f.clock.now());
  const tokens = new InMemoryCalendarTokenRepository();
  const link = new CalendarLink(tokens, f.clock);
  const times = new InMemoryMealTimesRepository();
  const calendar = new CalendarFeed(tokens, f.scope, plans, f.users, f.clock, times);
  return { ...f, alex, sam, plans, link, times, calendar, meals: planned.value.meals.length };
}

const events = (ics: string) => ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT').length;

describe("the household's calendar feed", () => {
  it("a member's link shows the owner's household plan, one event a meal, at the meal times", async () => {
    const { calendar, link, sam, meals } = await setUp();
    const { token } = await link.newLink(sam);
    const feed = await calendar.feed(token, 'https://larder.test');
    if (!feed.ok) throw new Error(feed.error.message);
    expect(feed.value).toContain("Alex's household meals (Larder)");
    expect(events(feed.value)).toBe(meals);
    // Dinner on the plan's first day (Monday 23 November, the week after it was made) at 18:30 London time (GMT).
    expect(feed.value).toContain('DTSTART:20261123T183000Z');
    expect(feed.value).not.toContain('DTSTART:20261126');
  });

  it('changed meal times are the household’s, shown at once; a bad time is refused and nothing changes', async () => {
    const { calendar, link, alex, sam } = await setUp();
    expect(await calendar.mealTimes(sam)).toMatchObject({ custom: false, times: { dinner: { time: '18:30', minutes: 60 } } });
    const changed = await calendar.changeMealTimes(sam, { dinner: { time: '19:15' } });
    expect(changed.ok && changed.value).toMatchObject({ custom: true, times: { dinner: { time: '19:15', minutes: 60 } } });
    expect((await calendar.mealTimes(alex)).times.dinner.time).toBe('19:15');
    const feed = await calendar.feed((await link.newLink(alex)).token, 'https://larder.test');
    expect(feed.ok && feed.value).toContain('DTSTART:20261123T191500Z');
    const bad = await calendar.changeMealTimes(alex, { lunch: { time: '25:00' } });
    expect(!bad.ok && bad.error.code).toBe('VALIDATION');
    const long = await calendar.changeMealTimes(alex, { lunch: { minutes: 1000 } });
    expect(!long.ok && long.error.code).toBe('VALIDATION');
    expect((await calendar.mealTimes(alex)).times.lunch).toEqual({ time: '12:30', minutes: 45 });
  });

  it('an unknown, malformed or replaced link answers CALENDAR.NOT_FOUND; a member who left sees only their own', async () => {
    const { calendar, link, leave, sam } = await setUp();
    for (const token of ['short', 'x'.repeat(43)]) {
      const r = await calendar.feed(token, 'https://larder.test');
      expect(!r.ok && r.error.code, token).toBe('CALENDAR.NOT_FOUND');
    }
    const old = await link.newLink(sam);
    const current = await link.newLink(sam);
    const replaced = await calendar.feed(old.token, 'https://larder.test');
    expect(!replaced.ok && replaced.error.code).toBe('CALENDAR.NOT_FOUND');
    expect((await leave.execute(sam)).ok).toBe(true);
    const own = await calendar.feed(current.token, 'https://larder.test');
    expect(own.ok && own.value).toContain("Sam's household meals (Larder)");
    expect(own.ok && events(own.value)).toBe(0);
  });
});
