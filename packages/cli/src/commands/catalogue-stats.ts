import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { NUTRIENT_KEYS } from '@larder/domain/catalogue/ingredient';

/** The figures `catalogue stats` prints: what the catalogue holds and how well it is covered. */
export function catalogueStats(snapshot: CatalogueSnapshot): string {
  const recipes = snapshot.allRecipes();
  const ingredients = recipes.length ? [...new Set(recipes.flatMap((r) => r.recipe.ingredients.map((l) => l.ingredient)))] : [];
  const byCuisine = new Map<string, number>();
  const byMeal = new Map<string, number>();
  const byTag = new Map<string, number>();
  for (const { recipe, facts } of recipes) {
    byCuisine.set(recipe.cuisine, (byCuisine.get(recipe.cuisine) ?? 0) + 1);
    recipe.mealTypes.forEach((m) => byMeal.set(m, (byMeal.get(m) ?? 0) + 1));
    facts.dietaryTags.forEach((t) => byTag.set(t, (byTag.get(t) ?? 0) + 1));
  }
  const coverage = recipes.map((r) => r.facts.nutritionCoverage);
  const minCoverage = coverage.length ? Math.min(...coverage) : 0;
  const meanCoverage = coverage.length ? coverage.reduce((a, b) => a + b, 0) / coverage.length : 0;
  const lines = [
    `ingredients: ${snapshot.ingredientCount} (${ingredients.length} used by recipes)`,
    `recipes: ${recipes.length}${snapshot.problems.length ? ` (+${snapshot.problems.length} that do not resolve)` : ''}`,
    `  by cuisine: ${[...byCuisine].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  by meal type: ${[...byMeal].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  by diet: ${[...byTag].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `nutrition coverage of recipe weight: mean ${(meanCoverage * 100).toFixed(1)} %, lowest ${(minCoverage * 100).toFixed(1)} %`,
    `products by chain (estimate / feed):`,
  ];
  for (const chain of snapshot.chains) {
    let estimates = 0;
    let feed = 0;
    for (const slug of snapshot.ingredientSlugs()) {
      const product = snapshot.product(slug, chain);
      if (product?.estimate) estimates += 1;
      else if (product) feed += 1;
    }
    lines.push(`  ${chain}: ${estimates} / ${feed}`);
  }
  const complete = snapshot.ingredientSlugs().filter((slug) => NUTRIENT_KEYS.every((k) => snapshot.ingredient(slug)!.nutrition[k] !== null)).length;
  lines.push(`ingredients with all 7 nutrients: ${complete} of ${snapshot.ingredientCount}`);
  for (const problem of snapshot.problems.slice(0, 20)) lines.push(`  problem: ${problem.recipeId}: ${problem.message}`);
  return lines.join('\n');
}
