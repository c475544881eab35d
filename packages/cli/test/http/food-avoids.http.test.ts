import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { catalogueDataFromFiles, readCatalogueFiles, seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { avoidedIngredients } from '@larder/domain/planning/avoids';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

type Meal = { id: string; day: number; mealType: string; recipeId: string; recipeName: string; locked: boolean };
type Plan = { id: string; totalCost: string; items: Meal[] };

const files = readCatalogueFiles();
if (!files) throw new Error('catalogue/generated is missing');
const recipes = catalogueDataFromFiles(files).recipes;
const recipeLines = new Map(recipes.map((r) => [r.id, r.ingredients.map((l) => l.ingredient)]));
const PORK = avoidedIngredients(['pork']);
const hasPork = (recipeId: string) => (recipeLines.get(recipeId) ?? []).some((s) => PORK.has(s));
// The cheapest plans seldom pick pork: the tests pin pork dinners in by hand (then unlock them), as a household would.
const PORK_DINNERS = recipes.filter((r) => r.role === 'main' && r.mealTypes.includes('dinner') && hasPork(r.id) && !r.servedWith?.length).map((r) => r.id);
const ACCOUNT = { householdSize: 4, weeklyBudget: 160, cookingSkill: 'advanced' };

/** Issue 31: what a family won't eat, kept in the profile and honoured by plans, swaps and the chat. */
for (const target of oneDatabaseTarget()) {
  describe(`foods a household won't eat (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    const plan = async (id: string): Promise<Plan> => (await household.get(`/api/simple-meal-plans/${id}`)).body;
    /** Two dinners of the plan turned to pork dishes by hand, then unlocked (a swap or the chat may change them). */
    const porkIn = async (p: Plan): Promise<Plan> => {
      const dinners = p.items.filter((m) => m.mealType === 'dinner' && !hasPork(m.recipeId)).slice(0, 2);
      for (const [k, meal] of dinners.entries()) {
        const pinned = await household.post(`/api/simple-meal-plans/${p.id}/items/${meal.id}/pin`, { recipeId: PORK_DINNERS[k]! });
        expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
        const item = (pinned.body as Plan).items.find((m) => m.day === meal.day && m.mealType === 'dinner')!;
        if (item.locked) expect((await household.put(`/api/simple-meal-plans/${p.id}/items/${item.id}`, { locked: false })).status).toBe(200);
      }
      return plan(p.id);
    };

    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
      await household.put('/api/user/plan-settings', { chain: 'Aldi' });
    });

    it('keeps the household\'s and each member\'s avoids in the profile; an unknown food is a 400 listing what can be avoided', async () => {
      const saved = await household.put('/api/user/preferences', {
        ...ACCOUNT,
        avoids: ['No pork', 'mushroom'],
        members: [{ ageBand: '19-64' }, { ageBand: '4-10', name: 'Sam', avoids: ['fish'], allergies: ['Peanuts'] }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      const user = (await household.get('/api/user')).body;
      expect(user.avoids).toEqual(['pork', 'mushrooms']);
      expect(user.members[1]).toMatchObject({ name: 'Sam', avoids: ['fish'], allergies: ['Peanuts'] });

      const bad = await household.put('/api/user/preferences', { ...ACCOUNT, avoids: ['pork', 'moon cheese'] });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('avoids');
      expect(bad.body.message).toContain('moon cheese');
      expect(bad.body.message).toMatch(/You can avoid: pork, beef, .*mushrooms/);
      const badMember = await household.put('/api/user/preferences', { ...ACCOUNT, members: [{ ageBand: '4-10', avoids: ['gravel'] }] });
      expect(badMember.status).toBe(400);
      expect(badMember.body.field).toBe('members');
      // Nothing saved is lost by a refused change.
      expect((await household.get('/api/user')).body.avoids).toEqual(['pork', 'mushrooms']);
    });

    it('a plan, and a swap made after "no pork" is set, hold no pork (bacon, ham, sausages, chorizo...)', { timeout: 240_000 }, async () => {
      expect((await household.put('/api/user/preferences', { ...ACCOUNT, avoids: [] })).status).toBe(200);
      const free = await porkIn((await household.post('/api/simple-meal-plans')).body as Plan);
      expect(free.items.some((m) => hasPork(m.recipeId)), 'the household\'s plan without avoids has pork (else this test proves nothing)').toBe(true);

      // A member's avoid binds the shared meals.
      expect((await household.put('/api/user/preferences', { ...ACCOUNT, members: [{ ageBand: '19-64', name: 'Sam', avoids: ['pork'] }] })).status).toBe(200);
      const porkMeal = free.items.find((m) => hasPork(m.recipeId) && !m.locked)!;
      const swapped = await household.post(`/api/simple-meal-plans/${free.id}/items/${porkMeal.id}/swap`);
      expect(swapped.status).toBe(200);
      const after = (swapped.body as Plan).items.find((m) => m.id === porkMeal.id || (m.day === porkMeal.day && m.mealType === porkMeal.mealType))!;
      expect(hasPork(after.recipeId)).toBe(false);

      const made = await household.post('/api/simple-meal-plans');
      expect(made.status).toBe(201);
      expect((made.body as Plan).items.filter((m) => hasPork(m.recipeId)).map((m) => m.recipeName)).toEqual([]);
    });

    it('"no pork" said to the chat is stored and changes only the meals that had pork', { timeout: 300_000 }, async () => {
      const start = (await household.post('/api/chat/start', { message: 'dinners for 2 for the week, £90' })).body;
      const before = await porkIn(await plan(start.message.mealPlanId));
      const porkSlots = before.items.filter((m) => hasPork(m.recipeId));
      expect(porkSlots.length, 'the opening plan has pork (else this test proves nothing)').toBeGreaterThan(0);
      const reply = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'no pork' });
      expect(reply.status).toBe(200);
      const after = await plan(before.id);
      expect(after.items.filter((m) => hasPork(m.recipeId)).map((m) => m.recipeName)).toEqual([]);
      const changed = after.items.filter((m) => before.items.find((b) => b.day === m.day && b.mealType === m.mealType)?.recipeId !== m.recipeId);
      const porkKeys = new Set(porkSlots.map((m) => `${m.day}:${m.mealType}`));
      expect(changed.filter((m) => !porkKeys.has(`${m.day}:${m.mealType}`)).map((m) => `${m.day}:${m.mealType} ${m.recipeName}`)).toEqual([]);
      expect(reply.body.message.content).toMatch(/saved "no pork" in your household's profile/);
      expect((await household.get('/api/user')).body.avoids).toEqual(['pork']);
    });
  });
}
