import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { NUTRIENT_KEYS } from '@larder/domain/catalogue/ingredient';
import { formatCoverage, libraryCoverage, nearCopies, roleProblems } from '@larder/domain/catalogue/library-rules';

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
  const floors = libraryCoverage(recipes);
  const short = floors.filter((l) => l.count < l.floor).length;
  lines.push(`coverage (issue 16 floors): ${short ? `${short} line(s) short of the floor` : 'every floor met'}`, ...formatCoverage(floors).split('\n').map((l) => `  ${l}`));
  const roles = recipes.flatMap((v) => roleProblems(v.recipe, v.facts).map((p) => `${v.recipe.id}: ${p}`));
  const copies = nearCopies(recipes.map((v) => v.recipe));
  lines.push(`role and portion problems: ${roles.length}`, ...roles.slice(0, 20).map((p) => `  ${p}`));
  lines.push(`near-copies: ${copies.length}`, ...copies.slice(0, 20).map((c) => `  ${c.a} ~ ${c.b}`));
  return lines.join('\n');
}
