import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZRecipe, ZRecipeIngredient, ZRecipePage, ZSavedRecipe } from '@larder/contract/recipes';
import { catalogueFixture } from '../support/catalogue-fixture';
import { ImportPrices } from '@larder/domain/catalogue/import/import-prices.use-case';
import { OPERATIONS } from '../../src/commands/operations';
import { ImportStores } from '@larder/domain/stores/stores';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

for (const target of oneDatabaseTarget()) {
  describe(`recipes (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      expect(await seedCatalogue(server.db.knex, catalogueFixture(`fixture-${Math.random()}`))).toBe('8 ingredients, 16 estimated products, 3 recipes');
      server.clock.advanceMinutes(1); // past the catalogue cache's recheck interval
    });

    it('lists with derived facts and costs, and pages', async () => {
      const page = await server.client().get('/api/recipes?pageSize=2');
      expect(page.status).toBe(200);
      expect(ZRecipePage.safeParse(page.body).error).toBeUndefined();
      expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2, chains: ['Aldi', 'Tesco'] });
      expect(page.body.items.map((r: { id: string }) => r.id)).toEqual(['porridge', 'spaghetti-bolognese']);
      const second = await server.client().get('/api/recipes?pageSize=2&page=2');
      expect(second.body.items.map((r: { id: string }) => r.id)).toEqual(['tomato-pasta']);
    });

    it('GET /api/recipes/{id}: document 001 fields, derived tags, allergens, nutrition and costs', async () => {
      const reply = await server.client().get('/api/recipes/spaghetti-bolognese');
      expect(reply.status).toBe(200);
      expect(ZRecipe.strict().safeParse(reply.body).error).toBeUndefined();
      const r = reply.body;
      expect(r).toMatchObject({ prepTime: 10, cookTime: 35, totalTime: 45, serves: 4, cuisine: 'Italian', allergens: ['gluten'], instructions: expect.any(Array) });
      // Bolognese has beef: halal only with halal meat, never plain "Halal".
      expect(r.dietaryTags).toEqual(['Dairy-free', 'Halal with halal meat']);
      // spaghetti 400g 356 + mince 500g 250 + tomatoes 800g 20 + onion 110g 40 + oil 13.8g 884 = 1424+1250+160+44+122 = 3000 kcal / 4
      expect(r.calories).toBe(750);
      // Aldi, used fractions: 60 + 250 + 90 + 10.89 + 13.8/460*399 = 11.97 -> 422.86p for 4
      expect(r.costChain).toBe('Aldi');
      expect(r.estimatedCost).toBe('4.23');
      expect(r.costPerServing).toBe('1.06');
      expect(r.costs.map((c: { chain: string }) => c.chain)).toEqual(['Aldi', 'Tesco']);
      // whole packs at Aldi: 75 + 250 + 90 + 99 + 399 = 913 / 4 = 228
      expect(r.costs[0].perServingWholePacks).toBe('2.28');
      const tesco = await server.client().get('/api/recipes/spaghetti-bolognese?chain=Tesco');
      expect(tesco.body.costChain).toBe('Tesco');
      // The energy to cook it (issue 37): simmered on the hob for its 35 minutes, 1 kWh an hour, at the Ofgem cap, a quarter each.
      expect(r.cooking).toMatchObject({ method: 'hob', minutes: 35, kwh: 0.58 });
      expect(r.cooking.costPerServing).toBe((Math.round(((35 / 60) * 27.69) / 4) / 100).toFixed(2));
      expect(r.cooking.source).toMatch(/^electricity at 27\.69p a kWh, the Ofgem price cap for /);
    });

    it('filters: text, meal type, cuisine, diet, allergen-free, time, difficulty, cost', async () => {
      const ids = async (query: string) => (await server.client().get(`/api/recipes?${query}`)).body.items.map((r: { id: string }) => r.id);
      expect(await ids('q=cheese')).toEqual(['tomato-pasta']);
      expect(await ids('q=oats')).toEqual(['porridge']);
      expect(await ids('mealType=breakfast')).toEqual(['porridge']);
      expect(await ids('cuisine=italian')).toEqual(['spaghetti-bolognese', 'tomato-pasta']);
      expect(await ids('diet=vegetarian')).toEqual(['porridge', 'tomato-pasta']);
      expect(await ids('diet=dairy_free')).toEqual(['spaghetti-bolognese']);
      expect(await ids('allergenFree=Dairy')).toEqual(['spaghetti-bolognese']);
      expect(await ids('allergenFree=Wheat/Gluten')).toEqual([]);
      expect(await ids('maxMinutes=20')).toEqual(['porridge', 'tomato-pasta']);
      expect(await ids('difficulty=intermediate')).toEqual(['spaghetti-bolognese']);
      expect(await ids('maxCost=0.90')).toEqual(['porridge', 'tomato-pasta']);
      const bad = await server.client().get('/api/recipes?maxMinutes=soon');
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('maxMinutes');
      expect((await server.client().get('/api/recipes?pageSize=500')).status).toBe(400);
    });

    it('ingredients with names, aisles and the cost of what is used', async () => {
      const reply = await server.client().get('/api/recipes/tomato-pasta/ingredients');
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(3);
      for (const line of reply.body) expect(ZRecipeIngredient.safeParse(line).error).toBeUndefined();
      expect(reply.body[2]).toMatchObject({ name: 'Cheddar', quantity: 50, unit: 'g', category: 'Dairy & Eggs', estimatedCost: '0.27', allergens: ['milk'] });
    });

    it('draws an SVG for each recipe', async () => {
      const reply = await server.client().get('/api/recipes/porridge/image.svg');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(reply.body).toContain('<title>Porridge</title>');
    });

    it('unknown recipes are 404', async () => {
      for (const path of ['/api/recipes/nope', '/api/recipes/nope/ingredients', '/api/recipes/nope/image.svg']) {
        expect(await server.client().get(path)).toMatchObject({ status: 404, body: { message: 'Recipe not found' } });
      }
    });

    it('saved recipes: 401 signed out; save (twice is once), list, unsave; unknown recipe 404', async () => {
      expect((await server.client().get('/api/saved-recipes')).status).toBe(401);
      const client = await signUp(server);
      expect((await client.get('/api/saved-recipes')).body).toEqual([]);
      const saved = await client.post('/api/saved-recipes', { recipeId: 'porridge' });
      expect(saved.status).toBe(201);
      expect(ZSavedRecipe.safeParse(saved.body).error).toBeUndefined();
      expect((await client.post('/api/saved-recipes', { recipeId: 'porridge' })).body.id).toBe(saved.body.id);
      server.clock.advanceMinutes(1);
      await client.post('/api/saved-recipes', { recipeId: 'tomato-pasta' });
      expect((await client.get('/api/saved-recipes')).body.map((s: { recipeId: string }) => s.recipeId)).toEqual(['tomato-pasta', 'porridge']);
      expect((await client.post('/api/saved-recipes', { recipeId: 'nope' })).status).toBe(404);
      expect((await client.post('/api/saved-recipes', {})).status).toBe(400);
      expect((await client.request('DELETE', `/api/saved-recipes/${saved.body.id}`)).status).toBe(200);
      expect((await client.request('DELETE', '/api/saved-recipes/tomato-pasta')).status).toBe(200);
      expect((await client.request('DELETE', '/api/saved-recipes/tomato-pasta')).status).toBe(404);
      expect((await client.get('/api/saved-recipes')).body).toEqual([]);
    });

    it('a price feed replaces the estimates it covers, all or nothing, and survives a re-seed', async () => {
      const before = (await server.client().get('/api/recipes/porridge?chain=Aldi')).body.costs.find((c: { chain: string }) => c.chain === 'Aldi');
      // oats 80g of 1kg at 89p = 7.1p; milk 515g of 2340.2g at 145p = 31.9p; 39p / 2
      expect(before).toMatchObject({ perServing: '0.20', estimate: true });
      const importer = server.container.get(ImportPrices);
      const bad = await importer.execute('chain,product,ingredient,pack_size,unit,price,date\nAldi,Oats,porridge-oats,1,kg,0.50,2025-06-01\nAldi,Milk,nope,1,l,1,2025-06-01\n', 'feed.csv');
      expect(bad.ok).toBe(false);
      expect((await server.db.knex('products').where({ estimate: false })).length).toBe(0);
      const good = await importer.execute('chain,product,ingredient,pack_size,unit,price,date\nAldi,Oats 1kg,porridge-oats,1,kg,0.50,2025-06-01\nAldi,Milk 2 pints,milk,1.136,l,0.95,2025-06-01\n', 'feed.csv');
      expect(good.ok).toBe(true);
      const after = (await server.client().get('/api/recipes/porridge?chain=Aldi')).body.costs.find((c: { chain: string }) => c.chain === 'Aldi');
      // oats 80g of 1kg at 50p = 4p; milk 515g of 1170.08g at 95p = 41.8p; 45.8p / 2
      expect(after).toMatchObject({ perServing: '0.23', estimate: false });
      await seedCatalogue(server.db.knex, catalogueFixture('reseeded'));
      server.clock.advanceMinutes(1);
      const reseeded = (await server.client().get('/api/recipes/porridge?chain=Aldi')).body.costs.find((c: { chain: string }) => c.chain === 'Aldi');
      expect(reseeded.estimate).toBe(false);
      const stats = await OPERATIONS['catalogue.stats']!.run(server.container, {});
      expect(stats).toContain('recipes: 3');
      expect(stats).toContain('Aldi: 6 / 2');
    });

    it('chains within reach: all assumed reachable until stores are loaded, then by distance', async () => {
      const before = await server.client().get('/api/stores/nearby?postcode=M1%201AE');
      expect(before.body).toMatchObject({ storesLoaded: false, note: 'Prices are national estimates until we know the supermarkets near you, so every supermarket is shown.' });
      expect(before.body.chains.map((c: { chain: string }) => c.chain)).toEqual(['Aldi', 'Tesco']);
      const csv = 'id,retailer,fascia,store_name,add_one,add_two,town,suburb,postcode,long_wgs,lat_wgs,bng_e,bng_n,pqi,open_date,size_band,county\n1,Aldi,Aldi,Aldi Piccadilly,,,Manchester,,M1 2BN,-2.23,53.479,0,0,,,,\n2,Tesco,Tesco,Tesco Leeds,,,Leeds,,LS1 1AA,-1.55,53.797,0,0,,,,\n';
      const imported = await OPERATIONS['stores.import']!.run(server.container, { csv });
      expect(imported).toMatch(/^Imported 2 store\(s\)/);
      const after = await server.client().get('/api/stores/nearby?postcode=M1%201AE');
      expect(after.body).toEqual({ storesLoaded: true, note: null, chains: [{ chain: 'Aldi', nearestKm: 0.5, nearestStore: 'Aldi Piccadilly' }] });
      expect((await server.client().get('/api/stores/nearby?postcode=SW99%201AA')).status).toBe(400);
      expect(server.container.get(ImportStores)).toBeTruthy();
    });

    it('seeding the same files again changes nothing; new files replace the recipes', async () => {
      const files = catalogueFixture('stable');
      await seedCatalogue(server.db.knex, files);
      expect(await seedCatalogue(server.db.knex, files)).toBe('up to date');
      await seedCatalogue(server.db.knex, { ...files, contentHash: 'smaller', recipes: files.recipes.slice(0, 1) });
      server.clock.advanceMinutes(1);
      expect((await server.client().get('/api/recipes')).body.total).toBe(1);
    });
  });
}
