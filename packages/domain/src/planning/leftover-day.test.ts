import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { syntheticWithSpinach } from '../testing/spinach-catalogue';
import type { PlanRequest } from './plan-request';
import { PLAN_WEIGHTS, Planner } from './planner';
import { PlanState } from './plan-state';

const START = '2026-03-02';

/** The synthetic library with spinach, each recipe keeping 2 days once cooked. */
const withSpinach = (seed: number): CatalogueSnapshot => syntheticWithSpinach(seed, 2);

const base: PlanRequest = {
  householdSize: 2, weeklyBudgetPence: 6000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1, startDate: START,
};

function setUp(held: PlanRequest['held'], days = 7) {
  const planner = new Planner(withSpinach(3));
  const instance = planner.instance({ ...base, days, held });
  if (!instance.ok) throw new Error(instance.error.message);
  const { index, slots, extras, targets, needs, budget } = instance.value;
  const state = () => new PlanState(index, slots, extras, days, 3, targets, needs.portions, budget, PLAN_WEIGHTS, true, instance.value.held);
  return { ...instance.value, state, spinach: index.of('spinach')! };
}

describe('planned leftovers take their food on the day the dish is cooked', () => {
  it('counts held food good only today as covering both servings of a dish cooked twice over today', () => {
    // 300 g of spinach, good today only: enough for a dish cooked for tonight and tomorrow's dinner.
    const { slots, state, spinach, needs } = setUp([{ ingredient: 'spinach', grams: 300, bestBefore: START }]);
    const plan = state();
    slots.forEach((slot, s) => plan.assign(s, slot.options.find((o) => !o.lines.some((l) => l.ingredient === spinach))!));
    const dinner = slots.findIndex((slot) => slot.day === 0 && slot.mealType === 'dinner');
    const lunch = slots.findIndex((slot) => slot.day === 1 && slot.mealType === 'dinner');
    const dish = slots[dinner]!.options.find((o) => o.main.recipe.id.endsWith('-spinach') && slots[lunch]!.options.includes(o))!;
    const grams = dish.lines.find((l) => l.ingredient === spinach)!.grams * needs.portions;
    expect(2 * grams).toBeLessThanOrEqual(300);
    plan.assign(dinner, dish);
    const before = plan.objective().total;
    const delta = plan.deltaFor(lunch, dish);
    plan.assign(lunch, dish);
    // Cooked tonight, both servings come out of the held bag: no spinach is bought.
    expect(plan.heldAt(spinach, 0)).toBeCloseTo(2 * grams, 6);
    expect(plan.basket().find((b) => b.ingredient === spinach)!.grams).toBeCloseTo(2 * grams, 6);
    expect(plan.objective().total - before).toBeCloseTo(delta, 6);
    // Tomorrow's dinner moved elsewhere (no longer leftovers): its spinach is bought, as cooking would buy it.
    const other = slots.findIndex((slot) => slot.day === 4 && slot.mealType === 'dinner');
    const alone = slots[lunch]!.options.find((o) => !o.lines.some((l) => l.ingredient === spinach))!;
    plan.assign(lunch, alone);
    plan.assign(other, dish);
    expect(plan.heldAt(spinach, 0)).toBeCloseTo(grams, 6);
  });

  it('keeps its figures equal to a plan built afresh, and prices each change exactly (property)', () => {
    const { slots, state, spinach } = setUp([
      { ingredient: 'spinach', grams: 250, bestBefore: START },
      { ingredient: 'spinach', grams: 150, bestBefore: '2026-03-04' },
    ]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 60 }), (changes) => {
        const plan = state();
        const spinachy = (s: number) => slots[s]!.options.filter((o) => o.lines.some((l) => l.ingredient === spinach));
        slots.forEach((slot, s) => plan.assign(s, (spinachy(s)[0] ?? slot.options[0])!));
        for (const [a, b] of changes) {
          // Mostly a few spinach dishes, so that leftovers are made and undone.
          const s = a % slots.length;
          const options = b % 3 ? spinachy(s).slice(0, 3) : slots[s]!.options;
          if (!options.length) continue;
          const option = options[b % options.length]!;
          const before = plan.objective().total;
          const delta = plan.deltaFor(s, option);
          plan.assign(s, option);
          if (before < 1e6 && plan.objective().total < 1e6) expect(plan.objective().total - before).toBeCloseTo(delta, 4);
        }
        const fresh = state();
        slots.forEach((_, s) => fresh.assign(s, plan.chosen[s]!));
        expect(plan.cost).toBeCloseTo(fresh.cost, 6);
        expect(plan.spoil).toBeCloseTo(fresh.spoil, 6);
        expect(plan.credit).toBeCloseTo(fresh.credit, 6);
        expect(plan.heldAt(spinach, 0)).toBeCloseTo(fresh.heldAt(spinach, 0), 6);
      }),
      { numRuns: 60 },
    );
  });
});
