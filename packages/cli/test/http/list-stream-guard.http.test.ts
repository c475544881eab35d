import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';
import { type EventStream, openEvents } from '../support/list-events';

/**
 * Issue 34, M2: the live list stream re-checks its caller, so signing out (here or everywhere), revoking the API
 * token or being removed from the household closes every open stream within a second, and no event reaches it
 * after; one session or token holds at most 5 at once (the 6th: 429 with Retry-After).
 */
const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const tokenOf = (link: string) => link.split('/').pop()!;
const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Milliseconds until the server ends the stream (fails past `ms`). */
async function closesWithin(stream: EventStream, ms: number): Promise<number> {
  const started = Date.now();
  await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms))]);
  return Date.now() - started;
}

for (const target of oneDatabaseTarget()) {
  describe(`the live list stream's caller (${target.name})`, () => {
    let server: TestServer;
    let alex: TestClient;
    let listId: number;
    let itemId: number;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      await alex.put('/api/user/preferences', profile);
      expect((await alex.post('/api/simple-meal-plans')).status).toBe(201);
      const [list] = (await alex.get('/api/simple-shopping-lists')).body;
      listId = list.id;
      itemId = list.items[0].id;
    });

    const anotherDevice = async () => {
      const device = server.client();
      expect((await device.post('/api/login', { email: 'alex@example.com', password: 'correct horse' })).status).toBe(200);
      return device;
    };
    /** A tick made right after the event must not reach the stream, even before its next timed re-check. */
    const tickReachesNoOne = async (stream: EventStream) => {
      const heard = stream.next('item-checked', 400).then(
        () => true,
        () => false,
      );
      await alex.put(`/api/simple-shopping-list-items/${itemId}`, { isChecked: true });
      expect(await heard).toBe(false);
    };

    it('signing out closes the stream within a second, and the change made meanwhile never reaches it', async () => {
      const phone = await anotherDevice();
      const stream = await openEvents(server.url, phone, listId);
      const heard = stream.next('item-checked');
      await alex.put(`/api/simple-shopping-list-items/${itemId}`, { isChecked: true });
      expect(await heard).toMatchObject({ listId, itemId });
      expect((await phone.post('/api/logout')).status).toBe(200);
      const closing = closesWithin(stream, 1200);
      await alex.put(`/api/simple-shopping-list-items/${itemId}`, { isChecked: false });
      expect(await stream.next('item-checked', 300).then(() => 'heard', () => 'not heard')).toBe('not heard');
      expect(await closing).toBeLessThan(1200);
    });

    it('"sign out everywhere" closes every stream of every device within a second', async () => {
      const phone = await anotherDevice();
      const tablet = await anotherDevice();
      const streams = [await openEvents(server.url, phone, listId), await openEvents(server.url, tablet, listId), await openEvents(server.url, phone, listId)];
      expect((await alex.post('/api/user/sessions/sign-out-everywhere')).status).toBe(200);
      const closing = streams.map((s) => closesWithin(s, 1200));
      for (const ms of await Promise.all(closing)) expect(ms).toBeLessThan(1200);
    });

    it('revoking the API token closes its stream within a second', async () => {
      const made = await alex.post('/api/user/api-tokens', { name: 'Kitchen screen', scope: 'read' });
      expect(made.status).toBe(201);
      const stream = await openEvents(server.url, { authorization: `Bearer ${made.body.secret}` }, listId);
      expect((await alex.request('DELETE', `/api/user/api-tokens/${made.body.token.id}`)).status).toBe(200);
      const closing = closesWithin(stream, 1200);
      await tickReachesNoOne(stream);
      expect(await closing).toBeLessThan(1200);
    });

    it('removing the member from the household closes their stream within a second', async () => {
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      expect(invite.status).toBe(201);
      const sam = server.client();
      expect((await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
      const samId = (await sam.get('/api/user')).body.id;
      const stream = await openEvents(server.url, sam, listId);
      expect((await alex.request('DELETE', `/api/household/members/${samId}`)).status).toBe(200);
      const closing = closesWithin(stream, 1200);
      await tickReachesNoOne(stream);
      expect(await closing).toBeLessThan(1200);
    });

    it('one session or token holds at most 5 streams: the 6th is a 429 with Retry-After; another session is not held back', async () => {
      const open = async (headers: Record<string, string>) => {
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/simple-shopping-lists/${listId}/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
        return { response, close: () => controller.abort() };
      };
      const mine = { cookie: cookieOf(alex) };
      const held = [];
      for (let i = 0; i < 5; i++) held.push(await open(mine));
      expect(held.map((h) => h.response.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await open(mine);
      expect(sixth.response.status).toBe(429);
      expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await sixth.response.json()) as { message: string }).message).toMatch(/already have 5 live shopping lists open/);
      const phone = await open({ cookie: cookieOf(await anotherDevice()) });
      expect(phone.response.status).toBe(200);
      phone.close();
      // A token has its own five.
      const made = await alex.post('/api/user/api-tokens', { name: 'Kitchen screen', scope: 'read' });
      const bearer = { authorization: `Bearer ${made.body.secret}` };
      const byToken = [];
      for (let i = 0; i < 6; i++) byToken.push(await open(bearer));
      expect(byToken.map((h) => h.response.status)).toEqual([200, 200, 200, 200, 200, 429]);
      // Closing one gives its place back.
      held.shift()!.close();
      let again = 0;
      for (let tries = 0; tries < 20 && again !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const next = await open(mine);
        again = next.response.status;
        if (again === 200) held.push(next);
      }
      expect(again).toBe(200);
      for (const h of [...held, ...byToken]) h.close();
    });
  });
}
