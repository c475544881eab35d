import { useEffect } from 'react';

/**
 * Sets the title, meta description and social (Open Graph and Twitter) tags while a page is shown; the app puts
 * index.html's head back when it moves to another page (app.tsx), so nothing is restored here (a page drawn on the
 * server already has them, and restoring "the previous" values would keep them after it).
 */
export function useDocumentHead(head: { title: string; description?: string; image?: string; type?: string } | null) {
  const title = head?.title;
  const description = head?.description;
  const image = head?.image;
  const type = head?.type ?? 'website';
  useEffect(() => {
    if (!title) return;
    document.title = title;
    const set = (attr: 'name' | 'property', key: string, value: string | undefined) => {
      if (value === undefined) return;
      let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (!el) {
        el = document.createElement('meta');
        el.setAttribute(attr, key);
        document.head.appendChild(el);
      }
      el.content = value;
    };
    const absolute = image ? new URL(image, window.location.origin).href : undefined;
    set('name', 'description', description);
    set('property', 'og:title', title);
    set('property', 'og:description', description);
    set('property', 'og:type', type);
    set('property', 'og:url', window.location.href);
    set('property', 'og:image', absolute);
    set('name', 'twitter:card', absolute ? 'summary_large_image' : 'summary');
    set('name', 'twitter:title', title);
    set('name', 'twitter:description', description);
    set('name', 'twitter:image', absolute);
  }, [title, description, image, type]);
}
