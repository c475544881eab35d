import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZRecipe } from '@larder/contract/recipes';
import { ZImportPreview, ZOwnRecipe, ZParsedLines } from '@larder/contract/own-recipes';
import { catalogueFixture } from '../support/catalogue-fixture';
import { signedInHousehold } from '../support/household';
import { type RecipePageServer, startRecipePageServer } from '../support/recipe-page-server';
import { type TestServer, startTestServer } from '../support/test-server';

const pie = {
  name: "Grandma's mince and onions",
  description: 'Thursday tea.',
  cuisine: 'British',
  role: 'main',
  servedWith: ['potatoes'],
  keepsDays: 2,
  freezes: true,
  difficulty: 'beginner',
  prepTime: 10,
  cookTime: 30,
  serves: 4,
  lines: [{ text: '500g beef mince' }, { text: '2 medium onions, sliced' }, { text: '1 tbsp olive oil' }, { text: '2 tbsp pomegranate molasses' }],
  instructions: ['Fry the onions in the oil.', 'Brown the mince and simmer.'],
};
const profile = { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'advanced', allergies: [], dietaryRestrictions: [], cuisinePreferences: [] };

for (const target of oneDatabaseTarget()) {
  describe(`own recipes (${target.name})`, () => {
    let server: TestServer;
    let pages: RecipePageServer;
    beforeAll(async () => {
      server = await startTestServer(target, { RECIPE_IMPORT_ALLOW_PRIVATE: 'true' });
      pages = await startRecipePageServer();
    });
    afterAll(async () => {
      await pages.close();
      await server.close();
    });
    beforeEach(async () => {
      await server.db.truncate();
      await seedCatalogue(server.db.knex, catalogueFixture(`fixture-${Math.random()}`));
      server.clock.advanceMinutes(1);
    });

    it('documents its calls in an OpenAPI document', async () => {
      const doc = await server.client().get('/api/openapi/recipes.json');
      expect(doc.status).toBe(200);
      expect(doc.body.openapi).toBe('3.1.0');
      expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/ingredients/parse', '/api/recipes/import', '/api/recipes', '/api/recipes/{id}']));
    });

    it('every call needs a signed-in household', async () => {
      const anon = server.client();
      expect((await anon.post('/api/recipes', pie)).status).toBe(401);
      expect((await anon.post('/api/ingredients/parse', { lines: ['1 onion'] })).status).toBe(401);
      expect((await anon.post('/api/recipes/import', { text: 'x' })).status).toBe(401);
      expect((await anon.get('/api/own-recipes')).status).toBe(401);
    });

    it('POST /api/ingredients/parse: lines parsed, matched with a confidence, weighed, the unmatched left with suggestions', async () => {
      const home = await signedInHousehold(server);
      const reply = await home.post('/api/ingredients/parse', { lines: ['2 x 400g tins chopped tomatoes', '3 medium onions, finely chopped', 'Juice of ½ lime', '300ml warm water'] });
      expect(reply.status).toBe(200);
      expect(ZParsedLines.strict().safeParse(reply.body).error).toBeUndefined();
      const [tomatoes, onions, lime, water] = reply.body.lines;
      expect(tomatoes).toMatchObject({ quantity: 800, unit: 'g', ingredient: 'tinned-tomatoes', grams: 800, problem: null });
      expect(onions).toMatchObject({ quantity: 3, unit: 'medium', ingredient: 'onion', grams: 330, preparation: 'finely chopped' });
      expect(lime).toMatchObject({ quantity: 0.5, ingredient: null, preparation: 'juice' });
      expect(lime.problem).toMatch(/choose one/);
      expect(water).toMatchObject({ free: true, problem: null });
      expect((await home.post('/api/ingredients/parse', { lines: [] })).body.field).toBe('lines');
      expect((await home.post('/api/ingredients/parse', { lines: ['x'.repeat(301)] })).status).toBe(400);
    });

    it('POST /api/recipes: the household\'s own, costed and analysed from its matched lines, with the coverage stated', async () => {
      const home = await signedInHousehold(server);
      const created = await home.post('/api/recipes', pie);
      expect(created.status).toBe(201);
      expect(ZOwnRecipe.strict().safeParse(created.body).error).toBeUndefined();
      const r = created.body;
      expect(r.id).toMatch(/^own-/);
      expect(created.headers.get('location')).toBe(`/api/recipes/${r.id}`);
      // One line unidentified: no diet claimed until the household says what it is.
      expect(r).toMatchObject({ own: true, role: 'main', servedWith: ['potatoes'], keepsDays: 2, freezes: true, serves: 4, dietaryTags: [], uncheckedLines: ['2 tbsp pomegranate molasses'], allergens: [] });
      // mince 500 g (250 kcal/100 g) + onions 220 g (40) + oil 13.8 g (884) = 1250 + 88 + 122 = 1460 kcal for 4
      expect(r.calories).toBe(365);
      expect(r.coverage).toMatchObject({ lines: 4, unmatchedLines: 1, complete: false });
      // 500 + 220 + 13.8 g matched; the unmatched 2 tbsp counted as 30 g: nutrition covers 96.1 % of the weight.
      expect(r.coverage.weightShare).toBeCloseTo(733.8 / 763.8, 3);
      expect(r.nutritionCoverage).toBeCloseTo(0.961, 3);
      expect(r.lines[3]).toMatchObject({ ingredient: null, problem: expect.stringMatching(/choose one/) });
      expect(r.costs.map((c: { chain: string }) => c.chain).sort()).toEqual(['Aldi', 'Tesco']);

      // Fixed by hand: the unmatched line takes the food chosen for it.
      const fixed = await home.put(`/api/recipes/${r.id}`, { ...pie, lines: [...pie.lines.slice(0, 3), { text: '2 tbsp pomegranate molasses', ingredient: 'olive-oil' }] });
      expect(fixed.status).toBe(200);
      expect(fixed.body.coverage).toMatchObject({ unmatchedLines: 0, complete: true, weightShare: 1 });
      expect(fixed.body.lines[3]).toMatchObject({ ingredient: 'olive-oil', matchedBy: 'hand' });
      expect(fixed.body.dietaryTags).toEqual(expect.arrayContaining(['Dairy-free', 'Halal with halal meat']));
      expect(fixed.body.dietaryTags).not.toContain('Vegetarian');

      const read = await home.get(`/api/recipes/${r.id}`);
      expect(read.status).toBe(200);
      expect(read.body.name).toBe(pie.name);
      const ingredients = await home.get(`/api/recipes/${r.id}/ingredients`);
      expect(ingredients.body.map((l: { name: string }) => l.name)).toEqual(['Beef mince', 'Onion', 'Olive oil', 'Olive oil']);
      const listed = await home.get('/api/own-recipes');
      expect(listed.body.map((x: { id: string }) => x.id)).toEqual([r.id]);
      const search = await home.get('/api/recipes?q=grandma');
      expect(search.body.items.map((x: { id: string; own?: boolean }) => [x.id, x.own])).toEqual([[r.id, true]]);
      expect((await server.client().get('/api/recipes?q=grandma')).body.items).toEqual([]);
      for (const item of (await home.get('/api/recipes')).body.items) expect(ZRecipe.strict().safeParse(item).error).toBeUndefined();
    });

    it('refuses bad input with a 400 naming the field, never a 500', async () => {
      const home = await signedInHousehold(server);
      for (const [body, field] of [
        [{ ...pie, name: '' }, 'name'],
        [{ ...pie, role: 'starter' }, 'role'],
        [{ ...pie, serves: 0 }, 'serves'],
        [{ ...pie, lines: [] }, 'lines'],
        [{ ...pie, lines: [{ text: '   ' }] }, 'lines'],
        [{ ...pie, lines: [{ text: '1 onion', ingredient: 'unicorn' }] }, 'lines'],
        [{ ...pie, sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
        [{ ...pie, servedWith: ['chips'] }, 'servedWith.0'],
      ] as const) {
        const reply = await home.post('/api/recipes', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field).toBe(field);
      }
      expect((await home.post('/api/recipes', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    });

    it('a library recipe is 403 to change; another household\'s recipe is 404 to read, change, delete or plan', async () => {
      const mine = await signedInHousehold(server);
      const theirs = await signedInHousehold(server);
      const id = (await mine.post('/api/recipes', pie)).body.id as string;
      expect((await mine.put('/api/recipes/spaghetti-bolognese', pie)).status).toBe(403);
      expect((await mine.request('DELETE', '/api/recipes/spaghetti-bolognese')).status).toBe(403);
      expect((await mine.put('/api/recipes/no-such-recipe', pie)).status).toBe(404);
      expect((await theirs.get(`/api/recipes/${id}`)).status).toBe(404);
      expect((await theirs.get(`/api/recipes/${id}/ingredients`)).status).toBe(404);
      expect((await theirs.get(`/api/recipes/${id}/photo`)).status).toBe(404);
      expect((await theirs.put(`/api/recipes/${id}`, pie)).status).toBe(404);
      expect((await theirs.request('DELETE', `/api/recipes/${id}`)).status).toBe(404);
      expect((await theirs.post('/api/saved-recipes', { recipeId: id })).status).toBe(404);
      expect((await server.client().get(`/api/recipes/${id}`)).status).toBe(404);
      expect((await mine.get(`/api/recipes/${id}`)).status).toBe(200);
      // Favourited like the library's; deleting it removes the save too.
      expect((await mine.post('/api/saved-recipes', { recipeId: id })).status).toBe(201);
      expect((await mine.get('/api/saved-recipes')).body.map((s: { recipeId: string }) => s.recipeId)).toEqual([id]);
      expect((await mine.request('DELETE', `/api/recipes/${id}`)).status).toBe(200);
      expect((await mine.get(`/api/recipes/${id}`)).status).toBe(404);
      expect((await mine.get('/api/saved-recipes')).body).toEqual([]);
    });

    it('a photo: JPEG, PNG or WebP by its bytes, at most 5 MB, resized; anything else refused', async () => {
      const home = await signedInHousehold(server);
      const id = (await home.post('/api/recipes', pie)).body.id as string;
      const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c84' } }).jpeg().toBuffer();
      const put = (bytes: Uint8Array, type = 'image/jpeg') =>
        fetch(`${server.url}/api/recipes/${id}/photo`, { method: 'PUT', body: bytes, headers: { 'content-type': type, origin: server.url, cookie: [...home.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      // A PNG sent as "image/jpeg" is read as what it is.
      const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } }).png().toBuffer();
      const asPng = await put(png, 'image/jpeg');
      expect(asPng.status).toBe(200);
      expect((await fetch(`${server.url}/api/recipes/${id}/photo`, { headers: { cookie: [...home.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).headers.get('content-type')).toBe('image/png');
      const stored = await put(big);
      expect(stored.status).toBe(200);
      expect(((await stored.json()) as { hasPhoto: boolean }).hasPhoto).toBe(true);
      const photo = await fetch(`${server.url}/api/recipes/${id}/photo`, { headers: { cookie: [...home.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(1200);
      const notImage = await put(new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png');
      expect(notImage.status).toBe(400);
      const fakeJpeg = await put(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]));
      expect(fakeJpeg.status).toBe(400);
      const tooBig = await put(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff));
      expect(tooBig.status).toBe(413);
      expect((await put(png, 'image/png')).status).toBe(200);
      const library = await fetch(`${server.url}/api/recipes/porridge/photo`, { method: 'PUT', body: png, headers: { origin: server.url, cookie: [...home.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(library.status).toBe(403);
    });

    it('POST /api/recipes/import {url}: JSON-LD in an @graph with HowToSections, an ImageObject list and a yield list', async () => {
      const home = await signedInHousehold(server);
      const reply = await home.post('/api/recipes/import', { url: `${pages.url}/pages/jsonld-graph.html` });
      expect(reply.status).toBe(200);
      expect(ZImportPreview.strict().safeParse(reply.body).error).toBeUndefined();
      const p = reply.body;
      expect(p).toMatchObject({ foundIn: 'json-ld', sourceUrl: `${pages.url}/pages/jsonld-graph.html`, imageUrl: 'https://blog.example/img/pasta-bake-1x1.jpg' });
      expect(p.recipe).toMatchObject({ name: "Nan's beef and tomato pasta bake", serves: 4, prepTime: 15, cookTime: 60, cuisine: 'Italian', role: 'main' });
      expect(p.recipe.instructions).toEqual([
        'Soften the onion in the oil for 10 minutes.',
        'Brown the mince, then add the tomatoes and molasses and simmer for 20 minutes.',
        'Cook the pasta, stir it into the sauce, top with the cheese and bake at 200C for 25 minutes.',
      ]);
      expect(p.lines.map((l: { ingredient: string | null }) => l.ingredient)).toEqual(['spaghetti', 'beef-mince', 'tinned-tomatoes', 'onion', 'olive-oil', 'cheddar', null]);
      expect(p.unmatched.map((l: { text: string }) => l.text)).toEqual(['2 tbsp pomegranate molasses']);
      expect(p.coverage).toMatchObject({ unmatchedLines: 1, complete: false });
      expect(p.recipe.allergens).toEqual(['gluten', 'milk']);
      expect(Number(p.recipe.estimatedCost)).toBeGreaterThan(0);
      // Nothing is saved until the household sends the (corrected) draft.
      expect((await home.get('/api/own-recipes')).body).toEqual([]);
      const saved = await home.post('/api/recipes', { ...p.draft, lines: p.draft.lines.map((l: { text: string }) => (l.text.includes('molasses') ? { text: l.text, ingredient: 'olive-oil' } : l)) });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ sourceUrl: `${pages.url}/pages/jsonld-graph.html`, coverage: { complete: true } });
    });

    it('imports a top-level JSON-LD list, a single Recipe with HowToSteps, microdata, redirects, pasted HTML and pasted text', async () => {
      const home = await signedInHousehold(server);
      const list = (await home.post('/api/recipes/import', { url: `${pages.url}/pages/jsonld-list.html` })).body;
      expect(list.recipe).toMatchObject({ name: 'Savoury cheese porridge', serves: 2, prepTime: 2, cookTime: 8, role: 'breakfast' });
      expect(list.recipe.instructions).toEqual(['Put the oats and milk in a pan.', 'Simmer, stirring, for 5 minutes.', 'Stir in the cheese and season.']);
      expect(list.lines.map((l: { ingredient: string | null }) => l.ingredient)).toEqual(['porridge-oats', 'milk', 'cheddar', null]);
      expect(list.imageUrl).toBe('https://food.example/porridge.jpg');

      const redirected = await home.post('/api/recipes/import', { url: `${pages.url}/hop/4` });
      expect(redirected.status).toBe(200);
      expect(redirected.body).toMatchObject({ sourceUrl: `${pages.url}/pages/jsonld-single.html`, recipe: { name: 'Quick tomato spaghetti', serves: 2, cookTime: 20 } });
      expect(redirected.body.recipe.instructions).toEqual(['Boil the spaghetti.', 'Fry the onion in the oil, add the tomatoes and toss with the pasta.']);
      expect(redirected.body.coverage.complete).toBe(true);

      const micro = (await home.post('/api/recipes/import', { url: `${pages.url}/pages/microdata.html` })).body;
      expect(micro).toMatchObject({ foundIn: 'microdata', imageUrl: 'https://old.example/soup.jpg', recipe: { name: 'Onion soup, the old way', serves: 4, prepTime: 10, cookTime: 70, role: 'light' } });
      expect(micro.recipe.instructions).toHaveLength(3);
      expect(micro.lines.map((l: { ingredient: string | null; free: boolean }) => l.ingredient ?? (l.free ? 'free' : null))).toEqual(['onion', 'olive-oil', 'free', 'cheddar']);

      const html = await home.post('/api/recipes/import', { html: '<script type="application/ld+json">{"@type":"Recipe","name":"Pasted","recipeIngredient":["1 onion"]}</script>', url: 'https://pasted.example/r' });
      expect(html.body).toMatchObject({ sourceUrl: 'https://pasted.example/r', recipe: { name: 'Pasted' } });

      const text = await home.post('/api/recipes/import', { text: 'Cheese on toast\nServes 1\n\nIngredients\n50g Cheddar, grated\n1 tsp olive oil\n\nMethod\n1. Grill the bread.\n2. Add the cheese and grill again.' });
      expect(text.status).toBe(200);
      expect(text.body).toMatchObject({ foundIn: 'text', sourceUrl: null, recipe: { name: 'Cheese on toast', serves: 1, instructions: ['Grill the bread.', 'Add the cheese and grill again.'] } });
      expect(text.body.lines.map((l: { ingredient: string | null }) => l.ingredient)).toEqual(['cheddar', 'olive-oil']);
    });

    it('imports a page with no recipe data by its headings and lists, and says it was read that way', async () => {
      const home = await signedInHousehold(server);
      const reply = await home.post('/api/recipes/import', { url: `${pages.url}/pages/plain-page.html` });
      expect(reply.status).toBe(200);
      expect(ZImportPreview.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body).toMatchObject({ foundIn: 'page', recipe: { name: "Auntie Pat's lentil soup", serves: 4 } });
      expect(reply.body.recipe.instructions).toEqual(['Soften the onion in the oil for 10 minutes.', 'Add the tomatoes and simmer for 20 minutes.', 'Serve with the cheese.']);
      expect(reply.body.lines.map((l: { ingredient: string | null }) => l.ingredient)).toEqual(['olive-oil', 'onion', 'tinned-tomatoes', 'cheddar']);
      // The cheese "to serve" counts: not Dairy-free, milk shown.
      expect(reply.body.recipe.allergens).toEqual(['milk']);
      expect(reply.body.recipe.dietaryTags).not.toContain('Dairy-free');
    });

    it('says exactly what went wrong: no recipe (422), unreachable, too many redirects, too large, not http (400); nothing saved', async () => {
      const home = await signedInHousehold(server);
      const cases: Array<[unknown, number, RegExp]> = [
        [{ url: `${pages.url}/pages/no-recipe.html` }, 422, /no recipe/],
        [{ url: `${pages.url}/missing` }, 400, /answered 404/],
        [{ url: `${pages.url}/loop` }, 400, /redirected more than 5 times/],
        // /hop/4 is five redirects (allowed); /hop/5 is six.
        [{ url: `${pages.url}/hop/4` }, 200, /.*/],
        [{ url: `${pages.url}/hop/5` }, 400, /redirected more than 5 times/],
        [{ url: `${pages.url}/big` }, 400, /larger than 5 MB/],
        [{ url: `${pages.url}/photo.png` }, 422, /not a web page/],
        [{ url: 'file:///etc/passwd' }, 400, /http and https/],
        [{ url: 'ftp://example.com/r' }, 400, /http and https/],
        [{ url: 'not a url' }, 400, /not a web address/],
        [{ url: 'http://no-such-host.invalid/' }, 400, /not found/],
        [{ text: 'just one line' }, 422, /no recipe/],
        [{ html: '<p>hello</p>' }, 422, /no recipe/],
        [{ url: 'x', text: 'y' }, 400, /Invalid/],
      ];
      for (const [body, status, message] of cases) {
        const reply = await home.post('/api/recipes/import', body);
        expect(reply.status, JSON.stringify(body)).toBe(status);
        if (status !== 200) expect(reply.body.message).toMatch(message);
      }
      expect((await home.get('/api/own-recipes')).body).toEqual([]);
    });

    it('pasted HTML is priced before it is parsed: 750 KB of nested unclosed tags is refused at once, the server answers meanwhile; pasting shares the fetches\' hourly limit, with Retry-After', async () => {
      const home = await signedInHousehold(server);
      const nested = '<div><span>'.repeat(750_000 / 11);
      const started = Date.now();
      const [reply, health] = await Promise.all([home.post('/api/recipes/import', { html: nested }), server.client().get('/api/health')]);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ field: 'html' });
      expect(reply.body.message).toMatch(/nested more than 400 deep/);
      expect(health.status).toBe(200);
      const tags = '<br>'.repeat(60_001);
      expect((await home.post('/api/recipes/import', { html: tags })).body.message).toMatch(/more than 60,000 tags/);
      // An ordinary page with unclosed paragraphs and list items, scripts and comments is read as before.
      const page = `<html><head><script>if (a<b && c<d) {}</script><!-- <div><div> --></head><body><h1>Toast</h1>${'<p>para'.repeat(2000)}<h2>Ingredients</h2><ul><li>1 slice bread<li>20g butter</ul><h2>Method</h2><ol><li>Toast the bread.<li>Butter it.</ol></body></html>`;
      expect((await home.post('/api/recipes/import', { html: page })).status).toBe(200);
      for (let i = 3; i < 30; i++) expect((await home.post('/api/recipes/import', { html: '<p>hello</p>' })).status).toBe(422);
      const limited = await home.post('/api/recipes/import', { html: '<p>hello</p>' });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/30 at most/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await home.post('/api/recipes/import', { url: `${pages.url}/pages/no-recipe.html` })).status).toBe(429);
      expect((await home.post('/api/recipes/import', { text: 'Cheese on toast\nServes 1\n\nIngredients\n50g Cheddar\n\nMethod\n1. Grill.' })).status).toBe(200);
    });

    it('plans own recipes when "plan my recipes too" is on and the recipe is complete; pins one into a week', async () => {
      const home = await signedInHousehold(server);
      expect((await home.put('/api/user/preferences', profile)).status).toBe(200);
      const complete = (await home.post('/api/recipes', { ...pie, lines: pie.lines.slice(0, 3) })).body.id as string;
      const incomplete = (await home.post('/api/recipes', { ...pie, name: 'Half-written stew' })).body.id as string;
      const planned = async () => {
        const plan = await home.post('/api/simple-meal-plans');
        expect(plan.status).toBe(201);
        return plan.body as { id: string; items: Array<{ id: string; recipeId: string; mealType: string; recipeName: string; ingredients: string }> };
      };
      expect((await home.get('/api/own-recipes/settings')).body).toEqual({ planOwnRecipes: false });
      const off = await planned();
      expect(off.items.some((i) => i.recipeId.startsWith('own-'))).toBe(false);
      expect((await home.put('/api/own-recipes/settings', { planOwnRecipes: true })).body).toEqual({ planOwnRecipes: true });
      expect((await home.put('/api/own-recipes/settings', { planOwnRecipes: 'yes' })).status).toBe(400);
      const on = await planned();
      const ownMeals = on.items.filter((i) => i.recipeId.startsWith('own-'));
      expect(ownMeals.length).toBeGreaterThan(0);
      expect(ownMeals.every((m) => m.recipeId === complete && m.mealType !== 'breakfast')).toBe(true);
      expect(ownMeals[0]!.ingredients).toContain('Beef mince');
      // Pinning: the incomplete recipe can still be put into a meal by hand (lines not matched are not bought).
      const slot = off.items.find((i) => i.mealType === 'dinner')!;
      const pinned = await home.post(`/api/simple-meal-plans/${off.id}/items/${slot.id}/pin`, { recipeId: incomplete });
      expect(pinned.status).toBe(200);
      expect(pinned.body.items.find((i: { id: string }) => i.id === slot.id)).toMatchObject({ recipeId: incomplete, recipeName: 'Half-written stew', locked: true });
      const breakfast = off.items.find((i) => i.mealType === 'breakfast')!;
      const refused = await home.post(`/api/simple-meal-plans/${off.id}/items/${breakfast.id}/pin`, { recipeId: incomplete });
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('recipeId');
      const stranger = await signedInHousehold(server);
      expect((await stranger.post(`/api/simple-meal-plans/${off.id}/items/${slot.id}/pin`, { recipeId: incomplete })).status).toBe(404);
      // The shopping list buys the own recipe's matched food.
      const list = await home.post('/api/shopping-lists', { mealPlanId: off.id });
      expect(list.status).toBeLessThan(300);
    });
  });
}
