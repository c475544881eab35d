/**
 * A recipe read from a web page's schema.org data: JSON-LD (a single object, a list, an `@graph`, nested
 * HowToSection and HowToStep, ISO 8601 durations, every form of recipeYield, images as text, objects or lists)
 * or microdata (itemprop names, read by the adapter into the same shape). Pure: no HTML, no network here.
 */

export interface ImportedRecipe {
  readonly name: string;
  readonly description: string;
  readonly cuisine: string | null;
  readonly category: string | null;
  readonly serves: number | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly lines: readonly string[];
  readonly steps: readonly string[];
  readonly imageUrl: string | null;
  readonly sourceUrl: string | null;
}

/** A microdata item as the adapter reads it: its types and its properties (text, or a nested item). */
export interface MicrodataItem {
  readonly type: readonly string[];
  readonly properties: Readonly<Record<string, ReadonlyArray<string | MicrodataItem>>>;
}

const MAX_DEPTH = 12;

/** The named entities recipe text uses beyond the basic ones ("180&deg;C", "&ndash;", "cr&egrave;me"). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  deg: '°', ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', times: '×', frac13: '⅓', frac23: '⅔', frac18: '⅛',
  eacute: 'é', egrave: 'è', ecirc: 'ê', aacute: 'á', agrave: 'à', acirc: 'â', iacute: 'í', oacute: 'ó', ocirc: 'ô', uacute: 'ú', uuml: 'ü', ouml: 'ö', auml: 'ä', ccedil: 'ç', ntilde: 'ñ', szlig: 'ß',
  pound: '£', euro: '€', middot: '·', bull: '•', reg: '®', trade: '™', copy: '©', minus: '−',
};

const decodeEntities = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(Math.min(parseInt(n, 16), 0x10ffff)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&([a-z]+\d*);/gi, (m, name: string) => NAMED_ENTITIES[name] ?? m)
    .replace(/&frac12;/g, '½')
    .replace(/&frac14;/g, '¼')
    .replace(/&frac34;/g, '¾')
    .replace(/&amp;/g, '&');

/** Text as a person reads it: tags dropped, entities decoded, spaces collapsed. */
export const plainText = (s: string) => decodeEntities(s.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

/** "PT1H30M" → 90; "P0DT0H20M" → 20; "PT45S" → 1; a plain number is minutes; anything else null. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(v);
  if (!m || v.toUpperCase() === 'P' || v.toUpperCase() === 'PT') return null;
  const [, d, h, min, s] = m;
  const total = Number(d ?? 0) * 1440 + Number(h ?? 0) * 60 + Number(min ?? 0) + Number(s ?? 0) / 60;
  return Number.isFinite(total) ? Math.ceil(total - 1e-9) : null;
}

/** recipeYield as sites write it: 4, "4", "4 servings", "Serves 4-6", ["4", "4 servings"], "Makes 12 muffins". */
export function yieldServes(value: unknown): number | null {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) return Math.min(50, Math.round(v));
    if (typeof v === 'string') {
      const m = /(\d+)/.exec(plainText(v));
      if (m) {
        const n = Number(m[1]);
        if (n > 0) return Math.min(50, n);
      }
    }
    if (v && typeof v === 'object' && 'value' in v) {
      const n = Number((v as { value: unknown }).value);
      if (n > 0) return Math.min(50, Math.round(n));
    }
  }
  return null;
}

const typesOf = (node: Record<string, unknown>): string[] => {
  const t = node['@type'];
  // Some sites (Tesco Real Food) write "recipe" in lower case: types are read in any case.
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
};

/** Every Recipe node in JSON-LD, however nested (@graph, lists, mainEntity, itemListElement). */
export function findRecipeNodes(json: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > MAX_DEPTH || json === null || typeof json !== 'object') return [];
  if (Array.isArray(json)) return json.flatMap((j) => findRecipeNodes(j, depth + 1));
  const node = json as Record<string, unknown>;
  if (typesOf(node).includes('recipe')) return [node];
  return ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item', 'about', 'hasPart'].flatMap((key) => (key in node ? findRecipeNodes(node[key], depth + 1) : []));
}

const text = (v: unknown): string => {
  if (typeof v === 'string') return plainText(v);
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(text).filter(Boolean).join(', ');
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return text(o.text ?? o.name ?? o['@value'] ?? '');
  }
  return '';
};

/** recipeInstructions: a string (one or many lines), HowToStep, HowToSection with itemListElement, lists of these. */
export function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > MAX_DEPTH || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    const withBreaks = value.replace(/<\/(p|li|div)>|<br\s*\/?>/gi, '\n');
    return withBreaks
      .split(/\n+/)
      .map(plainText)
      .map((s) => s.replace(/^(?:step\s*)?\d+[.):]\s*/i, ''))
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((v) => instructionSteps(v, depth + 1));
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const types = typesOf(node);
    if (types.includes('howtosection') || ('itemListElement' in node && !('text' in node))) {
      return instructionSteps(node.itemListElement, depth + 1);
    }
    const t = text(node.text ?? node.name ?? '');
    return t ? [t] : [];
  }
  return [];
}

/** image: "url", ["url", ...], {url}, [{url}], ImageObject with contentUrl. */
export function imageUrl(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || !value) return null;
  if (typeof value === 'string') return /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const u = imageUrl(v, depth + 1);
      if (u) return u;
    }
    return null;
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return imageUrl(o.url ?? o.contentUrl ?? o['@id'], depth + 1);
  }
  return null;
}

const lines = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\n+/) : [])
    .map((v) => text(v))
    .filter(Boolean);

