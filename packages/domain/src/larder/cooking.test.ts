import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { MealPlan } from '../planning/planner';
import { Planner } from '../planning/planner';
import { EXTRAS } from '../planning/meal-options';
import type { PlanRequest } from '../planning/plan-request';
import type { StoredMeal, StoredPlan } from '../planning/ports';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryCatalogueSource } from '../testing/in-memory-catalogue';
import { InMemoryLarderRepository } from '../testing/in-memory-larder';
import { InMemoryMealPlanRepository } from '../testing/in-memory-meal-plans';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { cookMeal, dishRef, mealGrams } from './cooking';
import { FROZEN_LEFTOVERS_DAYS, type LarderItem, LEFTOVERS_DAYS, addDaysIso } from './larder-item';
import { Larder } from './larder.use-case';

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

  it('eating the leftovers takes the dish out and nothing else of the dish', () => {
    const dish = item({ id: 'dish', ingredient: null, grams: null, quantity: 2, unit: 'each', source: 'leftovers', place: 'fridge', bestBefore: '2026-03-04', ref: dishRef(plan.id, first.id) });
    const outcome = cookMeal({ plan, meal: second, items: [dish, ...everything()], snapshot, now: NOW, newId: () => 'x' });
    expect(outcome.emptied).toEqual(['dish']);
    expect(outcome.before.map((b) => b.id)).toEqual(['dish']);
    expect(outcome.added).toEqual([]);
  });
});

/** A household with a real plan (the planner on the synthetic library) and a larder holding all its shopping. */
async function household() {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const plans = new InMemoryMealPlanRepository();
  const repo = new InMemoryLarderRepository();
  const larder = new Larder(repo, plans, new CatalogueCache(new InMemoryCatalogueSource(data), clock), clock);
  const request: PlanRequest = { householdSize: 3, weeklyBudgetPence: 9000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 4 };
  const made = new Planner(snapshot).plan(request);
  if (!made.ok) throw new Error(made.error.message);
  const stored = await plans.create('h1', request, made.value as MealPlan, clock.now());
  await repo.put('h1', stored.summary.shopping.map((l) => item({ ingredient: l.ingredient, grams: l.packs * l.packGrams + 50_000, quantity: l.packs * l.packGrams + 50_000, place: 'cupboard', bestBefore: '2026-12-31' })));
  const grams = async () => {
    const out = new Map<string, number>();
    for (const i of await repo.list('h1')) if (i.ingredient) out.set(i.ingredient, (out.get(i.ingredient) ?? 0) + i.grams!);
    return out;
  };
  return { clock, plans, repo, larder, stored, grams };
}

describe('the larder cooks planned meals', () => {
  it('by hand: takes out what the meal uses; twice is refused; undone, everything goes back', async () => {
    const { larder, stored, grams } = await household();
    const before = await grams();
    const m = stored.meals.find((x) => !x.leftoverOf)!;
    const cooked = await larder.cook('h1', stored.id, m.id);
    expect(cooked.ok).toBe(true);
    const after = await grams();
    for (const [slug, g] of mealGrams(stored, m, snapshot)) if (g > 0.5) expect(Math.abs(before.get(slug)! - after.get(slug)! - g)).toBeLessThanOrEqual(1);
    const again = await larder.cook('h1', stored.id, m.id);
    expect(!again.ok && again.error.code).toBe('LARDER.ALREADY_COOKED');
    expect((await larder.undoCook('h1', stored.id, m.id)).ok).toBe(true);
    expect(await grams()).toEqual(before);
    expect(await larder.cookedIn('h1', stored.id)).toEqual([expect.objectContaining({ mealId: m.id, status: 'undone' })]);
  });

  it('automatically once the meal\'s day is over, except a meal the household undid; later days wait', async () => {
    const { clock, larder, stored, grams } = await household();
    const before = await grams();
    const dayZero = stored.meals.filter((m) => m.day === 0);
    const skipped = dayZero[0]!;
    await larder.undoCook('h1', stored.id, skipped.id);
    clock.set('2026-03-02T23:00:00Z');
    await larder.list('h1');
    expect((await larder.cookedIn('h1', stored.id)).filter((c) => c.status === 'cooked')).toEqual([]);
    clock.set('2026-03-03T00:30:00Z');
    await larder.list('h1');
    const marks = await larder.cookedIn('h1', stored.id);
    expect(marks.filter((c) => c.status === 'cooked').map((c) => c.mealId).sort()).toEqual(dayZero.slice(1).map((m) => m.id).sort());
    expect(marks.filter((c) => c.status === 'cooked').every((c) => c.automatic)).toBe(true);
    const after = await grams();
    const want = new Map<string, number>();
    for (const m of dayZero.slice(1)) for (const [slug, g] of mealGrams(stored, m, snapshot)) want.set(slug, (want.get(slug) ?? 0) + g);
    for (const [slug, g] of want) if (g > 0.5) expect(Math.abs(before.get(slug)! - after.get(slug)! - g)).toBeLessThanOrEqual(2);
    // Listing again cooks nothing twice.
    await larder.list('h1');
    expect(await grams()).toEqual(after);
  });

  it('dates leftovers cooked automatically from the meal\'s own day, and keeps them for months in the freezer', async () => {
    const { clock, plans, repo, larder } = await household();
    const recipe = mains[1]!;
    const dinner = { day: 0, mealType: 'dinner' as const, recipeId: recipe.id, recipeName: recipe.name, servings: 2, portions: 4, locked: false, costPence: 600, sides: [], leftoverOf: null };
    const lunch = { ...dinner, day: 1, mealType: 'lunch' as const, portions: 2, costPence: 0, leftoverOf: { day: 0, mealType: 'dinner' as const } };
    const plan = await plans.create('h1', {} as PlanRequest, { meals: [dinner, lunch], shopping: [] } as unknown as MealPlan, new Date('2026-03-02T20:00:00Z'));
    await larder.undoCook('h1', plan.id, plan.meals[1]!.id);
    clock.set('2026-03-05T08:00:00Z');
    await larder.list('h1');
    const dish = (await repo.list('h1')).find((i) => i.source === 'leftovers')!;
    expect(dish).toMatchObject({ place: 'fridge', bestBefore: '2026-03-04', quantity: 2 });
    clock.set('2026-03-03T08:00:00Z');
    const frozen = await larder.update('h1', dish.id, { place: 'freezer' });
    expect(frozen.ok && frozen.value).toMatchObject({ place: 'freezer', bestBefore: addDaysIso('2026-03-03', FROZEN_LEFTOVERS_DAYS) });
    const thawed = await larder.update('h1', dish.id, { place: 'fridge' });
    expect(thawed.ok && thawed.value.bestBefore).toBe('2026-03-04');
  });
});
