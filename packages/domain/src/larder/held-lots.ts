/** What a larder holds that a plan, a list or "cook now" may count: a pure rule over the items. */
import { type DateKind, type LarderItem, addDaysIso } from './larder-item';

export interface HeldLot {
  readonly ingredient: string;
  readonly grams: number;
  readonly bestBefore: string | null;
  /** Its date is a use-by (never eaten after it); absent for best-before food. */
  readonly useBy?: boolean;
  /** The pack's own date when it is past it: best-before food still good (bestBefore is then the last day it is). */
  readonly pastBestBefore?: string;
}

/**
 * Grams held of each ingredient for each date, so a plan counts each lot only on days up to its date. The freezer's
 * food keeps: its lots carry no date. Past its date, use-by food is never counted; best-before food is, while it is
 * usually still good (`stillGoodDays`, best-before.json), its lot dated to the last such day and marked with the
 * pack's own date so the plan can say so.
 */
export function heldLots(
  items: readonly LarderItem[],
  today: string,
  kindOf: (item: LarderItem) => DateKind = (i) => i.dateKind ?? 'best-before',
  stillGoodDays: (item: LarderItem) => number = () => 0,
): HeldLot[] {
  const out = new Map<string, HeldLot>();
  for (const i of items) {
    if (!i.ingredient || !i.grams) continue;
    const frozen = i.place === 'freezer';
    const past = !frozen && i.bestBefore !== null && i.bestBefore < today;
    const useBy = !frozen && i.bestBefore !== null && kindOf(i) === 'use-by';
    let bestBefore = frozen ? null : i.bestBefore;
    if (past) {
      const grace = useBy ? 0 : stillGoodDays(i);
      const lastGood = grace > 0 ? addDaysIso(i.bestBefore!, grace) : null;
      if (!lastGood || lastGood < today) continue;
      bestBefore = lastGood;
    }
    const key = `${i.ingredient}|${bestBefore ?? ''}|${useBy}|${past ? i.bestBefore : ''}`;
    out.set(key, { ingredient: i.ingredient, grams: (out.get(key)?.grams ?? 0) + i.grams, bestBefore, ...(useBy ? { useBy } : {}), ...(past ? { pastBestBefore: i.bestBefore! } : {}) });
  }
  return [...out.values()].sort((a, b) => a.ingredient.localeCompare(b.ingredient) || (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999') || Number(!!b.useBy) - Number(!!a.useBy));
}

/** Grams held of each ingredient, all its lots together. */
export function byIngredient(lots: ReadonlyArray<{ ingredient: string; grams: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const lot of lots) out.set(lot.ingredient, (out.get(lot.ingredient) ?? 0) + lot.grams);
  return out;
}
