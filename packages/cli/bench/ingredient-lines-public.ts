/**
 * `pnpm bench` (public labelled lines): our parser and matcher on a fixed sample of the two labelled sets of
 * strangetom/ingredient-parser (MIT; BBC and Cookstr lines, 2017), read from ../shared/data/ingredient-lines/ when it
 * is there, beside parse-ingredient 3.0.0 and recipe-ingredient-parser-v3 1.5.0 on the same lines.
 *
 * Rules, stated: a line is sampled only when a person labelled it (a food name given); 1,000 lines of each set,
 * seeded. Quantity and unit are right when they equal one of the line's stated amounts ("150g/5½oz": either; within
 * 1 %); unit synonyms equal (tablespoon = tbsp, can = tin); a size the label keeps apart ("1 large clove") counts as
 * the unit or the size. "Matched" is the share of lines our matcher names a catalogue food for (each parser's food
 * text given to it); whether that food is the right one is checked by hand on the sample `--foods` prints.
 * Targets (issue 33): quantity, unit and food all right ≥ 95 % (BBC) and ≥ 90 % (Cookstr).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseIngredient } from 'parse-ingredient';
import { parse as parseV3 } from 'recipe-ingredient-parser-v3';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { MATCH_THRESHOLD } from '@larder/domain/catalogue/ingredient-lines/ingredient-matcher';
import { lineFood } from '@larder/domain/catalogue/ingredient-lines/line-food';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/** `../shared/data` from the project's root (a worktree's root sits one folder deeper), or LARDER_SHARED_DATA. */
const DATA_DIR =
  [process.env.LARDER_SHARED_DATA, path.resolve(root, '../shared/data'), path.resolve(root, '../../shared/data')]
    .filter((d): d is string => Boolean(d))
    .map((d) => path.join(d, 'ingredient-lines'))
    .find((d) => existsSync(d)) ?? path.resolve(root, '../shared/data/ingredient-lines');
const SAMPLE = 1000;

interface Labelled {
  line: string;
  amounts: Array<{ quantity: number | null; unit: string | null }>;
  size: string | null;
}
interface Guess {
  quantity: number | null;
  unit: string | null;
  food: string;
  slug?: string | null;
}

