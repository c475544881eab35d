import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { catalogueFixture } from '../support/catalogue-fixture';
import { signedInHousehold } from '../support/household';
import { type TestServer, startTestServer } from '../support/test-server';

const own = {
  name: 'Spaghetti from our kitchen',
  description: 'Ours.',
  cuisine: 'Italian',
  role: 'main',
  difficulty: 'beginner',
  prepTime: 5,
  cookTime: 10,
  serves: 2,
  lines: [{ text: '200g spaghetti' }, { text: '1 tin chopped tomatoes' }],
  instructions: ['Boil.', 'Stir.'],
};

/**
 * Issue 20: the catalogue's public reads are rendered once per catalogue snapshot and day for every visitor, and a
 * visitor's next read is sent from memory ahead of the session and routing middleware. What must still hold: the
 * same answer as a fresh rendering, compressed once, the headers every answer carries, a signed-in household's own
 * recipes, a bad token's 401, and a new catalogue showing at once.
 */
for (const target of oneDatabaseTarget()) {
  describe(`public catalogue reads rendered once (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => server?.close());
    beforeEach(async () => {
      await server.db.truncate();
      await seedCatalogue(server.db.knex, catalogueFixture(`fixture-${Math.random()}`));
      server.clock.advanceMinutes(1);
    });

    const read = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers: { 'accept-encoding': 'identity', ...headers } });
    const json = async (path: string): Promise<any> => (await read(path)).json();

    it('a visitor gets the same bytes again, with the headers every answer carries, compressed once as asked, and 304 when held', async () => {
      for (const path of ['/api/recipes/spaghetti-bolognese', '/api/recipes/spaghetti-bolognese/ingredients?chain=Tesco', '/api/recipes?q=pasta']) {
        const first = await read(path);
        const text = await first.text();
        expect(first.status).toBe(200);
        const kept = await read(path);
        expect(await kept.text()).toBe(text);
        for (const reply of [first, kept]) {
          expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
          expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
          expect(reply.headers.get('cache-control')).toBe('no-store');
          expect(reply.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
          expect(reply.headers.get('vary')).toMatch(/Accept-Encoding/i);
        }
        const etag = kept.headers.get('etag')!;
        expect(etag).toBe(first.headers.get('etag'));
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        // Brotli when the client takes it (fetch decodes it): the same JSON under its own ETag.
        if (Buffer.byteLength(text) >= 1024) {
          for (let i = 0; i < 2; i += 1) {
            const br = await read(path, { 'accept-encoding': 'gzip, deflate, br' });
            expect(br.headers.get('content-encoding')).toBe('br');
            expect(br.headers.get('etag')).toBe(`${etag.slice(0, -1)}-br"`);
            expect(await br.text()).toBe(text);
          }
          const gzip = await read(path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
          expect(gzip.headers.get('content-encoding')).toBe('gzip');
          expect(await gzip.text()).toBe(text);
        }
        const held = await read(path, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
        expect(held.status).toBe(304);
        const head = await fetch(server.url + path, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
        expect(head.status).toBe(200);
        expect(head.headers.get('etag')).toBe(etag);
      }
    });

    it('a household still sees its own recipes beside the library, however the visitors\' answer is kept', async () => {
      const home = await signedInHousehold(server);
      const created = await home.post('/api/recipes', own);
      expect(created.status).toBe(201);
      for (let i = 0; i < 2; i += 1) {
        const visitor = (await json('/api/recipes?q=spaghetti')).items.map((r: { id: string }) => r.id);
        expect(visitor).toContain('spaghetti-bolognese');
        expect(visitor).not.toContain(created.body.id);
        const household = await home.get('/api/recipes?q=spaghetti');
        expect(household.body.items.map((r: { id: string }) => r.id).sort()).toEqual([...visitor, created.body.id].sort());
      }
      // The household's own recipe is not found by a visitor, at its own path or its ingredients'.
      expect((await read(`/api/recipes/${created.body.id}`)).status).toBe(404);
      expect((await read(`/api/recipes/${created.body.id}/ingredients`)).status).toBe(404);
      expect((await home.get(`/api/recipes/${created.body.id}/ingredients`)).status).toBe(200);
    });

    it('a bad API token gets its 401 though the visitors\' answer to that path is kept; unknown recipes stay 404', async () => {
      expect((await read('/api/recipes/spaghetti-bolognese')).status).toBe(200);
      const bad = await read('/api/recipes/spaghetti-bolognese', { authorization: 'Bearer lrd_not-a-token-at-all-not-at-all' });
      expect(bad.status).toBe(401);
      expect((await read('/api/recipes/no-such-recipe')).status).toBe(404);
      expect((await read('/api/recipes/no-such-recipe')).status).toBe(404);
      expect((await read('/api/recipes?pageSize=100000')).status).toBe(400);
    });

    it('a new catalogue shows on the next read', async () => {
      const before = await json('/api/recipes/spaghetti-bolognese');
      expect(before.name).toBe('Spaghetti bolognese');
      const files = catalogueFixture(`fixture-renamed-${Math.random()}`);
      const renamed = { ...files, recipes: files.recipes.map((r) => (r.id === 'spaghetti-bolognese' ? { ...r, name: 'Spaghetti alla bolognese' } : r)) };
      await seedCatalogue(server.db.knex, renamed);
      server.clock.advanceMinutes(1); // past the server's 30 s re-check of the catalogue's version
      expect((await json('/api/recipes/spaghetti-bolognese')).name).toBe('Spaghetti alla bolognese');
    });
  });
}
