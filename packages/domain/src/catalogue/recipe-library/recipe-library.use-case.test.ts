import { describe, expect, it } from 'vitest';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../testing/own-recipes-fixture';
import { WriteOwnRecipe } from '../own-recipes/write-recipe/write-recipe.use-case';
import { RecipeLibrary } from './recipe-library.use-case';

const page = { page: 1, pageSize: 20 };

async function setUp() {
  const { repo, cache, clock } = ownRecipePorts();
  const written = await new WriteOwnRecipe(repo, cache, clock).create('h1', draft);
  if (!written.ok) throw new Error(written.error.message);
  return { library: new RecipeLibrary(cache), ownId: written.value.own.id };
}

describe('the recipe library', () => {
  it("searches the library, and a household's own recipes beside it for that household only", async () => {
    const { library, ownId } = await setUp();
    const anyone = await library.search(page);
    expect(anyone.items.map((v) => v.recipe.id)).toEqual(['library-one']);
    expect(anyone.chains).toEqual(['Aldi']);
    const mine = await library.search(page, 'h1');
    expect(mine.items.map((v) => v.recipe.id).sort()).toEqual([ownId, 'library-one'].sort());
    expect((await library.search({ ...page, text: 'cheesy' }, 'h1')).items.map((v) => v.recipe.id)).toEqual([ownId]);
    expect((await library.search(page, 'h2')).total).toBe(1);
  });

  it('states what the public pages may: the library recipes and the chains, never an own recipe', async () => {
    const { library } = await setUp();
    expect(await library.facts()).toEqual({ recipes: 1, chains: ['Aldi'] });
  });

  it("reads a recipe; another household's own recipe or an unknown id answers RECIPE.NOT_FOUND", async () => {
    const { library, ownId } = await setUp();
    const one = await library.get('library-one');
    expect(one.ok && one.value.recipe.name).toBe('Library one');
    expect((await library.get(ownId, 'h1')).ok).toBe(true);
    for (const [id, household] of [[ownId, 'h2'], [ownId, null], ['no-such-recipe', 'h1']] as const) {
      const r = await library.get(id, household);
      expect(!r.ok && r.error.code, `${id} ${household}`).toBe('RECIPE.NOT_FOUND');
    }
  });
});
