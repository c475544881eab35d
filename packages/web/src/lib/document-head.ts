/** index.html's own head (keep the two the same): what a page that says nothing of itself is titled and described as. */
export const DEFAULT_HEAD = {
  title: 'Larder: meal plans within your budget',
  description: 'Larder plans a week of meals within your budget and prices the shopping list at UK supermarkets near you. 7-day free trial.',
  ogTitle: 'Larder: meal plans within your budget',
  ogDescription: 'A week of meals within your budget, with the shopping list priced at UK supermarkets near you. 7-day free trial.',
} as const;

/**
 * Back to index.html's head, when the app moves to another page: the head a page drew on the server (or set while it
 * was shown) is not the next page's. Pages that have their own set it again as they are shown.
 */
export function resetDocumentHead(): void {
  document.title = DEFAULT_HEAD.title;
  const set = (selector: string, content: string) => document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
  set('meta[name="description"]', DEFAULT_HEAD.description);
  set('meta[property="og:title"]', DEFAULT_HEAD.ogTitle);
  set('meta[property="og:description"]', DEFAULT_HEAD.ogDescription);
  set('meta[property="og:type"]', 'website');
  set('meta[name="twitter:card"]', 'summary');
  for (const key of ['property="og:url"', 'property="og:image"', 'name="twitter:title"', 'name="twitter:description"', 'name="twitter:image"'])
    document.head.querySelector(`meta[${key}]`)?.remove();
}
