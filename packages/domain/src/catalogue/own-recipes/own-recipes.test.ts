import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../ingredient';
import { CatalogueCache } from '../catalogue-cache';
import type { CatalogueData } from '../snapshot';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryCatalogueSource, InMemorySavedRecipeRepository } from '../../testing/in-memory-catalogue';
import { InMemoryOwnRecipeRepository } from '../../testing/in-memory-own-recipes';
import { InMemoryRateLimiter } from '../../testing/in-memory-support';
import { OwnRecipes } from './own-recipes.use-case';
import { ImportRecipe, PAGE_FETCHES_PER_HOUSEHOLD } from './import/import-recipe.use-case';
import { checkPhoto, sniffImageType } from './photo';
import { PassThroughPhotoResizer, StaticPageFetcher } from '../../testing/fake-recipe-pages';

const nutrition = { energyKcal: 200, proteinG: 10, carbohydrateG: 10, fatG: 10, fibreG: 1, sugarsG: 1, saltG: 0.1 };
const ing = (slug: string, name: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: 1, unitWeights: {}, nutrition, pack: { size: 500, unit: 'g' }, ...extra,
});
const data: CatalogueData = {
  ingredients: [ing('beef-mince', 'Beef mince', { contains: ['meat'] }), ing('onion', 'Onion', { unitWeights: { each: 150, medium: 150 } }), ing('cheddar', 'Cheddar', { allergens: ['milk'], contains: ['dairy'] })],
  products: ['beef-mince', 'onion', 'cheddar'].map((ingredient) => ({ ingredient, chain: 'Aldi', name: ingredient, packSize: 500, packUnit: 'g' as const, pricePence: 200, priceDate: '2025-01-01', source: 'test', estimate: true })),
  recipes: [{ id: 'library-one', name: 'Library one', description: '', cuisine: 'British', mealTypes: ['dinner'], role: 'main', difficulty: 'beginner', prepMinutes: 5, cookMinutes: 5, serves: 2, ingredients: [{ ingredient: 'onion', quantity: 1, unit: 'medium' }], steps: ['Cook.'] }],
};

function setup() {
  const clock = new FixedClock();
  const repo = new InMemoryOwnRecipeRepository();
  const cache = new CatalogueCache(new InMemoryCatalogueSource(data), clock, repo);
  const saved = new InMemorySavedRecipeRepository();
  const own = new OwnRecipes(repo, cache, saved, new PassThroughPhotoResizer(), clock);
  return { clock, repo, cache, saved, own };
}
const draft = { name: 'Cheesy mince', role: 'main' as const, serves: 2, lines: [{ text: '250g beef mince' }, { text: '1 onion' }, { text: '50g cheddar' }] };

