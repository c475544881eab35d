import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EXTRAS } from '../planning/meal-options';
import type { PlanRequest } from '../planning/plan-request';
import type { StoredMeal, StoredPlan } from '../planning/ports';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { cookMeal, dishRef, mealGrams } from './cooking';
import { type LarderItem, LEFTOVERS_DAYS, addDaysIso } from './larder-item';

const data = syntheticCatalogueData(7);
const snapshot = new CatalogueSnapshot(data);
const mains = data.recipes.filter((r) => r.role === 'main');
const NOW = new Date('2026-03-02T18:00:00Z');
const TODAY = '2026-03-02';

let n = 0;
const meal = (over: Partial<StoredMeal>): StoredMeal => ({
  id: `m${(n += 1)}`, day: 0, mealType: 'dinner', recipeId: mains[0]!.id, recipeName: mains[0]!.name, servings: 2, portions: 2, locked: false, costPence: 400, sides: [], leftoverOf: null, ...over,
});
const planOf = (meals: StoredMeal[]): StoredPlan => ({ id: 'plan-1', userId: 'h1', createdAt: NOW, updatedAt: NOW, request: {} as PlanRequest, summary: {} as StoredPlan['summary'], meals });
const item = (over: Partial<LarderItem>): LarderItem => ({
  id: `i${(n += 1)}`, ingredient: 'i0', name: 'x', quantity: 100_000, unit: 'g', grams: 100_000, place: 'cupboard', bestBefore: null, source: 'added', valuePence: 10_000, ref: null, addedAt: NOW, ...over,
});
/** Grams of each ingredient a recipe uses for `portions`, read from the recipe itself (the synthetic library weighs in grams). */
const byRecipe = (recipeId: string, portions: number) => {
  const recipe = data.recipes.find((r) => r.id === recipeId)!;
  const out = new Map<string, number>();
  for (const line of recipe.ingredients) out.set(line.ingredient, (out.get(line.ingredient) ?? 0) + (line.quantity * portions) / recipe.serves);
  return out;
};
/** Grams taken of each ingredient by a cooking. */
const taken = (outcome: ReturnType<typeof cookMeal>) => {
  const out = new Map<string, number>();
  for (const before of outcome.before) {
    if (!before.ingredient) continue;
    const after = outcome.changed.find((c) => c.id === before.id);
    out.set(before.ingredient, (out.get(before.ingredient) ?? 0) + before.grams! - (after?.grams ?? 0));
  }
  return out;
};
const everything = () => data.ingredients.map((i) => item({ ingredient: i.slug, name: i.name }));

