import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { checkItem } from '../api/check-item';
import { SHOPPING_LISTS_QUERY_KEY } from '../api/get-shopping-lists';
import { shoppingListQueryKey } from '../api/get-shopping-list';
import { drainQueue, enqueue, outcomeOfFailure, parseQueue, pendingStates, retryDelayMs, type PendingTick, type SendOutcome } from './tick-queue';

/**
 * The ticks of the household's lists, kept on the phone (localStorage) until the server has them, and sent in
 * the order they were made with the time they were made: on every tick, when the network comes back, and after
 * a growing pause while it stays away.
 */
const STORAGE_KEY = 'larder:pending-ticks:v1';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'synced';

export interface TickState {
  readonly queue: readonly PendingTick[];
  readonly pending: ReadonlyMap<number, boolean>;
  readonly status: SyncStatus;
}

const readStorage = (): PendingTick[] => {
  try {
    return parseQueue(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
};

let queue: PendingTick[] = typeof window === 'undefined' ? [] : readStorage();
let status: SyncStatus = 'idle';
/** Set when a change could not be sent at once; the page then says "All changes synced" once they are. */
let hadToWait = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let draining: Promise<void> | null = null;
let state: TickState = { queue, pending: pendingStates(queue), status };
const listeners = new Set<() => void>();
let queryClient: QueryClient | null = null;

function publish(): void {
  state = { queue, pending: pendingStates(queue), status };
  listeners.forEach((l) => l());
}

function writeQueue(next: PendingTick[]): void {
  queue = next;
  try {
    if (next.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the ticks still live in memory for this visit.
  }
  publish();
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Puts the saved item into the cached lists, so the page shows the server's state once the tick is sent. */
function applySaved(listId: number, item: TShoppingList['items'][number]): void {
  if (!queryClient) return;
  const patch = (list: TShoppingList | undefined) =>
    list && list.id === listId ? { ...list, items: list.items.map((i) => (i.id === item.id ? item : i)) } : list;
  queryClient.setQueryData<TShoppingList>(shoppingListQueryKey(listId), patch);
  queryClient.setQueryData<TShoppingList[]>(SHOPPING_LISTS_QUERY_KEY, (lists) => lists?.map((l) => patch(l)!));
}

async function send(tick: PendingTick): Promise<SendOutcome> {
  try {
    const item = await checkItem(tick.itemId, tick.isChecked, tick.changedAt);
    applySaved(tick.listId, item);
    return 'ok';
  } catch (error) {
    const outcome = outcomeOfFailure(error instanceof ApiError ? error.status : undefined);
    if (outcome === 'stop' && isUnauthorizedError(error)) handleUnauthorized();
    if (outcome === 'drop') toast({ title: 'Error', description: 'Failed to update item', variant: 'destructive' });
    return outcome;
  }
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (!queue.length) return;
  retryTimer = setTimeout(() => void flushTicks(), retryDelayMs(failures));
}

/** Sends what is queued (one drain at a time); safe to call at any moment. */
export function flushTicks(): Promise<void> {
  if (draining) return draining;
  if (!queue.length) return Promise.resolve();
  if (!isOnline()) {
    hadToWait = true;
    status = 'offline';
    publish();
    return Promise.resolve();
  }
  status = 'syncing';
  publish();
  draining = (async () => {
    try {
      const result = await drainQueue({ read: () => queue, write: writeQueue, send });
      if (result.stoppedBy) {
        hadToWait = true;
        failures += 1;
        status = 'offline';
        if (result.stoppedBy === 'retry') scheduleRetry();
      } else {
        failures = 0;
        status = hadToWait ? 'synced' : 'idle';
        hadToWait = false;
        // Fresh lists from the server (and so a fresh copy in the service worker's cache).
        if (result.sent && status === 'synced') void queryClient?.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
      }
    } finally {
      draining = null;
      publish();
    }
    // A tick made just as the drain finished: send it too.
    if (queue.length && status !== 'offline') void flushTicks();
  })();
  return draining;
}

/** Records a tick made now and sends it (or keeps it until the network is back). */
export function tickItem(listId: number, itemId: number, isChecked: boolean, at: Date = new Date()): void {
  writeQueue(enqueue(queue, { listId, itemId, isChecked, changedAt: at.toISOString() }));
  if (draining) {
    // Sent by the running drain, which re-reads the queue after every answer.
    return;
  }
  void flushTicks();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

let started = false;
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void flushTicks();
  });
  window.addEventListener('offline', () => {
    if (queue.length) {
      hadToWait = true;
      status = 'offline';
      publish();
    }
  });
  // Another tab of the app changed the queue.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    queue = readStorage();
    publish();
  });
  if (queue.length) {
    // Ticks left from an earlier visit (made offline, then the page was closed or reloaded).
    hadToWait = true;
    void flushTicks();
  }
}

/** The queue for a page: what each item shows until sent, the sync status, and the tick action. */
export function useTickSync() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
    start();
  }, [client]);
  const current = useSyncExternalStore(subscribe, getState, getState);
  return { ...current, tick: tickItem, isOnline: isOnline() };
}
