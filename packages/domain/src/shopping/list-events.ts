/** What changed on a shopping list, told to every member's open list (server-sent events). */
export interface ListEvent {
  readonly listId: number;
  readonly kind: 'item-checked' | 'items-added' | 'item-removed' | 'list-changed' | 'list-deleted' | 'list-archived' | 'plan-made';
  readonly itemId?: number;
  /** list-archived: the household's new list (a member's new plan made it), for the open page to point to. */
  readonly replacedBy?: number;
  /** plan-made: the household it is told to (every member's open planner, whatever list it shows), and the new plan. */
  readonly household?: string;
  readonly planId?: string;
  /** The member who made the change (first name), when known. */
  readonly by?: string;
  readonly at: string;
}

export type ListEventListener = (event: ListEvent) => void;

/**
 * Fans list changes out to listeners: in-process with the embedded database (one server), through PostgreSQL
 * LISTEN/NOTIFY with a PostgreSQL server (any number of servers).
 */
export interface ListEvents {
  publish(event: ListEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listId: number, listener: ListEventListener): () => void;
  /** Events told to the whole household (a new plan and its list): the planner's open page hears them. */
  subscribeHousehold(householdId: string, listener: ListEventListener): () => void;
  /** Resolves once changes made elsewhere reach this server's listeners (a LISTEN connection is in place). */
  ready(): Promise<void>;
}
export const LIST_EVENTS = Symbol('ListEvents');
