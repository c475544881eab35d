/**
 * What goes on a list: what the plan needs less what the larder holds, and the staples the household has left off
 * (a staple marked run out is not in `staples`, and is bought). A pure rule; the list building calls it before packing whole packs.
 */
export interface ListNeed {
  /** Grams still to buy (0 when the larder covers it all). */
  readonly toBuy: number;
  /** Grams the larder covers of what is needed. */
  readonly held: number;
  /** Grams the plan needs in all. */
  readonly needed: number;
}

export function listQuantities(
  needed: ReadonlyMap<string, number>,
  held: ReadonlyMap<string, number>,
  staples: ReadonlySet<string> = new Set(),
): Map<string, ListNeed> {
  const out = new Map<string, ListNeed>();
  for (const [slug, grams] of needed) {
    const have = Math.max(0, held.get(slug) ?? 0);
    // A staple the household has is not bought, however little is recorded: it is in the cupboard until marked run out.
    if (staples.has(slug)) {
      out.set(slug, { toBuy: 0, held: grams, needed: grams });
      continue;
    }
    const short = grams - have;
    // A gram or two short of what is held is not a reason to buy a pack.
    out.set(slug, { toBuy: short <= (have > 0 ? 1 : 1e-9) ? 0 : short, held: Math.min(grams, have), needed: grams });
  }
  return out;
}

/** Grams held of each catalogue ingredient, from the larder's items (free text and dishes do not count). */
export function heldGrams(items: ReadonlyArray<{ ingredient: string | null; grams: number | null }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const i of items) if (i.ingredient && i.grams) out.set(i.ingredient, (out.get(i.ingredient) ?? 0) + i.grams);
  return out;
}

/** What the list building asks of the larder: the stock to subtract, and a tick to fill it from. */
export interface LarderForLists {
  stockForList(householdId: string, boughtOnList?: readonly number[]): Promise<{ held: Map<string, number>; staples: Set<string> }>;
  fromTick(householdId: string, line: { id: number; ingredient: string; name: string; quantity: number; packGrams: number; pricePence: number; isExtra: boolean; isChecked: boolean }): Promise<unknown>;
}
