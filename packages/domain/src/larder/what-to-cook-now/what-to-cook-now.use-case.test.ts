import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { larderCatalogueData, larderFixture } from '../../testing/larder-fixture';
import { WhatToCookNow } from './what-to-cook-now.use-case';

const data = larderCatalogueData();
const withAllergen = (slug: string) => data.ingredients.find((i) => i.slug === slug)!.allergens[0];
/** A main of three or more ingredients, one of which carries an allergen. */
const recipe = data.recipes.find((r) => r.role === 'main' && r.ingredients.length >= 3 && r.ingredients.some((i) => withAllergen(i.ingredient)))!;
const allergen = recipe.ingredients.map((i) => withAllergen(i.ingredient)).find(Boolean)!;

/** A larder holding plenty of every ingredient of one main recipe. */
async function setUp(profile?: typeof EMPTY_PROFILE) {
  const f = larderFixture();
  for (const ing of recipe.ingredients) await f.stock('h1', { ingredient: ing.ingredient, grams: 50_000, quantity: 50_000 });
  const households = profile ? { findById: async () => ({ profile }) } : null;
  return { ...f, cook: new WhatToCookNow(f.repo, f.catalogue, f.clock, households) };
}

describe('"What can I cook now?"', () => {
  it('suggests a recipe everything of which is held, missing nothing', async () => {
    const { cook } = await setUp();
    const suggestions = await cook.cookNow('h1', 2, 'Aldi');
    expect(suggestions.find((s) => s.recipeId === recipe.id)).toMatchObject({ name: recipe.name, missing: null });
  });

  it('an empty larder can cook nothing without buying', async () => {
    const f = larderFixture();
    const suggestions = await new WhatToCookNow(f.repo, f.catalogue, f.clock).cookNow('h1', 2, 'Aldi');
    expect(suggestions.filter((s) => s.missing === null)).toEqual([]);
  });

  it("keeps the household's allergies: a recipe with an allergen it avoids is not suggested", async () => {
    expect((await (await setUp({ ...EMPTY_PROFILE })).cook.cookNow('h1', 2, 'Aldi')).some((s) => s.recipeId === recipe.id)).toBe(true);
    const { cook } = await setUp({ ...EMPTY_PROFILE, allergies: [allergen] });
    expect((await cook.cookNow('h1', 2, 'Aldi')).some((s) => s.recipeId === recipe.id)).toBe(false);
  });
});
