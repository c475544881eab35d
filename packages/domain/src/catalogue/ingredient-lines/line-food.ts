/**
 * A parsed ingredient line made food: which catalogue ingredient it is (matched, or chosen by hand) and how
 * many grams it stands for, through the catalogue's measures (tbsp and cups by density; cloves, medium onions,
 * tins by the ingredient's unit weights). A line that cannot be matched or weighed stays text, out of cost and
 * nutrition, and says why.
 */
import type { Ingredient } from '../ingredient';
import { toGrams } from '../units';
import { type IngredientMatch, type IngredientMatcher, MATCH_THRESHOLD } from './ingredient-matcher';
import { type ParsedIngredientLine, parseIngredientLine } from './parse-ingredient-line';

/** Imperial and US measures in grams or millilitres (UK fluid ounce and pint; the US cup of 240 ml). */
const TO_METRIC: Record<string, { unit: 'g' | 'ml'; factor: number }> = {
  oz: { unit: 'g', factor: 28.3495 },
  lb: { unit: 'g', factor: 453.592 },
  'fl oz': { unit: 'ml', factor: 28.4131 },
  pint: { unit: 'ml', factor: 568.261 },
  cup: { unit: 'ml', factor: 240 },
};
/** Measures no ingredient weighs for itself: the usual amount a cook means. */
const HOUSEHOLD_MEASURES: Record<string, { unit: 'g' | 'ml'; amount: number }> = {
  pinch: { unit: 'g', amount: 0.5 },
  dash: { unit: 'ml', amount: 1 },
  splash: { unit: 'ml', amount: 15 },
  drizzle: { unit: 'ml', amount: 10 },
  glug: { unit: 'ml', amount: 15 },
  knob: { unit: 'g', amount: 15 },
  handful: { unit: 'g', amount: 30 },
  bunch: { unit: 'g', amount: 30 },
  sprig: { unit: 'g', amount: 1 },
  leaf: { unit: 'g', amount: 0.5 },
  thumb: { unit: 'g', amount: 25 },
  /** A length of root ("2.5cm piece ginger"): about 6 g a centimetre of a thumb-thick root. */
  cm: { unit: 'g', amount: 6 },
};
/** Stock made up from cubes: one cube (or pot) to this much water. */
export const STOCK_ML_PER_CUBE = 500;
/** Foods that cost nothing and carry no nutrition: a line of them is complete without a match. */
const FREE_FOODS = /^(?:(?:cold|hot|warm|boiling|tap|iced|ice-cold|lukewarm|tepid)\s+)*(?:water|ice(?: cubes)?)$/i;
const SIZE_FACTORS: Record<string, number> = { small: 0.7, medium: 1, large: 1.3 };

export interface LineFood {
  readonly parsed: ParsedIngredientLine;
  /** The catalogue ingredient this line is, or null. */
  readonly ingredient: string | null;
  readonly ingredientName: string | null;
  readonly confidence: number | null;
  readonly matchedBy: 'auto' | 'hand' | null;
  /** Other ingredients it might be, best first (for "did you mean"). */
  readonly suggestions: readonly IngredientMatch[];
  /** Grams it stands for; 0 for "to taste"; null when it cannot be weighed. */
  readonly grams: number | null;
  /** Water and the like: needs no match. */
  readonly free: boolean;
  /** Why the line is left out of cost and nutrition, when it is. */
  readonly problem: string | null;
}

export interface LineFoodCatalogue {
  matcher(): IngredientMatcher;
  ingredient(slug: string): Ingredient | undefined;
}

