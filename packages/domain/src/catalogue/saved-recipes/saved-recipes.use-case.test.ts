import { describe, expect, it } from 'vitest';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../testing/own-recipes-fixture';
import { WriteOwnRecipe } from '../own-recipes/write-recipe/write-recipe.use-case';
import { SavedRecipes } from './saved-recipes.use-case';

async function setUp() {
  const { repo, cache, clock, saved } = ownRecipePorts();
  const written = await new WriteOwnRecipe(repo, cache, clock).create('h1', draft);
  if (!written.ok) throw new Error(written.error.message);
  return { saved, savedRecipes: new SavedRecipes(saved, cache, clock), ownId: written.value.own.id };
}

describe("a household's saved recipes", () => {
  it('saves a library recipe and its own, lists them with their views, and removes one', async () => {
    const { savedRecipes, ownId } = await setUp();
    const lib = await savedRecipes.save('h1', 'library-one');
    expect(lib.ok && lib.value.view.recipe.name).toBe('Library one');
    expect((await savedRecipes.save('h1', ownId)).ok).toBe(true);
    expect((await savedRecipes.list('h1')).map((s) => s.view.recipe.id).sort()).toEqual([ownId, 'library-one'].sort());
    expect(await savedRecipes.list('h2')).toEqual([]);
    expect((await savedRecipes.remove('h1', 'library-one')).ok).toBe(true);
    expect((await savedRecipes.list('h1')).map((s) => s.view.recipe.id)).toEqual([ownId]);
  });

  it("refuses an unknown recipe and another household's own; removing what is not saved is RECIPE.NOT_FOUND", async () => {
    const { savedRecipes, saved, ownId } = await setUp();
    for (const [household, id] of [['h1', 'no-such-recipe'], ['h2', ownId]] as const) {
      const r = await savedRecipes.save(household, id);
      expect(!r.ok && r.error.code, `${household} ${id}`).toBe('RECIPE.NOT_FOUND');
    }
    expect(await saved.list('h2')).toEqual([]);
    const r = await savedRecipes.remove('h1', 'library-one');
    expect(!r.ok && r.error).toMatchObject({ code: 'RECIPE.NOT_FOUND', message: 'That recipe is not in your saved recipes' });
  });
});
