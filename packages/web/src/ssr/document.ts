import { applyHead, type PageHead } from './head';

/** Query results the server already had when it drew the page, as [query key, data] pairs, for the client's cache. */
export type SeededQueries = Array<[key: readonly unknown[], data: unknown]>;

/** The id of the JSON script that carries the seeded queries to the client (read by app-main.tsx). */
export const SEEDED_QUERIES_ID = 'larder-queries';

/** JSON safe inside a <script>: no `</script>`, no HTML comment, no line separators that break old parsers. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * index.html (the template) with a page already drawn inside #root, marked `data-prerendered="{kind}"` so that
 * main.tsx hydrates it, its own head, and the query results it was drawn from.
 */
export function pageDocument(template: string, page: { body: string; kind: 'landing' | 'app'; head?: PageHead; queries?: SeededQueries }): string {
  const start = template.indexOf('<div id="root">');
  const end = template.indexOf('</body>');
  if (start < 0 || end < 0) throw new Error('index.html has no <div id="root"> before </body>');
  // The root holds only the loading placeholder up to the first script of the body; replace it whole.
  const scripts = template.slice(start, end).search(/<script\b/);
  const rootEnd = scripts < 0 ? end : start + scripts;
  const seeded = page.queries?.length ? `<script id="${SEEDED_QUERIES_ID}" type="application/json">${scriptJson(page.queries)}</script>\n    ` : '';
  const html = `${template.slice(0, start)}<div id="root" data-prerendered="${page.kind}">${page.body}</div>\n    ${seeded}${template.slice(rootEnd).trimStart()}`;
  return page.head ? applyHead(html, page.head) : html;
}
