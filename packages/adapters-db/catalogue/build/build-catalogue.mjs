#!/usr/bin/env node
// Builds the Larder ingredient catalogue from the curated sources and the shared reference data.
//
//   node packages/adapters-db/catalogue/build/build-catalogue.mjs
//
// Reads  sources/ingredient-definitions.json, sources/ingredient-aliases.json, sources/needs/*.json,
//        build/ons-reference-sizes.json and ../shared/data (beside the repository root).
// Writes generated/ingredients.json, generated/products.json, generated/build-report.json.
// Deterministic: no clocks, no randomness, keys and arrays sorted; the same inputs give byte-identical files.
// Exits 1 (writing nothing) when any definition is invalid.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogueDir = path.resolve(here, '..');
const repoRoot = path.resolve(catalogueDir, '../../..');
const dataDir = path.resolve(repoRoot, '../shared/data');
const sourcesDir = path.join(catalogueDir, 'sources');
const generatedDir = path.join(catalogueDir, 'generated');

// ---------------------------------------------------------------------------------------------
// Fixed vocabularies
// ---------------------------------------------------------------------------------------------
const AISLES = ['Meat & Poultry', 'Fish & Seafood', 'Fresh Produce', 'Dairy & Eggs', 'Bakery', 'Pantry Items',
  'Tins & Jars', 'Herbs & Spices', 'Frozen', 'Drinks'];
const ALLERGENS = ['celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard',
  'tree-nuts', 'peanuts', 'sesame', 'soya', 'sulphites'];
const CONTAINS = ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatine', 'alcohol',
  'non-halal-meat', 'animal-rennet', 'grain', 'legume', 'refined-sugar'];
const PACK_UNITS = ['g', 'ml', 'each'];
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// The ONS month used as the baseline: the latest column of avgprice.csv.
const ONS_MONTH = '2025-01-01';

// Chain index: Which? cheapest-supermarket analysis, July 2025, 76-item basket (see ../shared/data/README.md).
// Shelf prices without loyalty cards where Which? gives them; Sainsbury's July figure exists only with Nectar.
const CHAIN_INDEX_MONTH = '2025-07';
const CHAIN_BASKETS = [
  { chain: 'Aldi', basketGBP: 129.35, pricing: 'shelf price' },
  { chain: 'ASDA', basketGBP: 139.53, pricing: 'shelf price' },
  { chain: 'Lidl', basketGBP: 128.85, pricing: 'shelf price without Lidl Plus (GBP 128.00 with it)' },
  { chain: "Sainsbury's", basketGBP: 144.21, pricing: 'with Nectar (the only July 2025 figure Which? gives)' },
  { chain: 'Tesco', basketGBP: 145.10, pricing: 'shelf price without Clubcard (GBP 141.92 with it)' },
  { chain: 'Waitrose', basketGBP: 170.91, pricing: 'shelf price' },
];
const MEAN_BASKET = CHAIN_BASKETS.reduce((s, c) => s + c.basketGBP, 0) / CHAIN_BASKETS.length;
const CHAINS = CHAIN_BASKETS.map((c) => ({ ...c, index: c.basketGBP / MEAN_BASKET }));

const ATTRIBUTION = {
  ons: 'Source: Office for National Statistics, shopping prices comparison data, licensed under the Open Government Licence v3.0.',
  cofid: "Contains public sector information from McCance and Widdowson's Composition of Foods Integrated Dataset, licensed under the Open Government Licence v3.0.",
  sr26: 'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 26.',
  which: 'Chain price index from Which? monthly cheapest-supermarket analysis, July 2025 (76 items).',
};

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i += 1; } else { inQuotes = false; }
      } else { field += ch; }
    } else if (ch === '"') { inQuotes = true; }
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field); rows.push(row); row = []; field = '';
    } else { field += ch; }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Stable stringify: object keys sorted, arrays kept in the order the build gives them (already sorted).
