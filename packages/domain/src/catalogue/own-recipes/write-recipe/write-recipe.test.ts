import { describe, expect, it } from 'vitest';
import type { CatalogueCache } from '../../catalogue-cache';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { WriteOwnRecipe } from './write-recipe.use-case';

function setup() {
  const ports = ownRecipePorts();
  return { ...ports, own: new WriteOwnRecipe(ports.repo, ports.cache, ports.clock) };
}

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
    expect(await own.update('h2', r.value.own.id, draft)).toMatchObject({ ok: false, error: { code: 'RECIPE.NOT_FOUND' } });
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

  it('never plans a recipe of nothing but water, even when switched on', async () => {
    const { own, repo, cache } = setup();
    await repo.setPlanOwnRecipes('h1', true);
    const water = await own.create('h1', { ...draft, name: 'Hot water', lines: [{ text: '300ml boiling water' }] });
    if (!water.ok) throw new Error();
    expect(water.value.coverage.complete).toBe(true);
    expect((await cache.forHousehold('h1', { planning: true })).recipe(water.value.own.id)).toBeUndefined();
  });
});
