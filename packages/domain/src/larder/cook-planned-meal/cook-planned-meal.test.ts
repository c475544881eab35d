import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { MealPlan } from '../../planning/planner';
import { Planner } from '../../planning/planner';
import type { PlanRequest } from '../../planning/plan-request';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryCatalogueSource } from '../../testing/in-memory-catalogue';
import { InMemoryLarderRepository } from '../../testing/in-memory-larder';
import { InMemoryMealPlanRepository } from '../../testing/in-memory-meal-plans';
import { syntheticCatalogueData } from '../../testing/synthetic-catalogue';
import { CatalogueSnapshot } from '../../catalogue/snapshot';
import { mealGrams } from '../cooking';
import { FROZEN_LEFTOVERS_DAYS, type LarderItem, addDaysIso } from '../larder-item';
import { ChangeLarderItem } from '../change-item/change-item.use-case';
import { ListLarder } from '../list-larder/list-larder.use-case';
import { CookPlannedMeal } from './cook-planned-meal.use-case';

const data = syntheticCatalogueData(7);
const snapshot = new CatalogueSnapshot(data);
const mains = data.recipes.filter((r) => r.role === 'main');
const NOW = new Date('2026-03-02T18:00:00Z');

let n = 0;
const item = (over: Partial<LarderItem>): LarderItem => ({
  id: `i${(n += 1)}`, ingredient: 'i0', name: 'x', quantity: 100_000, unit: 'g', grams: 100_000, place: 'cupboard', bestBefore: null, source: 'added', valuePence: 10_000, ref: null, addedAt: NOW, ...over,
});

/** A household with a real plan (the planner on the synthetic library) and a larder holding all its shopping. */
async function household() {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const plans = new InMemoryMealPlanRepository();
  const repo = new InMemoryLarderRepository();
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(data), clock);
  const cooking = new CookPlannedMeal(repo, plans, catalogue, clock);
  const listing = new ListLarder(repo, cooking, clock);
  const changing = new ChangeLarderItem(repo, catalogue, clock);
  /** The larder's use cases this test drives, under one name. */
  const larder = {
    cook: cooking.cook.bind(cooking), undoCook: cooking.undoCook.bind(cooking), cookedIn: cooking.cookedIn.bind(cooking),
    list: listing.list.bind(listing), update: changing.update.bind(changing),
  };
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