function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    const out = {};
    for (const k of Object.keys(value).sort()) out[k] = stable(value[k]);
    return out;
  }
  return value;
}
const toJson = (v) => `${JSON.stringify(stable(v), null, 2)}\n`;

function roundHalfUp(x) {
  // Guard against binary noise (e.g. 172.49999999) before rounding half up.
  const cleaned = Math.round(x * 1e6) / 1e6;
  return Math.floor(cleaned + 0.5);
}
const round = (x, dp) => Math.round(x * 10 ** dp) / 10 ** dp;
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------
function loadCofid() {
  const rows = parseCsv(fs.readFileSync(path.join(dataDir, 'cofid/cofid-proximates.csv'), 'utf8').replace(/^\uFEFF/, ''));
  const header = rows[0];
  const col = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`CoFID column missing: ${name}`);
    return i;
  };
  const cols = {
    name: col('Food Name'),
    energyKcal: col('Energy (kcal) (kcal)'),
    proteinG: col('Protein (g)'),
    fatG: col('Fat (g)'),
    carbohydrateG: col('Carbohydrate (g)'),
    sugarsG: col('Total sugars (g)'),
    nsp: col('NSP (g)'),
    aoac: col('AOAC fibre (g)'),
  };
  const foods = new Map();
  for (const r of rows.slice(1)) {
    const code = (r[0] || '').trim();
    if (!/^\d+-\d+$/.test(code)) continue;
    foods.set(code, { code, name: r[cols.name].trim(), raw: r, cols });
  }
  return foods;
}

// CoFID cells: number, 'N' (not measured: unknown), 'Tr' (trace: 0), '' (unknown).
function cofidValue(food, key) {
  const cell = (food.raw[food.cols[key]] || '').trim();
  if (cell === '' || cell === 'N') return null;
  if (cell === 'Tr') return 0;
  const v = Number(cell);
  return Number.isFinite(v) ? v : null;
}

function loadSr26() {
  const text = fs.readFileSync(path.join(dataDir, 'usda-sr26/ABBREV.txt'), 'latin1');
  const foods = new Map();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const f = line.split('^').map((x) => x.replace(/^~|~$/g, ''));
    const num = (i) => (f[i] === undefined || f[i].trim() === '' ? null : Number(f[i]));
    foods.set(f[0], {
      ndb: f[0], desc: f[1],
      energyKcal: num(3), proteinG: num(4), fatG: num(5), carbohydrateG: num(7), fibreG: num(8),
      sugarsG: num(9), sodiumMg: num(15),
    });
  }
  const wtext = fs.readFileSync(path.join(dataDir, 'usda-sr26/WEIGHT.txt'), 'latin1');
  const weights = new Map();
  for (const line of wtext.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const f = line.split('^').map((x) => x.replace(/^~|~$/g, ''));
    weights.set(`${f[0]}#${Number(f[1])}`, { amount: Number(f[2]), desc: f[3], grams: Number(f[4]) });
  }
  return { foods, weights };
}

function loadOns() {
  const meta = new Map();
  const mrows = parseCsv(fs.readFileSync(path.join(dataDir, 'ons-average-prices/metadata.csv'), 'latin1'));
  const mh = mrows[0];
  for (const r of mrows.slice(1)) {
    if (!r[0]) continue;
    meta.set(r[0].trim(), { desc: r[mh.indexOf('ITEM_DESC')].trim().replace(/\s+/g, ' '), size: r[mh.indexOf('WEIGHT\\SIZE')].trim() });
  }
  const prows = parseCsv(fs.readFileSync(path.join(dataDir, 'ons-average-prices/avgprice.csv'), 'latin1'));
  const ph = prows[0];
  const latest = ph[ph.length - 1];
  const mi = ph.indexOf(ONS_MONTH);
  if (mi < 0) throw new Error(`avgprice.csv has no ${ONS_MONTH} column`);
  const prices = new Map();
  for (const r of prows.slice(1)) {
    if (!r[0]) continue;
    const v = (r[mi] || '').trim();
    if (v !== '') prices.set(r[0].trim(), Number(v));
  }
  return { meta, prices, latest };
}

