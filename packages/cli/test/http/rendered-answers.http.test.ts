import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { silentLogger } from '@larder/domain/shared/logger';
import { loadConfig } from '../../src/config';
import { buildContainer } from '../../src/container/container';
import { TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };

/**
 * Issue 20: the plans, the lists and GET /api/user are sent again as rendered while the household's data version
 * (read with the session) stays; a change made through another server on the same database shows on the next read.
 */
for (const target of oneDatabaseTarget()) {
  describe(`rendered answers, two servers on one database (${target.name})`, () => {
    let a: TestServer;
    let b: { url: string; close(): Promise<void> };
    let onA: TestClient;
    let onB: TestClient;
    beforeAll(async () => {
      a = await startTestServer(target);
      await seedCatalogue(a.db.knex);
      // A second app (its own rendered answers) on the same database, as a second server process would be.
      const config = loadConfig({ NODE_ENV: 'development', DEV_HELPERS: 'true', WEB_DIST: '/nonexistent' }, '/');
      const container = await buildContainer(config, a.db, { clock: a.clock, logger: silentLogger });
      const app = container.get<{ listen: (port: number, host: string) => Server }>(HTTP_APP);
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1');
        s.once('listening', () => resolve(s));
      });
      b = {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
      };
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });
    beforeEach(async () => {
      await a.db.knex.raw('truncate users, rate_limits cascade');
      onA = await signUp(a);
      await onA.put('/api/user/preferences', profile);
      expect((await onA.post('/api/simple-meal-plans')).status).toBe(201);
      onB = new TestClient(b.url);
      for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    });

    it('the same bytes while nothing changed, with an ETag; 304 to a request that holds it', async () => {
      for (const path of ['/api/simple-meal-plans-with-items', '/api/simple-shopping-lists', '/api/user']) {
        const first = await fetch(a.url + path, { headers: { cookie: cookieOf(onA), 'accept-encoding': 'identity' } });
        const text = await first.text();
        const etag = first.headers.get('etag');
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        const again = await fetch(a.url + path, { headers: { cookie: cookieOf(onA), 'accept-encoding': 'identity' } });
        expect(await again.text()).toBe(text);
        expect(again.headers.get('etag')).toBe(etag);
        // As a browser revalidates (fetch itself would add "Cache-Control: no-cache" to a conditional request).
        const held = await fetch(a.url + path, { headers: { cookie: cookieOf(onA), 'if-none-match': etag!, 'cache-control': 'max-age=0', 'accept-encoding': 'identity' } });
        expect(held.status).toBe(304);
        expect(await held.text()).toBe('');
        // As a browser asks: brotli, compressed once per rendering (fetch decodes it), under the coding's own ETag.
        const big = Buffer.byteLength(text) >= 1024;
        for (let i = 0; i < 2; i += 1) {
          const br = await fetch(a.url + path, { headers: { cookie: cookieOf(onA), 'accept-encoding': 'gzip, deflate, br, zstd' } });
          expect(br.headers.get('content-encoding')).toBe(big ? 'br' : null);
          expect(br.headers.get('etag')).toBe(big ? `${etag!.slice(0, -1)}-br"` : etag);
          expect(await br.text()).toBe(text);
        }
      }
    });

    it('a tick, a swap and a profile change made on the other server show on the next read', async () => {
      const lists = (await onA.get('/api/simple-shopping-lists')).body;
      const plans = (await onA.get('/api/simple-meal-plans-with-items')).body;
      const user = (await onA.get('/api/user')).body;
      const item = lists[0].items[0];
      expect(item.isChecked).toBe(false);

      expect((await onB.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);
      const ticked = (await onA.get('/api/simple-shopping-lists')).body[0].items.find((i: { id: number }) => i.id === item.id);
      expect(ticked.isChecked).toBe(true);

      const meal = plans[0].items[0];
      const swapped = await onB.post(`/api/simple-meal-plans/${plans[0].id}/items/${meal.id}/swap`);
      expect(swapped.status).toBe(200);
      const after = (await onA.get('/api/simple-meal-plans-with-items')).body[0].items.find((i: { id: string }) => i.id === meal.id);
      expect(after.recipeId).not.toBe(meal.recipeId);
      expect(after.recipeId).toBe(swapped.body.items.find((i: { id: string }) => i.id === meal.id).recipeId);

      expect((await onB.put('/api/user/preferences', { ...profile, householdSize: 3 })).status).toBe(200);
      const changed = (await onA.get('/api/user')).body;
      expect(changed.householdSize).toBe(3);
      expect(JSON.stringify(changed)).not.toBe(JSON.stringify(user));
    });

    it('a signed-out session gets 401 at once, on either server, though its answers were rendered', async () => {
      expect((await onA.get('/api/simple-meal-plans-with-items')).status).toBe(200);
      expect((await onB.get('/api/simple-meal-plans-with-items')).status).toBe(200);
      expect((await onB.post('/api/logout')).status).toBeLessThan(300);
      expect((await onA.get('/api/simple-meal-plans-with-items')).status).toBe(401);
      expect((await onA.get('/api/user')).status).toBe(401);
    });
  });
}
