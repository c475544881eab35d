/**
 * The household's prices for its lists, shared by the list use cases: its price book for some ingredients (the
 * catalogue's labelled prices when there is none), and the current lists priced from it.
 */
import type { Clock } from '../shared/clock';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { type HouseholdPrices, type PriceBook, catalogueOnly } from '../receipts/price-book/household-prices';
import type { ShoppingList } from './shopping-list';
import { listIngredients, priceList } from './list-prices';

export class HouseholdListPrices {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly prices: HouseholdPrices | null = null,
  ) {}

  /** The household's price book for these ingredients (the catalogue's labelled prices when there is none). */
  async book(userId: string, ingredients: Iterable<string>): Promise<PriceBook> {
    return this.prices ? this.prices.forIngredients(userId, ingredients) : catalogueOnly(userId, this.clock.now().toISOString().slice(0, 10));
  }

  /** The current lists priced from the household's price book, each line saying where its price came from. */
  async priced(userId: string, lists: ShoppingList[]): Promise<ShoppingList[]> {
    if (!lists.some((l) => !l.archivedAt)) return lists;
    const [book, snapshot] = await Promise.all([this.book(userId, listIngredients(lists)), this.catalogue.current()]);
    return lists.map((l) => priceList(l, snapshot, book));
  }

  async pricedOne(userId: string, list: ShoppingList, known?: { readonly book: PriceBook; readonly covers: ReadonlySet<string> | ReadonlyMap<string, unknown> }): Promise<ShoppingList> {
    // A list just made from a book that holds every ingredient it prices: priced from that book, not a second look-up.
    if (known && !list.archivedAt && listIngredients([list]).every((i) => i.startsWith('extra:') || known.covers.has(i))) {
      return priceList(list, await this.catalogue.current(), known.book);
    }
    return (await this.priced(userId, [list]))[0]!;
  }
}
