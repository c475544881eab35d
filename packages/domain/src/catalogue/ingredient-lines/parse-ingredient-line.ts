/**
 * One free-text ingredient line ("2 x 400g tins chopped tomatoes", "Juice of ½ lime", "200g/7oz plain flour")
 * into quantity, unit, ingredient and preparation. Pure: no catalogue here; the matcher names the food.
 *
 * Rules the labelled set (packages/cli/bench/data/ingredient-lines.json) holds us to:
 * - a multiplier multiplies ("2 x 400g" is 800 g);
 * - a metric figure beside an imperial one wins ("200g/7oz" is 200 g; "1½ cups (190 g)" is 190 g);
 * - a range keeps its low end as the quantity and its high end as `quantityMax`;
 * - a counted food has no unit (null) unless a size or a measure word is given ("3 medium onions": medium);
 * - "to taste", "for frying", "to serve" and "optional" are notes, and such a line may have no quantity.
 */

export const UNITS = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb', 'fl oz', 'pint'] as const;

export interface ParsedIngredientLine {
  readonly raw: string;
  /** The amount (a range's low end); null when the line gives none ("salt, to taste"). */
  readonly quantity: number | null;
  /** A range's high end ("2-3 cloves": 3). */
  readonly quantityMax: number | null;
  /** Canonical unit: g, kg, ml, l, tsp, tbsp, cup, oz, lb, fl oz, pint, or a counted word (clove, tin, handful, medium...); null for a plain count. */
  readonly unit: string | null;
  /** The food as written, without amounts, preparation or notes ("chopped tomatoes"). */
  readonly ingredient: string;
  readonly preparation: string | null;
  readonly notes: string | null;
  /** A line that is a heading ("For the sauce:") rather than food. */
  readonly heading: boolean;
}

const UNIT_WORDS: Record<string, string> = {
  g: 'g', gr: 'g', grs: 'g', gram: 'g', grams: 'g', gramme: 'g', grammes: 'g',
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', kilogramme: 'kg', kilogrammes: 'kg',
  ml: 'ml', mls: 'ml', millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml',
  cl: 'cl', l: 'l', ltr: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  tsp: 'tsp', tsps: 'tsp', teaspoon: 'tsp', teaspoons: 'tsp', teaspoonful: 'tsp', teaspoonfuls: 'tsp',
  tbsp: 'tbsp', tbsps: 'tbsp', tbs: 'tbsp', tbl: 'tbsp', tblsp: 'tbsp', tablespoon: 'tbsp', tablespoons: 'tbsp', tablespoonful: 'tbsp', tablespoonfuls: 'tbsp',
  dsp: 'dsp', dessertspoon: 'dsp', dessertspoons: 'dsp',
  cup: 'cup', cups: 'cup', mug: 'cup', mugs: 'cup',
  oz: 'oz', ozs: 'oz', ounce: 'oz', ounces: 'oz',
  lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  floz: 'fl oz', pint: 'pint', pints: 'pint', pt: 'pint', pts: 'pint', quart: 'quart', quarts: 'quart',
};
/** Counted measures: a unit when they follow the amount ("2 cloves garlic", "a handful of basil"). */
const COUNT_WORDS: Record<string, string> = {
  clove: 'clove', cloves: 'clove', tin: 'tin', tins: 'tin', can: 'tin', cans: 'tin', jar: 'jar', jars: 'jar',
  pack: 'pack', packs: 'pack', packet: 'pack', packets: 'pack', bag: 'bag', bags: 'bag', carton: 'carton', cartons: 'carton', tub: 'tub', tubs: 'tub', bottle: 'bottle', bottles: 'bottle',
  bunch: 'bunch', bunches: 'bunch', handful: 'handful', handfuls: 'handful', pinch: 'pinch', pinches: 'pinch', dash: 'dash', dashes: 'dash',
  splash: 'splash', drizzle: 'drizzle', glug: 'glug', knob: 'knob', knobs: 'knob', sprig: 'sprig', sprigs: 'sprig', slice: 'slice', slices: 'slice',
  rasher: 'rasher', rashers: 'rasher', stick: 'stick', sticks: 'stick', sheet: 'sheet', sheets: 'sheet', piece: 'piece', pieces: 'piece',
  fillet: 'fillet', fillets: 'fillet', head: 'head', heads: 'head', stalk: 'stalk', stalks: 'stalk', ball: 'ball', balls: 'ball',
  cube: 'cube', cubes: 'cube', sachet: 'sachet', sachets: 'sachet', pot: 'pot', pots: 'pot', pouch: 'pouch', pouches: 'pouch', nest: 'nest', nests: 'nest',
  floret: 'floret', florets: 'floret', spear: 'spear', spears: 'spear', scoop: 'scoop', scoops: 'scoop', thumb: 'thumb', bulb: 'bulb', bulbs: 'bulb',
  leaf: 'leaf', leaves: 'leaf', 'thumb-sized': 'thumb', 'thumb-size': 'thumb',
  square: 'square', squares: 'square', block: 'block', blocks: 'block', loaf: 'loaf', loaves: 'loaf', pod: 'pod', pods: 'pod',
  small: 'small', medium: 'medium', large: 'large', big: 'large', 'medium-sized': 'medium', 'large-sized': 'large', 'small-sized': 'small',
};
/** Container words after a weight ("2 x 400g tins ...") say nothing the weight has not. */
const CONTAINERS = new Set(['tin', 'tins', 'can', 'cans', 'jar', 'jars', 'pack', 'packs', 'packet', 'packets', 'bag', 'bags', 'tub', 'tubs', 'pot', 'pots', 'carton', 'cartons', 'bottle', 'bottles', 'pouch', 'pouches', 'block', 'blocks', 'ball', 'balls', 'bunch', 'bunches', 'tray', 'trays']);
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  half: 0.5, quarter: 0.25, dozen: 12, couple: 2, few: 3, several: 4,
};
const FRACTIONS: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8' };
/** Notes that end a line: they are about use, not amount. */
const NOTE_PHRASES = /\b(to taste|to serve|for serving|for frying|for greasing|for dusting|for drizzling|for the tin|for garnish|to garnish|optional|if you like|if liked|as needed|plus extra[^,]*|plus more[^,]*)\b/i;
/** "Juice of ½ lime", "zest and juice of 1 orange", "the grated zest of 2 lemons". */
const PART_OF = /^(?:the\s+)?((?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind|zest and juice|juice and zest|juice and grated zest|grated zest and juice|leaves|flesh|seeds|whites?|yolks?))\s+(?:from|of)\s+/i;

