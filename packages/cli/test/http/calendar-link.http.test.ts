import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZCalendarLink } from '@larder/contract/household';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';

for (const target of oneDatabaseTarget()) {
  describe(`the calendar link shown again on a server with a link key (${target.name})`, () => {
    let server: TestServer;
    let alex: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target, { LINK_SECRET });
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      await alex.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '60.00', cookingSkill: 'intermediate' });
      await alex.post('/api/simple-meal-plans');
    });

    it('the link made is the link /account shows on every visit; a new one replaces it and the old one stops', async () => {
      expect((await alex.get('/api/calendar/token')).body).toEqual({ url: null, createdAt: null });
      const made = await alex.post('/api/calendar/token');
      expect(made.status).toBe(201);
      expect(made.headers.get('cache-control')).toBe('no-store');
      const shown = await alex.get('/api/calendar/token');
      expect(ZCalendarLink.strict().safeParse(shown.body).error).toBeUndefined();
      expect(shown.headers.get('cache-control')).toBe('no-store');
      expect(shown.body).toEqual(made.body);
      const feed = await server.client().get(new URL(shown.body.url).pathname);
      expect(feed.status).toBe(200);
      expect(feed.body).toContain('BEGIN:VEVENT');

      const again = await alex.post('/api/calendar/token');
      expect(again.body.url).not.toBe(made.body.url);
      expect((await alex.get('/api/calendar/token')).body.url).toBe(again.body.url);
      expect((await server.client().get(new URL(made.body.url).pathname)).status).toBe(404);
      expect((await server.client().get(new URL(again.body.url).pathname)).status).toBe(200);
    });

    it('the table keeps the digest and the nonce, never the link', async () => {
      const made = await alex.post('/api/calendar/token');
      const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(made.body.url)![1]!;
      const rows = await server.db.knex('calendar_tokens').select('*');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0].nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("another member's link is theirs: each sees only their own", async () => {
      const sam = await signUp(server, { email: 'sam@example.com', firstName: 'Sam' });
      const alexLink = (await alex.post('/api/calendar/token')).body.url;
      expect((await sam.get('/api/calendar/token')).body).toEqual({ url: null, createdAt: null });
      const samLink = (await sam.post('/api/calendar/token')).body.url;
      expect(samLink).not.toBe(alexLink);
      expect((await alex.get('/api/calendar/token')).body.url).toBe(alexLink);
    });
  });
}
