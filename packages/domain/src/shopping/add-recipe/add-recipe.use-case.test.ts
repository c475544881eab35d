import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe('adding a recipe to the shopping list', () => {
  it('with no list yet, starts one at the household chain for the household size', async () => {
    const f = await shoppingFixture();
    const recipe = (await f.catalogue.current()).allRecipes().find((v) => v.costs.some((c) => c.chain === 'Aldi'))!;
    const list = unwrap(await f.shopping.addRecipe.addRecipe(f.user.id, recipe.recipe.id));
    expect(list).toMatchObject({ mealPlanId: null, supermarket: 'Aldi' });
    expect(new Set(list.items.map((i) => i.ingredient))).toEqual(new Set(recipe.recipe.ingredients.map((i) => i.ingredient)));
    expect(list.totalCostPence).toBe(list.items.reduce((s, i) => s + i.pricePence, 0));
  });

  it("adds to the newest list, merging the recipe's needs into its lines and telling the list's pages", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const onList = list.items[0]!;
    const recipe = (await f.catalogue.current()).allRecipes().find((v) => v.recipe.ingredients.some((i) => i.ingredient === onList.ingredient))!;
    const after = unwrap(await f.shopping.addRecipe.addRecipe(f.user.id, recipe.recipe.id));
    expect(after.id).toBe(list.id);
    expect(after.items.find((i) => i.ingredient === onList.ingredient)!.neededGrams).toBeGreaterThan(onList.neededGrams);
    expect(after.items.filter((i) => i.ingredient === onList.ingredient)).toHaveLength(1);
    expect(f.events.published).toContainEqual(expect.objectContaining({ listId: list.id, kind: 'list-changed' }));
  });

  it('refuses a missing recipe id (VALIDATION) and an unknown recipe (RECIPE.NOT_FOUND), starting no list', async () => {
    const f = await shoppingFixture();
    const missing = await f.shopping.addRecipe.addRecipe(f.user.id, '');
    expect(!missing.ok && missing.error).toMatchObject({ code: 'VALIDATION', field: 'recipeId' });
    expect(codeOf(await f.shopping.addRecipe.addRecipe(f.user.id, 'no-such-recipe'))).toBe('RECIPE.NOT_FOUND');
    expect(f.lists.lists).toEqual([]);
  });
});
