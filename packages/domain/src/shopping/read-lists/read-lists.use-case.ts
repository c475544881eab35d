/** The household's shopping lists read: every list, or one; the current ones priced from its price book. */
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { ShoppingListRepository } from '../ports';
import type { ShoppingList } from '../shopping-list';
import type { HouseholdListPrices } from '../household-list-prices';
import { listNotFound } from '../list-changes';

export class ReadShoppingLists {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly prices: HouseholdListPrices,
  ) {}

  /** Every list; the current ones priced from the household's price book, each line saying where its price came from. */
  async list(userId: string): Promise<ShoppingList[]> {
    return this.prices.priced(userId, await this.lists.listForUser(userId));
  }

  async get(userId: string, id: number): Promise<Result<ShoppingList, DomainError>> {
    const list = await this.lists.findForUser(userId, id);
    return list ? ok((await this.prices.priced(userId, [list]))[0]!) : listNotFound();
  }
}
