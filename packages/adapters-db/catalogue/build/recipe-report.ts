/**
 * What a recipe author checks before committing: each recipe's role, energy per serving against its role's
 * range, dietary tags, and any problem (unknown ingredient, unweighable unit, a side kind missing, keeping days, a
 * near-copy): the same rules the catalogue-quality test holds (domain catalogue/library-rules).
 * Run from the repository root: npx tsx packages/adapters-db/catalogue/build/recipe-report.ts [id-substring]
 */
import { nearCopies, roleProblems } from '@larder/domain/catalogue/library-rules';
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
  const out = roleProblems(recipe, facts);
  if (recipe.steps.length < 3) out.push('fewer than 3 steps');
  if (out.length) problems.push(`${recipe.id}: ${out.join('; ')}`);
  if (!filter || recipe.id.includes(filter)) {
    const n = facts.nutritionPerServing;
    console.log([recipe.id, role, recipe.sideKind ?? (recipe.servedWith ?? []).join('/'), `${kcal} kcal`, `P ${n.protein}`, `fibre ${n.fiber}`, `salt ${(n.sodium / 400).toFixed(1)}`, facts.dietaryTags.join(',')].join('\t'));
  }
}
for (const c of nearCopies(files.recipes as unknown as Parameters<typeof nearCopies>[0])) problems.push(`${c.a}: a near-copy of ${c.b} (ingredients ${c.ingredientOverlap.toFixed(2)}, name ${c.nameOverlap.toFixed(2)})`);
console.log(`\n${files.recipes.length} recipes; ${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exitCode = problems.length ? 1 : 0;
