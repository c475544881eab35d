import { gramsToBuy, lineGrams, packsFor } from '../shared/whole-packs';
import type { Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { packGrams } from '../catalogue/units';
import type { ListChange } from './keep-in-step/list-change';
import type { PriceSource } from '../receipts/price-book/price-book';

/** Where a line's price came from, and when: "from your receipt, 3 days ago", "estimate". */
export interface LinePriceSource {
  readonly source: PriceSource;
  readonly label: string;
  /** YYYY-MM-DD of the price. */
  readonly date: string;
  /** Pooled prices only: how many households saw it. */
  readonly households: number | null;
}

/** What a list's prices rest on, counted over the lines still to pay for. */
export interface ListPricing {
  readonly sources: Readonly<Record<PriceSource, number>>;
  /** Every price is an estimate: the list says so plainly. */
  readonly estimatesOnly: boolean;
}

export interface ShoppingItem {
  readonly id: number;
  readonly listId: number;
  readonly ingredient: string;
  readonly name: string;
  /** Packs to buy. */
  readonly quantity: number;
  /** The pack, e.g. "1 kg pack". */
  readonly unit: string;
  readonly category: string;
  readonly pricePence: number;
  readonly isChecked: boolean;
  readonly neededGrams: number;
  readonly packGrams: number;
  readonly leftoverGrams: number;
  /** Grams of what is needed the larder already holds (left off what is bought). */
  readonly heldGrams?: number;
  readonly perishable: boolean;
  readonly checkedChangedAt: Date | null;
  /** A free-text item a member added (not from a recipe): kept when the list is regenerated. */
  readonly isExtra: boolean;
  /** Who made the last tick or untick, and who added an extra: the member's id and first name. */
  readonly checkedBy: ItemAuthor | null;
  readonly addedBy: ItemAuthor | null;
  /** Ticked, then the plan changed and no longer needs it: kept, counts nothing towards the total. */
  readonly notNeeded: boolean;
  /** Set when the list was priced from the price book (current lists); extras have none. */
  readonly priceFrom?: LinePriceSource | null;
}

export interface ItemAuthor {
  readonly id: string;
  readonly firstName: string;
}

export interface ShoppingList {
  readonly id: number;
  readonly userId: string;
  readonly mealPlanId: string | null;
  /** The start date (YYYY-MM-DD) of the list's plan (plan-dates.ts): the week the list is named after. */
  readonly planStartDate?: string | null;
  readonly supermarket: string;
  readonly createdAt: Date;
  readonly totalCostPence: number;
  readonly priceNote: string;
  readonly items: readonly ShoppingItem[];
  /** Set when a newer plan's list took its place: shown under older lists, never regenerated. */
  readonly archivedAt: Date | null;
  /** What the last regeneration changed ("+ coconut milk, − mushrooms, £1.20 more"). */
  readonly lastChange: ListChange | null;
  /** Set when the list was priced from the price book (current lists, not archived ones). */
  readonly pricing?: ListPricing;
}

export type NewShoppingItem = Omit<ShoppingItem, 'id' | 'listId' | 'isChecked' | 'checkedChangedAt' | 'isExtra' | 'checkedBy' | 'addedBy' | 'notNeeded' | 'priceFrom'>;

/** What one pack costs this household at a chain: the catalogue's price unless a price book says otherwise. */
export type PackPrice = (product: Product) => number;
const shelfPrice: PackPrice = (product) => product.pricePence;

/** "1 kg pack", "500 g pack", "2.27 l pack", "6 pack" from a product's size and unit. */
export function packLabel(product: Pick<Product, 'packSize' | 'packUnit'>): string {
  const { packSize: size, packUnit: unit } = product;
  const trim = (n: number) => String(Math.round(n * 100) / 100);
  if (unit === 'g') return size >= 1000 ? `${trim(size / 1000)} kg pack` : `${trim(size)} g pack`;
  if (unit === 'ml') return size >= 1000 ? `${trim(size / 1000)} l pack` : `${trim(size)} ml pack`;
  return size === 1 ? 'each' : `pack of ${trim(size)}`;
}

/**
 * Whole packs for the grams needed of each ingredient at one chain, priced, with what will be left over.
 * Ingredients the chain does not sell are returned apart, so the list can say so.
 *
 * Packs are counted as the planner counts them (shared/whole-packs.ts): from the whole grams the line states, less
 * the whole grams `held` covers, so a need of 6,500.3 g reads "6,500 g" and buys 13 packs of 500 g, not 14. A need
 * of nothing (floating-point dust) is no line.
 */
export function packLines(
  needed: ReadonlyMap<string, number>,
  snapshot: CatalogueSnapshot,
  chain: string,
  price: PackPrice = shelfPrice,
  held: ReadonlyMap<string, number> = new Map(),
): { lines: NewShoppingItem[]; missing: string[] } {
  const lines: NewShoppingItem[] = [];
  const missing: string[] = [];
  for (const [slug, grams] of [...needed].sort(([a], [b]) => a.localeCompare(b))) {
    const neededGrams = lineGrams(grams);
    if (neededGrams === 0) continue;
    const ingredient: Ingredient | undefined = snapshot.ingredient(slug);
    const product = snapshot.product(slug, chain);
    if (!ingredient || !product) {
      missing.push(slug);
      continue;
    }
    const pack = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    if (!pack.ok) {
      missing.push(slug);
      continue;
    }
    const have = held.get(slug) ?? 0;
    const toBuy = gramsToBuy(grams, have);
    const packs = packsFor(toBuy, pack.value, have);
    lines.push({
      ingredient: slug,
      name: ingredient.name,
      quantity: packs,
      unit: packLabel(product),
      category: ingredient.aisle,
      pricePence: packs * price(product),
      neededGrams,
      packGrams: Math.round(pack.value),
      leftoverGrams: Math.round(Math.max(0, packs * pack.value - toBuy)),
      perishable: ingredient.perishable,
    });
  }
  const order = (l: NewShoppingItem) => `${l.category}|${l.name}`;
  lines.sort((a, b) => order(a).localeCompare(order(b)));
  return { lines, missing };
}

/** document 000: the stored total when above 0, otherwise the sum of item prices. */
export const listTotalPence = (list: Pick<ShoppingList, 'totalCostPence' | 'items'>): number =>
  list.totalCostPence > 0 ? list.totalCostPence : list.items.reduce((sum, i) => sum + (i.notNeeded ? 0 : i.pricePence), 0);

/** Checked items over all items (0 for an empty list). */
export const listProgress = (list: Pick<ShoppingList, 'items'>): number => (list.items.length ? list.items.filter((i) => i.isChecked).length / list.items.length : 0);

/** Grams per ingredient over a list's lines: an ingredient bought in part has a ticked line and a line for the rest. */
export function gramsByIngredient(items: readonly Pick<ShoppingItem, 'ingredient'>[], grams: (item: ShoppingItem) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items as readonly ShoppingItem[]) out.set(item.ingredient, (out.get(item.ingredient) ?? 0) + grams(item));
  return out;
}
