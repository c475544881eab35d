import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan, type TMealPlan } from '@larder/contract/meal-plans';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 4, weeklyBudget: '150.00', cookingSkill: 'advanced', allergies: [], dietaryRestrictions: [], cuisinePreferences: [] };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Cooked rice in the dish (by the ingredients' names; not rice noodles, vinegar, wine or cakes). */
const RICE = /\brice\b(?! (noodles|vinegar|wine|cakes|pudding))/i;

for (const target of oneDatabaseTarget()) {
  describe(`leftovers kept safely in the plan answer (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
    });

    it('says on each meal how its leftovers keep: fridge within 2 days (rice 1), or freeze with the day named and the night before', async () => {
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
      let leftovers = 0;
      for (let n = 0; n < 2; n += 1) {
        const reply = await household.post('/api/simple-meal-plans');
        expect(reply.status).toBe(201);
        expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
        const plan: TMealPlan = reply.body;
        for (const item of plan.items) {
          if (!item.leftoverOf) continue;
          leftovers += 1;
          const from = item.leftoverOf;
          const cook = plan.items.find((o) => o.day === from.day && o.mealType === from.mealType)!;
          const rice = RICE.test(item.ingredients);
          const gap = item.day - from.day;
          const when = WEEKDAYS[item.day % 7]!;
          expect(item.keeping.some((k) => k.kind === 'reheat')).toBe(true);
          const fridge = cook.keeping.find((k) => k.kind === 'fridge' && k.forDay === item.day);
          if (fridge) {
            expect(gap).toBeLessThanOrEqual(rice ? 1 : 2);
            expect(fridge.text).toContain(`eat by ${when}`);
            continue;
          }
          expect(cook.keeping.find((k) => k.kind === 'freeze' && k.forDay === item.day)?.text).toMatch(new RegExp(`^Freeze 4 portions for ${when}`));
          const nightBefore = plan.items.filter((o) => o.day === item.day - 1).flatMap((o) => o.keeping);
          expect(nightBefore.find((k) => k.kind === 'defrost' && k.forDay === item.day)?.text).toBe(`Take ${when}'s ${item.recipeName} out of the freezer tonight: defrost it in the fridge`);
        }
        // Meals that are not leftovers and not cooked for later say nothing about keeping.
        for (const item of plan.items) {
          const cooksForLater = plan.items.some((o) => o.leftoverOf?.day === item.day && o.leftoverOf.mealType === item.mealType);
          const nightBefore = item.keeping.every((k) => k.kind === 'defrost');
          if (!item.leftoverOf && !cooksForLater) expect(nightBefore, JSON.stringify(item.keeping)).toBe(true);
        }
      }
      expect(leftovers).toBeGreaterThan(0);
    });

    it('a curry cooked on Monday and eaten on Saturday is frozen: "Freeze 4 portions for Saturday", and Friday night "Take Saturday\'s curry out"', async () => {
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
      let plan: TMealPlan = (await household.post('/api/simple-meal-plans')).body;
      const curry = 'sweet-potato-and-lentil-curry';
      for (const day of [0, 5]) {
        const meal = plan.items.find((i) => i.day === day && i.mealType === 'dinner')!;
        const pinned = await household.post(`/api/simple-meal-plans/${plan.id}/items/${meal.id}/pin`, { recipeId: curry });
        expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
        plan = pinned.body;
      }
      expect(ZMealPlan.strict().safeParse(plan).error).toBeUndefined();
      const monday = plan.items.find((i) => i.day === 0 && i.mealType === 'dinner')!;
      const saturday = plan.items.find((i) => i.day === 5 && i.mealType === 'dinner')!;
      expect(saturday.leftoverOf).toMatchObject({ day: 0, mealType: 'dinner' });
      expect(monday.keeping.map((k) => k.text)).toContain('Freeze 4 portions for Saturday: cool within 2 hours, then into the freezer');
      const friday = plan.items.filter((i) => i.day === 4).flatMap((i) => i.keeping.map((k) => k.text));
      expect(friday).toContain(`Take Saturday's ${saturday.recipeName} out of the freezer tonight: defrost it in the fridge`);
      expect(saturday.keeping.filter((k) => k.forDay === 5).map((k) => k.kind)).toEqual(['reheat']);
      // Read again: the notes come with the stored plan.
      const stored: TMealPlan = (await household.get(`/api/simple-meal-plans/${plan.id}`)).body;
      expect(stored.items.find((i) => i.id === monday.id)!.keeping).toEqual(monday.keeping);
    });
  });
}
