import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
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