// ---------------------------------------------------------------------------------------------
// Load everything
// ---------------------------------------------------------------------------------------------
const errors = [];
const warnings = [];
const err = (slug, msg) => errors.push(`${slug}: ${msg}`);

const cofid = loadCofid();
const sr26 = loadSr26();
const ons = loadOns();
if (ons.latest !== ONS_MONTH) warnings.push(`avgprice.csv latest month is ${ons.latest}, build uses ${ONS_MONTH}`);
const onsRef = readJson(path.join(here, 'ons-reference-sizes.json')).items;

const definitions = readJson(path.join(sourcesDir, 'ingredient-definitions.json'));
const aliasesFile = path.join(sourcesDir, 'ingredient-aliases.json');
const aliases = fs.existsSync(aliasesFile) ? readJson(aliasesFile) : {};

const needsDir = path.join(sourcesDir, 'needs');
const needs = [];
if (fs.existsSync(needsDir)) {
  for (const file of fs.readdirSync(needsDir).filter((f) => f.endsWith('.json')).sort()) {
    let arr;
    try { arr = readJson(path.join(needsDir, file)); } catch (e) { err(`needs/${file}`, `not valid JSON (${e.message})`); continue; }
    if (!Array.isArray(arr)) { err(`needs/${file}`, 'must be an array'); continue; }
    for (const n of arr) needs.push({ ...n, file });
  }
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------
const bySlug = new Map();
for (const d of definitions) {
  const s = d.slug;
  if (typeof s !== 'string' || !SLUG_RE.test(s)) { err(String(s), 'slug must be kebab-case'); continue; }
  if (bySlug.has(s)) err(s, 'duplicate slug');
  bySlug.set(s, d);
}

function weightFromSource(src) {
  const m = /^SR26 (\d{5}) seq (\d+)\b/.exec(src);
  if (!m) return null;
  const w = sr26.weights.get(`${m[1]}#${Number(m[2])}`);
  return w ? { ...w, ndb: m[1], seq: Number(m[2]) } : { missing: true, ndb: m[1], seq: Number(m[2]) };
}

// Quantity of a pack in the ONS reference unit (g, ml or each) for a definition.
function packInRefUnit(d, ref) {
  const { size, unit } = d.pack;
  if (unit === ref.unit) return size;
  let grams = null;
  if (unit === 'g') grams = size;
  else if (unit === 'ml') grams = d.density ? size * d.density : null;
  else if (unit === 'each') grams = d.unitWeights && d.unitWeights.each ? size * d.unitWeights.each : null;
  if (grams === null) return null;
  if (ref.unit === 'g') return grams;
  if (ref.unit === 'ml') return d.density ? grams / d.density : null;
  if (ref.unit === 'each') return ref.gramsEach ? grams / ref.gramsEach : null;
  return null;
}

for (const d of definitions) {
  const s = d.slug;
  if (typeof d.name !== 'string' || !d.name.trim()) err(s, 'missing name');
  if (!AISLES.includes(d.aisle)) err(s, `unknown aisle "${d.aisle}"`);
  if (d.cofid !== null && d.cofid !== undefined && !cofid.has(d.cofid)) err(s, `CoFID code ${d.cofid} not found in cofid-proximates.csv`);
  if (d.cofid === undefined) err(s, 'cofid must be present (null when CoFID has no match)');
  if (d.sr26 !== null && d.sr26 !== undefined && !sr26.foods.has(d.sr26)) err(s, `SR26 NDB_No ${d.sr26} not found in ABBREV.txt`);
  if (d.sr26 === undefined) err(s, 'sr26 must be present (null when SR26 has no match)');
  if (!Array.isArray(d.allergens)) err(s, 'allergens must be an array');
  else for (const a of d.allergens) if (!ALLERGENS.includes(a)) err(s, `unknown allergen "${a}"`);
  if (!Array.isArray(d.contains)) err(s, 'contains must be an array');
  else for (const c of d.contains) if (!CONTAINS.includes(c)) err(s, `unknown contains value "${c}"`);
  // Paleo's facts follow from the allergens where they can: gluten comes from a grain, soya and peanuts are legumes.
  if (Array.isArray(d.contains) && Array.isArray(d.allergens)) {
    if (d.allergens.includes('gluten') && !d.contains.includes('grain')) err(s, 'has gluten, so contains "grain"');
    if ((d.allergens.includes('soya') || d.allergens.includes('peanuts')) && !d.contains.includes('legume')) err(s, 'has soya or peanuts, so contains "legume"');
  }
  if (typeof d.perishable !== 'boolean') err(s, 'perishable must be true or false');
  if (d.density !== null && !(typeof d.density === 'number' && d.density > 0 && d.density < 3)) err(s, 'density must be null or a number of g/ml between 0 and 3');
  if (d.density !== null && !d.densitySource) err(s, 'density without densitySource');
  const uw = d.unitWeights || {};
  const ws = d.weightSources || {};
  for (const [u, g] of Object.entries(uw)) {
    if (!(typeof g === 'number' && g > 0)) { err(s, `unit weight "${u}" must be a positive number of grams`); continue; }
    if (['g', 'kg', 'ml', 'l', 'tsp', 'tbsp'].includes(u)) err(s, `"${u}" is a measure, not a counted unit`);
    const src = ws[u];
    if (!src || typeof src !== 'string') { err(s, `unit weight "${u}" has no source`); continue; }
    if (src.startsWith('SR26')) {
      const w = weightFromSource(src);
      if (!w) err(s, `unit weight "${u}": source "${src}" must read "SR26 <NDB_No> seq <Seq> ..."`);
      else if (w.missing) err(s, `unit weight "${u}": SR26 ${w.ndb} seq ${w.seq} not found in WEIGHT.txt`);
      else if (Math.abs(w.grams / w.amount - g) > 0.01) err(s, `unit weight "${u}" ${g} g does not match SR26 ${w.ndb} seq ${w.seq} (${w.grams / w.amount} g)`);
    } else if (!/^estimate: .{8,}/.test(src)) err(s, `unit weight "${u}" source must be "SR26 <NDB_No> seq <Seq>" or "estimate: <reason>"`);
  }
  for (const u of Object.keys(ws)) if (!(u in uw)) err(s, `weightSources has "${u}" but unitWeights does not`);
  if (!d.pack || typeof d.pack !== 'object') err(s, 'missing pack');
  else {
    if (!(typeof d.pack.size === 'number' && d.pack.size > 0)) err(s, 'pack.size must be a positive number');
    if (!PACK_UNITS.includes(d.pack.unit)) err(s, `pack.unit must be one of ${PACK_UNITS.join(', ')}`);
    if (d.pack.unit === 'each' && !uw.each) err(s, '"each" pack needs unitWeights.each');
  }
  const p = d.price;
  if (!p || typeof p !== 'object') err(s, 'missing price');
  else {
    const id = p.ons ?? p.derivedFrom;
    if (p.ons && p.derivedFrom) err(s, 'price has both ons and derivedFrom');
    if (!id) err(s, 'price needs "ons" or "derivedFrom"');
    else if (!ons.prices.has(id)) err(s, `ONS item ${id} has no ${ONS_MONTH} price in avgprice.csv`);
    else if (!onsRef[id]) err(s, `ONS item ${id} has no entry in build/ons-reference-sizes.json`);
    else if (d.pack && packInRefUnit(d, onsRef[id]) === null) err(s, `cannot express the pack (${d.pack.size} ${d.pack.unit}) in the unit of ONS item ${id} (${onsRef[id].unit}); add density or unitWeights.each`);
    if (p.ons && !p.basis) err(s, 'ONS price needs a basis');
    if (p.derivedFrom && !(typeof p.factor === 'number' && p.factor > 0)) err(s, 'derived price needs a positive factor');
    if (p.derivedFrom && !(typeof p.reason === 'string' && p.reason.length > 10)) err(s, 'derived price needs a reason');
  }
}

for (const [from, to] of Object.entries(aliases)) {
  if (!SLUG_RE.test(from)) err(`alias ${from}`, 'alias must be kebab-case');
  if (bySlug.has(from)) err(`alias ${from}`, 'alias is also a defined slug');
  if (!bySlug.has(to)) err(`alias ${from}`, `points to unknown slug "${to}"`);
}
const needsReport = [];
for (const n of needs) {
  const slug = n && n.slug;
  if (!slug) { err(`needs/${n.file}`, 'entry without slug'); continue; }
  let status;
  if (bySlug.has(slug)) status = 'defined';
  else if (aliases[slug] && bySlug.has(aliases[slug])) status = `alias of ${aliases[slug]}`;
  else { err(`needs/${n.file}`, `slug "${slug}" is not defined and has no alias`); status = 'MISSING'; }
  needsReport.push({ file: n.file, slug, status });
}

if (errors.length) {
  console.error(`Catalogue build FAILED: ${errors.length} problem(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Nutrition
// ---------------------------------------------------------------------------------------------
const NUTRIENTS = ['energyKcal', 'proteinG', 'carbohydrateG', 'fatG', 'fibreG', 'sugarsG', 'saltG'];

function nutritionFor(d) {
  const cf = d.cofid ? cofid.get(d.cofid) : null;
  const sr = d.sr26 ? sr26.foods.get(d.sr26) : null;
  const out = {};
  for (const key of ['energyKcal', 'proteinG', 'carbohydrateG', 'fatG', 'sugarsG']) {
    const v = cf ? cofidValue(cf, key) : null;
    if (v !== null) { out[key] = { value: v, source: 'CoFID', code: cf.code }; continue; }
    if (sr && key === 'carbohydrateG' && sr.carbohydrateG !== null) {
      // SR26 carbohydrate is "by difference" (includes fibre); UK figures are available carbohydrate.
      if (sr.fibreG !== null) out[key] = { value: round(Math.max(0, sr.carbohydrateG - sr.fibreG), 2), source: 'SR26', code: sr.ndb, method: 'carbohydrate by difference minus total dietary fibre' };
      else out[key] = { value: sr.carbohydrateG, source: 'SR26', code: sr.ndb, method: 'carbohydrate by difference (includes any fibre)' };
      continue;
    }
    if (sr && sr[key] !== null) { out[key] = { value: sr[key], source: 'SR26', code: sr.ndb }; continue; }
    out[key] = { value: null, source: null, code: null, note: 'unknown' };
  }
  // Fibre: CoFID AOAC first, CoFID NSP (Englyst) as fallback, then SR26 total dietary fibre (an AOAC method).
  const aoac = cf ? cofidValue(cf, 'aoac') : null;
  const nsp = cf ? cofidValue(cf, 'nsp') : null;
  if (aoac !== null) out.fibreG = { value: aoac, source: 'CoFID', code: cf.code, method: 'AOAC' };
  else if (nsp !== null) out.fibreG = { value: nsp, source: 'CoFID', code: cf.code, method: 'NSP' };
  else if (sr && sr.fibreG !== null) out.fibreG = { value: sr.fibreG, source: 'SR26', code: sr.ndb, method: 'total dietary fibre (AOAC)' };
  else out.fibreG = { value: null, source: null, code: null, note: 'unknown' };
  // Salt from SR26 sodium (CoFID proximates carry no sodium).
  if (sr && sr.sodiumMg !== null) out.saltG = { value: round((sr.sodiumMg * 2.5) / 1000, 3), source: 'SR26', code: sr.ndb, method: 'sodium mg x 2.5 / 1000' };
  else out.saltG = { value: null, source: null, code: null, note: 'unknown' };
  return out;
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------
function fmtQty(size, unit) {
  if (unit === 'each') return size === 1 ? 'each' : `x${size}`;
  if (unit === 'ml') {
    if (size % 568 === 0) return `${size / 568} pint${size === 568 ? '' : 's'}`;
    return size >= 1000 ? `${round(size / 1000, 3)}L` : `${size}ml`;
  }
  return size >= 1000 ? `${round(size / 1000, 3)}kg` : `${size}g`;
}

function baselineFor(d) {
  const p = d.price;
  const id = p.ons ?? p.derivedFrom;
  const ref = onsRef[id];
  const gbp = ons.prices.get(id);
  const qty = packInRefUnit(d, ref);
  const factor = p.ons ? 1 : p.factor;
  const pence = gbp * 100 * (qty / ref.size) * factor;
  const meta = ons.meta.get(id) || { desc: '?', size: '?' };
  const refText = `${ref.size} ${ref.unit}`;
  const basis = `ONS ${id} '${meta.desc}' (${meta.size || 'no size'}; taken as ${refText}: ${ref.from}) GBP ${gbp.toFixed(2)} in ${ONS_MONTH.slice(0, 7)}`
    + ` x pack ${round(qty, 3)} ${ref.unit} / ${refText}`
    + (p.ons ? '' : ` x factor ${factor}`)
    + ` = ${round(pence, 2)}p national average`;
  return { id, pence, basis, kind: p.ons ? 'ons' : 'derived', desc: meta.desc };
}

// ---------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------
const sorted = [...definitions].sort((a, b) => cmp(a.slug, b.slug));
const ingredients = [];
const products = [];
const coverage = Object.fromEntries(NUTRIENTS.map((k) => [k, { known: 0, CoFID: 0, SR26: 0, unknown: 0 }]));
const fibreMethods = {};
let withCofid = 0;
let withSr26 = 0;
let sr26Only = 0;
let neither = 0;
let pricedOns = 0;
let pricedDerived = 0;
const perChain = Object.fromEntries(CHAINS.map((c) => [c.chain, 0]));

// Foods neither dataset has may declare their make-up: unknown figures are then the weighted sum of
// their components' figures (source "Composition", with the components named), never a guess.
const baseNutrition = new Map(sorted.map((d) => [d.slug, nutritionFor(d)]));
function composedNutrition(d) {
  const own = baseNutrition.get(d.slug);
  if (!d.composition) return own;
  const out = { ...own };
  const code = d.composition.map((c) => `${Math.round(c.share * 100)}% ${c.slug}`).join(' + ');
  for (const key of NUTRIENTS) {
    if (own[key].value !== null) continue;
    let total = 0;
    let known = true;
    for (const c of d.composition) {
      const part = baseNutrition.get(c.slug)?.[key];
      if (!part || part.value === null) known = false;
      else total += part.value * c.share;
    }
    out[key] = known ? { value: round(total, 3), source: 'Composition', code, method: d.compositionNote } : own[key];
  }
  return out;
}

for (const d of sorted) {
  const nutrition = composedNutrition(d);
  if (d.cofid) withCofid += 1;
  if (d.sr26) withSr26 += 1;
  if (!d.cofid && d.sr26) sr26Only += 1;
  if (!d.cofid && !d.sr26) neither += 1;
  for (const k of NUTRIENTS) {
    const n = nutrition[k];
    if (n.value === null) coverage[k].unknown += 1;
    else { coverage[k].known += 1; coverage[k][n.source] = (coverage[k][n.source] ?? 0) + 1; }
  }
  const fm = nutrition.fibreG.value === null ? 'unknown' : `${nutrition.fibreG.source} ${nutrition.fibreG.method}`;
  fibreMethods[fm] = (fibreMethods[fm] || 0) + 1;
  ingredients.push({ ...d, allergens: [...d.allergens].sort(), contains: [...d.contains].sort(), nutritionPer100g: nutrition });

  const base = baselineFor(d);
  if (base.kind === 'ons') pricedOns += 1; else pricedDerived += 1;
  for (const c of CHAINS) {
    const pence = roundHalfUp(base.pence * c.index);
    products.push({
      ingredient: d.slug,
      chain: c.chain,
      name: `${d.name} ${fmtQty(d.pack.size, d.pack.unit)}`,
      packSize: d.pack.size,
      packUnit: d.pack.unit,
      pricePence: pence,
      priceDate: ONS_MONTH,
      chainIndexMonth: CHAIN_INDEX_MONTH,
      estimate: true,
      source: base.kind === 'ons'
        ? `Estimate: ONS average price (${ONS_MONTH.slice(0, 7)}, item ${base.id}) x Which? ${CHAIN_INDEX_MONTH} chain index`
        : `Estimate: derived from ONS average price (${ONS_MONTH.slice(0, 7)}, item ${base.id}) x factor x Which? ${CHAIN_INDEX_MONTH} chain index`,
      basis: `${base.basis}; x ${c.chain} index ${round(c.index, 4)} (Which? ${CHAIN_INDEX_MONTH} basket GBP ${c.basketGBP.toFixed(2)} ${c.pricing} / mean GBP ${round(MEAN_BASKET, 4)}) = ${round(base.pence * c.index, 2)}p, rounded half up`,
    });
    perChain[c.chain] += 1;
  }
}
products.sort((a, b) => cmp(a.ingredient, b.ingredient) || cmp(a.chain, b.chain));

const report = {
  counts: {
    ingredients: sorted.length,
    withCofid,
    withSr26,
    sr26Only,
    withNeither: neither,
    aliases: Object.keys(aliases).length,
    needsEntries: needs.length,
    products: products.length,
  },
  nutritionCoverage: coverage,
  fibreMethods,
  productsPerChain: perChain,
  pricing: {
    pricedFromOnsItem: pricedOns,
    derivedFromNearestOnsItem: pricedDerived,
    onsBaselineMonth: ONS_MONTH,
    chainIndex: {
      source: `Which? cheapest-supermarket analysis, ${CHAIN_INDEX_MONTH} (76-item basket)`,
      meanBasketGBP: round(MEAN_BASKET, 4),
      chains: CHAINS.map((c) => ({ chain: c.chain, basketGBP: c.basketGBP, pricing: c.pricing, index: round(c.index, 4) })),
      note: "index = chain basket / mean basket of the six chains; Sainsbury's July 2025 figure is with Nectar because Which? gives no shelf-price figure that month; every product price is an estimate",
    },
    rounding: 'pence rounded half up to whole pence',
  },
  needs: needsReport.sort((a, b) => cmp(a.file, b.file) || cmp(a.slug, b.slug)),
  warnings,
  attribution: ATTRIBUTION,
};

fs.mkdirSync(generatedDir, { recursive: true });
fs.writeFileSync(path.join(generatedDir, 'ingredients.json'), toJson(ingredients));
fs.writeFileSync(path.join(generatedDir, 'products.json'), toJson(products));
fs.writeFileSync(path.join(generatedDir, 'build-report.json'), toJson(report));

const pad = (s, n) => String(s).padEnd(n);
console.log('Larder catalogue build OK');
console.log(`  ingredients            ${sorted.length}`);
console.log(`  with CoFID             ${withCofid}`);
console.log(`  with SR26              ${withSr26}`);
console.log(`  SR26 only (no CoFID)   ${sr26Only}`);
console.log(`  neither                ${neither}`);
console.log(`  aliases                ${Object.keys(aliases).length}`);
console.log(`  needs entries          ${needs.length} (all covered)`);
console.log('  nutrition coverage (known / CoFID / SR26 / unknown):');
for (const k of NUTRIENTS) console.log(`    ${pad(k, 14)} ${coverage[k].known} / ${coverage[k].CoFID} / ${coverage[k].SR26} / ${coverage[k].unknown}`);
console.log(`  priced from ONS item   ${pricedOns}`);
console.log(`  priced derived         ${pricedDerived}`);
console.log('  products per chain:');
for (const c of CHAINS) console.log(`    ${pad(c.chain, 12)} ${perChain[c.chain]}  (index ${round(c.index, 4)})`);
console.log(`  products total         ${products.length}`);
for (const w of warnings) console.log(`  warning: ${w}`);
