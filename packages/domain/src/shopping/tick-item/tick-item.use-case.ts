/** A list line ticked as bought (or unticked): its whole packs go in the larder (or come out again), and every member's list hears. */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { LarderForLists } from '../../larder/list-quantities';
import type { ListEvents } from '../list-events';
import type { ShoppingListRepository } from '../ports';
import type { ShoppingItem } from '../shopping-list';
import { tellList } from '../list-changes';

export class TickListItem {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly clock: Clock,
    private readonly events: ListEvents | null = null,
    private readonly larder: Pick<LarderForLists, 'fromTick'> | null = null,
  ) {}

  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt?: Date, actorId: string = userId): Promise<Result<ShoppingItem, DomainError>> {
    const item = await this.lists.setChecked(userId, itemId, isChecked, changedAt ?? this.clock.now(), actorId);
    if (!item) return fail('LIST.NOT_FOUND', 'Shopping list item not found');
    // Bought: its whole packs go in the larder (unticked: they come out again).
    await this.larder?.fromTick(userId, item);
    await tellList(this.events, this.clock, { listId: item.listId, kind: 'item-checked', itemId: item.id, ...(item.checkedBy ? { by: item.checkedBy.firstName } : {}) });
    return ok(item);
  }
}