/** RFC 4180 rows: quoted fields, doubled quotes, newlines inside quotes. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 1);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

const SIZE_WORDS = new Set(['large', 'small', 'medium', 'big', 'heaped', 'heaping', 'level', 'rounded', 'scant', 'good', 'generous', 'thick', 'thin']);
/** "5#1$4" is 5¼, "#1$2" is ½; a range "130-140" is its low end, as ours is. */
const labelNumber = (t: string): number | null => {
  const m = /^(\d+(?:\.\d+)?)?(?:#(\d+)\$(\d+))?(?:-.*)?$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? 0) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
};

const UNIT_NAMES: Record<string, string> = {
  gram: 'g', g: 'g', kilogram: 'kg', kg: 'kg', milliliter: 'ml', millilitre: 'ml', ml: 'ml', liter: 'l', litre: 'l', l: 'l', cl: 'cl',
  teaspoon: 'tsp', tsp: 'tsp', tablespoon: 'tbsp', tbsp: 'tbsp', tbs: 'tbsp', cup: 'cup', ounce: 'oz', oz: 'oz', pound: 'lb', lb: 'lb',
  'fl oz': 'fl oz', 'fluid ounce': 'fl oz', floz: 'fl oz', 'fluid-ounce': 'fl oz', pint: 'pint', quart: 'quart', can: 'tin', tin: 'tin', package: 'pack', pack: 'pack', packet: 'pack',
  inch: 'inch', in: 'inch', cm: 'cm', dessertspoon: 'dsp',
};
const MODIFIERS = /^(?:heaped|heaping|level|rounded|scant|good|generous|large|small|medium|big)\s+/i;
const unitOf = (u: string | null | undefined): string | null => {
  if (!u) return null;
  let key = u.trim().toLowerCase();
  while (MODIFIERS.test(key) && key.split(/\s+/).length > 1) key = key.replace(MODIFIERS, '');
  key = key.replace(/\.$/, '');
  const single = key.replace(/(?<=[a-z]{3})e?s$/, '');
  return UNIT_NAMES[key] ?? UNIT_NAMES[single] ?? single;
};

function readSet(file: string, seed: number): Labelled[] {
  const [head, ...rows] = csvRows(readFileSync(path.join(DATA_DIR, file), 'utf8'));
  const col = (name: string) => head!.indexOf(name);
  const [input, name, quantity, unit, size] = ['input', 'name', 'quantity', 'unit', 'size'].map(col) as [number, number, number, number, number];
  const labelled = rows.filter((r) => r[name]?.trim() && r[input]?.trim());
  // A fixed sample: a seeded shuffle (mulberry32), the first SAMPLE lines.
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = labelled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [labelled[i], labelled[j]] = [labelled[j]!, labelled[i]!];
  }
  return labelled.slice(0, SAMPLE).map((r) => {
    const quantities = r[quantity]!.trim().split(/\s+/).filter(Boolean);
    // Size and level words ("large clove", "heaped tbsp") are not units; units then pair with the amounts in order,
    // and a container word left over ("400g/14oz tin") is the food's, not an amount's.
    const units = r[unit]!.trim().replace(/\bfl\s+oz\b/gi, 'floz').replace(/\bfluid\s+ounces?\b/gi, 'floz').split(/\s+/).filter((u) => u && !SIZE_WORDS.has(u.toLowerCase()));
    const amounts = quantities.length
      ? quantities.map((q, k) => ({ quantity: labelNumber(q), unit: unitOf(units[k] ?? null) }))
      : [{ quantity: null, unit: unitOf(units[0] ?? null) }];
    return { line: r[input]!, amounts, size: r[size]?.trim().toLowerCase() || null };
  });
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(1, Math.abs(b));
const SIZES = new Set(['small', 'medium', 'large']);
/** Grams or millilitres in one of a unit, so "1 dessertspoon" and "2 tsp" are the same amount. */
const BASE: Record<string, { kind: 'g' | 'ml' | 'cm'; per: number }> = {
  cm: { kind: 'cm', per: 1 }, inch: { kind: 'cm', per: 2.54 },
  g: { kind: 'g', per: 1 }, kg: { kind: 'g', per: 1000 }, oz: { kind: 'g', per: 28.35 }, lb: { kind: 'g', per: 453.6 },
  ml: { kind: 'ml', per: 1 }, l: { kind: 'ml', per: 1000 }, cl: { kind: 'ml', per: 10 }, tsp: { kind: 'ml', per: 5 }, dsp: { kind: 'ml', per: 10 }, tbsp: { kind: 'ml', per: 15 },
  'fl oz': { kind: 'ml', per: 28.41 }, pint: { kind: 'ml', per: 568 }, quart: { kind: 'ml', per: 1136 }, cup: { kind: 'ml', per: 240 },
};
/**
 * Right when the amount equals one the label states: the same figure and unit, the same amount in another unit
 * (1 dsp = 2 tsp), times the line's own "N x" ("2 x 400g" is 800 g, as our rule says), or, where the label gives a
 * unit with no figure (a range, "handful" for one), that unit. A size the label keeps apart ("3 large eggs") may be
 * our unit; a count the food names ("12 cardamom pods") may carry its word as the unit.
 */
function amountRight(label: Labelled, g: Guess): boolean {
  const unit = unitOf(g.unit);
  const times = Number(/^\s*(\d+)\s*x\s*\d/i.exec(label.line)?.[1] ?? 1);
  return label.amounts.some((a) => {
    const sameUnit = unit === a.unit || (a.unit === null && unit !== null && (SIZES.has(unit) ? label.size === unit : new RegExp(`\\b${unit}s?\\b`, 'i').test(label.line) && !/^(?:g|ml|l|kg|oz|lb|tsp|tbsp|cup|pint|fl oz)$/.test(unit)));
    if (a.quantity === null) return g.quantity === null ? a.unit === unit || a.unit === null : sameUnit;
    if (g.quantity === null) return false;
    if (sameUnit && (close(g.quantity, a.quantity) || close(g.quantity, a.quantity * times))) return true;
    const ours = unit ? BASE[unit] : undefined;
    const theirs = a.unit ? BASE[a.unit] : undefined;
    return Boolean(ours && theirs && ours.kind === theirs.kind && (close(g.quantity * ours.per, a.quantity * theirs.per) || close(g.quantity * ours.per, a.quantity * times * theirs.per)));
  });
}

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const matcher = snapshot.matcher();

const ours = (line: string): Guess => {
  const f = lineFood(line, snapshot);
  return { quantity: f.parsed.quantity, unit: f.parsed.unit, food: f.parsed.ingredient, slug: f.free ? 'free' : f.ingredient };
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

function score(labels: Labelled[], name: string, guess: (line: string) => Guess) {
  let amounts = 0;
  let matched = 0;
  let both = 0;
  const misses: string[] = [];
  const foods: string[] = [];
  const unmatched: string[] = [];
  for (const label of labels) {
    const g = guess(label.line);
    const match = g.slug === undefined ? matcher.match(g.food) : null;
    const slug = g.slug !== undefined ? g.slug : match && match.confidence >= MATCH_THRESHOLD ? match.slug : null;
    const right = amountRight(label, g);
    if (right) amounts += 1;
    if (slug) matched += 1;
    if (right && slug) both += 1;
    if (!right) misses.push(`  ${label.line}  →  ${g.quantity ?? '-'} ${g.unit ?? '-'}   want ${label.amounts.map((a) => `${a.quantity ?? '-'} ${a.unit ?? '-'}`).join(' | ')}${label.size ? ` (${label.size})` : ''}`);
    if (slug) foods.push(`  ${label.line}  →  ${slug}`);
    else unmatched.push(`  ${label.line}  (${g.food})`);
  }
  const pct = (n: number) => `${((100 * n) / labels.length).toFixed(1)} %`;
  console.log(`${name.padEnd(44)} quantity+unit ${pct(amounts).padStart(7)}   matched ${pct(matched).padStart(7)}   both ${pct(both).padStart(7)}`);
  return { misses, foods, unmatched };
}

if (!existsSync(DATA_DIR)) {
  console.log(`public labelled lines: ${DATA_DIR} not found, skipped`);
} else {
  const show = process.argv.includes('--misses');
  const showFoods = process.argv.includes('--foods');
  for (const [file, title, seed] of [
    ['bbc-ingredients-snapshot-2017.csv', 'BBC lines (strangetom/ingredient-parser, 1,000 labelled, seeded; target all right ≥ 95 %)', 33],
    ['cookstr-ingredients-snapshot-2017.csv', 'Cookstr lines (strangetom/ingredient-parser, 1,000 labelled, seeded; target all right ≥ 90 %)', 33],
  ] as const) {
    const labels = readSet(file, seed);
    console.log(`${title}: ${labels.length} lines`);
    const mine = score(labels, 'larder parser + matcher', ours);
    score(labels, 'parse-ingredient 3.0.0 + larder matcher', npmParseIngredient);
    score(labels, 'recipe-ingredient-parser-v3 1.5.0 + matcher', npmV3);
    if (show) console.log(mine.misses.join('\n'));
    if (process.argv.includes('--unmatched')) console.log(mine.unmatched.join('\n'));
    if (showFoods) console.log(mine.foods.slice(0, process.argv.includes("--all") ? undefined : 100).join('\n'));
  }
}
