/** GET /api/simple-shopping-lists/{id}/split: the list priced from the price book at each chain the household can reach. */
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { packGrams } from '../../catalogue/units';
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { ShoppingListRepository } from '../../shopping/ports';
import type { ShoppingLists } from '../../shopping/shopping-lists.use-case';
import { OWN_MAX_AGE_DAYS, knownPrice } from '../price-book/price-book';
import type { ReceiptBook } from '../ports';
import type { ReceiptScanning } from '../scan-receipt/receipt-scanning.use-case';
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
    private readonly shopping: ShoppingLists,
    private readonly catalogue: CatalogueCache,
    private readonly book: ReceiptBook,
    private readonly scanning: ReceiptScanning,
  ) {}

  async split(householdId: string, listId: number): Promise<Result<ListSplit, DomainError>> {
    const list = await this.lists.findForUser(householdId, listId);
    if (!list) return fail('LIST.NOT_FOUND', 'Shopping list not found');
    // The chains the household can reach, as the list's comparison finds them.
    const compared = await this.shopping.compare(householdId, listId);
    if (!compared.ok) return compared;
    const chains = compared.value.comparisons.map((c) => c.chain);
    const snapshot = await this.catalogue.forHousehold(householdId);
    const ctx = await this.scanning.context(householdId);
    const since = new Date(Date.parse(`${ctx.today}T00:00:00Z`) - OWN_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    const items: SplitItem[] = [];
    const labels: { ingredient: string; chain: string; label: string }[] = [];
    for (const entry of list.items.filter((i) => !i.isExtra && !i.isChecked)) {
      const ingredient = snapshot.ingredient(entry.ingredient);
      if (!ingredient) continue;
      const observations = await this.book.observations(entry.ingredient, since);
      const prices = new Map<string, ItemPrice>();
      for (const chain of chains) {
        const product = snapshot.product(entry.ingredient, chain);
        if (!product) continue;
        const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
        if (!grams.ok) continue;
        const known = knownPrice(ctx, product, observations);
        const packs = Math.max(1, Math.ceil(entry.neededGrams / grams.value - 1e-9));
        prices.set(chain, { costPence: packs * known.payablePence, source: known.source });
        labels.push({ ingredient: entry.ingredient, chain, label: known.label });
      }
      items.push({ ingredient: entry.ingredient, name: entry.name, prices });
    }
    return ok({ listId, ...splitShop(items, chains), labels, reachNote: compared.value.reachNote });
  }
}
