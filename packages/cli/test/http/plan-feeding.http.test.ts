import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

/** A family of four with two children, on a budget that feeds them (document 001; issue "plans that feed the household"). */
const members = [{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10' }, { ageBand: '11-14', sex: 'male' }];
const profile = { householdSize: 4, weeklyBudget: '200.00', cookingSkill: 'advanced', allergies: [], dietaryRestrictions: [], cuisinePreferences: [], members };

/** A member's age band and sex (members also carry a name, foods to avoid and allergies). */
const ageAndSex = (members: Array<{ ageBand: string | null; sex: string | null }>) => members.map(({ ageBand, sex }) => ({ ageBand, sex }));

for (const target of oneDatabaseTarget()) {
  describe(`plans that feed the household (${target.name})`, () => {
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

    it('keeps who is in the household with its size; bad members are a 400 naming the field and change nothing', async () => {
      const saved = await household.put('/api/user/preferences', profile);
      expect(saved.status).toBe(200);
      expect(ageAndSex(saved.body.members)).toEqual([{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10', sex: null }, { ageBand: '11-14', sex: 'male' }]);
      expect(saved.body.leftovers).toBe(true);
      for (const bad of [
        { ...profile, members: [...members, { ageBand: '19-64' }] },
        { ...profile, members: [{ ageBand: 'grown-up' }] },
        { ...profile, members: [{ ageBand: '19-64', sex: 'robot' }] },
        { ...profile, members: 'four' },
        { ...profile, leftovers: 'sometimes' },
      ]) {
        const reply = await household.put('/api/user/preferences', bad);
        expect(reply.status, JSON.stringify(bad)).toBe(400);
        expect(reply.body.field ?? reply.body.message).toMatch(/members|leftovers/);
      }
      const user = (await household.get('/api/user')).body;
      expect(user.members).toHaveLength(4);
      // A smaller household keeps its first members.
      const smaller = await household.put('/api/user/preferences', { ...profile, householdSize: 2, members: undefined });
      expect(ageAndSex(smaller.body.members)).toEqual([{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }]);
    });

    it("shows each person's targets, the plan's food for each, sides, extras and leftovers", async () => {
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
      const reply = await household.post('/api/simple-meal-plans');
      expect(reply.status).toBe(201);
      expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
      const plan = reply.body;
      expect(plan.targetsPerPersonPerDay).toEqual([
        { ageBand: '19-64', sex: 'female', energyKcal: 2089, proteinG: 45.3, fibreG: 30, saltMaxG: 6, fruitVegPortions: 5 },
        { ageBand: '19-64', sex: 'male', energyKcal: 2648, proteinG: 55, fibreG: 30, saltMaxG: 6, fruitVegPortions: 5 },
        { ageBand: '4-10', sex: null, energyKcal: 1619, proteinG: 24, fibreG: 20, saltMaxG: 4, fruitVegPortions: 5 },
        { ageBand: '11-14', sex: 'male', energyKcal: 2354, proteinG: 42.1, fibreG: 25, saltMaxG: 6, fruitVegPortions: 5 },
      ]);
      expect(plan.nutritionPerPersonPerDay.byPerson).toHaveLength(4);
      expect(plan.meetsTargets).toBe(true);
      expect(plan.shortfalls).toEqual([]);
      expect(plan.costToMeetTargets).toBeNull();
      for (const [i, person] of plan.nutritionPerPersonPerDay.byPerson.entries()) {
        expect(person.meets, `person ${i}`).toEqual({ energy: true, protein: true, fibre: true, salt: true, fruitVeg: true });
      }
      // The child eats less than the man: portions follow each person's need.
      expect(plan.nutritionPerPersonPerDay.byPerson[2].energyKcal).toBeLessThan(plan.nutritionPerPersonPerDay.byPerson[1].energyKcal);
      const withSides = plan.items.filter((i: { sides: unknown[] }) => i.sides.length);
      expect(withSides.length).toBeGreaterThan(0);
      for (const item of plan.items) {
        expect(item.portions).toBeGreaterThan(3);
        if (item.leftoverOf) {
          expect(item.cost).toBe('0.00');
          expect(plan.items.find((o: { day: number; mealType: string }) => o.day === item.leftoverOf.day && o.mealType === item.leftoverOf.mealType).recipeName).toBe(item.leftoverOf.recipeName);
        }
      }
      // The list buys the sides and extras too.
      const listed = new Set(plan.shopping.map((l: { ingredient: string }) => l.ingredient));
      const extraSide = plan.items.flatMap((i: { sides: Array<{ kind: string; recipeId: string | null }> }) => i.sides).find((s: { kind: string }) => s.kind === 'side');
      if (extraSide) {
        const side = await server.client().get(`/api/recipes/${extraSide.recipeId}`);
        expect(side.status).toBe(200);
        expect(listed.size).toBeGreaterThan(10);
      }
    });

    it('on a budget too small says what feeding everyone costs, and makes that plan when asked', async () => {
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
      const fed = (await household.post('/api/simple-meal-plans')).body;
      const tight = (Math.floor(Number(fed.totalCost) * 0.75 * 100) / 100).toFixed(2);
      expect((await household.put('/api/user/preferences', { ...profile, weeklyBudget: tight })).status).toBe(200);
      const reply = await household.post('/api/simple-meal-plans');
      expect(reply.status).toBe(201);
      const plan = reply.body;
      expect(plan.withinBudget).toBe(true);
      expect(plan.meetsTargets).toBe(false);
      // What falls short, in plain words (with staple food as extras, a tight budget may now fall short on salt rather than energy).
      expect(plan.shortfalls.join(' ')).toMatch(/kcal a day each|% of the salt limit|% of the protein needed|% of the fibre needed|portions of fruit and vegetables/);
      expect(Number(plan.costToMeetTargets)).toBeGreaterThan(Number(tight));
      expect(plan.costToMeetTargetsMessage).toMatch(/^Feeding all four fully this week costs £\d+\.\d\d, £\d+\.\d\d over your budget$/);
      // The line at the top says whom it does not feed, with the same £ over the budget as the sentence above.
      const over = /£(\d+\.\d\d) over your budget/.exec(plan.costToMeetTargetsMessage)![1];
      expect(plan.feedingLine).toContain(`£${over} more a week would feed everyone`);
      const shortPerson = plan.nutritionPerPersonPerDay.byPerson.findIndex((p: { meets: { energy: boolean } }) => !p.meets.energy);
      if (shortPerson >= 0) {
        const kcal = plan.nutritionPerPersonPerDay.byPerson[shortPerson].energyKcal.toLocaleString('en-GB');
        const target = plan.targetsPerPersonPerDay[shortPerson].energyKcal.toLocaleString('en-GB');
        expect(plan.feedingLine).toContain(`gets ${kcal} of ${target} kcal a day`);
      }
      expect(plan.feedingLine).not.toMatch(/within budget/i);
      const full = await household.post('/api/simple-meal-plans', { priority: 'targets' });
      expect(full.status).toBe(201);
      expect(full.body.meetsTargets).toBe(true);
      const allMet = full.body.nutritionPerPersonPerDay.byPerson.every((p: { meets: Record<string, boolean> }) => Object.values(p.meets).every(Boolean));
      if (allMet) expect(full.body.feedingLine).toBe('Feeds all 4 of you fully');
      else expect(full.body.feedingLine).toMatch(/^Feeds .* fully; /);
      expect(full.body.withinBudget).toBe(false);
      expect((await household.post('/api/simple-meal-plans', { priority: 'lots' })).status).toBe(400);
    });

    it('cook once, eat twice can be turned off: no leftovers are planned', async () => {
      expect((await household.put('/api/user/preferences', { ...profile, leftovers: false })).status).toBe(200);
      const plan = (await household.post('/api/simple-meal-plans')).body;
      expect(plan.items.filter((i: { leftoverOf: unknown }) => i.leftoverOf)).toEqual([]);
    });
  });
}
