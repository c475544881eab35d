import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEAL_PLANS_QUERY_KEY } from '../../../lib/meal-plans/get-meal-plans';
import { SHOPPING_LISTS_QUERY_KEY } from '../../../lib/meal-plans/generate-meal-plan';

/**
 * GET /api/household/events (server-sent events): when any member makes a plan or a list, the open planner
 * fetches the plans and lists again at once, so the partner's new week shows without a reload (issue 32). The
 * browser reconnects a dropped stream itself; one that fails outright is reopened after a growing pause.
 */
export function useLivePlans(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let opened = false;
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: MEAL_PLANS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource('/api/household/events', { withCredentials: true });
      source.addEventListener('ready', () => {
        failures = 0;
        // A reconnect: whatever was made while the stream was down (the first open needs no reload).
        if (opened) reload();
        opened = true;
      });
      source.addEventListener('plan-made', reload);
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          failures += 1;
          retry = setTimeout(open, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
