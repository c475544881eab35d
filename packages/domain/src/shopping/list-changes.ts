/** Shared by the list use cases: the "not found" answer, and a change told to every member's open list. */
import { fail } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { ListEvent, ListEvents } from './list-events';

export const listNotFound = () => fail('LIST.NOT_FOUND', 'Shopping list not found');

/** Tells the list's open pages what changed (nothing when no one listens). */
export async function tellList(events: ListEvents | null, clock: Clock, event: Omit<ListEvent, 'at'>): Promise<void> {
  await events?.publish({ ...event, at: clock.now().toISOString() });
}
