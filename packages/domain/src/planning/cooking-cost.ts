import { ENERGY_TARIFF, cookingEnergy, type EnergyTariff } from '../catalogue/cooking-energy';
import type { Recipe } from '../catalogue/recipe';

/** A plan's meal as cooking sees it: what is cooked, and whether it is the leftovers of a meal already cooked. */
export interface CookedMeal {
  readonly recipeId: string;
  readonly leftoverOf: unknown;
  readonly sides: ReadonlyArray<{ readonly recipeId: string | null }>;
}

export type CookedRecipe = Pick<Recipe, 'steps' | 'cookMinutes' | 'serves'>;

/** The week's cooking: each meal's energy cost (pence, unrounded) and the whole week's, rounded, and its kWh. */
export interface PlanCooking {
  readonly perMealPence: number[];
  readonly totalPence: number;
  readonly kwh: number;
  readonly tariff: EnergyTariff;
}

/**
 * What cooking a plan's meals costs in electricity: each meal cooked once, in one batch (a pot for four or for eight
 * is on the hob as long), its sides each cooked too; a meal of leftovers costs nothing to cook (reheating aside).
 */
export function planCooking(meals: readonly CookedMeal[], recipeOf: (id: string) => CookedRecipe | undefined, tariff: EnergyTariff = ENERGY_TARIFF): PlanCooking {
  let kwh = 0;
  const session = (id: string | null) => {
    const recipe = id ? recipeOf(id) : undefined;
    const energy = recipe ? cookingEnergy(recipe, tariff) : null;
    if (!energy) return 0;
    kwh += energy.kwh;
    return energy.kwh * tariff.pencePerKwh;
  };
  const perMealPence = meals.map((m) => (m.leftoverOf ? 0 : session(m.recipeId) + m.sides.reduce((sum, side) => sum + session(side.recipeId), 0)));
  return { perMealPence, totalPence: Math.round(perMealPence.reduce((a, b) => a + b, 0)), kwh: Math.round(kwh * 10) / 10, tariff };
}
