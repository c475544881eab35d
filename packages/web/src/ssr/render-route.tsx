import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { USER_QUERY_KEY } from '../lib/auth/get-user';
import { createQueryClient } from '../lib/query-client';
import { SiteOriginContext } from '../lib/site-origin';
import type { SeededQueries } from './document';

/** Everything React wrote, once every lazy page and Suspense boundary has resolved (unlike renderToString). */
async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * Draws one page of the app at `url` for a visitor without a session: the real routes (lazy pages loaded), the
 * navigation bar signed out, and `queries` already in the query cache, so that the client, seeded with the same
 * results (app-main.tsx), draws the same tree and hydrates it. Returns null when the path is not a page (404).
 */
export async function renderRoute(url: string, options: { origin: string; queries?: SeededQueries }): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, options.origin)));
  if (context instanceof Response) return null;
  if (context.statusCode === 404 || context.matches.some((m) => m.route.path === '*')) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteOriginContext value={options.origin}>
        <AppProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SiteOriginContext>
    </StrictMode>,
  );
  return streamToString(prelude);
}
