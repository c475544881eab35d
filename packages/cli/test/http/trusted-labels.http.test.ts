import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZImportPreview } from '@larder/contract/own-recipes';
import { catalogueFixture } from '../support/catalogue-fixture';
import { signedInHousehold } from '../support/household';
import { type TestServer, startTestServer } from '../support/test-server';

/* Labels a parent can trust: a known food with no weight still counts, and an unknown line allows no diet claim. */

const food = (slug: string, name: string, extra: Record<string, unknown>) => ({
  slug, name, aisle: 'Meat & Poultry', allergens: [] as string[], contains: [] as string[], perishable: true, density: null, unitWeights: {},
  nutrition: { energyKcal: 150, proteinG: 20, carbohydrateG: 0, fatG: 5, fibreG: 0, sugarsG: 0, saltG: 0.2 }, pack: { size: 500, unit: 'g' }, ...extra,
});
const catalogue = (hash: string) => {
  const base = catalogueFixture(hash);
  return {
    ...base,
    ingredients: [
      ...base.ingredients,
      food('chicken-breast', 'Chicken breast', { contains: ['meat', 'poultry'] }),
      food('parmesan', 'Parmesan', { aisle: 'Dairy & Eggs', allergens: ['milk'], contains: ['dairy', 'animal-rennet'] }),
    ],
    products: [...base.products, ...['Aldi', 'Tesco'].map((chain) => ({ ingredient: 'chicken-breast', chain, name: 'Chicken breast 500g', packSize: 500, packUnit: 'g', pricePence: 350, priceDate: '2025-01-01', source: 'test fixture', estimate: true }))],
  };
};
const page = (lines: string[]) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Chicken pasta', recipeYield: '2', recipeIngredient: lines, recipeInstructions: ['Cook.'] })}</script></head></html>`;

for (const target of oneDatabaseTarget()) {
  describe(`labels from every line (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server.close();
    });
    beforeEach(async () => {
      await server.db.truncate();
      await seedCatalogue(server.db.knex, catalogue(`labels-${Math.random()}`));
      server.clock.advanceMinutes(1);
    });

    it('an unweighed chicken breast fillet and parmesan to serve: not Vegetarian, not Dairy-free, milk shown, never plain Halal', async () => {
      const home = await signedInHousehold(server);
      const reply = await home.post('/api/recipes/import', { html: page(['200g spaghetti', '1 skinless, boneless chicken breast fillet', 'grated parmesan to serve']), url: 'https://blog.example/chicken' });
      expect(reply.status).toBe(200);
      expect(ZImportPreview.strict().safeParse(reply.body).error).toBeUndefined();
      const p = reply.body;
      expect(p.lines.map((l: { ingredient: string | null }) => l.ingredient)).toEqual(['spaghetti', 'chicken-breast', 'parmesan']);
      expect(p.recipe.allergens).toEqual(['gluten', 'milk']);
      for (const tag of ['Vegetarian', 'Vegan', 'Pescatarian', 'Dairy-free', 'Halal', 'Low-carb', 'Keto']) expect(p.recipe.dietaryTags).not.toContain(tag);
      expect(p.recipe.dietaryTags).toEqual(['Halal with halal meat']);

      // Saved, the same labels; a halal search finds it (to cook with halal meat), a vegetarian one does not.
      const saved = await home.post('/api/recipes', p.draft);
      expect(saved.status).toBe(201);
      expect(saved.body.dietaryTags).toEqual(['Halal with halal meat']);
      const ids = async (q: string) => (await home.get(`/api/recipes?q=chicken&${q}`)).body.items.map((x: { id: string }) => x.id);
      expect(await ids('diet=Halal')).toEqual([saved.body.id]);
      expect(await ids('diet=Vegetarian')).toEqual([]);
      expect(await ids('allergenFree=milk')).toEqual([]);
    });

    it('a line we cannot identify: no diet claimed, the line listed as not checked, until the household chooses its food', async () => {
      const home = await signedInHousehold(server);
      const reply = await home.post('/api/recipes/import', { html: page(['200g spaghetti', '1 onion', '2 tbsp gochujang']), url: 'https://blog.example/veg' });
      expect(reply.status).toBe(200);
      expect(reply.body.recipe.dietaryTags).toEqual([]);
      expect(reply.body.recipe.uncheckedLines).toEqual(['2 tbsp gochujang']);
      expect(reply.body.recipe.allergens).toEqual(['gluten']);
      const fixed = await home.post('/api/recipes', { ...reply.body.draft, lines: [{ text: '200g spaghetti' }, { text: '1 onion' }, { text: '2 tbsp gochujang', ingredient: 'olive-oil' }] });
      expect(fixed.status).toBe(201);
      expect(fixed.body.uncheckedLines).toBeUndefined();
      expect(fixed.body.dietaryTags).toEqual(expect.arrayContaining(['Vegetarian', 'Vegan', 'Dairy-free', 'Halal']));
    });

    it('a halal household: a chicken recipe added to its list asks for halal chicken; another household\'s list does not', async () => {
      const halal = await signedInHousehold(server);
      expect((await halal.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'advanced', allergies: [], dietaryRestrictions: ['Halal'], cuisinePreferences: [] })).status).toBe(200);
      const recipe = await halal.post('/api/recipes', { name: 'Chicken and rice', role: 'main', serves: 2, lines: [{ text: '400g chicken breast' }, { text: '1 onion' }], instructions: ['Cook.'] });
      expect(recipe.status).toBe(201);
      expect(recipe.body.dietaryTags).toContain('Halal with halal meat');
      const list = await halal.post('/api/shopping-lists/add-recipe', { recipeId: recipe.body.id });
      expect(list.status).toBe(200);
      const names = list.body.items.map((i: { name: string }) => i.name);
      expect(names).toContain('Halal chicken breast');
      expect(names).toContain('Onion');

      const other = await signedInHousehold(server);
      const mine = await other.post('/api/recipes', { name: 'Chicken and rice', role: 'main', serves: 2, lines: [{ text: '400g chicken breast' }], instructions: ['Cook.'] });
      const plain = await other.post('/api/shopping-lists/add-recipe', { recipeId: mine.body.id });
      expect(plain.body.items.map((i: { name: string }) => i.name)).toEqual(['Chicken breast']);
    });
  });
}