function fromNode(node: Record<string, unknown>, sourceUrl: string | null): ImportedRecipe {
  const prep = isoDurationMinutes(node.prepTime);
  let cook = isoDurationMinutes(node.cookTime);
  const total = isoDurationMinutes(node.totalTime);
  // The page's own total wins when it is longer (marinating, rising, chilling): the extra counts as hands-off cooking time.
  if (total !== null && (cook === null || total > (prep ?? 0) + cook)) cook = Math.max(0, total - (prep ?? 0));
  return {
    name: text(node.name).slice(0, 120),
    description: text(node.description).slice(0, 2000),
    cuisine: text(node.recipeCuisine) || null,
    category: text(node.recipeCategory) || null,
    serves: yieldServes(node.recipeYield ?? node.yield),
    prepMinutes: prep,
    cookMinutes: cook,
    lines: lines(node.recipeIngredient ?? node.ingredients),
    steps: instructionSteps(node.recipeInstructions),
    imageUrl: imageUrl(node.image),
    sourceUrl,
  };
}

/** The first Recipe in the page's JSON-LD blocks that has ingredients; null when none has. */
export function recipeFromJsonLd(blocks: readonly unknown[], sourceUrl: string | null): ImportedRecipe | null {
  const nodes = blocks.flatMap((b) => findRecipeNodes(b));
  const recipes = nodes.map((n) => fromNode(n, sourceUrl)).filter((r) => r.lines.length > 0);
  return recipes[0] ?? null;
}

/** Microdata (itemtype schema.org/Recipe) read the same way: property names are schema.org's. */
export function recipeFromMicrodata(items: readonly MicrodataItem[], sourceUrl: string | null): ImportedRecipe | null {
  const toJson = (item: MicrodataItem, depth = 0): Record<string, unknown> => {
    const out: Record<string, unknown> = { '@type': item.type.map((t) => t.replace(/^https?:\/\/schema\.org\//, '')) };
    for (const [key, values] of Object.entries(item.properties)) {
      const converted = values.map((v) => (typeof v === 'string' ? v : depth < MAX_DEPTH ? toJson(v, depth + 1) : ''));
      out[key] = ['recipeIngredient', 'ingredients', 'recipeInstructions', 'image', 'itemListElement'].includes(key) ? converted : converted[0];
    }
    return out;
  };
  const all: MicrodataItem[] = [];
  const walk = (item: MicrodataItem, depth: number) => {
    if (depth > MAX_DEPTH) return;
    all.push(item);
    for (const values of Object.values(item.properties)) for (const v of values) if (typeof v !== 'string') walk(v, depth + 1);
  };
  items.forEach((i) => walk(i, 0));
  const recipe = all.find((i) => i.type.some((t) => /schema\.org\/Recipe$|^Recipe$/.test(t)));
  if (!recipe) return null;
  const imported = fromNode(toJson(recipe), sourceUrl);
  return imported.lines.length ? imported : null;
}

const HEADINGS = {
  ingredients: /^(?:ingredients?|you(?:'ll)? need|what you need|shopping list)\s*:?\s*$/i,
  method: /^(?:method|directions?|instructions?|steps?|preparation|how to make(?: it)?)\s*:?\s*$/i,
  serves: /^(?:serves|servings?|makes|yield)\s*:?\s*(\d+)/i,
};

/**
 * A recipe pasted as text (from a book or a message): the first line is the title; the lines under an
 * "Ingredients" heading are ingredients and those under "Method" (or "Instructions") are steps. Without
 * headings, lines that start with an amount are ingredients and the rest are steps.
 */
export function recipeFromText(input: string): ImportedRecipe | null {
  const rows = input.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const nonEmpty = rows.filter(Boolean);
  if (nonEmpty.length < 2) return null;
  let name = '';
  let serves: number | null = null;
  const description: string[] = [];
  const ingredientLines: string[] = [];
  const steps: string[] = [];
  let section: 'intro' | 'ingredients' | 'method' = 'intro';
  const hasHeadings = nonEmpty.some((l) => HEADINGS.ingredients.test(l));
  for (const row of nonEmpty) {
    const servesMatch = HEADINGS.serves.exec(row);
    if (servesMatch) {
      serves = Math.min(50, Number(servesMatch[1]));
      continue;
    }
    if (HEADINGS.ingredients.test(row)) {
      section = 'ingredients';
      continue;
    }
    if (HEADINGS.method.test(row)) {
      section = 'method';
      continue;
    }
    if (!name) {
      name = row.replace(/^#+\s*/, '').slice(0, 120);
      continue;
    }
    const looksLikeAmount = /^(?:[-•*]\s*)?(?:\d|[½¼¾⅓⅔]|an?\s|a\s+(?:pinch|handful|knob|few|couple)|juice|zest|salt|pepper|half)/i.test(row);
    if (hasHeadings) {
      if (section === 'ingredients') ingredientLines.push(row.replace(/^[-•*]\s*/, ''));
      else if (section === 'method') steps.push(row.replace(/^(?:step\s*)?\d+[.):]\s*/i, ''));
      else description.push(row);
    } else if (looksLikeAmount && steps.length === 0) ingredientLines.push(row.replace(/^[-•*]\s*/, ''));
    else if (ingredientLines.length) steps.push(row.replace(/^(?:step\s*)?\d+[.):]\s*/i, ''));
    else description.push(row);
  }
  if (!name || !ingredientLines.length) return null;
  return { name, description: description.join(' ').slice(0, 2000), cuisine: null, category: null, serves, prepMinutes: null, cookMinutes: null, lines: ingredientLines, steps, imageUrl: null, sourceUrl: null };
}
