import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import * as planStartDate from '@larder/adapters-db/migrations/042-plan-start-date';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { legacyStartDate } from '@larder/domain/planning/plan-dates';
import { type TestClient, type TestServer, signInAt, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 32, "a week is a week": a plan made on Saturday for next week is next week's everywhere: the list's name, the
 * plan's day dates, the calendar feed, the budget tracker's week and the larder's "cooked at the end of its day".
 */
const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const SATURDAY = '2026-11-28T10:00:00Z';
type Meal = { id: string; day: number; dayOfWeek: number; date: string; dayLabel: string; mealType: string };
const pence = (pounds: string) => Math.round(Number(pounds) * 100);

for (const target of databaseTargets()) {
  describe(`a plan's dates agree everywhere (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target, { LINK_SECRET });
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server?.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set(SATURDAY);
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
    }, 120_000);

    const make = async (body: Record<string, unknown> = {}) => {
      const reply = await household.post('/api/simple-meal-plans', body);
      expect(reply.status).toBe(201);
      expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
      return reply.body as { id: string; startDate: string; totalCost: string; days: number; dates: Array<{ day: number; date: string; label: string }>; items: Meal[] };
    };
    const listName = async () => ((await household.get('/api/simple-shopping-lists')).body as Array<{ name: string; archived: boolean }>).find((l) => !l.archived)!.name;
    /** Each VEVENT's DTSTART by its meal's id. */
    const feed = async () => {
      const link = (await household.post('/api/calendar/token')).body.url as string;
      const ics = (await server.client().get(new URL(link).pathname)).body as string;
      const starts = new Map<string, string>();
      for (const block of ics.replace(/\r\n /g, '').split('BEGIN:VEVENT').slice(1)) starts.set(/UID:(.+)@larder/.exec(block)![1]!, /DTSTART:(\d{8})T/.exec(block)![1]!);
      return starts;
    };
    const week = async (weekStart: string) => ((await household.get('/api/budget-tracker')).body.weeks as Array<{ weekStart: string; planned: string | null }>).find((w) => w.weekStart === weekStart);
    const cooked = async (planId: string) => {
      expect((await household.get('/api/larder')).status).toBe(200); // the end-of-day sweep runs when the larder is read
      return ((await household.get(`/api/meal-plans/${planId}/cooked`)).body.meals as Array<{ mealId: string; status: string }>).filter((m) => m.status === 'cooked').map((m) => m.mealId).sort();
    };
    const ids = (meals: Meal[]) => meals.map((m) => m.id).sort();
    /** Moves the clock, and signs in again (a session left idle for hours ends). */
    const at = async (instant: string) => {
      household = await signInAt(server, instant);
    };

    it('made on Saturday, it starts on the next Monday: the list, the days, the calendar, the tracker and the larder say so', async () => {
      const plan = await make();
      expect(plan.startDate).toBe('2026-11-30');
      expect(plan.dates.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
      expect(plan.dates[0]!.label).toBe('Mon 30 Nov');
      const monday = plan.items.filter((m) => m.day === 0);
      expect(monday.length).toBeGreaterThan(0);
      for (const m of plan.items) expect(m.date).toBe(plan.dates[m.day]!.date);
      expect(monday.every((m) => m.dayLabel === 'Mon 30 Nov' && m.dayOfWeek === 0)).toBe(true);
      expect(await listName()).toMatch(/^Week of 30 Nov, /);

      // The calendar puts Monday's meals on Monday 30 Nov, not on the Saturday the plan was made.
      const starts = await feed();
      for (const m of plan.items) expect(starts.get(m.id)).toBe(m.date.replace(/-/g, ''));
      expect(starts.get(monday[0]!.id)).toBe('20261130');

      // The tracker: not this week's plan (nothing planned for the week of 23 Nov); next week's, in full.
      expect((await week('2026-11-23'))?.planned ?? null).toBeNull();
      // The larder: nothing is cooked before the meal's own day has ended.
      await at('2026-11-29T23:30:00Z'); // Sunday night
      expect(await cooked(plan.id)).toEqual([]);
      await at('2026-11-30T23:59:00Z'); // Monday, a minute before midnight
      expect(await cooked(plan.id)).toEqual([]);
      await at('2026-12-01T00:01:00Z'); // Monday is over
      expect(await cooked(plan.id)).toEqual(ids(monday));
      expect((await week('2026-11-30'))!.planned).toBe(plan.totalCost);
      expect((await week('2026-11-23'))?.planned ?? null).toBeNull();
      expect(await listName()).toMatch(/^Week of 30 Nov, /);
    });

    it('"start today": day 0 is the Saturday itself, everywhere', async () => {
      const plan = await make({ startsToday: true });
      expect(plan.startDate).toBe('2026-11-28');
      expect(plan.dates.slice(0, 3).map((d) => d.label)).toEqual(['Sat 28 Nov', 'Sun 29 Nov', 'Mon 30 Nov']);
      const saturday = plan.items.filter((m) => m.day === 0);
      expect(saturday.every((m) => m.date === '2026-11-28' && m.dayOfWeek === 5 && m.dayLabel === 'Sat 28 Nov')).toBe(true);
      expect(await listName()).toMatch(/^Week of 28 Nov, /);
      const starts = await feed();
      for (const m of plan.items) expect(starts.get(m.id)).toBe(m.date.replace(/-/g, ''));
      // Two of its seven days fall in the week of 23 Nov: that week plans two sevenths of it.
      const share = (await week('2026-11-23'))!.planned!;
      expect(pence(share)).toBe(Math.round((pence(plan.totalCost) * 2) / plan.days));
      expect(await cooked(plan.id)).toEqual([]);
      await at('2026-11-29T00:00:30Z'); // Saturday is over, London time (GMT in November)
      expect(await cooked(plan.id)).toEqual(ids(saturday));
    });

    it('a chosen start date; a bad one is refused naming the field, and nothing is made', async () => {
      const chosen = await make({ startDate: '2026-12-02' });
      expect(chosen.dates[0]).toEqual({ day: 0, date: '2026-12-02', label: 'Wed 2 Dec' });
      expect(await listName()).toMatch(/^Week of 2 Dec, /);
      const before = (await household.get('/api/simple-meal-plans-with-items')).body.length;
      for (const [body, field] of [
        [{ startDate: '2026-11-27' }, 'startDate'], // yesterday
        [{ startDate: '2026-02-30' }, 'startDate'],
        [{ startDate: '30/11/2026' }, 'startDate'],
        [{ startDate: '2027-01-30' }, 'startDate'], // more than 28 days ahead
        [{ startDate: 20261130 }, 'startDate'],
        [{ startDate: '2026-11-30', startsToday: true }, 'startsToday'],
        [{ startsToday: 'yes' }, 'startsToday'],
      ] as const) {
        const reply = await household.post('/api/simple-meal-plans', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field).toBe(field);
        expect(typeof reply.body.message).toBe('string');
      }
      expect((await household.get('/api/simple-meal-plans-with-items')).body.length).toBe(before);
    });

    it('migration 042 dates the plans made before it as they were shown: the Monday of the week they were made for', async () => {
      await at('2026-12-03T20:00:00Z'); // a Thursday: shown as the week of 30 Nov
      const thursday = await make();
      expect(thursday.startDate).toBe('2026-12-07'); // new plans: the next Monday
      await planStartDate.down(server.db.knex);
      await planStartDate.up(server.db.knex);
      const rows = await server.db.knex('meal_plans').select('created_at', 'start_date');
      expect(rows).toHaveLength(1);
      expect(rows[0].start_date).toBe(legacyStartDate(new Date(rows[0].created_at)));
      expect(rows[0].start_date).toBe('2026-11-30');
      expect((await household.get(`/api/simple-meal-plans/${thursday.id}`)).body.dates[0].label).toBe('Mon 30 Nov');
    });
  });
}
