import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZSiteFacts } from '@larder/contract/site';
import { catalogueFixture } from '../support/catalogue-fixture';
import { type TestServer, startTestServer } from '../support/test-server';

/** GET /api/site/facts: the numbers the public pages state, counted from the catalogue, for anyone. */
for (const target of oneDatabaseTarget()) {
  describe(`site facts (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
    });

    it('counts the recipes the library lists and names the chains priced; it follows the catalogue when it changes', async () => {
      const empty = await server.client().get('/api/site/facts');
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ recipes: 0, chains: [], chainCount: 0 });

      expect(await seedCatalogue(server.db.knex, catalogueFixture(`fixture-${Math.random()}`))).toBe('8 ingredients, 16 estimated products, 3 recipes');
      server.clock.advanceMinutes(1); // past the catalogue cache's recheck interval
      const facts = await server.client().get('/api/site/facts');
      expect(ZSiteFacts.strict().safeParse(facts.body).error).toBeUndefined();
      expect(facts.body).toEqual({ recipes: 3, chains: ['Aldi', 'Tesco'], chainCount: 2 });
      // The same count as the recipe pages list, and as the recipes stored.
      expect((await server.client().get('/api/recipes?pageSize=1')).body.total).toBe(facts.body.recipes);
      expect(Number((await server.db.knex('recipes').count({ n: '*' }))[0]!.n)).toBe(3);
    });
  });
}
