/** GET /api/simple-shopping-lists/{id}/split: the list priced from the price book at each chain the household can reach. */
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { packGrams } from '../../catalogue/units';
import { gramsToBuy, packsFor } from '../../shared/whole-packs';
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { ShoppingListRepository } from '../../shopping/ports';
import type { CompareChains } from '../../shopping/compare-chains/compare-chains.use-case';
import type { HouseholdPrices } from '../price-book/household-prices';
import { type ItemPrice, type SplitItem, type SplitResult, splitShop } from './split-shop';

export interface ListSplit extends SplitResult {
  readonly listId: number;
  /** Per item, the label of each chain's price ("your receipt at Tesco ..., 3 days ago"). */
  readonly labels: ReadonlyArray<{ readonly ingredient: string; readonly chain: string; readonly label: string }>;
  readonly reachNote: string | null;
}

export class SplitShopping {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly shopping: Pick<CompareChains, 'compare'>,
    private readonly catalogue: CatalogueCache,
    private readonly prices: HouseholdPrices,
  ) {}

  async split(householdId: string, listId: number): Promise<Result<ListSplit, DomainError>> {
    const list = await this.lists.findForUser(householdId, listId);
    if (!list) return fail('LIST.NOT_FOUND', 'Shopping list not found');
    // The chains the household can reach, as the list's comparison finds them.
    const compared = await this.shopping.compare(householdId, listId);
    if (!compared.ok) return compared;
    const chains = compared.value.comparisons.map((c) => c.chain);
    const snapshot = await this.catalogue.forHousehold(householdId);
    // The lines the list's own total prices (issue 32, one total per question): ticked ones too, so "one shop" at the
    // list's chain is the list's total; not those the larder covers, nor those no longer needed.
    const toBuy = list.items.filter((i) => !i.isExtra && !i.notNeeded && i.quantity > 0);
    const book = await this.prices.forIngredients(householdId, toBuy.map((i) => i.ingredient));
    const items: SplitItem[] = [];
    const labels: { ingredient: string; chain: string; label: string }[] = [];
    for (const entry of toBuy) {
      const ingredient = snapshot.ingredient(entry.ingredient);
      if (!ingredient) continue;
      // Bought by the whole grams the line states less the whole grams held, as the list and the planner buy
      // (shared/whole-packs.ts): a line stored as 6,500.3 g reads "6,500 g" and is 13 packs of 500 g, not 14.
      const held = entry.heldGrams ?? 0;
      const toBuy = gramsToBuy(entry.neededGrams, held);
      const prices = new Map<string, ItemPrice>();
      for (const chain of chains) {
        const product = snapshot.product(entry.ingredient, chain);
        if (!product) continue;
        const pack = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
        if (!pack.ok) continue;
        const known = book.price(product);
        const packs = packsFor(toBuy, pack.value, held);
        prices.set(chain, { costPence: packs * known.payablePence, source: known.source });
        labels.push({ ingredient: entry.ingredient, chain, label: known.label });
      }
      items.push({ ingredient: entry.ingredient, name: entry.name, prices });
    }
    return ok({ listId, ...splitShop(items, chains), labels, reachNote: compared.value.reachNote });
  }
}
