/**
 * `pnpm bench` (ingredient lines): our parser and matcher against the labelled UK-style lines in
 * bench/data/ingredient-lines.json, beside an existing npm parser (parse-ingredient 3.0.0, and
 * recipe-ingredient-parser-v3 1.5.0) on the same lines. A line counts as exact when its quantity, its unit and
 * its catalogue ingredient (or "none") all equal the label. The npm parsers do not name catalogue foods, so their
 * food text is given to our matcher: the figure shows what each parser contributes. The target is ≥ 95 %.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseIngredient } from 'parse-ingredient';
import { parse as parseV3 } from 'recipe-ingredient-parser-v3';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { MATCH_THRESHOLD } from '@larder/domain/catalogue/ingredient-lines/ingredient-matcher';
import { lineFood } from '@larder/domain/catalogue/ingredient-lines/line-food';

interface Label {
  line: string;
  quantity: number | null;
  unit: string | null;
  ingredient: string | null;
  preparation: string | null;
}
interface Guess {
  quantity: number | null;
  unit: string | null;
  food: string;
  /** Set when the parser's own pipeline names the food (ours); otherwise the food text goes to the matcher. */
  slug?: string | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => (JSON.parse(readFileSync(path.join(here, 'data', file), 'utf8')) as { lines: Label[] }).lines;
const tuned = read('ingredient-lines.json');
const holdout = read('ingredient-lines-holdout.json');
const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const matcher = snapshot.matcher();

/** The npm parsers' unit names in our canonical form. */
const UNIT_NAMES: Record<string, string> = {
  gram: 'g', grams: 'g', g: 'g', kilogram: 'kg', kg: 'kg', milliliter: 'ml', millilitre: 'ml', ml: 'ml', liter: 'l', litre: 'l', l: 'l',
  teaspoon: 'tsp', tsp: 'tsp', tablespoon: 'tbsp', tbsp: 'tbsp', cup: 'cup', ounce: 'oz', oz: 'oz', pound: 'lb', lb: 'lb',
  'fluid ounce': 'fl oz', 'fluid-ounce': 'fl oz', fluidounce: 'fl oz', 'fl oz': 'fl oz', pint: 'pint', clove: 'clove', can: 'tin', tin: 'tin', pinch: 'pinch',
  handful: 'handful', bunch: 'bunch', slice: 'slice', stick: 'stick', sprig: 'sprig', medium: 'medium', large: 'large', small: 'small', sheet: 'sheet',
  piece: 'piece', jar: 'jar', bag: 'bag', head: 'head', knob: 'knob', pot: 'pot', sachet: 'sachet', stalk: 'stalk', leaf: 'leaf', ball: 'ball', loaf: 'loaf',
  nest: 'nest', rasher: 'rasher', pod: 'pod', fillet: 'fillet', bulb: 'bulb', thumb: 'thumb', dash: 'dash', package: 'pack', pack: 'pack', 'q.b.': '',
};
const unitOf = (u: string | null | undefined) => {
  if (!u) return null;
  const key = u.toLowerCase().replace(/s$/, '');
  return (UNIT_NAMES[key] ?? UNIT_NAMES[u.toLowerCase()] ?? key) || null;
};
const sameQuantity = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 0.01 * Math.max(1, Math.abs(b)));

function score(labels: Label[], name: string, guess: (line: string) => Guess) {
  let quantityUnit = 0;
  let food = 0;
  let exact = 0;
  const misses: string[] = [];
  for (const label of labels) {
    const g = guess(label.line);
    const match = g.slug === undefined ? matcher.match(g.food) : null;
    const slug = g.slug !== undefined ? g.slug : match && match.confidence >= MATCH_THRESHOLD ? match.slug : null;
    const qu = sameQuantity(g.quantity, label.quantity) && unitOf(g.unit) === label.unit;
    const f = slug === label.ingredient;
    if (qu) quantityUnit += 1;
    if (f) food += 1;
    if (qu && f) exact += 1;
    else misses.push(`  ${label.line}  →  ${g.quantity ?? '-'} ${g.unit ?? '-'} ${slug ?? '(none)'}   want ${label.quantity ?? '-'} ${label.unit ?? '-'} ${label.ingredient ?? '(none)'}`);
  }
  const pct = (n: number) => `${((100 * n) / labels.length).toFixed(1)} %`;
  console.log(`${name.padEnd(44)} exact ${pct(exact).padStart(7)}   quantity+unit ${pct(quantityUnit).padStart(7)}   ingredient ${pct(food).padStart(7)}`);
  return { exact: exact / labels.length, misses };
}

const ours = (line: string): Guess => {
  const food = lineFood(line, snapshot);
  return { quantity: food.parsed.quantity, unit: food.parsed.unit, food: food.parsed.ingredient, slug: food.ingredient };
};
const npmParseIngredient = (line: string): Guess => {
  const p = parseIngredient(line)[0];
  return { quantity: p?.quantity ?? null, unit: p?.unitOfMeasureID ?? p?.unitOfMeasure ?? null, food: (p?.description ?? line).split(',')[0]! };
};
const npmV3 = (line: string): Guess => {
  try {
    const p = parseV3(line, 'eng');
    return { quantity: p.quantity ? Number(p.quantity) : null, unit: p.unit ?? null, food: (p.ingredient ?? line).split(',')[0]! };
  } catch {
    return { quantity: null, unit: null, food: line };
  }
};
const misses: string[] = [];
for (const [labels, title] of [
  [tuned, `ingredient lines: ${tuned.length} labelled UK-style lines (bench/data/ingredient-lines.json; target: exact ≥ 95 %)`],
  [holdout, `held-out lines: ${holdout.length} lines written after tuning, never tuned on (bench/data/ingredient-lines-holdout.json)`],
] as const) {
  console.log(title);
  misses.push(...score([...labels], 'larder parser + matcher', ours).misses);
  score([...labels], 'parse-ingredient 3.0.0 + larder matcher', npmParseIngredient);
  score([...labels], 'recipe-ingredient-parser-v3 1.5.0 + matcher', npmV3);
}
const labels = [...tuned, ...holdout];
const started = performance.now();
for (let i = 0; i < 20; i += 1) for (const label of labels) lineFood(label.line, snapshot);
console.log(`larder parse + match: ${(((performance.now() - started) / (20 * labels.length)) * 1000).toFixed(1)} µs a line`);
if (process.argv.includes('--misses')) console.log(misses.join('\n'));
