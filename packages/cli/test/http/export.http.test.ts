import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ALL_EXPORT_RECORDS, EXPORT_CSV_PARTS } from '@larder/domain/accounts/export-data/export-data.use-case';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

for (const target of oneDatabaseTarget()) {
  describe(`the right of access: GET /api/user/export (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      server.clock.set('2026-11-20T12:00:00Z');
    });
    afterAll(() => server.close());

    it("answers all the account's own data as JSON, no secrets and nothing of another household; lists, plans and spending as CSV", async () => {
      await server.db.truncate();
      const jo = await signUp(server, { email: 'jo@example.com' });
      const ann = await signUp(server, { email: 'ann@example.com', firstName: 'Ann' });
      expect((await jo.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'tesco', amount: '80.00' })).status).toBe(201);
      expect((await ann.post('/api/budget-tracker/receipts', { date: '2026-11-18', chain: '=HYPERLINK("x")', amount: '12.34' })).status).toBe(201);

      expect((await server.client().get('/api/user/export')).status).toBe(401);
      const reply = await jo.get('/api/user/export');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="larder-export-2026-11-20\.json"$/);
      const records = reply.body.records;
      expect(records.account).toMatchObject([{ email: 'jo@example.com', first_name: 'Jo' }]);
      expect(records.subscriptions).toMatchObject([{ status: 'trialing', card_last4: '4242' }]);
      expect(records.budget_receipts).toHaveLength(1);
      expect(records.budget_receipts[0]).toMatchObject({ amount_pence: 8000 });
      expect(records.signed_in_devices.length).toBeGreaterThanOrEqual(1);
      expect(records.emails_sent.map((e: { kind: string }) => e.kind)).toContain('welcome');
      const text = JSON.stringify(reply.body);
      expect(text).not.toMatch(/ann@example\.com|argon2|password_hash|id_hash|token_hash|1234/);

      const spending = await jo.get('/api/user/export/spending.csv');
      expect(spending.status).toBe(200);
      expect(spending.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = String(spending.body).trim().split('\r\n');
      expect(lines[0]!.split(',')[0]).toBe('record');
      expect(lines.filter((l) => l.startsWith('budget_receipts,'))).toHaveLength(1);
      // A cell a spreadsheet would run as a formula is quoted.
      const annCsv = String((await ann.get('/api/user/export/spending.csv')).body);
      expect(annCsv).toContain(`"'=HYPERLINK(""x"")"`);
      for (const part of ['lists', 'plans']) expect((await jo.get(`/api/user/export/${part}.csv`)).status).toBe(200);
      expect((await jo.get('/api/user/export/passwords.csv')).status).toBe(404);
    });
  });
}

const pie = {
  name: 'Gran\u2019s cottage pie',
  description: 'Sunday best.',
  cuisine: 'British',
  role: 'main',
  difficulty: 'beginner',
  prepTime: 10,
  cookTime: 30,
  serves: 4,
  lines: [{ text: '500g beef mince' }, { text: '2 medium onions, sliced' }],
  instructions: ['Fry the onions.', 'Brown the mince and simmer.'],
};
const tokenOf = (link: string) => link.split('/').pop()!;

for (const target of databaseTargets()) {
  describe(`"Download my data": the household's data, all of it (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
      server.clock.set('2026-11-20T12:00:00Z');
    });
    afterAll(() => server.close());

    it("owner and member each get the household's plans, lists, larder, recipes, receipts, chats, activity and members; billing and secrets only where they belong", async () => {
      await server.db.truncate();
      await seedCatalogue(server.db.knex);
      const alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      expect((await alex.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] })).status).toBe(200);
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      const sam = server.client();
      expect((await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
      // Sam does the household's things; they are the household's, so both exports hold them.
      expect((await sam.post('/api/simple-meal-plans')).status).toBe(201);
      expect((await sam.post('/api/larder/items', { text: '500 g basmati rice' })).status).toBe(201);
      const recipe = await sam.post('/api/recipes', pie);
      expect(recipe.status).toBe(201);
      await server.db.knex('own_recipe_photos').insert({ recipe_id: recipe.body.id, content_type: 'image/png', bytes: Buffer.from([1, 2, 3]) });
      expect((await sam.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'tesco', amount: '42.10' })).status).toBe(201);

      const [forAlex, forSam] = [(await alex.get('/api/user/export')).body.records, (await sam.get('/api/user/export')).body.records];
      for (const records of [forAlex, forSam]) {
        // Every record kind is there (an empty list when there is none), and every one has a CSV.
        expect(Object.keys(records).sort()).toEqual([...ALL_EXPORT_RECORDS].sort());
        expect(records.meal_plans).toHaveLength(1);
        expect(records.meal_plan_items.length).toBeGreaterThan(0);
        expect(records.shopping_lists).toHaveLength(1);
        expect(records.shopping_list_items.length).toBeGreaterThan(0);
        expect(records.larder_items.map((i: { name: string }) => i.name).join()).toMatch(/rice/i);
        expect(records.own_recipes).toMatchObject([{ name: 'Gran\u2019s cottage pie' }]);
        expect(records.own_recipe_photos).toMatchObject([{ content_type: 'image/png', bytes: 'AQID' }]);
        expect(records.budget_receipts).toMatchObject([{ amount_pence: 4210 }]);
        expect(records.household_activity.length).toBeGreaterThan(0);
        expect(records.household_members.map((m: { first_name: string; role: string }) => `${m.first_name}:${m.role}`).sort()).toEqual(['Alex:owner', 'Sam:member']);
        expect(records.signed_in_devices.length).toBeGreaterThanOrEqual(1);
        const text = JSON.stringify(records);
        expect(text).not.toMatch(/id_hash|token_hash|password_hash|argon2|"nonce"|token_digest/);
      }
      // Each their own account and sessions; the card and charges are the owner's, not in a member's export.
      expect(forAlex.account).toMatchObject([{ email: 'alex@example.com' }]);
      expect(forSam.account).toMatchObject([{ email: 'sam@example.com' }]);
      expect(forAlex.subscriptions).toMatchObject([{ card_last4: '4242' }]);
      expect(forSam.subscriptions).toEqual([]);
      expect(forAlex.household_invitations).toMatchObject([{ email: 'sam@example.com' }]);

      // As CSV: by subject, and one file per record kind; every subject answers.
      for (const part of Object.keys(EXPORT_CSV_PARTS)) expect((await sam.get(`/api/user/export/${part}.csv`)).status).toBe(200);
      const larder = String((await sam.get('/api/user/export/larder_items.csv')).body).trim().split('\r\n');
      expect(larder[0]!.split(',')[0]).toBe('record');
      expect(larder.slice(1).join()).toMatch(/rice/i);
      expect((await sam.get('/api/user/export/knex_migrations.csv')).status).toBe(404);
      expect((await sam.get('/api/user/export/rate_limits.csv')).status).toBe(404);
    });
  });
}
