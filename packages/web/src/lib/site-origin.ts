import { createContext, useContext } from 'react';

/** The site's origin while a page is drawn on the server (no `window` there); in the browser, the page's own. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const fromServer = useContext(SiteOriginContext);
  return fromServer ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
