/** A shopping list deleted; every member's open list hears. */
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { ListEvents } from '../list-events';
import type { ShoppingListRepository } from '../ports';
import { listNotFound, tellList } from '../list-changes';

export class DeleteShoppingList {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly clock: Clock,
    private readonly events: ListEvents | null = null,
  ) {}

  async delete(userId: string, id: number): Promise<Result<void, DomainError>> {
    if (!(await this.lists.delete(userId, id))) return listNotFound();
    await tellList(this.events, this.clock, { listId: id, kind: 'list-deleted' });
    return ok(undefined);
  }
}
