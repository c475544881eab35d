import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createRouter, routes } from './app/router';
import { USER_QUERY_KEY } from './lib/auth/get-user';
import { createQueryClient } from './lib/query-client';
import { HydrationGate } from './lib/use-hydrated';
import { SEEDED_QUERIES_ID, type SeededQueries } from './ssr/document';

/** The whole app: router, queries, every page (each page its own chunk). */
export function mountApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * A page the server sent already drawn (a public page, for a visitor without a session): load the lazy page of this
 * route first, so the router starts with it rather than a spinner; seed the query cache with what the server drew
 * from (signed out, and the blog's articles); then hydrate, as a transition, so that React yields to the browser
 * between components instead of holding the main thread for the whole tree.
 */
export async function hydrateApp(root: HTMLElement): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const seeded = document.getElementById(SEEDED_QUERIES_ID)?.textContent;
  if (seeded) for (const [key, data] of JSON.parse(seeded) as SeededQueries) queryClient.setQueryData(key, data);
  // The router (it ranks every route and matches the address) in a task of its own, not in the hydration's first slice.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createRouter();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydrationGate>
          <App queryClient={queryClient} router={router} />
        </HydrationGate>
      </StrictMode>,
    );
  });
}
