import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ALLERGY_OPTIONS, CUISINE_OPTIONS, DIETARY_OPTIONS } from '@larder/domain/accounts/household-options';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 24, one profile: every screen's call (sign-up, /setup, /onboarding, /account, the AI wizard) takes the
 * same options and the same budget rule, and each reads back what the others saved.
 */
const WARNING_60_FOR_2 =
  '£60.00 a week is below £77.20, our suggested minimum for 2 people (£38.60 a person). We will keep to your budget, but the plan may not meet the nutrition targets.';

for (const target of oneDatabaseTarget()) {
  describe(`one profile, one budget rule (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    it('sign-up saves £60 for two with the warning, and the diet it saved is the diet every screen reads', async () => {
      const client = await signUp(server, {
        householdSize: '2',
        weeklyBudget: '60',
        cookingSkill: 'beginner',
        dietaryRestrictions: ['Vegetarian'],
        allergies: ['Milk', 'Tree nuts'],
        cuisinePreferences: ['French'],
      });
      const user = (await client.get('/api/user')).body;
      expect(user).toMatchObject({
        householdSize: 2,
        weeklyBudget: '60.00',
        budgetWarning: WARNING_60_FOR_2,
        // one diet list under both of the documents' names: /setup ticks it as /account does
        dietaryPreferences: ['Vegetarian'],
        dietaryRestrictions: ['Vegetarian'],
        allergies: ['Milk', 'Tree nuts'],
        cuisinePreferences: ['French'],
      });
    });

    it('/onboarding takes £60 for two (a warning, not a refusal) and the same £10 to £1,000 rule as the other screens', async () => {
      const client = await signUp(server);
      const low = await client.put('/api/user/complete-onboarding', { postcode: 'M1 1AE', householdSize: '2', weeklyBudget: '60' });
      expect(low.status).toBe(200);
      expect(low.body).toMatchObject({ householdSize: 2, weeklyBudget: '60.00', onboardingCompleted: true, budgetWarning: WARNING_60_FOR_2 });
      const before = (await client.get('/api/user')).body;
      for (const [call, body] of [
        ['complete-onboarding', { postcode: 'M1 1AE', householdSize: 2, weeklyBudget: '9.99' }],
        ['preferences', { postcode: 'M1 1AE', householdSize: 2, weeklyBudget: '9.99', cookingSkill: 'beginner' }],
        ['preferences', { householdSize: 2, weeklyBudget: '1000.01', cookingSkill: 'beginner' }],
      ] as const) {
        const reply = await client.put(`/api/user/${call}`, body);
        expect(reply.status, call).toBe(400);
        expect(reply.body).toEqual({ field: 'weeklyBudget', message: 'Weekly budget must be between £10.00 and £1000.00' });
      }
      expect((await client.get('/api/user')).body).toEqual(before);
      const fine = await client.put('/api/user/complete-onboarding', { postcode: 'M1 1AE', householdSize: '2', weeklyBudget: '77.20' });
      expect(fine.body.budgetWarning).toBeNull();
    });

    it('/setup accepts £60 and £250 (the slider is not the rule) and the exact figure comes back', async () => {
      const client = await signUp(server);
      for (const budget of ['60', '62.35', '250']) {
        const reply = await client.put('/api/user/preferences', { postcode: 'M1 1AE', weeklyBudget: budget, householdSize: 2, cookingSkill: 'beginner', dietaryPreferences: ['vegan'] });
        expect(reply.status, budget).toBe(200);
        expect(reply.body.weeklyBudget).toBe(Number(budget).toFixed(2));
      }
      expect((await client.get('/api/user')).body).toMatchObject({ weeklyBudget: '250.00', budgetWarning: null, dietaryRestrictions: ['Vegan'] });
    });

    it('/account sends back the exact budget it was given: £60.00 stays £60.00 (never the band\'s £62.50)', async () => {
      const client = await signUp(server, { householdSize: '2', weeklyBudget: '60', cookingSkill: 'beginner' });
      const saved = (await client.get('/api/user')).body;
      // the account screen's payload, unchanged, as the page sends it
      const reply = await client.put('/api/user/preferences', {
        householdSize: String(saved.householdSize),
        weeklyBudget: saved.weeklyBudget,
        cookingSkill: saved.cookingSkill,
        allergies: saved.allergies,
        dietaryRestrictions: saved.dietaryRestrictions,
        cuisinePreferences: saved.cuisinePreferences,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.weeklyBudget).toBe('60.00');
      expect(reply.body.weeklyBudgetBand).toBe('£50-75');
      // choosing a band still stores the band's value
      expect((await client.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '125.00', cookingSkill: 'beginner' })).body.weeklyBudget).toBe('125.00');
    });

    it('every screen takes every option of the shared file, and older labels read as the 14 allergens', async () => {
      const client = await signUp(server);
      const all = { allergies: [...ALLERGY_OPTIONS], diets: [...DIETARY_OPTIONS], cuisines: [...CUISINE_OPTIONS] };
      expect(all.allergies).toHaveLength(14);
      const setup = await client.put('/api/user/preferences', {
        postcode: 'M1 1AE', weeklyBudget: 100, householdSize: 2, cookingSkill: 'beginner',
        dietaryPreferences: all.diets, cuisinePreferences: all.cuisines, allergies: all.allergies,
      });
      expect(setup.status).toBe(200);
      expect(setup.body).toMatchObject({ allergies: all.allergies, dietaryPreferences: all.diets, dietaryRestrictions: all.diets, cuisinePreferences: all.cuisines });
      const older = await client.put('/api/user/preferences', { householdSize: 2, weeklyBudget: 100, cookingSkill: 'beginner', allergies: ['Nuts', 'Dairy', 'Wheat/Gluten'] });
      expect(older.body.allergies).toEqual(['Peanuts', 'Tree nuts', 'Milk', 'Gluten']);
      const unknown = await client.put('/api/user/preferences', { householdSize: 2, weeklyBudget: 100, cookingSkill: 'beginner', allergies: ['Kiwi'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.field).toBe('allergies');
      // the AI wizard's payload spells the same options its own way ("gluten_free") and takes every one of them
      const wizard = await client.post('/api/chat/preferences', {
        servingSize: 2,
        totalBudget: '60',
        dietaryRestrictions: all.diets.map((d) => d.toLowerCase().replace(/[\s-]+/g, '_')),
        cuisinePreferences: all.cuisines.map((c) => c.toLowerCase()),
        allergies: ['Tree nuts', 'Milk'],
      });
      expect(wizard.status).toBe(200);
      expect(wizard.body.preferences.dietaryRestrictions).toContain('pescatarian');
      expect(wizard.body.preferences.cuisinePreferences).toContain('french');
      const bad = await client.post('/api/chat/preferences', { dietaryRestrictions: ['carnivore'] });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('dietaryRestrictions');
    });

    it('signed out, every profile call is 401', async () => {
      const client = server.client();
      expect((await client.put('/api/user/preferences', { householdSize: 2, weeklyBudget: 60, cookingSkill: 'beginner' })).status).toBe(401);
      expect((await client.put('/api/user/complete-onboarding', { postcode: 'M1 1AE', householdSize: 2, weeklyBudget: 60 })).status).toBe(401);
      expect((await client.post('/api/chat/preferences', { servingSize: 2 })).status).toBe(401);
    });
  });
}
