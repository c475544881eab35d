/**
 * Where the recipe library stands against its floors (issue 16), for authors choosing what to write next:
 * the coverage table, then every diet and cuisine by role, then near-copies and recipe problems.
 * Run from the repository root: npx tsx packages/adapters-db/catalogue/build/coverage-report.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_CUISINES, LIBRARY_DIETS, formatCoverage, libraryCoverage, nearCopies, roleProblems } from '@larder/domain/catalogue/library-rules';
import { RECIPE_ROLES } from '@larder/domain/catalogue/recipe';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { dietAllows } from '@larder/domain/planning/plan-request';
import { catalogueDataFromFiles, readCatalogueFiles } from '../../src/catalogue-seed';

const files = readCatalogueFiles();
if (!files) throw new Error('catalogue/generated is missing');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const views = snapshot.allRecipes();
const lines = libraryCoverage(views);
const out: string[] = [`Recipe library coverage, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, '', formatCoverage(lines), ''];
const short = lines.filter((l) => l.count < l.floor);
out.push(short.length ? `Gaps (${short.length}): ${short.map((l) => `${l.label} needs ${l.floor - l.count} more`).join('; ')}` : 'No gaps: every floor is met.', '');

const table = (title: string, rows: Array<[string, (v: (typeof views)[number]) => boolean]>) => {
  out.push(title, `${''.padEnd(14)}${RECIPE_ROLES.map((r) => r.padStart(10)).join('')}${'total'.padStart(8)}`);
  for (const [label, keep] of rows) {
    const kept = views.filter(keep);
    out.push(`${label.padEnd(14)}${RECIPE_ROLES.map((role) => String(kept.filter((v) => v.recipe.role === role).length).padStart(10)).join('')}${String(kept.length).padStart(8)}`);
  }
  out.push('');
};
table('By diet and role', LIBRARY_DIETS.map((diet) => [diet, (v) => dietAllows(diet, v.facts)]));
table('By cuisine and role', LIBRARY_CUISINES.map((cuisine) => [cuisine, (v) => v.recipe.cuisine === cuisine]));
const recipeDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../sources/recipes');
const counts = readdirSync(recipeDir).filter((f) => f.endsWith('.json')).sort().map((f) => `  ${f}: ${(JSON.parse(readFileSync(path.join(recipeDir, f), 'utf8')) as unknown[]).length}`);
out.push('Recipes by file', ...counts, '');

const copies = nearCopies(views.map((v) => v.recipe));
out.push(`Near-copies (${copies.length})`, ...copies.map((c) => `  ${c.a} ~ ${c.b} (ingredients ${c.ingredientOverlap.toFixed(2)}, name ${c.nameOverlap.toFixed(2)})`), '');
const problems = [...snapshot.problems.map((p) => `${p.recipeId}: ${p.message}`), ...views.flatMap((v) => roleProblems(v.recipe, v.facts).map((p) => `${v.recipe.id}: ${p}`))];
out.push(`Recipe problems (${problems.length})`, ...problems.map((p) => `  ${p}`));
console.log(out.join('\n'));