describe('own recipes', () => {
  it('derives allergens, tags, cost and nutrition from the matched lines, never typed', async () => {
    const { own } = setup();
    const r = await own.create('h1', draft);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.view.facts.allergens).toEqual(['milk']);
    expect(r.value.view.facts.dietaryTags).not.toContain('Vegetarian');
    // 250 + 150 + 50 g at 200 kcal/100 g, for 2
    expect(r.value.view.facts.nutritionPerServing.calories).toBe(450);
    expect(r.value.view.costs[0]).toMatchObject({ chain: 'Aldi', totalUsedPence: 180 });
    expect(r.value.coverage).toMatchObject({ complete: true, weightShare: 1 });
  });

  it('states the coverage when a line is not matched, and leaves it out of cost', async () => {
    const { own } = setup();
    const r = await own.create('h1', { ...draft, lines: [...draft.lines, { text: '150g unicorn dust' }] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.coverage).toMatchObject({ unmatchedLines: 1, complete: false });
    expect(r.value.coverage.weightShare).toBeCloseTo(450 / 600);
    expect(r.value.view.costs[0]!.totalUsedPence).toBe(180);
  });

  it('a library recipe is read-only; another household\'s is not found', async () => {
    const { own } = setup();
    const r = await own.create('h1', draft);
    if (!r.ok) throw new Error();
    expect(await own.update('h1', 'library-one', draft)).toMatchObject({ ok: false, error: { code: 'RECIPE.LIBRARY_READ_ONLY' } });
    expect(await own.remove('h1', 'library-one')).toMatchObject({ ok: false, error: { code: 'RECIPE.LIBRARY_READ_ONLY' } });
    expect(await own.update('h2', r.value.own.id, draft)).toMatchObject({ ok: false, error: { code: 'RECIPE.NOT_FOUND' } });
    expect(await own.remove('h2', r.value.own.id)).toMatchObject({ ok: false, error: { code: 'RECIPE.NOT_FOUND' } });
    expect(await own.get('h2', r.value.own.id)).toMatchObject({ ok: false });
  });

  it('joins the household\'s catalogue: always to read, to plan only when switched on and complete, or pinned', async () => {
    const { own, repo, cache } = setup();
    const complete = await own.create('h1', draft);
    const partial = await own.create('h1', { ...draft, name: 'Partial', lines: [...draft.lines, { text: '1 tbsp unicorn dust' }] });
    if (!complete.ok || !partial.ok) throw new Error();
    const ids = async (opts: Parameters<CatalogueCache['forHousehold']>[1]) => (await cache.forHousehold('h1', opts)).allRecipes().map((v) => v.recipe.id).sort();
    expect(await ids({})).toEqual(['library-one', complete.value.own.id, partial.value.own.id].sort());
    expect(await ids({ planning: true })).toEqual(['library-one']);
    await repo.setPlanOwnRecipes('h1', true);
    expect(await ids({ planning: true })).toEqual(['library-one', complete.value.own.id].sort());
    expect(await ids({ planning: true, pinned: [partial.value.own.id] })).toEqual(['library-one', complete.value.own.id, partial.value.own.id].sort());
    expect((await cache.forHousehold('h2')).allRecipes().map((v) => v.recipe.id)).toEqual(['library-one']);
    // A main is planned for lunch or dinner.
    expect((await cache.forHousehold('h1')).recipe(complete.value.own.id)!.recipe.mealTypes).toEqual(['lunch', 'dinner']);
  });

  it('deleting removes its saves', async () => {
    const { own, saved, clock } = setup();
    const r = await own.create('h1', draft);
    if (!r.ok) throw new Error();
    await saved.save('h1', r.value.own.id, clock.now());
    expect(await own.remove('h1', r.value.own.id)).toEqual({ ok: true, value: undefined });
    expect(await saved.list('h1')).toEqual([]);
  });

  it('photos are checked by their bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(checkPhoto(new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({ ok: false, error: { code: 'RECIPE.PHOTO_TOO_LARGE' } });
  });

  it('the import fetches at most 30 pages an hour for a household', async () => {
    const { own, clock } = setup();
    const page = '{"@type":"Recipe","name":"P","recipeIngredient":["1 onion"]}';
    const fetcher = new StaticPageFetcher({ 'https://example.com/r': page });
    const importer = new ImportRecipe(fetcher, { read: (html) => ({ jsonLd: [JSON.parse(html)], microdata: [] }) }, own, new InMemoryRateLimiter(clock));
    for (let i = 0; i < PAGE_FETCHES_PER_HOUSEHOLD.points; i += 1) expect((await importer.preview('h1', { url: 'https://example.com/r' })).ok).toBe(true);
    expect(await importer.preview('h1', { url: 'https://example.com/r' })).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(fetcher.requested).toHaveLength(PAGE_FETCHES_PER_HOUSEHOLD.points);
    expect((await importer.preview('h1', { text: 'Soup\n1 onion\nBoil it.' })).ok).toBe(true);
    expect((await importer.preview('h2', { url: 'https://example.com/r' })).ok).toBe(true);
    expect(await importer.preview('h2', { url: 'https://example.com/gone' })).toMatchObject({ ok: false, error: { code: 'IMPORT.UNREACHABLE' } });
  });

  it('never plans a recipe of nothing but water, even when switched on', async () => {
    const { own, repo, cache } = setup();
    await repo.setPlanOwnRecipes('h1', true);
    const water = await own.create('h1', { ...draft, name: 'Hot water', lines: [{ text: '300ml boiling water' }] });
    if (!water.ok) throw new Error();
    expect(water.value.coverage.complete).toBe(true);
    expect((await cache.forHousehold('h1', { planning: true })).recipe(water.value.own.id)).toBeUndefined();
  });
});