describe('cooking a planned meal takes out what it uses', () => {
  it('for the household\'s portions (what the list bought), not its head count (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...mains), fc.integer({ min: 1, max: 8 }), fc.double({ min: 0.5, max: 12, noNaN: true }), (recipe, servings, portions) => {
        const m = meal({ recipeId: recipe.id, recipeName: recipe.name, servings, portions });
        const outcome = cookMeal({ plan: planOf([m]), meal: m, items: everything(), snapshot, now: NOW, newId: () => 'new' });
        const want = byRecipe(recipe.id, portions);
        const got = taken(outcome);
        expect([...got.keys()].sort()).toEqual([...want.keys()].filter((k) => want.get(k)! > 0.5).sort());
        // Amounts are kept to the gram.
        for (const [slug, grams] of want) if (grams > 0.5) expect(Math.abs(got.get(slug)! - grams)).toBeLessThanOrEqual(1);
        expect(outcome.added).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('takes the side and the extras too', () => {
    const side = data.recipes.find((r) => r.id !== mains[0]!.id && r.role === 'main')!;
    const extra = EXTRAS[0]!;
    const m = meal({ sides: [{ kind: 'side', recipeId: side.id, name: side.name, portions: 2 }, { kind: 'extra', recipeId: null, name: extra.name, portions: 3 }] });
    const extraFood = extra.lines.map((l) => item({ ingredient: l.ingredient, name: l.ingredient }));
    const got = taken(cookMeal({ plan: planOf([m]), meal: m, items: [...everything(), ...extraFood], snapshot, now: NOW, newId: () => 'new' }));
    const want = byRecipe(mains[0]!.id, 2);
    for (const [slug, grams] of byRecipe(side.id, 2)) want.set(slug, (want.get(slug) ?? 0) + grams);
    for (const l of extra.lines) want.set(l.ingredient, (want.get(l.ingredient) ?? 0) + l.grams * 3);
    expect(extra.lines.length).toBeGreaterThan(0);
    for (const [slug, grams] of want) expect(Math.abs(got.get(slug)! - grams)).toBeLessThanOrEqual(1);
  });

  it('spends the nearest date first, the fridge and cupboard before the freezer, and never food past its date', () => {
    const recipe = mains[0]!;
    const slug = recipe.ingredients[0]!.ingredient;
    const need = mealGrams(planOf([]), meal({}), snapshot).get(slug)!;
    const past = item({ ingredient: slug, grams: 10_000, quantity: 10_000, place: 'fridge', bestBefore: '2026-03-01' });
    const frozen = item({ ingredient: slug, grams: 10_000, quantity: 10_000, place: 'freezer', bestBefore: '2026-01-01' });
    const later = item({ ingredient: slug, grams: 10_000, quantity: 10_000, place: 'fridge', bestBefore: '2026-03-06' });
    const soon = item({ ingredient: slug, grams: Math.floor(need / 2), quantity: Math.floor(need / 2), place: 'fridge', bestBefore: TODAY });
    const others = everything().filter((i) => i.ingredient !== slug);
    const m = meal({});
    const outcome = cookMeal({ plan: planOf([m]), meal: m, items: [past, frozen, later, soon, ...others], snapshot, now: NOW, newId: () => 'new' });
    expect(outcome.emptied).toContain(soon.id);
    const laterAfter = outcome.changed.find((c) => c.id === later.id)!;
    expect(laterAfter.grams).toBe(Math.round(10_000 - (need - Math.floor(need / 2))));
    expect(outcome.before.map((b) => b.id)).not.toContain(past.id);
    expect(outcome.before.map((b) => b.id)).not.toContain(frozen.id);
  });

  it('uses the freezer when the fridge and cupboard run short', () => {
    const slug = mains[0]!.ingredients[0]!.ingredient;
    const frozen = item({ ingredient: slug, place: 'freezer', bestBefore: '2026-05-01' });
    const m = meal({});
    const outcome = cookMeal({ plan: planOf([m]), meal: m, items: [frozen], snapshot, now: NOW, newId: () => 'new' });
    expect(outcome.before.map((b) => b.id)).toEqual([frozen.id]);
  });
});

describe('opening a pack', () => {
  it('what is left of a tin opened for the meal goes to the fridge for 2 days, as an opened tin keeps', () => {
    const slug = mains[0]!.ingredients[0]!.ingredient;
    const tinned = new CatalogueSnapshot({ ...data, ingredients: data.ingredients.map((i) => (i.slug === slug ? { ...i, aisle: 'Tins & Jars' as const, perishable: true } : i)) });
    const tin = item({ ingredient: slug, quantity: 100_000, grams: 100_000, place: 'cupboard', bestBefore: '2028-01-01' });
    const outcome = cookMeal({ plan: planOf([meal({})]), meal: meal({}), items: [tin], snapshot: tinned, now: NOW, newId: () => 'x' });
    expect(outcome.changed.find((c) => c.id === tin.id)).toMatchObject({ place: 'fridge', bestBefore: addDaysIso(TODAY, 2), dateKind: 'use-by' });
    // Dry pasta or rice opened keeps to its date where it is.
    const dry = item({ ingredient: slug, quantity: 100_000, grams: 100_000, place: 'cupboard', bestBefore: '2028-01-01' });
    const kept = cookMeal({ plan: planOf([meal({})]), meal: meal({}), items: [dry], snapshot, now: NOW, newId: () => 'x' });
    expect(kept.changed.find((c) => c.id === dry.id)).toMatchObject({ place: 'cupboard', bestBefore: '2028-01-01' });
  });
});

describe('leftovers', () => {
  const first = meal({ day: 0, mealType: 'dinner', portions: 4, costPence: 800 });
  const second = meal({ day: 1, mealType: 'lunch', portions: 2, costPence: 0, leftoverOf: { day: 0, mealType: 'dinner' } });
  const plan = planOf([first, second]);

  it('a meal cooked for a later one too uses twice the food and puts the rest in the fridge as a dish for 2 days', () => {
    const outcome = cookMeal({ plan, meal: first, items: everything(), snapshot, now: NOW, newId: () => 'dish' });
    for (const [slug, grams] of byRecipe(first.recipeId, 4)) if (grams > 0.5) expect(Math.abs(taken(outcome).get(slug)! - grams)).toBeLessThanOrEqual(1);
    expect(outcome.added).toEqual(['dish']);
    expect(outcome.changed.find((c) => c.id === 'dish')).toMatchObject({
      ingredient: null, name: `${first.recipeName} (leftovers)`, quantity: 2, unit: 'each', place: 'fridge', source: 'leftovers',
      bestBefore: addDaysIso(TODAY, LEFTOVERS_DAYS), valuePence: 400, ref: dishRef(plan.id, first.id),
    });
    expect(LEFTOVERS_DAYS).toBe(2);
  });

  it('a dish eaten later than the fridge allows goes in the freezer for that day, as the plan said; a rice dish keeps a day in the fridge', () => {
    const rice0 = { ...data.ingredients[0]!, slug: 'basmati-rice', name: 'Basmati rice' };
    const freezing = new CatalogueSnapshot({ ...data, ingredients: [...data.ingredients, rice0], products: [...data.products, ...data.products.filter((p) => p.ingredient === 'i0').map((p) => ({ ...p, ingredient: 'basmati-rice' }))], recipes: data.recipes.map((r) => (r.id === mains[0]!.id ? { ...r, keepsDays: 2, freezes: true } : r.id === mains[1]!.id ? { ...r, keepsDays: 2, ingredients: [...r.ingredients, { ingredient: 'basmati-rice', quantity: 100, unit: 'g' }] } : r)) });
    const monday = meal({ day: 0, mealType: 'dinner', portions: 4, costPence: 800 });
    const saturday = meal({ day: 5, mealType: 'dinner', portions: 2, costPence: 0, leftoverOf: { day: 0, mealType: 'dinner' } });
    const outcome = cookMeal({ plan: planOf([monday, saturday]), meal: monday, items: everything(), snapshot: freezing, now: NOW, newId: () => 'dish' });
    expect(outcome.changed.find((c) => c.id === 'dish')).toMatchObject({ name: `${monday.recipeName} (frozen for Saturday)`, place: 'freezer', dateKind: 'best-before', quantity: 2, bestBefore: addDaysIso(TODAY, 90) });
    const rice = meal({ day: 0, mealType: 'dinner', recipeId: mains[1]!.id, recipeName: mains[1]!.name, portions: 4 });
    const tuesday = meal({ day: 1, mealType: 'dinner', recipeId: mains[1]!.id, recipeName: mains[1]!.name, portions: 2, leftoverOf: { day: 0, mealType: 'dinner' } });
    const cooked = cookMeal({ plan: planOf([rice, tuesday]), meal: rice, items: everything(), snapshot: freezing, now: NOW, newId: () => 'dish' });
    expect(cooked.changed.find((c) => c.id === 'dish')).toMatchObject({ place: 'fridge', dateKind: 'use-by', bestBefore: addDaysIso(TODAY, 1) });
  });

  it('eating the leftovers takes the dish out and nothing else of the dish', () => {
    const dish = item({ id: 'dish', ingredient: null, grams: null, quantity: 2, unit: 'each', source: 'leftovers', place: 'fridge', bestBefore: '2026-03-04', ref: dishRef(plan.id, first.id) });
    const outcome = cookMeal({ plan, meal: second, items: [dish, ...everything()], snapshot, now: NOW, newId: () => 'x' });
    expect(outcome.emptied).toEqual(['dish']);
    expect(outcome.before.map((b) => b.id)).toEqual(['dish']);
    expect(outcome.added).toEqual([]);
  });
});
