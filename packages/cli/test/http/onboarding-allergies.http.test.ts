import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

/** Issue 31: onboarding asks what the household is allergic to and will not eat, checked as /account checks them. */
for (const target of oneDatabaseTarget()) {
  describe(`onboarding allergies and avoids (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    const basics = { postcode: 'M1 1AE', householdSize: 3, weeklyBudget: 120 };

    it('saves peanuts and tree nuts as two named allergies, and the foods to avoid', async () => {
      const client = await signUp(server);
      const reply = await client.put('/api/user/complete-onboarding', { ...basics, allergies: ['Peanuts', 'Tree nuts'], avoids: ['No pork', 'mushrooms'] });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ allergies: ['Peanuts', 'Tree nuts'], avoids: ['pork', 'mushrooms'], onboardingCompleted: true });
      const me = await client.get('/api/user');
      expect(me.body).toMatchObject({ allergies: ['Peanuts', 'Tree nuts'], avoids: ['pork', 'mushrooms'] });
    });

    it('a peanut allergy alone stays peanuts (tree nuts are the family\'s answer); absent fields keep what is saved', async () => {
      const client = await signUp(server);
      expect((await client.put('/api/user/complete-onboarding', { ...basics, allergies: ['Peanuts'], avoids: ['fish'] })).body).toMatchObject({ allergies: ['Peanuts'], avoids: ['fish'] });
      const again = await client.put('/api/user/complete-onboarding', basics);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ allergies: ['Peanuts'], avoids: ['fish'] });
    });

    it('refuses an unknown allergy or food with a 400 naming the field, and saves nothing', async () => {
      const client = await signUp(server);
      const badAllergy = await client.put('/api/user/complete-onboarding', { ...basics, allergies: ['Moonbeams'] });
      expect(badAllergy.status).toBe(400);
      expect(badAllergy.body.message).toContain('Unknown allergy: Moonbeams');
      const badAvoid = await client.put('/api/user/complete-onboarding', { ...basics, avoids: ['unicorn'] });
      expect(badAvoid.status).toBe(400);
      expect(badAvoid.body.message).toContain('We don\'t know the food "unicorn"');
      expect((await client.put('/api/user/complete-onboarding', { ...basics, avoids: 'pork' })).status).toBe(400);
      const me = await client.get('/api/user');
      expect(me.body).toMatchObject({ allergies: [], avoids: [], onboardingCompleted: false });
    });
  });
}
