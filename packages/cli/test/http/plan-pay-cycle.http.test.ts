import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 37: with a pay cycle set, a new plan's budget is its share of what is left of the pay period (the last week
 * before pay day protected), said on the plan; spending that runs ahead lowers the next plan's budget.
 */
const profile = { householdSize: 2, weeklyBudget: '60.00', cookingSkill: 'advanced', allergies: [], dietaryRestrictions: [], cuisinePreferences: [], postcode: 'LS1 1AA' };
const pence = (pounds: string) => Math.round(Number(pounds) * 100);

for (const target of oneDatabaseTarget()) {
  describe(`plans within the pay period (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 120_000);
    afterAll(() => server.close());

    it("plans at the period's share, says so, and plans lower once spending runs ahead", async () => {
      server.clock.set('2026-11-29T12:00:00Z'); // Sunday; the next plan starts Monday 30 November
      const household = await signUp(server);
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
      const set = await household.put('/api/budget/pay-cycle', { frequency: 'monthly', day: 12, money: '400.00' });
      expect(set.status).toBe(200);

      const first = await household.post('/api/simple-meal-plans');
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const plan = ZMealPlan.parse(first.body);
      expect(plan.startDate).toBe('2026-11-30');
      // £400 from 12 Nov to Friday 11 Dec; nothing spent yet: 11 days left, spread 4 + 7 (the last week protected).
      expect(plan.budgetFrom).toMatch(/^£\d+\.\d\d of your pay-period money for these 7 days: £400\.00 was left for 11 days until pay day \(Friday 11 December\)$/);
      const share = pence(/^£(\d+\.\d\d)/.exec(plan.budgetFrom!)![1]!);
      expect(Math.abs(pence(plan.budget) - share)).toBeLessThanOrEqual(1);
      expect(pence(plan.budget)).not.toBe(6000); // not the profile's weekly figure
      expect(pence(plan.totalCost)).toBeLessThanOrEqual(pence(plan.budget));

      // £150 spent since pay day (a receipt): the next plan has less to spend.
      expect((await household.post('/api/budget-tracker/receipts', { date: '2026-11-20', chain: 'Lidl', amount: '150.00' })).status).toBe(201);
      const second = ZMealPlan.parse((await household.post('/api/simple-meal-plans')).body);
      expect(second.budgetFrom).toContain('£250.00 was left for 11 days');
      expect(pence(second.budget)).toBeLessThan(pence(plan.budget));

      // Without a pay cycle, the profile's weekly budget again, and no sentence.
      expect((await household.request('DELETE', '/api/budget/pay-cycle')).status).toBe(200);
      const third = ZMealPlan.parse((await household.post('/api/simple-meal-plans')).body);
      expect(third.budget).toBe('60.00');
      expect(third.budgetFrom).toBeNull();
    }, 180_000);
  });
}
