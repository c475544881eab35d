import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../catalogue/ingredient';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import type { PlanRequest } from './plan-request';
import { PLAN_WEIGHTS, Planner } from './planner';
import { PlanState } from './plan-state';
import { remainderWasteShare } from './remainder-life';
import { gramsToBuy, packsFor } from '../shared/whole-packs';

const food = (name: string, aisle: string, perishable = true) => ({ name, slug: name.toLowerCase().replace(/ /g, '-'), aisle: aisle as Ingredient['aisle'], perishable });

describe('a perishable pack remainder is waste by how long the food keeps', () => {
  it('all of it for food that keeps under a week, part for food carried into the next week, none for dry goods', () => {
    expect(remainderWasteShare(food('Fresh coriander', 'Fresh Produce'))).toBe(1);
    expect(remainderWasteShare(food('Baby spinach', 'Fresh Produce'))).toBe(1);
    expect(remainderWasteShare(food('Chicken thighs', 'Meat & Poultry'))).toBe(1);
    // Opened milk keeps 3 days (the pack's "once opened use within 3 days"); an opened tin 2.
    expect(remainderWasteShare(food('Semi-skimmed milk', 'Dairy & Eggs'))).toBe(1);
    expect(remainderWasteShare(food('Tinned chickpeas', 'Tins & Jars'))).toBe(1);
    // Good on the next week's first day only.
    expect(remainderWasteShare(food('Celery', 'Fresh Produce'))).toBeCloseTo(6 / 7, 9);
    // Cheese keeps 10 days: three days into the next week.
    expect(remainderWasteShare(food('Cheddar', 'Dairy & Eggs'))).toBeCloseTo(3 / 7, 9);
    expect(remainderWasteShare(food('Basmati rice', 'Pantry Items', false))).toBe(0);
  });

  /** The synthetic library with ingredient i0 made perishable food of the given name and aisle. */
  function withFood(name: string, aisle: string): CatalogueSnapshot {
    const data = syntheticCatalogueData(5);
    const ingredients: Ingredient[] = data.ingredients.map((ing, k) => (k === 0 ? { ...ing, name, aisle: aisle as Ingredient['aisle'], perishable: true } : ing));
    return new CatalogueSnapshot({ ...data, ingredients });
  }
  const request: PlanRequest = { householdSize: 2, weeklyBudgetPence: 6000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1 };

  it('the planner weighs the remainder a meal leaves by that share: cheese left over costs the plan less than coriander', () => {
    const delta = (name: string, aisle: string) => {
      const planner = new Planner(withFood(name, aisle));
      const instance = planner.instance(request);
      if (!instance.ok) throw new Error(instance.error.message);
      const { index, slots, extras, targets, needs, budget } = instance.value;
      const i0 = index.of('i0')!;
      const state = new PlanState(index, slots, extras, 7, 3, targets, needs.portions, budget, PLAN_WEIGHTS, true);
      const s = slots.findIndex((slot) => slot.options.some((o) => o.lines.some((l) => l.ingredient === i0)));
      const option = slots[s]!.options.find((o) => o.lines.some((l) => l.ingredient === i0))!;
      const grams = option.lines.find((l) => l.ingredient === i0)!.grams * needs.portions;
      const packG = index.packG[i0]!;
      // Bought by the whole grams its line states (shared/whole-packs.ts).
      const bought = gramsToBuy(grams);
      const remainder = ((packsFor(bought, packG) * packG - bought) / packG) * index.price[i0]!;
      const change = state.deltaFor(s, option);
      state.assign(s, option);
      return { change, remainder, waste: state.waste, spoil: state.spoil };
    };
    const herbs = delta('Fresh coriander', 'Fresh Produce');
    const cheese = delta('Cheddar', 'Dairy & Eggs');
    expect(herbs.remainder).toBeGreaterThan(0);
    // The plan reports the whole remainder either way; its objective counts the share that goes off.
    expect(cheese.waste).toBeCloseTo(herbs.waste, 6);
    expect(herbs.spoil).toBeCloseTo(herbs.remainder, 6);
    expect(cheese.spoil).toBeCloseTo((3 / 7) * cheese.remainder, 6);
    expect(herbs.change - cheese.change).toBeCloseTo(PLAN_WEIGHTS.waste * (4 / 7) * herbs.remainder, 6);
  });
});
