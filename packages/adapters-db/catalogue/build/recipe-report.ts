/**
 * What a recipe author checks before committing: each recipe's role, energy per serving against its role's
 * range, dietary tags, and any problem (unknown ingredient, unweighable unit, a side kind missing).
 * Run from the repository root: npx tsx packages/adapters-db/catalogue/build/recipe-report.ts [id-substring]
 */
import { MAIN_WITH_SIDE_MIN_KCAL, RECIPE_ROLES, ROLE_PORTION_KCAL, SIDE_KINDS } from '@larder/domain/catalogue/recipe';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { catalogueDataFromFiles, readCatalogueFiles } from '../../src/catalogue-seed';

const filter = process.argv[2] ?? '';
const files = readCatalogueFiles();
if (!files) throw new Error('catalogue/generated is missing');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const problems: string[] = snapshot.problems.map((p) => `${p.recipeId}: ${p.message}`);
const ids = new Set<string>();
for (const recipe of files.recipes) {
  if (ids.has(recipe.id)) problems.push(`${recipe.id}: duplicate id`);
  ids.add(recipe.id);
}
for (const view of snapshot.allRecipes()) {
  const { recipe, facts } = view;
  const role = recipe.role as string;
  const kcal = facts.nutritionPerServing.calories;
  const out: string[] = [];
  if (!(RECIPE_ROLES as readonly string[]).includes(role)) out.push(`unknown role ${role}`);
  else {
    const range = ROLE_PORTION_KCAL[recipe.role];
    const min = recipe.role === 'main' && recipe.servedWith?.length ? MAIN_WITH_SIDE_MIN_KCAL : range.min;
    if (kcal < min || kcal > range.max) out.push(`${kcal} kcal per serving is outside ${min}-${range.max} for a ${role}`);
  }
  if (recipe.role === 'side' && !(SIDE_KINDS as readonly string[]).includes(recipe.sideKind ?? '')) out.push('a side needs a sideKind');
  for (const kind of recipe.servedWith ?? []) if (!(SIDE_KINDS as readonly string[]).includes(kind)) out.push(`servedWith ${kind} is not a side kind`);
  if (recipe.steps.length < 3) out.push('fewer than 3 steps');
  if (facts.nutritionCoverage < 0.95) out.push(`nutrition covers ${Math.round(facts.nutritionCoverage * 100)} % of the weight`);
  if (out.length) problems.push(`${recipe.id}: ${out.join('; ')}`);
  if (!filter || recipe.id.includes(filter)) {
    const n = facts.nutritionPerServing;
    console.log([recipe.id, role, recipe.sideKind ?? (recipe.servedWith ?? []).join('/'), `${kcal} kcal`, `P ${n.protein}`, `fibre ${n.fiber}`, `salt ${(n.sodium / 400).toFixed(1)}`, facts.dietaryTags.join(',')].join('\t'));
  }
}
console.log(`\n${files.recipes.length} recipes; ${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exitCode = problems.length ? 1 : 0;
