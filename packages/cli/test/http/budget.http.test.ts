import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZBudgetOverview, ZReceipt } from '@larder/contract/budget';
import { type TestClient, type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const pence = (s: string) => Math.round(Number(s) * 100);

for (const target of oneDatabaseTarget()) {
  describe(`budget tracker (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-18T12:00:00Z'); // a Wednesday
      household = await signedInHousehold(server);
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
    });

    const overview = async () => {
      const reply = await household.get('/api/budget-tracker');
      expect(reply.status).toBe(200);
      expect(ZBudgetOverview.strict().safeParse(reply.body).error).toBeUndefined();
      return ZBudgetOverview.parse(reply.body);
    };

    it('with nothing yet it says so: no sample figures, zero spend, no insights that need data', async () => {
      const o = await overview();
      expect(o.hasData).toBe(false);
      expect(o.weeklyBudget).toBe('87.50');
      expect(o.weeks).toHaveLength(1);
      expect(o.currentWeek).toMatchObject({ weekStart: '2026-11-16', actual: '0.00', planned: null, status: 'no-spend' });
      expect(o.categories).toEqual([]);
      expect(o.alerts).toEqual([]);
      expect(o.insights.cheapestChain).toBeNull();
      expect(o.insights.wasteAvoided).toBeNull();
      expect(o.insights.ukAverage).toMatchObject({ weekly: '64.34', weeksCounted: 0 });
    });

    it('a plan gives the week its planned cost, the cheapest chain for its list and the waste it avoids', async () => {
      // Made on a Wednesday, a plan starts on the next Monday (next week's); started today, Wednesday to Sunday of
      // its seven days fall in this week: five sevenths of its cost are this week's plan (issue 32, plan-dates.ts).
      const plan = await household.post('/api/simple-meal-plans', { startsToday: true });
      expect(plan.status).toBe(201);
      const o = await overview();
      expect(o.hasData).toBe(true);
      expect(pence(o.currentWeek.planned!)).toBe(Math.round((pence(plan.body.totalCost) * 5) / 7));
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const compare = (await household.get(`/api/simple-shopping-lists/${list.id}/compare`)).body;
      const cheapest = compare.comparisons.find((c: { missing: string[] }) => c.missing.length === 0);
      expect(o.insights.cheapestChain).toMatchObject({ listId: list.id, chain: cheapest.chain, total: cheapest.totalCost });
      const waste = o.insights.wasteAvoided!;
      expect(waste.planId).toBe(plan.body.id);
      expect(pence(waste.avoided)).toBe(Math.max(0, pence(waste.separateWaste) - pence(waste.planWaste)));
      expect(pence(waste.separateWaste)).toBeGreaterThan(0);
    });

    it('ticked items and receipts are the actual spend; a week over budget raises an alert; spend by aisle adds up', async () => {
      await household.post('/api/simple-meal-plans');
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const [a, b] = list.items;
      for (const item of [a, b]) expect((await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);
      let o = await overview();
      expect(pence(o.currentWeek.listSpend)).toBe(pence(a.price) + pence(b.price));
      expect(o.categories.map((c) => c.category).sort()).toEqual([...new Set([a.category, b.category])].sort());

      const receipt = await household.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'tesco', amount: '80.00' });
      expect(receipt.status).toBe(201);
      expect(ZReceipt.parse(receipt.body)).toMatchObject({ date: '2026-11-17', chain: 'Tesco', amount: '80.00' });
      o = await overview();
      const actual = pence(a.price) + pence(b.price) + 8000;
      expect(pence(o.currentWeek.actual)).toBe(actual);
      expect(pence(o.currentWeek.difference!)).toBe(actual - 8750);
      expect(o.currentWeek.status).toBe(actual > 8750 ? 'over' : 'under');
      expect(o.categories.find((c) => c.category === 'Receipts (not itemised)')?.amount).toBe('80.00');
      expect(o.categories.reduce((s, c) => s + pence(c.amount), 0)).toBe(actual);
      if (actual > 8750) expect(o.alerts.some((x) => x.kind === 'over-budget' && x.weekStart === '2026-11-16')).toBe(true);
      expect(o.receipts).toHaveLength(1);

      // Unticking takes the item's price back out.
      await household.put(`/api/simple-shopping-list-items/${a.id}`, { isChecked: false });
      expect(pence((await overview()).currentWeek.listSpend)).toBe(pence(b.price));
    });

    it('weeks run Monday to Sunday; an older receipt adds its week, with over- and under-spend', async () => {
      await household.post('/api/budget-tracker/receipts', { date: '2026-11-08', chain: 'Aldi', amount: '95.10' }); // a Sunday
      await household.post('/api/budget-tracker/receipts', { date: '2026-11-16', chain: 'Lidl', amount: 40 });
      const o = await overview();
      expect(o.weeks.map((w) => w.weekStart)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
      expect(o.weeks[0]).toMatchObject({ actual: '95.10', difference: '7.60', status: 'over' });
      expect(o.weeks[1]).toMatchObject({ actual: '0.00', status: 'no-spend' });
      expect(o.weeks[2]).toMatchObject({ actual: '40.00', difference: '-47.50', status: 'under' });
      expect(o.alerts).toEqual([expect.objectContaining({ kind: 'over-budget', weekStart: '2026-11-02', amount: '7.60' })]);
      expect(o.alerts[0]!.message).toMatch(/£7\.60 over your £87\.50 budget/);
      expect(o.totals).toMatchObject({ spent: '135.10', weeksOver: 1, weeksUnder: 1 });
      // A saving (domain budget/saving.ts): 2 people x £32.17 = £64.34 a week, over the weeks that have ended with
      // spending. The week under way (£40 so far) does not count yet.
      expect(o.insights.ukAverage).toMatchObject({ weekly: '64.34', weeksCounted: 1, spent: '95.10', saved: '-30.76', perWeek: '-30.76', yearly: null });
      expect(o.insights.ukAverage!.basis).toMatch(/£32\.17 a person a week, ONS/);
    });

    it('"today" is the UK date: on a summer night after 23:00 UTC a receipt dated the next day is accepted, the day after is not', async () => {
      server.clock.set('2026-07-01T23:30:00Z'); // 00:30 on 2 July in London
      expect((await household.post('/api/budget-tracker/receipts', { date: '2026-07-02', chain: 'Tesco', amount: '5.00' })).status).toBe(201);
      expect((await household.post('/api/budget-tracker/receipts', { date: '2026-07-03', chain: 'Tesco', amount: '5.00' })).body.field).toBe('date');
    });

    it('the current week warns when it nears the budget', async () => {
      await household.post('/api/budget-tracker/receipts', { date: '2026-11-18', chain: 'ASDA', amount: '80.00' });
      const o = await overview();
      expect(o.alerts[0]).toMatchObject({ kind: 'nearly-at-budget', amount: '7.50' });
    });

    it('receipts: bad input is a 400 naming the field; nothing is stored', async () => {
      const ok = { date: '2026-11-17', chain: 'Tesco', amount: '12.34' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...ok, date: '2026-11-19' }, 'date'],
        [{ ...ok, date: '2026-02-30' }, 'date'],
        [{ ...ok, date: '17/11/2026' }, 'date'],
        [{ ...ok, date: '2024-01-01' }, 'date'],
        [{ ...ok, chain: '  ' }, 'chain'],
        [{ ...ok, chain: 'x'.repeat(41) }, 'chain'],
        [{ ...ok, amount: '0' }, 'amount'],
        [{ ...ok, amount: '-5' }, 'amount'],
        [{ ...ok, amount: 'twelve' }, 'amount'],
        [{ ...ok, amount: '12.345' }, 'amount'],
        [{ ...ok, amount: '1000.01' }, 'amount'],
        [{ date: ok.date, chain: ok.chain }, 'amount'],
        [{ ...ok, amount: true }, 'amount'],
      ];
      for (const [body, field] of cases) {
        const reply = await household.post('/api/budget-tracker/receipts', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field, JSON.stringify(body)).toBe(field);
      }
      expect((await overview()).receipts).toEqual([]);
    });

    it('receipts are the household’s own: another cannot delete them; signed out is 401', async () => {
      const mine = (await household.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'Tesco', amount: '12.34' })).body;
      const other = await signedInHousehold(server);
      expect((await other.request('DELETE', `/api/budget-tracker/receipts/${mine.id}`)).status).toBe(404);
      expect((await other.get('/api/budget-tracker')).body.receipts).toEqual([]);
      expect((await household.request('DELETE', '/api/budget-tracker/receipts/abc')).status).toBe(404);
      expect((await household.request('DELETE', `/api/budget-tracker/receipts/${mine.id}`)).status).toBe(200);
      expect((await overview()).receipts).toEqual([]);
      const anonymous = server.client();
      expect((await anonymous.get('/api/budget-tracker')).status).toBe(401);
      expect((await anonymous.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'Tesco', amount: '1' })).status).toBe(401);
    });
  });
}
