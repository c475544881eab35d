/**
 * Building a list's lines, shared by a list made from a plan and a recipe added to one: what is needed less what
 * the larder holds, in whole packs of the chain, and a new list saved from them.
 */
import type { Clock } from '../shared/clock';
import { lineGrams } from '../shared/whole-packs';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { PriceBook } from '../receipts/price-book/household-prices';
import { type LarderForLists, listQuantities } from '../larder/list-quantities';
import type { ShoppingListRepository } from './ports';
import type { UserRepository } from '../accounts/ports';
import { type NewShoppingItem, packLines } from './shopping-list';
import { bookPackPrice } from './list-prices';

export class ListBuilding {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly clock: Clock,
    private readonly larder: Pick<LarderForLists, 'stockForList'> | null = null,
    private readonly households: Pick<UserRepository, 'findById'> | null = null,
  ) {}

  /**
   * Whole packs of what the larder does not cover; covered lines stay on the list at no cost ("you have 300 g of 500 g").
   * A halal household's meat and poultry are named "Halal ..." (its recipes are "Halal with halal meat").
   */
  /** `boughtOnList`: ids of the list's own lines: packs their ticks put in the larder are that list's, not stock to subtract. */
  async lessLarder(userId: string, needed: Map<string, number>, snapshot: CatalogueSnapshot, chain: string, book: PriceBook, boughtOnList: readonly number[] = []): Promise<NewShoppingItem[]> {
    const lines = await this.packsLessLarder(userId, needed, snapshot, chain, book, boughtOnList);
    return (await this.keepsHalal(userId)) ? lines.map((line) => halalNamed(line, snapshot)) : lines;
  }

  private async keepsHalal(userId: string): Promise<boolean> {
    const user = this.households ? await this.households.findById(userId) : null;
    return (user?.profile.dietaryRestrictions ?? []).some((d) => d.trim().toLowerCase() === 'halal');
  }

  private async packsLessLarder(userId: string, needed: Map<string, number>, snapshot: CatalogueSnapshot, chain: string, book: PriceBook, boughtOnList: readonly number[]): Promise<NewShoppingItem[]> {
    const price = bookPackPrice(book);
    if (!this.larder) return packLines(needed, snapshot, chain, price).lines;
    const stock = await this.larder.stockForList(userId, boughtOnList);
    const quantities = listQuantities(needed, stock.held, stock.staples);
    // Packs for the whole grams each line states less the whole grams held, as the planner buys (shared/whole-packs.ts).
    const held = new Map([...quantities].map(([slug, q]) => [slug, q.held]));
    return packLines(needed, snapshot, chain, price, held).lines.map((line) => {
      const q = quantities.get(line.ingredient)!;
      const heldGrams = lineGrams(q.held);
      // Nothing to buy (a staple kept in stock while some is held): the line stays, at no cost.
      if (q.toBuy <= 0) return { ...line, quantity: 0, pricePence: 0, leftoverGrams: 0, heldGrams };
      return { ...line, heldGrams };
    });
  }

  async save(userId: string, mealPlanId: string | null, chain: string, needed: Map<string, number>, snapshot: CatalogueSnapshot, book: PriceBook) {
    const lines = await this.lessLarder(userId, needed, snapshot, chain, book);
    return this.lists.create({ userId, mealPlanId, supermarket: chain, priceNote: priceNote(lines, snapshot, chain), totalCostPence: sumPence(lines), items: lines }, this.clock.now());
  }
}

/** Meat and poultry for a halal household: bought halal, and the list says so ("Halal chicken thighs"). */
export function halalNamed(line: NewShoppingItem, snapshot: CatalogueSnapshot): NewShoppingItem {
  const contains = snapshot.ingredient(line.ingredient)?.contains ?? [];
  if (!contains.includes('meat') && !contains.includes('poultry')) return line;
  if (/^halal\b/i.test(line.name)) return line;
  return { ...line, name: `Halal ${line.name.charAt(0).toLowerCase()}${line.name.slice(1)}` };
}

/** Adds a recipe's grams of each ingredient, for `servings`, to `needed`. */
export function addRecipeGrams(needed: Map<string, number>, snapshot: CatalogueSnapshot, recipeId: string, servings: number) {
  const view = snapshot.recipe(recipeId);
  if (!view) return;
  const factor = servings / view.recipe.serves;
  view.recipe.ingredients.forEach((line, k) => needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + view.facts.gramsPerLine[k]! * factor));
}

export const sumPence = (lines: readonly NewShoppingItem[]) => lines.reduce((total, l) => total + l.pricePence, 0);

/** Where the list's prices come from, and how old they are. */
export function priceNote(lines: readonly NewShoppingItem[], snapshot: CatalogueSnapshot, chain: string): string {
  const products = lines.map((l) => snapshot.product(l.ingredient, chain)).filter((p) => p !== undefined);
  const estimates = products.filter((p) => p.estimate);
  const dates = [...new Set(products.map((p) => p.priceDate))].sort();
  const span = dates.length > 1 ? `${dates[0]} to ${dates[dates.length - 1]}` : (dates[0] ?? '');
  if (estimates.length === products.length) return `Estimated prices for ${chain}: UK average prices (ONS, ${span}) adjusted by ${chain}'s basket index (Which?, July 2025).`;
  return `Prices for ${chain} dated ${span}: ${products.length - estimates.length} from ${chain}'s price feed, ${estimates.length} estimated from ONS averages.`;
}
