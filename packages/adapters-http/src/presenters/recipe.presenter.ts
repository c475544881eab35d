import type { RecipeView } from '@larder/domain/catalogue/snapshot';
import type { RecipeCost } from '@larder/domain/catalogue/cost';
import { formatPounds } from '@larder/domain/shared/money';
import { cookingEnergy, tariffSentence } from '@larder/domain/catalogue/cooking-energy';
import type { TRecipe } from '@larder/contract/recipes';
import { isOwnRecipeId } from '@larder/domain/catalogue/own-recipes/own-recipe';

/** The electricity to cook a recipe, a portion at the Ofgem cap (null when nothing is cooked). */
function presentCooking(recipe: RecipeView['recipe']): TRecipe['cooking'] {
  const energy = cookingEnergy(recipe);
  return energy
    ? { method: energy.method, minutes: energy.minutes, kwh: energy.kwh, costPerServing: formatPounds(Math.round(energy.pencePerPortion)), source: tariffSentence() }
    : null;
}

/** The recipe as the API shows it; costs compared at `chain` when it sells everything, else the cheapest chain. */
export function presentRecipe(view: RecipeView, chain?: string | null): TRecipe {
  const { recipe, facts } = view;
  const cost: RecipeCost | undefined = (chain ? view.costs.find((c) => c.chain === chain) : undefined) ?? view.costs[0];
  const n = facts.nutritionPerServing;
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    // An own recipe's photo (or, without one, its drawing) is the household's: served by /photo, signed in.
    imageUrl: `/api/recipes/${encodeURIComponent(recipe.id)}/${isOwnRecipeId(recipe.id) ? 'photo' : 'image.svg'}`,
    prepTime: recipe.prepMinutes,
    cookTime: recipe.cookMinutes,
    totalTime: facts.totalMinutes,
    serves: recipe.serves,
    estimatedCost: formatPounds(cost ? cost.totalUsedPence : 0),
    costPerServing: formatPounds(cost ? cost.usedFractionPerServingPence : 0),
    costChain: cost?.chain ?? null,
    costs: view.costs.map((c) => ({
      chain: c.chain,
      perServing: formatPounds(c.usedFractionPerServingPence),
      perServingWholePacks: formatPounds(c.wholePacksPerServingPence),
      estimate: c.estimate,
    })),
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    mealTypes: [...recipe.mealTypes],
    dietaryTags: [...facts.dietaryTags],
    ...(facts.uncheckedLines.length ? { uncheckedLines: [...facts.uncheckedLines] } : {}),
    allergens: [...facts.allergens],
    ...(facts.mayContain.length ? { mayContain: [...facts.mayContain] } : {}),
    instructions: [...recipe.steps],
    calories: n.calories,
    protein: n.protein,
    carbohydrates: n.carbohydrates,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
    nutritionCoverage: Math.round(facts.nutritionCoverage * 1000) / 1000,
    cooking: presentCooking(recipe),
    ...(isOwnRecipeId(recipe.id) ? { own: true } : {}),
  };
}
