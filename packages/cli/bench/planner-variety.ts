/**
 * The planner bench's variety checks (issue 31), from a plan's own meals and the library: per week of lunches and
 * dinners, a carbohydrate base in more than 40 %, a flavour base (chilli, curry, tomato) in more than three dishes,
 * fewer than three protein sources, and for a household that eats meat or fish, fewer than four such dinners.
 */
import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { proteinSourceOf } from '@larder/domain/planning/meal-options';
import type { MealPlan } from '@larder/domain/planning/planner';
import { CARB_BASES, FLAVOUR_BASES, carbBaseOf, carbCap, flavourBaseOf, flavourCap, meatDinnersWanted } from '@larder/domain/planning/variety-rules';

export interface VarietyChecks {
  readonly carbOver: boolean;
  readonly flavourOver: boolean;
  readonly fewSources: boolean;
  /** null: the household does not eat meat or fish. */
  readonly meatDinners: number | null;
}

const MEAT = new Set(['meat', 'poultry', 'pork', 'fish', 'shellfish']);

export function checkVariety(snapshot: CatalogueSnapshot, plan: MealPlan, eatsMeat: boolean): VarietyChecks {
  const mains = plan.meals.filter((m) => m.day < 7 && (m.mealType === 'lunch' || m.mealType === 'dinner'));
  const carb = new Array(CARB_BASES.length).fill(0);
  const flavour = new Array(FLAVOUR_BASES.length).fill(0);
  const sources = new Set<string>();
  let meat = 0;
  for (const meal of mains) {
    const views = [meal.recipeId, ...meal.sides.filter((s) => s.kind === 'side').map((s) => s.recipeId!)].map((id) => snapshot.recipe(id)!);
    const lines = views.flatMap((v) => v.recipe.ingredients.map((l, k) => ({ slug: l.ingredient, grams: v.facts.gramsPerLine[k]! / v.recipe.serves })));
    const c = carbBaseOf(lines);
    const f = flavourBaseOf(views[0]!.recipe.name, lines);
    if (c >= 0) carb[c] += 1;
    if (f >= 0) flavour[f] += 1;
    const source = proteinSourceOf(views[0]!, (slug) => snapshot.ingredient(slug));
    if (source !== 'other') sources.add(source);
    if (meal.mealType === 'dinner' && views[0]!.facts.contains.some((x) => MEAT.has(x))) meat += 1;
  }
  const n = mains.length;
  const dinners = mains.filter((m) => m.mealType === 'dinner').length;
  return {
    carbOver: carb.some((x) => x > carbCap(n)),
    flavourOver: flavour.some((x) => x > flavourCap(n)),
    fewSources: sources.size < Math.min(3, n),
    meatDinners: eatsMeat && dinners ? meat : null,
  };
}

export { meatDinnersWanted };
