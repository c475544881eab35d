/**
 * A solved plan as the household sees it: each meal with its sides, extras and leftovers, the shopping in
 * whole packs (less what the larder holds), the food per person per day and how it meets the targets.
 */
import { N } from './meal-options';
import type { HouseholdNeeds } from './nutrition-targets';
import type { HeldFood, PlanRequest } from './plan-request';
import { HARD, type PlanState } from './plan-state';
import type { PortionTargets } from './nutrition-penalty';
import type { MealPlan, MealSide, PlannedMeal, ShoppingLine } from './meal-plan';
import { describeFeeding } from './feeding';
import { gramsToBuy, lineGrams, packsFor } from '../shared/whole-packs';

/** Planned leftovers: the second serving of a main within its keeping time, at lunch or dinner. */
function leftoverPairs(state: PlanState): Map<number, number> {
  const firstOf = new Map<number, number>();
  const seen = new Map<string, number>();
  state.chosen.forEach((option, s) => {
    if (!option) return;
    const slot = state.slots[s]!;
    if (slot.mealType !== 'lunch' && slot.mealType !== 'dinner') return;
    const id = option.main.recipe.id;
    const first = seen.get(id);
    const keep = state.leftoverDays(option);
    if (first !== undefined && !firstOf.has(first) && ![...firstOf.values()].includes(first)) {
      const gap = slot.day - state.slots[first]!.day;
      if (gap > 0 && gap <= keep) {
        firstOf.set(s, first);
        return;
      }
    }
    seen.set(id, s);
  });
  return firstOf;
}

export function assemble(state: PlanState, request: PlanRequest, needs: HouseholdNeeds, targets: PortionTargets, budget: number, objective: number, costToMeetTargets: number | null): MealPlan {
  const portions = needs.portions;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const leftovers = leftoverPairs(state);
  const cooksTwice = new Set(leftovers.values());
  const meals: PlannedMeal[] = state.slots.map((slot, s) => {
    const option = state.chosen[s]!;
    const from = leftovers.get(s);
    const sides: MealSide[] = [];
    if (option.side) sides.push({ kind: 'side', recipeId: option.side.recipe.id, name: option.side.recipe.name, portions: round2(portions) });
    state.extras.forEach((extra, e) => {
      const count = state.extraCount[slot.day]![e]!;
      if (count > 0 && extra.with === slot.mealType) sides.push({ kind: 'extra', recipeId: null, name: extra.name, portions: round2(count * portions) });
    });
    return {
      day: slot.day,
      mealType: slot.mealType,
      recipeId: option.main.recipe.id,
      recipeName: option.main.recipe.name,
      servings: request.householdSize,
      portions: round2(cooksTwice.has(s) ? 2 * portions : portions),
      locked: slot.locked !== null,
      costPence: from !== undefined ? 0 : Math.round((cooksTwice.has(s) ? 2 : 1) * option.usedCostPerPortion * portions),
      sides,
      leftoverOf: from !== undefined ? { day: state.slots[from]!.day, mealType: state.slots[from]!.mealType } : null,
    };
  });
  // Extras served with a slot the plan does not have (a plan of dinners only) go with the day's last meal.
  for (let day = 0; day < request.days; day += 1) {
    const dayMeals = meals.filter((m) => m.day === day);
    state.extras.forEach((extra, e) => {
      const count = state.extraCount[day]![e]!;
      if (count > 0 && !dayMeals.some((m) => m.mealType === extra.with)) {
        (dayMeals[dayMeals.length - 1]!.sides as MealSide[]).push({ kind: 'extra', recipeId: null, name: extra.name, portions: round2(count * portions) });
      }
    });
  }
  const index = state.index;
  const pastBestBefore = usesPastBestBefore(request.held ?? []);
  const shopping: ShoppingLine[] = state
    .basket()
    .map(({ ingredient, week, grams }) => {
      const packG = index.packG[ingredient]!;
      const held = Math.min(grams, state.heldAt(ingredient, week));
      // Bought by the whole grams the line states, as the plan's cost counts it (shared/whole-packs.ts).
      const toBuy = gramsToBuy(grams, held);
      const packs = packsFor(toBuy, packG, held);
      return {
        ingredient: index.slugs[ingredient]!,
        grams: lineGrams(grams),
        heldGrams: lineGrams(held),
        ...pastBestBefore(index.slugs[ingredient]!, held),
        packs,
        packGrams: packG,
        costPence: packs * index.price[ingredient]!,
        leftoverGrams: Math.round(Math.max(0, packs * packG - toBuy)),
        perishable: index.perishable[ingredient]!,
        week,
      };
    })
    .sort((a, b) => a.week - b.week || a.ingredient.localeCompare(b.ingredient));
  const perPerson = portions / request.householdSize;
  const avg = (k: number) => {
    let total = 0;
    for (let d = 0; d < request.days; d += 1) total += state.foodPerPortion(d)[k]!;
    return (total / request.days) * perPerson;
  };
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const cost = Math.round(state.cost);
  const feeding = describeFeeding(state, needs, request, targets);
  return {
    days: request.days,
    chain: request.chain,
    householdSize: request.householdSize,
    meals,
    budgetPence: budget,
    costPence: cost,
    withinBudget: cost <= budget,
    shortfallPence: Math.max(0, cost - budget),
    wastePence: Math.round(state.waste),
    nutritionPerPersonPerDay: {
      calories: Math.round(avg(N.kcal)),
      protein: round1(avg(N.protein)),
      carbohydrates: round1(avg(N.carbohydrate)),
      fat: round1(avg(N.fat)),
      fiber: round1(avg(N.fibre)),
      sugar: round1(avg(N.sugars)),
      sodium: Math.round(avg(N.salt) * 400),
    },
    feeding: { ...feeding, costToMeetTargetsPence: feeding.meetsTargets ? null : costToMeetTargets },
    shopping,
    objective: objective >= HARD ? objective : Math.round(objective * 100) / 100,
  };
}

/**
 * Whether the grams a line takes from the larder reach into food past its best-before (still good): the plan spends
 * in-date lots first when they cover it. Answers the earliest such pack's date, to say "past its best-before (12 Nov)".
 */
function usesPastBestBefore(held: readonly HeldFood[]): (slug: string, heldGrams: number) => { heldPastBestBefore?: string } {
  return (slug, heldGrams) => {
    const lots = held.filter((h) => h.ingredient === slug);
    const past = lots.filter((h) => h.pastBestBefore).map((h) => h.pastBestBefore!).sort();
    if (!past.length || heldGrams <= 0) return {};
    const inDate = lots.filter((h) => !h.pastBestBefore).reduce((sum, h) => sum + h.grams, 0);
    return heldGrams > inDate + 0.5 ? { heldPastBestBefore: past[0]! } : {};
  };
}
