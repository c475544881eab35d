/**
 * Variety a cook would accept (issue 31), week by week over lunches and dinners: no one carbohydrate base (pasta,
 * rice, potatoes, bread, noodles, grains) in more than 40 % of them, no one flavour base (chilli, curry, tomato) in
 * more than three dishes, at least three protein sources, and, for a household that eats meat or fish, meat or fish
 * in at least four dinners. Each is a penalty in pence (PLAN_WEIGHTS), so the budget can outweigh the last (a plan
 * that cannot pay for meat says so: meatDinnersSentence). The dishes are classified once (data/variety-bases.json).
 */
import bases from './data/variety-bases.json';
import type { MealType } from '../catalogue/recipe';

export const CARB_BASES = Object.keys(bases.carbohydrates);
export const FLAVOUR_BASES = [...Object.keys(bases.flavourWords), 'tomato'];
const CARB_OF = new Map<string, number>(Object.entries(bases.carbohydrates).flatMap(([, slugs], i) => slugs.map((s) => [s, i] as [string, number])));
const TOMATO = new Set(bases.tomato);

/** The carbohydrate base of a dish: the group it holds most grams of (an adult portion), at least minGrams; -1: none. */
export function carbBaseOf(lines: ReadonlyArray<{ slug: string; grams: number }>): number {
  const grams = new Float64Array(CARB_BASES.length);
  for (const l of lines) {
    const base = CARB_OF.get(l.slug);
    if (base !== undefined) grams[base] = grams[base]! + l.grams;
  }
  let best = -1;
  grams.forEach((g, i) => {
    if (g >= bases.minGrams && (best < 0 || g > grams[best]!)) best = i;
  });
  return best;
}

/** The flavour base of a dish: chilli or curry by its name, else tomato by the weight of its tomato sauce; -1: none. */
export function flavourBaseOf(name: string, lines: ReadonlyArray<{ slug: string; grams: number }>): number {
  const lower = name.toLowerCase();
  const words = Object.values(bases.flavourWords);
  for (let i = 0; i < words.length; i += 1) if (words[i]!.some((w) => new RegExp(`\\b${w}\\b`).test(lower))) return i;
  const tomato = lines.reduce((sum, l) => sum + (TOMATO.has(l.slug) ? l.grams : 0), 0);
  return tomato >= bases.tomatoMinGrams ? FLAVOUR_BASES.indexOf('tomato') : -1;
}

export interface VarietyWeights {
  /** Each lunch or dinner beyond 40 % of a week's with the same carbohydrate base. */
  readonly carbBase: number;
  /** Each dish beyond three a week with the same flavour base. */
  readonly flavourBase: number;
  /** Each protein source short of three a week. */
  readonly proteinSources: number;
  /** Each dinner short of four a week with meat or fish, for a household that eats them. */
  readonly meatDinners: number;
}

/** What a week of lunches and dinners holds, as counts. */
export interface WeekCounts {
  /** Lunches and dinners planned in the week, and of them dinners. */
  readonly mainSlots: number;
  readonly dinnerSlots: number;
  readonly carb: ArrayLike<number>;
  readonly flavour: ArrayLike<number>;
  /** Distinct protein sources (not 'other') in its lunches and dinners. */
  readonly sources: number;
  readonly meatDinners: number;
}

/** The most lunches and dinners of a week one carbohydrate base may take: 40 %. */
export const carbCap = (mainSlots: number): number => Math.max(1, Math.floor(0.4 * mainSlots + 1e-9));
/** Dishes of one flavour base a week: three (fewer in a shorter week). */
export const flavourCap = (mainSlots: number): number => Math.max(1, Math.ceil((3 * mainSlots) / 14));
/** Meat or fish dinners a week: four of seven. */
export const meatDinnersWanted = (dinnerSlots: number): number => Math.ceil((4 * dinnerSlots) / 7 - 1e-9);

export function weekPenalty(week: WeekCounts, w: VarietyWeights, meatEater: boolean): number {
  if (week.mainSlots === 0) return 0;
  let p = 0;
  const carbMax = carbCap(week.mainSlots);
  for (let i = 0; i < week.carb.length; i += 1) p += Math.max(0, week.carb[i]! - carbMax) * w.carbBase;
  const flavourMax = flavourCap(week.mainSlots);
  for (let i = 0; i < week.flavour.length; i += 1) p += Math.max(0, week.flavour[i]! - flavourMax) * w.flavourBase;
  p += Math.max(0, Math.min(3, week.mainSlots) - week.sources) * w.proteinSources;
  if (meatEater) p += Math.max(0, meatDinnersWanted(week.dinnerSlots) - week.meatDinners) * w.meatDinners;
  return p;
}

/** A household eats meat or fish when its diet allows it (not vegetarian or vegan) and some dinner it may have holds it. */
export function eatsMeat(diets: readonly string[], mealTypes: readonly MealType[], anyMeatDinner: boolean): boolean {
  const key = (d: string) => d.toLowerCase().replace(/[\s_-]+/g, '');
  return mealTypes.includes('dinner') && anyMeatDinner && !diets.some((d) => key(d) === 'vegetarian' || key(d) === 'vegan');
}

/** "Meat or fish in 2 dinners a week, not 4: within the budget, feeding everyone comes first." */
export function meatDinnersSentence(meatDinners: number, wanted: number): string {
  return `Meat or fish in ${meatDinners} ${meatDinners === 1 ? 'dinner' : 'dinners'} a week, not ${wanted}: within the budget, feeding everyone comes first`;
}
