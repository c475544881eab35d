import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import type { PlanView } from '@larder/domain/planning/meal-plans.use-case';
import { formatPounds } from '@larder/domain/shared/money';
import type { TMealPlan } from '../contract/meal-plans';

/** A stored plan as the API shows it: money as decimal strings, items with their ingredients named. */
export function presentMealPlan({ stored, costAtChains }: PlanView, snapshot: CatalogueSnapshot): TMealPlan {
  const s = stored.summary;
  const names = (recipeId: string) =>
    (snapshot.recipe(recipeId)?.recipe.ingredients ?? []).map((l) => snapshot.ingredient(l.ingredient)?.name ?? l.ingredient).join(', ');
  return {
    id: stored.id,
    createdAt: stored.createdAt.toISOString(),
    totalCost: formatPounds(s.costPence),
    serves: s.householdSize,
    days: s.days,
    chain: s.chain,
    budget: formatPounds(s.budgetPence),
    withinBudget: s.withinBudget,
    shortfall: formatPounds(s.shortfallPence),
    waste: formatPounds(s.wastePence),
    costAtChains: costAtChains.map((c) => ({ chain: c.chain, totalCost: formatPounds(c.costPence) })),
    nutritionPerPersonPerDay: s.nutritionPerPersonPerDay,
    items: stored.meals.map((m) => ({
      id: m.id,
      day: m.day,
      dayOfWeek: m.day % 7,
      mealType: m.mealType,
      recipeId: m.recipeId,
      recipeName: m.recipeName,
      ingredients: names(m.recipeId),
      cost: formatPounds(m.costPence),
      servings: m.servings,
      locked: m.locked,
    })),
    shopping: s.shopping.map((line) => ({
      ingredient: line.ingredient,
      name: snapshot.ingredient(line.ingredient)?.name ?? line.ingredient,
      aisle: snapshot.ingredient(line.ingredient)?.aisle ?? 'Other',
      grams: line.grams,
      packs: line.packs,
      cost: formatPounds(line.costPence),
      leftoverGrams: line.leftoverGrams,
      perishable: line.perishable,
      week: line.week,
    })),
  };
}
