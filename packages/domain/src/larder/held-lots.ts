/** What a larder holds that a plan, a list or "cook now" may count: a pure rule over the items. */
import type { DateKind, LarderItem } from './larder-item';

export interface HeldLot {
  readonly ingredient: string;
  readonly grams: number;
  readonly bestBefore: string | null;
  /** Its date is a use-by (never eaten after it); absent for best-before food. */
  readonly useBy?: boolean;
}

/**
 * Grams held of each ingredient for each best-before date (not past it), so a plan counts each lot only on days up
 * to its date. The freezer's food keeps: its lots carry no date.
 */
export function heldLots(items: readonly LarderItem[], today: string, kindOf: (item: LarderItem) => DateKind = (i) => i.dateKind ?? 'best-before'): HeldLot[] {
  const out = new Map<string, HeldLot>();
  for (const i of items) {
    if (!i.ingredient || !i.grams || (i.bestBefore !== null && i.bestBefore < today && i.place !== 'freezer')) continue;
    const bestBefore = i.place === 'freezer' ? null : i.bestBefore;
    const useBy = bestBefore !== null && kindOf(i) === 'use-by';
    const key = `${i.ingredient}|${bestBefore ?? ''}|${useBy}`;
    out.set(key, { ingredient: i.ingredient, grams: (out.get(key)?.grams ?? 0) + i.grams, bestBefore, ...(useBy ? { useBy } : {}) });
  }
  return [...out.values()].sort((a, b) => a.ingredient.localeCompare(b.ingredient) || (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999') || Number(!!b.useBy) - Number(!!a.useBy));
}

/** Grams held of each ingredient, all its lots together. */
export function byIngredient(lots: ReadonlyArray<{ ingredient: string; grams: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const lot of lots) out.set(lot.ingredient, (out.get(lot.ingredient) ?? 0) + lot.grams);
  return out;
}
