import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

const setupPayload = {
  postcode: 'm1 1ae',
  weeklyBudget: 65,
  householdSize: 2,
  cookingSkill: 'beginner',
  dietaryPreferences: ['vegetarian', 'Gluten-free'],
  cuisinePreferences: ['British', 'thai'],
  allergies: ['Nuts', 'Sesame'],
};
const accountPayload = {
  householdSize: '6+',
  weeklyBudget: '175.00',
  cookingSkill: 'advanced',
  allergies: ['Wheat/Gluten'],
  dietaryRestrictions: ['Pescatarian', 'Halal'],
  cuisinePreferences: ['Japanese'],
};

for (const target of oneDatabaseTarget()) {
  describe(`household profile (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    it('signed out, both calls are 401', async () => {
      const client = server.client();
      expect((await client.put('/api/user/preferences', setupPayload)).status).toBe(401);
      expect((await client.put('/api/user/complete-onboarding', { postcode: 'M1 1AE', householdSize: 4, weeklyBudget: 200 })).status).toBe(401);
    });

    it('saves the setup screen payload, normalising postcode and options', async () => {
      const client = await signUp(server);
      const reply = await client.put('/api/user/preferences', setupPayload);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        postcode: 'M1 1AE',
        weeklyBudget: '65.00',
        householdSize: 2,
        cookingSkill: 'beginner',
        dietaryPreferences: ['Vegetarian', 'Gluten-free'],
        dietaryRestrictions: ['Vegetarian', 'Gluten-free'],
        cuisinePreferences: ['British', 'Thai'],
        allergies: ['Peanuts', 'Tree nuts', 'Sesame'],
        profileComplete: true,
      });
      expect((await client.get('/api/user')).body.postcode).toBe('M1 1AE');
    });

    it('saves the account screen payload with a budget band, keeping the postcode; its diets are the one diet list', async () => {
      const client = await signUp(server);
      await client.put('/api/user/preferences', setupPayload);
      const reply = await client.put('/api/user/preferences', accountPayload);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        postcode: 'M1 1AE',
        householdSize: 6,
        weeklyBudget: '175.00',
        weeklyBudgetBand: '£150-200',
        cookingSkill: 'advanced',
        allergies: ['Gluten'],
        dietaryRestrictions: ['Pescatarian', 'Halal'],
        dietaryPreferences: ['Pescatarian', 'Halal'],
        cuisinePreferences: ['Japanese'],
      });
    });

    it.each([
      [{ ...setupPayload, postcode: 'ZZ99 9ZZZ' }, 'postcode', 'Please enter a valid UK postcode'],
      // well formed, but no such district in the ONS Postcode Directory
      [{ ...setupPayload, postcode: 'SW99 1AA' }, 'postcode', 'Please enter a valid UK postcode'],
      [{ ...setupPayload, weeklyBudget: 1005 }, 'weeklyBudget', 'Weekly budget must be between £10.00 and £1000.00'],
      [{ ...setupPayload, householdSize: 0 }, 'householdSize', 'Household size must be a whole number from 1 to 10'],
      [{ ...setupPayload, cookingSkill: 'chef' }, 'cookingSkill', 'Cooking skill must be beginner, intermediate or advanced'],
      [{ ...setupPayload, allergies: ['Peanut butter'] }, 'allergies', null],
      [{ ...accountPayload, cookingSkill: undefined }, 'cookingSkill', 'Please fill in all required fields before saving.'],
      [{ ...accountPayload, weeklyBudget: 'lots' }, 'weeklyBudget', 'Weekly budget must be an amount in pounds, such as 62.50'],
      [{ ...accountPayload, householdSize: true }, 'householdSize', null],
    ])('refuses %j (400 naming %s) and changes nothing', async (payload, field, message) => {
      const client = await signUp(server);
      await client.put('/api/user/preferences', setupPayload);
      const before = (await client.get('/api/user')).body;
      const reply = await client.put('/api/user/preferences', payload);
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe(field);
      if (message) expect(reply.body.message).toBe(message);
      expect((await client.get('/api/user')).body).toEqual(before);
    });

    it('finds the nearest postcode district to a position, offline', async () => {
      const near = await server.client().get('/api/postcodes/nearest?latitude=53.4777&longitude=-2.2368');
      expect(near.status).toBe(200);
      expect(near.body).toMatchObject({ outward: 'M1', region: 'Manchester' });
      expect(near.body.distanceKm).toBeLessThan(1);
      expect((await server.client().get('/api/postcodes/nearest?latitude=48.85&longitude=2.35')).status).toBe(404);
      expect((await server.client().get('/api/postcodes/nearest?latitude=north&longitude=1')).body.field).toBe('latitude');
    });

    it('completes onboarding; below £38.60 a person is saved with a warning (profile-one-rule.http.test.ts)', async () => {
      const client = await signUp(server);
      const low = await client.put('/api/user/complete-onboarding', { postcode: 'M1 1AE', householdSize: '4', weeklyBudget: '50' });
      expect(low.status).toBe(200);
      expect(low.body.budgetWarning).toContain('below £154.40, our suggested minimum for 4 people');
      expect((await client.put('/api/user/complete-onboarding', { postcode: '', householdSize: 4, weeklyBudget: 200 })).body.message).toBe(
        'Please enter a valid UK postcode',
      );
      const ok = await client.put('/api/user/complete-onboarding', { postcode: 'ls1', householdSize: '4', weeklyBudget: '154.40' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ postcode: 'LS1', householdSize: 4, weeklyBudget: '154.40', onboardingCompleted: true, budgetWarning: null });
    });
  });
}
