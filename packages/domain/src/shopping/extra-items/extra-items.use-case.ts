/**
 * The list's own lines: a free-text item added ("bin bags", "2 x cat food"; aisle guessed from the words unless
 * given; optionally kept as a usual), and a line taken off the list.
 */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { parsePounds } from '../../shared/money';
import { EXTRA_AISLES, extraItem, guessAisle, splitCount } from '../extras';
import type { ListEvents } from '../list-events';
import type { ShoppingListRepository } from '../ports';
import type { NewShoppingItem, ShoppingItem } from '../shopping-list';
import { listNotFound, tellList } from '../list-changes';

export interface ExtraInput {
  readonly name: unknown;
  readonly quantity?: number | null;
  readonly unit?: string | null;
  readonly category?: string | null;
  /** Pounds: "2.50" or 2.5. */
  readonly price?: string | number | null;
  /** Keep it among the household's usuals too. */
  readonly usual?: boolean;
}

export class ExtraItems {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly events: ListEvents | null = null,
  ) {}

  /** A free-text item ("bin bags", "2 x cat food"): aisle guessed from the words unless given; optionally kept as a usual. */
  async addExtra(userId: string, listId: number, input: ExtraInput, actorId: string = userId): Promise<Result<ShoppingItem, DomainError>> {
    const line = await this.extraLine(input);
    if (!line.ok) return line;
    const added = await this.lists.addExtras(userId, listId, [line.value], actorId);
    if (!added) return listNotFound();
    if (input.usual) await this.lists.saveUsual(userId, { name: line.value.name, quantity: line.value.quantity, unit: line.value.unit, category: line.value.category, pricePence: line.value.pricePence });
    await tellList(this.events, this.clock, { listId, kind: 'items-added', ...(added[0]?.addedBy ? { by: added[0].addedBy.firstName } : {}) });
    return ok(added[0]!);
  }

  /** Takes a line off the list (an extra no longer needed, or an ingredient already in the cupboard). */
  async removeItem(userId: string, itemId: number): Promise<Result<void, DomainError>> {
    const removed = await this.lists.removeItem(userId, itemId);
    if (!removed) return fail('LIST.NOT_FOUND', 'Shopping list item not found');
    await tellList(this.events, this.clock, { listId: removed.listId, kind: 'item-removed', itemId });
    return ok(undefined);
  }

  private async extraLine(input: ExtraInput): Promise<Result<NewShoppingItem, DomainError>> {
    const raw = typeof input.name === 'string' ? input.name : '';
    const counted = input.quantity === undefined || input.quantity === null ? splitCount(raw) : { name: raw.trim().replace(/\s+/g, ' '), quantity: null };
    const name = counted.name;
    if (!name) return invalid('name', 'Say what to add');
    if (name.length > 80) return invalid('name', 'Keep the item under 80 characters');
    const quantity = input.quantity ?? counted.quantity ?? 1;
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 999) return invalid('quantity', 'Quantity must be more than 0 and at most 999');
    const unit = (input.unit ?? '').trim();
    if (unit.length > 20) return invalid('unit', 'Keep the unit under 20 characters');
    let category: string;
    if (input.category) {
      const known = EXTRA_AISLES.find((a) => a.toLowerCase() === input.category!.trim().toLowerCase());
      if (!known) return invalid('category', `Choose one of ${EXTRA_AISLES.join(', ')}`);
      category = known;
    } else {
      category = guessAisle(name, (await this.catalogue.current()).allIngredients());
    }
    let pricePence = 0;
    if (input.price !== undefined && input.price !== null && input.price !== '') {
      const parsed = parsePounds(input.price);
      if (parsed === null || parsed < 0 || parsed > 100_000) return invalid('price', 'Price must be in pounds, from 0.00 to 1000.00 (e.g. 2.50)');
      pricePence = parsed;
    }
    return ok(extraItem(name, quantity, unit || 'each', category, pricePence));
  }
}
