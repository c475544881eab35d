import { useEffect } from 'react';

/** Sets the title, meta description and social (Open Graph and Twitter) tags while a page is shown. */
export function useDocumentHead(head: { title: string; description?: string; image?: string; type?: string } | null) {
  const title = head?.title;
  const description = head?.description;
  const image = head?.image;
  const type = head?.type ?? 'website';
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = title;
    const created: HTMLMetaElement[] = [];
    const previous = new Map<HTMLMetaElement, string>();
    const set = (attr: 'name' | 'property', key: string, value: string | undefined) => {
      if (value === undefined) return;
      let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (el) previous.set(el, el.content);
      else {
        el = document.createElement('meta');
        el.setAttribute(attr, key);
        document.head.appendChild(el);
        created.push(el);
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
    return () => {
      document.title = previousTitle;
      created.forEach((el) => el.remove());
      previous.forEach((content, el) => (el.content = content));
    };
  }, [title, description, image, type]);
}