/** Grams for a quantity and unit of one ingredient; a range counts as its midpoint. */
export function gramsOf(parsed: Pick<ParsedIngredientLine, 'quantity' | 'quantityMax' | 'unit' | 'ingredient'>, ingredient: Ingredient): number | null {
  if (parsed.quantity === null) return 0;
  const quantity = parsed.quantityMax !== null && parsed.quantityMax > parsed.quantity ? (parsed.quantity + parsed.quantityMax) / 2 : parsed.quantity;
  if (!(quantity > 0)) return null;
  let unit = parsed.unit ?? 'each';
  let amount = quantity;
  const metric = TO_METRIC[unit];
  if (metric) {
    unit = metric.unit;
    amount *= metric.factor;
  }
  const weights = ingredient.unitWeights;
  if (ingredient.slug.endsWith('-stock-cube') && ['ml', 'l'].includes(unit)) {
    const cube = weights.cube ?? weights.each;
    return cube ? ((unit === 'l' ? amount * 1000 : amount) / STOCK_ML_PER_CUBE) * cube : null;
  }
  const direct = toGrams(amount, unit, ingredient);
  if (direct.ok) return direct.value;
  if (unit in SIZE_FACTORS) {
    const each = weights.each ?? weights.medium;
    if (each) return amount * each * SIZE_FACTORS[unit]!;
  }
  if (['each', 'piece', 'tin', 'pot', 'ball', 'head', 'bulb', 'loaf', 'pack', 'block', 'pouch', 'sachet', 'cube'].includes(unit)) {
    const each = weights[unit] ?? weights.each ?? weights.medium ?? weights.tin ?? weights.ball ?? weights.head ?? weights.bulb;
    if (each) return amount * each;
    if (unit === 'tin' || unit === 'pack') return amount * (ingredient.pack.unit === 'each' ? (weights.each ?? 0) : ingredient.pack.size) || null;
  }
  const household = HOUSEHOLD_MEASURES[unit];
  if (household) {
    const grams = toGrams(amount * household.amount, household.unit, ingredient);
    if (grams.ok) return grams.value;
    if (household.unit === 'ml') return amount * household.amount;
    return amount * household.amount;
  }
  return null;
}

/** One line: parsed, matched (or taken as chosen by hand), weighed. */
export function lineFood(line: string | ParsedIngredientLine, catalogue: LineFoodCatalogue, chosen?: string | null): LineFood {
  const parsed = typeof line === 'string' ? parseIngredientLine(line) : line;
  const empty = { parsed, ingredient: null, ingredientName: null, confidence: null, matchedBy: null, suggestions: [], grams: null };
  if (parsed.heading) return { ...empty, free: true, problem: null };
  // "water for the rice", "boiling water to cover": water whatever it is for.
  if (FREE_FOODS.test(parsed.ingredient.replace(/\s+(?:for|to)\s+.*$/i, '').trim())) return { ...empty, grams: 0, free: true, problem: null };
  const matcher = catalogue.matcher();
  let suggestions = matcher.candidates(parsed.ingredient);
  // "1 cinnamon stick", "2 cloves garlic": the measure can tell two foods apart.
  if (parsed.unit && /^[a-z]+$/.test(parsed.unit) && !['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb', 'pint', 'small', 'medium', 'large'].includes(parsed.unit)) {
    const withUnit = matcher.candidates(`${parsed.ingredient} ${parsed.unit}`);
    if (withUnit[0] && (!suggestions[0] || withUnit[0].confidence >= suggestions[0].confidence)) suggestions = withUnit;
  }
  let slug: string | null = null;
  let confidence: number | null = null;
  let matchedBy: LineFood['matchedBy'] = null;
  if (chosen && catalogue.ingredient(chosen)) {
    slug = chosen;
    confidence = 1;
    matchedBy = 'hand';
  } else if (suggestions[0] && suggestions[0].confidence >= MATCH_THRESHOLD) {
    slug = suggestions[0].slug;
    confidence = suggestions[0].confidence;
    matchedBy = 'auto';
  }
  if (!slug) {
    return { ...empty, suggestions, free: false, problem: suggestions.length ? 'Not sure which food this is: choose one' : 'No food in our catalogue matches this line: choose one' };
  }
  const ingredient = catalogue.ingredient(slug)!;
  const grams = gramsOf(parsed, ingredient);
  return {
    parsed,
    ingredient: slug,
    ingredientName: ingredient.name,
    confidence,
    matchedBy,
    suggestions: suggestions.filter((s) => s.slug !== slug).slice(0, 4),
    grams,
    free: false,
    problem: grams === null ? `We cannot weigh "${parsed.unit ?? 'each'}" of ${ingredient.name}: give it in grams, millilitres or spoons` : null,
  };
}
