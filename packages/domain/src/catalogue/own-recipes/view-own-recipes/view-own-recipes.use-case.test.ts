import { describe, expect, it } from 'vitest';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { WriteOwnRecipe } from '../write-recipe/write-recipe.use-case';
import { ViewOwnRecipes } from './view-own-recipes.use-case';

async function setUp() {
  const { repo, cache, clock } = ownRecipePorts();
  const write = new WriteOwnRecipe(repo, cache, clock);
  const written = await write.create('h1', draft);
  if (!written.ok) throw new Error(written.error.message);
  return { write, view: new ViewOwnRecipes(repo, cache), id: written.value.own.id };
}

describe("the household's own recipes", () => {
  it('lists its own recipes only, each costed and analysed like a library recipe', async () => {
    const { view, id } = await setUp();
    const list = await view.list('h1');
    expect(list.map((r) => r.own.id)).toEqual([id]);
    const [mince] = list;
    expect(mince!.view.costs.map((c) => c.chain)).toEqual(['Aldi']);
    expect(mince!.view.facts.allergens).toContain('milk');
    expect(mince!.weights.map((w) => w.grams)).toEqual([250, 150, 50]);
    expect(await view.list('h2')).toEqual([]);
  });

  it("reads one; another household's, an unknown id and a library recipe are not its own", async () => {
    const { view, id } = await setUp();
    const one = await view.get('h1', id);
    expect(one.ok && one.value.own.name).toBe('Cheesy mince');
    for (const [household, recipe] of [['h2', id], ['h1', 'own-00000000-0000-0000-0000-000000000000'], ['h1', 'library-one']] as const) {
      const r = await view.get(household, recipe);
      expect(!r.ok && r.error.code, `${household} ${recipe}`).toBe('RECIPE.NOT_FOUND');
    }
  });
});
