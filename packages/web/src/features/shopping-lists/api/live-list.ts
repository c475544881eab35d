import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';
import { shoppingListQueryKey } from './get-shopping-list';
import { USUALS_QUERY_KEY } from './extras';

export type LiveState = 'connecting' | 'live' | 'offline';

const KINDS = ['item-checked', 'items-added', 'item-removed', 'list-changed', 'list-deleted', 'list-archived'] as const;

/**
 * GET /api/simple-shopping-lists/{id}/events (server-sent events): every member's change reloads the list, so a
 * tick in the shop shows on the other phone within a second. The browser reconnects a dropped stream by itself
 * (the server asks for 2 s); a stream that fails outright is reopened after a growing pause, and when the phone
 * is offline the ticks wait in the offline queue as before (the newest change wins when they are sent).
 */
export function useLiveList(listId: number): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!Number.isSafeInteger(listId) || listId < 1 || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: shoppingListQueryKey(listId), exact: true });
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(`/api/simple-shopping-lists/${listId}/events`, { withCredentials: true });
      source.addEventListener('ready', () => {
        failures = 0;
        setState('live');
        reload(); // whatever changed while the stream was down
      });
      for (const kind of KINDS) {
        source.addEventListener(kind, () => {
          reload();
          if (kind === 'items-added') void queryClient.invalidateQueries({ queryKey: USUALS_QUERY_KEY });
          // A member's new plan archived this list (or it was deleted): the lists page shows the new one.
          if (kind === 'list-deleted' || kind === 'list-archived') void queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY, exact: true });
        });
      }
      source.onerror = () => {
        setState(navigator.onLine === false ? 'offline' : 'connecting');
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          failures += 1;
          retry = setTimeout(open, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
        }
      };
    };
    const online = () => {
      if (source?.readyState === EventSource.CLOSED || !source) {
        clearTimeout(retry);
        open();
      }
    };
    const offline = () => setState('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [listId, queryClient]);

  return state;
}
