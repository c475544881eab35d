/** The household's usuals: the free-text items it buys most weeks, listed, forgotten, or all put on a list in one tap. */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { extraItem } from '../extras';
import type { ListEvents } from '../list-events';
import type { ShoppingListRepository, UsualItem } from '../ports';
import type { ShoppingItem } from '../shopping-list';
import { listNotFound, tellList } from '../list-changes';

export class Usuals {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly clock: Clock,
    private readonly events: ListEvents | null = null,
  ) {}

  usuals(userId: string): Promise<UsualItem[]> {
    return this.lists.usuals(userId);
  }

  async deleteUsual(userId: string, id: number): Promise<Result<void, DomainError>> {
    return (await this.lists.deleteUsual(userId, id)) ? ok(undefined) : fail('LIST.NOT_FOUND', 'Usual item not found');
  }

  /** Every usual not already waiting on the list, in one tap. */
  async addUsuals(userId: string, listId: number, actorId: string = userId): Promise<Result<ShoppingItem[], DomainError>> {
    const list = await this.lists.findForUser(userId, listId);
    if (!list) return listNotFound();
    const waiting = new Set(list.items.filter((i) => !i.isChecked).map((i) => i.name.toLowerCase()));
    const lines = (await this.lists.usuals(userId))
      .filter((u) => !waiting.has(u.name.toLowerCase()))
      .map((u) => extraItem(u.name, u.quantity, u.unit, u.category, u.pricePence));
    if (!lines.length) return ok([]);
    const added = (await this.lists.addExtras(userId, listId, lines, actorId)) ?? [];
    await tellList(this.events, this.clock, { listId, kind: 'items-added', ...(added[0]?.addedBy ? { by: added[0].addedBy.firstName } : {}) });
    return ok(added);
  }
}
