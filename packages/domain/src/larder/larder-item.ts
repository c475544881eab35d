/**
 * What a household holds: an item of the catalogue (or free text), how much, where it is kept, its best-before
 * date and where it came from; and the pure rules for dating, weighing and ordering it.
 */
import type { Ingredient } from '../catalogue/ingredient';
import { toGrams } from '../catalogue/units';
import data from './best-before.json';

export const LARDER_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type LarderPlace = (typeof LARDER_PLACES)[number];
export const LARDER_UNITS = ['g', 'ml', 'each'] as const;
export type LarderUnit = (typeof LARDER_UNITS)[number];
/** list: ticked as bought; receipt: a confirmed receipt's line; added: typed by the household; leftovers: a cooked dish kept. */
export const LARDER_SOURCES = ['list', 'added', 'leftovers', 'receipt'] as const;
export type LarderSource = (typeof LARDER_SOURCES)[number];
export const REMOVAL_REASONS = ['used', 'thrown-away'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export interface LarderItem {
  readonly id: string;
  /** The catalogue ingredient's slug; null for a free-text item or a cooked dish. */
  readonly ingredient: string | null;
  readonly name: string;
  readonly quantity: number;
  readonly unit: LarderUnit;
  /** The quantity in grams, for catalogue ingredients (what plans and lists count); null for free text. */
  readonly grams: number | null;
  readonly place: LarderPlace;
  /** YYYY-MM-DD; null when it does not go off. */
  readonly bestBefore: string | null;
  /** Which kind of date it is, as on the pack (null: its kind of food's default, dateKindOf). */
  readonly dateKind?: DateKind | null;
  readonly source: LarderSource;
  /** What the quantity held cost, in pence (its share of the packs bought, or an estimate). */
  readonly valuePence: number;
  /** The list line or cooked meal it came from ("list-item:12", "meal:<planId>:<mealId>"), to undo a tick or a cooking. */
  readonly ref: string | null;
  readonly addedAt: Date;
}

/** A record of an item taken out: used up, or thrown away (the real waste, in pence). */
export interface LarderRemoval {
  readonly id: string;
  readonly ingredient: string | null;
  readonly name: string;
  readonly quantity: number;
  readonly unit: LarderUnit;
  readonly reason: RemovalReason;
  readonly valuePence: number;
  readonly at: Date;
  /** Thrown away: where its date stood when it went (null: used, or recorded before this was kept). */
  readonly dateState?: RemovalDateState | null;
}

/** Past a use-by it had to go; past a best-before it was often still good; or it went in date. */
export const REMOVAL_DATE_STATES = ['past-use-by', 'past-best-before', 'in-date'] as const;
export type RemovalDateState = (typeof REMOVAL_DATE_STATES)[number];

/** A planned meal marked cooked (or cooked automatically at the end of its day), with what to put back to undo it. */
export interface CookedMeal {
  readonly planId: string;
  readonly mealId: string;
  /** cooked; or undone: the household said it was not cooked, and it is never cooked automatically again. */
  readonly status: 'cooked' | 'undone';
  readonly automatic: boolean;
  /** The items the cooking changed, as they were before. */
  readonly before: readonly LarderItem[];
  /** The items the cooking put in (leftovers). */
  readonly added: readonly string[];
  readonly at: Date;
}

export type FoodKind = keyof typeof data.kinds;
/** A use-by is about safety (never eaten after it; frozen before it), a best-before about quality (often good after it). */
export const DATE_KINDS = ['use-by', 'best-before'] as const;
export type DateKind = (typeof DATE_KINDS)[number];
/** How a kind of food keeps (best-before.json): unopened where and how long, its date's kind, and once opened. */
export interface FoodStorage {
  readonly days: number;
  readonly place: LarderPlace;
  readonly label: string;
  readonly dateKind: DateKind;
  /** Days it keeps once opened (null: to its date, where it is). */
  readonly openedDays: number | null;
  readonly openedPlace: LarderPlace | null;
  /** Days after a best-before the food is usually still good, unopened and kept as advised (0: a use-by kind, never). */
  readonly stillGoodDays: number;
}
const KINDS = data.kinds as Record<FoodKind, FoodStorage>;
/** Where the storage advice comes from. */
export const STORAGE_SOURCES: readonly string[] = data.sources;
export const USE_SOON_DAYS = data.useSoonDays;
export const FROZEN_LEFTOVERS_DAYS = data.frozenLeftoversDays;
/** Frozen food's keeping time, and a cooked dish's fridge life (best-before.json). */
export const FROZEN_DAYS = KINDS.frozen.days;
export const LEFTOVERS_DAYS = KINDS.leftovers.days;

/** The kind of food an ingredient is, for its best-before default (best-before.json). */
export function foodKind(ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>): FoodKind {
  const name = `${ingredient.name} ${ingredient.slug.replace(/-/g, ' ')}`.toLowerCase();
  for (const rule of data.rules) {
    if (!rule.aisles.includes(ingredient.aisle)) continue;
    if (rule.words.length === 0 || rule.words.some((w) => new RegExp(`\\b${w}\\b`).test(name))) return rule.kind as FoodKind;
  }
  return ingredient.perishable ? 'fresh' : 'dry';
}

export const bestBeforeDefaults = (): ReadonlyArray<{ kind: FoodKind } & FoodStorage> => (Object.keys(KINDS) as FoodKind[]).map((kind) => ({ kind, ...KINDS[kind] }));

/** How an ingredient keeps, by its kind (best-before.json). */
export const storageOf = (ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>): { kind: FoodKind } & FoodStorage => {
  const kind = foodKind(ingredient);
  return { kind, ...KINDS[kind] };
};

/** The kind of date a new item of this ingredient carries where it is put: frozen food keeps to a best-before. */
export const defaultDateKind = (ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>, place?: LarderPlace): DateKind =>
  place === 'freezer' ? 'best-before' : KINDS[foodKind(ingredient)].dateKind;

/** The kind of an item's date: as the household or the pack said, else its kind of food's (a cooked dish: use-by). */
export const dateKindOf = (item: Pick<LarderItem, 'dateKind' | 'place' | 'source'>, ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'> | null | undefined): DateKind =>
  item.dateKind ?? (item.source === 'leftovers' ? 'use-by' : ingredient ? defaultDateKind(ingredient, item.place) : 'best-before');

/** The days what is left of an opened pack keeps (its kind's opened life, or its unopened days when that is shorter). */
export const openedLifeDays = (ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>): number => {
  const k = KINDS[foodKind(ingredient)];
  return Math.min(k.days, k.openedDays ?? k.days);
};

/**
 * How long after its date an item is still good: best-before food by its kind (best-before.json stillGoodDays), a
 * use-by never. The household's own date kind wins: a best-before it set on a use-by kind still has no grace.
 */
export const stillGoodDaysOf = (item: Pick<LarderItem, 'dateKind' | 'place' | 'source'>, ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'> | null | undefined): number =>
  dateKindOf(item, ingredient) === 'best-before' && ingredient ? KINDS[foodKind(ingredient)].stillGoodDays : 0;

/** Where an item's date stands today: past a use-by, past a best-before, or in date (frozen and undated food is in date). */
export const dateStateOf = (item: Pick<LarderItem, 'dateKind' | 'place' | 'source' | 'bestBefore'>, ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'> | null | undefined, today: string): RemovalDateState => {
  if (item.place === 'freezer' || item.bestBefore === null || item.bestBefore >= today) return 'in-date';
  return dateKindOf(item, ingredient) === 'use-by' ? 'past-use-by' : 'past-best-before';
};

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
export const addDaysIso = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
/** Whole days from `today` to `day` (negative when past). */
export const daysUntil = (day: string, today: string): number => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** Where a new item of this ingredient goes, and until when it keeps there. */
export function defaultKeeping(ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>, today: string, place?: LarderPlace): { place: LarderPlace; bestBefore: string } {
  const kind = foodKind(ingredient);
  const where = place ?? KINDS[kind].place;
  const days = where === 'freezer' ? KINDS.frozen.days : KINDS[kind].days;
  return { place: where, bestBefore: addDaysIso(today, days) };
}

/** The grams a quantity of an ingredient stands for ("each" by its counted weight, else its pack). */
export function gramsOf(quantity: number, unit: LarderUnit, ingredient: Ingredient): number | null {
  if (unit === 'each') {
    const w = ingredient.unitWeights.each ?? ingredient.unitWeights.medium ?? Object.values(ingredient.unitWeights)[0];
    if (w !== undefined) return quantity * w;
    const pack = toGrams(ingredient.pack.size, ingredient.pack.unit, ingredient);
    return pack.ok ? quantity * pack.value : null;
  }
  if (unit === 'ml' && ingredient.density === null) return quantity;
  const g = toGrams(quantity, unit, ingredient);
  return g.ok ? g.value : null;
}

/**
 * "Use soon": within USE_SOON_DAYS of its date, not in the freezer. Food past a best-before is still "use soon" (it is
 * often good: look, smell); food past a use-by is not: it is never eaten (pastUseBy).
 */
export const useSoon = (item: Pick<LarderItem, 'bestBefore' | 'place' | 'dateKind'>, today: string, kind: DateKind = item.dateKind ?? 'best-before'): boolean => {
  if (item.place === 'freezer' || item.bestBefore === null) return false;
  const left = daysUntil(item.bestBefore, today);
  return left <= USE_SOON_DAYS && (kind === 'best-before' || left >= 0);
};

/** Past its use-by and not frozen: not to be eaten; the larder asks whether it was frozen in time or thrown away. */
export const pastUseBy = (item: Pick<LarderItem, 'bestBefore' | 'place' | 'dateKind'>, today: string, kind: DateKind = item.dateKind ?? 'best-before'): boolean =>
  kind === 'use-by' && item.place !== 'freezer' && item.bestBefore !== null && daysUntil(item.bestBefore, today) < 0;

/** The kinds of food that freeze well raw (best-before.json: meat and fish, bread). */
const FREEZE_ON_THE_DAY: ReadonlySet<string> = new Set(data.freezeOnTheDay);

/** Whether an ingredient freezes well raw, so that what is left of it on its last good day is better frozen than thrown away. */
export const freezesOnTheDay = (ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>): boolean =>
  ingredient.perishable && FREEZE_ON_THE_DAY.has(foodKind(ingredient));

/**
 * "Freeze today": an item of a kind that freezes well raw (meat and fish, bread), not in the freezer, on the last day
 * of its date. Whatever the plan does with it later, it is good no later than today where it is: frozen today it
 * keeps 3 months, and the plans spend it from the freezer (it costs nothing, as all held food does). A cooked dish
 * is left out (whether it freezes depends on the recipe; the household can still move it).
 */
export const freezeToday = (
  item: Pick<LarderItem, 'bestBefore' | 'place' | 'source'>,
  ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'> | null | undefined,
  today: string,
): boolean => !!ingredient && item.source !== 'leftovers' && item.place !== 'freezer' && item.bestBefore !== null && daysUntil(item.bestBefore, today) === 0 && freezesOnTheDay(ingredient);

/** Nearest date first (undated last), then by name: the order the larder is shown and spent in. */
export const bySoonest = (a: Pick<LarderItem, 'bestBefore' | 'name'>, b: Pick<LarderItem, 'bestBefore' | 'name'>): number =>
  (a.bestBefore ?? '9999') < (b.bestBefore ?? '9999') ? -1 : (a.bestBefore ?? '9999') > (b.bestBefore ?? '9999') ? 1 : a.name.localeCompare(b.name);

/** The pence a part of an item is worth. */
export const valueOfPart = (item: Pick<LarderItem, 'quantity' | 'valuePence'>, quantity: number): number =>
  item.quantity > 0 ? Math.round((item.valuePence * Math.min(quantity, item.quantity)) / item.quantity) : 0;

const WORD_AMOUNTS: Record<string, number> = { a: 1, an: 1, one: 1, half: 0.5, 'a half': 0.5, quarter: 0.25, 'a quarter': 0.25, two: 2, three: 3, four: 4, five: 5, six: 6 };
const CONTAINERS = '(?:bag|pack|packet|tin|can|jar|bottle|box|tub|carton|bunch|loaf|head)s?';

/**
 * A quick add as typed: "500 g basmati rice", "1.5kg flour", "2 onions", "half a bag of spinach", "a tin of tomatoes".
 * A container ("bag", "tin") stands for the ingredient's pack. Null when no amount is found.
 */
export function parseQuickAdd(text: string): { amount: number; unit: LarderUnit | 'kg' | 'l' | 'pack'; name: string } | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const numeric = /^(\d+(?:\.\d+)?|\d+\/\d+)\s*(kg|g|grams?|ml|l|litres?|x)?\s+(?:of\s+)?(.+)$/.exec(t);
  if (numeric) {
    const [, n, u, rest] = numeric;
    const amount = n!.includes('/') ? Number(n!.split('/')[0]) / Number(n!.split('/')[1]) : Number(n);
    const container = new RegExp(`^${CONTAINERS}\\s+(?:of\\s+)?(.+)$`).exec(rest!);
    const unit = !u || u === 'x' ? (container ? 'pack' : 'each') : u.startsWith('gram') ? 'g' : u.startsWith('litre') ? 'l' : (u as 'kg' | 'g' | 'ml' | 'l');
    return { amount, unit, name: (container ? container[1]! : rest!).trim() };
  }
  const worded = new RegExp(`^(a half|a quarter|half|quarter|an|a|one|two|three|four|five|six)(?: (?:a|an))? (?:(${CONTAINERS}) (?:of )?)?(.+)$`).exec(t);
  if (worded) {
    const [, word, container, rest] = worded;
    return { amount: WORD_AMOUNTS[word!]!, unit: container ? 'pack' : 'each', name: rest!.trim() };
  }
  return null;
}

import staplesData from './staples.json';
/** The staples offered to tick on /larder and in onboarding (staples.json). */
export const SUGGESTED_STAPLES: readonly string[] = staplesData.suggested;
/** The usual ten a household has until it says otherwise (staples.json). */
export const USUAL_STAPLES: readonly string[] = staplesData.usual;