const NUM = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?)`;
const PREP_VERB = String.raw`(?:(?:very|finely|roughly|coarsely|thinly|thickly|freshly|lightly|well|fairly|then)\s+)?(?:chopped|diced|sliced|grated|crushed|minced|peeled|deseeded|seeded|softened|melted|beaten|shredded|halved|quartered|trimmed|torn|cubed|mashed|drained|rinsed|washed|zested|juiced|squeezed|bashed|bruised|cut|snipped|picked|stoned|pitted|cored|segmented|julienned|toasted|defrosted|thawed|cooked|sifted)`;
/** A preparation ending a food with no comma: verbs joined by "and", then perhaps "into strips", "in half", "lengthways". */
const TRAILING_PREPARATION = new RegExp(String.raw`\s${PREP_VERB}(?:\s*(?:,|and|or|&)\s*${PREP_VERB})*(?:\s+(?:into|in|on|to|lengthways|widthways|diagonally|at room temperature|from|with|and)\b.*)?$`, 'i');

function toNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) === 0 ? null : Number(frac[1]) / Number(frac[2]);
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Unicode fractions to ascii ("1½" → "1 1/2"), dashes and odd spaces made plain. */
export function normaliseLine(line: string): string {
  let s = line;
  for (const [glyph, ascii] of Object.entries(FRACTIONS)) s = s.replaceAll(glyph, ` ${ascii}`);
  s = s.normalize('NFKC').replace(/[\u2044\u2215]/g, '/');
  return s
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/^\s*(?:[-*•·▢☐□✓]|\d+[.)](?=\s+\D))\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Amount {
  quantity: number;
  quantityMax: number | null;
  unit: string | null;
  rest: string;
}

/** Reads one amount at the start of `s`: a number or number word, an optional range, and a unit. */
function readAmount(s: string): Amount | null {
  // "2.5cm piece ginger", "5cm chunk of ginger": a length of root, weighed by the centimetre (see line-food).
  // "2½cm/1in piece", "1-inch piece", "1 inch fresh ginger": inches are 2.54 cm.
  const piece = new RegExp(String.raw`^(?:an?\s+|one\s+)?(${NUM})\s*-?\s*(cm|in|inch|inches)\b(?:\s*\/\s*[\d\s\/.]+\s*(?:in|inch|inches|cm)\b)?\s*(?:(?:piece|chunk|knob|length)s?\s+(?:of\s+)?)?`, 'i').exec(s);
  if (piece && (piece[2]!.toLowerCase() === 'cm' || /^(?:piece|chunk|knob|length|fresh|root|ginger|galangal|turmeric|cinnamon)/i.test(s.slice(piece[0].length)))) {
    const figure = toNumber(piece[1]!)!;
    return { quantity: piece[2]!.toLowerCase() === 'cm' ? figure : Math.round(figure * 254) / 100, quantityMax: null, unit: 'cm', rest: s.slice(piece[0].length) };
  }
  let m = new RegExp(`^(${NUM})(?:\\s*(?:-|to|or)\\s*(${NUM}))?\\s*`, 'i').exec(s);
  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let rest = s;
  if (m) {
    quantity = toNumber(m[1]!);
    quantityMax = m[2] ? toNumber(m[2]) : null;
    rest = s.slice(m[0].length);
  } else {
    const bare = /^(?:an?\s+)?(?:small|large|big|generous|good|heaped|level)?\s*(bunch|handful|pinch|knob|splash|glug|drizzle|dash|sprig)\b\s*/i.exec(s);
    if (bare) return { quantity: 1, quantityMax: null, unit: COUNT_WORDS[bare[1]!.toLowerCase()]!, rest: s.slice(bare[0].length) };
    m = /^(a\s+couple\s+of|a\s+few|a\s+dozen|half\s+a|half\s+an|a\s+half|a\s+quarter(?:\s+of)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|dozen|several|couple\s+of|few)\b\s*/i.exec(s);
    if (!m) return null;
    const words = m[1]!.toLowerCase().replace(/\s+of$/, '').split(/\s+/);
    quantity = words.includes('half') ? 0.5 : words.includes('quarter') ? 0.25 : (NUMBER_WORDS[words[words.length - 1]!] ?? 1);
    rest = s.slice(m[0].length);
    const range = /^(?:-|to|or)\s*(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b\s*/i.exec(rest);
    if (range) {
      quantityMax = NUMBER_WORDS[range[1]!.toLowerCase()] ?? toNumber(range[1]!);
      rest = rest.slice(range[0].length);
    }
  }
  if (quantity === null || !Number.isFinite(quantity)) return null;
  // "3 thick slices", "8 very thin slices": the thickness is not the measure.
  rest = rest.replace(/^(?:(?:very\s+)?(?:thick|thin|fine))\s+(?=slices?\b)/i, '');
  // "8-ounce", "400-g": a hyphen between the figure and its unit.
  const hyphenUnit = /^-\s*(?=[a-z])/i.exec(rest);
  if (hyphenUnit && UNIT_WORDS[/^[a-z]+/i.exec(rest.slice(hyphenUnit[0].length))![0].toLowerCase()]) rest = rest.slice(hyphenUnit[0].length);
  const unitMatch = /^(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z][a-z-]*\.?)(?=[\s,.)(/]|$)\s*/i.exec(rest);
  let unit: string | null = null;
  if (unitMatch) {
    const word = unitMatch[1]!.toLowerCase().replace(/\.$/, '');
    const key = word.replace(/\s+/g, '').replace(/^fluidounces?$/, 'floz').replace(/^fl\.?oz\.?$/, 'floz');
    if (UNIT_WORDS[key]) unit = UNIT_WORDS[key]!;
    else if (COUNT_WORDS[word]) unit = COUNT_WORDS[word]!;
    if (unit) rest = rest.slice(unitMatch[0].length);
  }
  // "1 heaped tbsp", "2 level tsp", "a large handful": the size word before the measure.
  if (!unit || unit === 'small' || unit === 'medium' || unit === 'large') {
    const after = /^(?:heaped|heaping|level|rounded|generous|good|scant|big|small|large)?\s*(tbsp|tsp|tablespoons?|teaspoons?|handfuls?|pinch(?:es)?|bunch(?:es)?|knob|splash|glug|drizzle|dash|cloves?|heads?)\b\.?\s*/i.exec(rest);
    if (after && (unit === null || /^(?:heaped|heaping|level|rounded|generous|good|scant)/i.test(rest) || unit)) {
      const w = after[1]!.toLowerCase();
      const mapped = UNIT_WORDS[w] ?? COUNT_WORDS[w];
      if (mapped && (unit === null || ['handful', 'pinch', 'bunch', 'knob', 'splash', 'glug', 'drizzle', 'dash', 'clove', 'head'].includes(mapped))) {
        unit = mapped;
        rest = rest.slice(after[0].length);
      }
    } else {
      const level = /^(?:heaped|heaping|level|rounded|generous|good|scant)\s+/i.exec(rest);
      if (level) rest = rest.slice(level[0].length);
    }
  }
  if (unit === 'cl') return { quantity: quantity * 10, quantityMax: quantityMax === null ? null : quantityMax * 10, unit: 'ml', rest };
  if (unit === 'dsp') return { quantity: quantity * 2, quantityMax: quantityMax === null ? null : quantityMax * 2, unit: 'tsp', rest };
  if (unit === 'quart') return { quantity: quantity * 2, quantityMax: quantityMax === null ? null : quantityMax * 2, unit: 'pint', rest };
  return { quantity, quantityMax, unit, rest };
}

const METRIC = new Set(['g', 'kg', 'ml', 'l']);
const IMPERIAL = new Set(['oz', 'lb', 'fl oz', 'pint', 'cup']);

/** An imperial second figure after a slash or in brackets: "/7oz", "/2lb 4oz", "(9fl oz)". */
function skipAlternative(rest: string): { rest: string; alt: Amount | null } {
  const slash = /^\/\s*/.exec(rest);
  if (!slash) return { rest, alt: null };
  let r = rest.slice(slash[0].length);
  const first = readAmount(r);
  if (!first || !first.unit) return { rest, alt: null };
  r = first.rest;
  // "2lb 4oz": a second part of the same figure.
  const second = readAmount(r);
  if (second && second.unit && (second.unit === 'oz' || second.unit === 'fl oz')) r = second.rest;
  return { rest: r, alt: first };
}

function splitNotes(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  let t = text.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  t = t.replace(/\[([^\]]*)\]/g, (_m, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  return { text: t.replace(/\s+/g, ' ').trim(), notes };
}

export function parseIngredientLine(raw: string): ParsedIngredientLine {
  const line = normaliseLine(raw);
  const heading = /:\s*$/.test(line) || /^for the\b/i.test(line) && !/\d/.test(line);
  if (heading) {
    return { raw, quantity: null, quantityMax: null, unit: null, ingredient: line.replace(/:\s*$/, ''), preparation: null, notes: null, heading: true };
  }
  let rest = line;
  let preparation: string[] = [];
  const notes: string[] = [];

  const part = PART_OF.exec(rest);
  if (part) {
    preparation.push(part[1]!.toLowerCase());
    rest = rest.slice(part[0].length);
  }

  // "about 200g", "scant 1 tsp", "a generous 2 tbsp": an approximate amount is still the amount.
  rest = rest.replace(/^(?:(?:a|an)\s+)?(?:about|approx\.?|approximately|around|roughly|circa|c\.|scant|generous|good|up to|just under|just over)\s+(?=\d|(?:a|an|one|two|three|four|five|six|half)\b)/i, '');
  let amount = readAmount(rest);
  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: string | null = null;
  if (amount) {
    quantity = amount.quantity;
    quantityMax = amount.quantityMax;
    unit = amount.unit;
    rest = amount.rest;
    // A multiplier: "2 x 400g tins", "2 × 400g", "2 (400g) tins".
    const times = /^(?:x|×|\*)\s*/i.exec(rest);
    // "2 (400g) tins", and US style "1 14-ounce can", "2 12-ounce bags": a count of packs of a stated size.
    const bracketed = unit === null ? (/^\(\s*(\d[^)]*)\)\s*/.exec(rest) ?? /^((\d+(?:[.,]\d+)?)\s*-?\s*(?:ounces?|oz|pounds?|lbs?|g|grams?|ml|kg))\s+(?=(?:tins?|cans?|jars?|bags?|packs?|packages?|packets?|boxes|box|bottles?|cartons?|tubs?|pieces?|fillets?|steaks?)\b)/i.exec(rest)) : null;
    if (times || bracketed) {
      const inner = times ? readAmount(rest.slice(times[0].length)) : readAmount(bracketed![1]!);
      if (inner && (inner.unit === null || !['small', 'medium', 'large'].includes(inner.unit))) {
        const factor = quantity;
        quantity = factor * inner.quantity;
        quantityMax = quantityMax === null ? null : quantityMax * inner.quantity;
        unit = inner.unit;
        rest = times ? inner.rest : rest.slice(bracketed![0].length);
      }
    }
    const alt = skipAlternative(rest);
    rest = alt.rest;
    // "1½ cups (190 g) flour", "8oz (225g) butter": the metric figure in brackets wins over a cup or ounces.
    const paren = /^\(\s*([^)]*)\)\s*/.exec(rest);
    if (paren) {
      const inner = readAmount(paren[1]!.replace(/^(?:about|approx\.?|approximately|around|roughly|c\.)\s*/i, ''));
      if (inner && inner.unit && METRIC.has(inner.unit) && inner.rest.trim() === '' && (unit === null || IMPERIAL.has(unit) || !METRIC.has(unit))) {
        if (unit === null || IMPERIAL.has(unit)) {
          const multiplier = unit === null ? quantity : 1;
          quantity = inner.quantity * (unit === null ? multiplier! : 1);
          quantityMax = null;
          unit = inner.unit;
        } else notes.push(paren[1]!.trim());
        rest = rest.slice(paren[0].length);
      }
    }
    if (unit && (METRIC.has(unit) || IMPERIAL.has(unit))) {
      const container = /^([a-z]+)\b\s*/i.exec(rest);
      if (container && CONTAINERS.has(container[1]!.toLowerCase())) rest = rest.slice(container[0].length);
    } else if (unit === null) {
      // "3 medium onions", "2 large free-range eggs", "1 small bunch coriander".
      const size = /^(small|medium|large|big|medium-sized|large-sized|small-sized)\s+/i.exec(rest);
      if (size) {
        unit = COUNT_WORDS[size[1]!.toLowerCase()]!;
        rest = rest.slice(size[0].length);
        const measure = /^(bunch(?:es)?|handfuls?|pinch(?:es)?|knob|tins?|cans?|jars?|pieces?|heads?|sprigs?|cloves?|slices?)\b\s*/i.exec(rest);
        if (measure) {
          unit = COUNT_WORDS[measure[1]!.toLowerCase()]!;
          rest = rest.slice(measure[0].length);
        }
      }
    }
  }
  if (unit === 'thumb') rest = rest.replace(/^(?:piece|chunk|knob)s?\s+/i, '');
  rest = rest.replace(/^of\s+/i, '').replace(/^-\s*/, '');

  // Preparation after the first comma; notes in brackets and the "to taste" kind.
  const split = splitNotes(rest);
  notes.push(...split.notes);
  rest = split.text;
  // "4 boneless, skinless chicken thighs": a describing word before a comma belongs to the food.
  rest = rest.replace(/^((?:boneless|skinless|large|small|ripe|fresh|free-range|organic|raw|cooked|peeled|unwaxed)(?:,\s*(?:boneless|skinless|large|small|ripe|fresh|free-range|organic|raw|cooked|peeled|unwaxed))*),\s*/i, (_m, words: string) => `${words.replace(/,\s*/g, ' ')} `);
  const comma = rest.indexOf(',');
  let food = comma >= 0 ? rest.slice(0, comma) : rest;
  let after = comma >= 0 ? rest.slice(comma + 1) : '';
  // " - finely chopped" and "; chopped" work as the comma does.
  const dash = /\s+[-–;]\s+/.exec(food);
  if (dash) {
    after = `${food.slice(dash.index + dash[0].length)}${after ? `, ${after}` : ''}`;
    food = food.slice(0, dash.index);
  }
  const noteInFood = NOTE_PHRASES.exec(food);
  if (noteInFood) {
    notes.push(food.slice(noteInFood.index).trim());
    food = food.slice(0, noteInFood.index);
  }
  for (const piece of after.split(/,/).map((p) => p.trim()).filter(Boolean)) {
    if (NOTE_PHRASES.test(piece)) notes.push(piece);
    else preparation.push(piece);
  }
  food = food.replace(/\s+(?:and|or|&)\s*$/i, '').replace(/[.;:]+$/, '').trim();
  // "1 onion finely chopped", "2 garlic cloves crushed": a preparation after the food with no comma.
  const trailingPrep = TRAILING_PREPARATION.exec(food);
  if (trailingPrep && trailingPrep.index > 0) {
    preparation.unshift(food.slice(trailingPrep.index).trim().toLowerCase());
    food = food.slice(0, trailingPrep.index).trim();
  }
  // "4 garlic cloves", "2 celery sticks", "6 bacon rashers": the measure written after the food.
  const trailing = /^(.+?)\s+(cloves?|sticks?|rashers?|sprigs?|stalks?|florets?|spears?|slices?|fillets?|bulbs?|pods?|nests?|sheets?|loaf|loaves|pots?)$/i.exec(food);
  if (trailing && (unit === null || unit === 'small' || unit === 'medium' || unit === 'large') && quantity !== null && !/(?:salmon|cod|haddock|pollock|mackerel|trout|bass|kipper|anchovy|fish)$/i.test(trailing[1]!)) {
    unit = COUNT_WORDS[trailing[2]!.toLowerCase()]!;
    food = trailing[1]!;
  }
  // A preparation written before the food: "finely chopped onion" keeps "chopped" out only when it is not part of the food's name.
  const lead = /^((?:(?:very|finely|roughly|coarsely|thinly|thickly|freshly|lightly|well)\s+)?(?:chopped|diced|sliced|grated|crushed|minced|peeled|softened|melted|beaten|shredded|halved|quartered|trimmed|torn|cubed|mashed))\s+(?=\S)/i.exec(food);
  if (lead && !/^diced\s+(?:lamb|beef|chicken|pork|braising)/i.test(food) && !/^(?:chopped|sliced|grated|crushed|minced)\s+(?:tomato|tomatoes|mozzarella|almonds?|nuts|chillies|chilli|garlic|ginger|jalape)/i.test(food)) {
    preparation = [lead[1]!.toLowerCase(), ...preparation];
    food = food.slice(lead[0].length);
  }
  // "15 dried shiitake (15g)": the weight in brackets after a count is the weight of them all; "(150g each)" of one.
  // "1 whole chicken (about 1.6kg)" stays a count: an approximate weight only describes the size.
  if (quantity !== null && (unit === null || unit === 'small' || unit === 'medium' || unit === 'large')) {
    for (let i = 0; i < notes.length; i += 1) {
      const w = new RegExp(`^(${NUM})\\s*(g|kg|ml|l)(\\s+each)?$`, 'i').exec(notes[i]!);
      if (!w) continue;
      const figure = toNumber(w[1]!)!;
      const each = Boolean(w[3]);
      quantityMax = quantityMax === null || !each ? null : quantityMax * figure;
      quantity = each ? quantity * figure : figure;
      unit = w[2]!.toLowerCase();
      notes.splice(i, 1);
      break;
    }
  }
  // "4 cloves": the measure word was the food.
  if (!food.trim() && unit && amount) {
    food = /^[a-z-]+/i.exec(line.replace(/^[\d\s./-]+/, ''))?.[0] ?? unit;
    unit = null;
  }
  if (quantity === null && /^(?:salt|pepper|black pepper|sea salt)/i.test(food) && !notes.length && /to taste|season/i.test(raw)) notes.push('to taste');
  return {
    raw,
    quantity,
    quantityMax,
    unit,
    ingredient: food.trim(),
    preparation: preparation.length ? preparation.join(', ') : null,
    notes: notes.length ? notes.join('; ') : null,
    heading: false,
  };
}
