/** What a page's <head> says about it: title, description and its Open Graph (and Twitter) tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type: `website` (the default) or `article`. */
  type?: 'website' | 'article';
  /** Absolute address of the page (og:url), when the origin is known. */
  url?: string;
  /** Absolute address of its picture (og:image). */
  image?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sets (or adds) a `<meta {attr}="{key}" content>` in the head of `html`. */
function setMeta(html: string, attr: 'name' | 'property', key: string, content: string): string {
  const tag = `<meta ${attr}="${key}" content="${escapeAttribute(content)}" />`;
  const existing = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="[^"]*"\\s*/?>`);
  return existing.test(html) ? html.replace(existing, () => tag) : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

/** index.html's head made this page's: its title, description and social tags (the template's own are replaced). */
export function applyHead(html: string, head: PageHead): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`);
  out = setMeta(out, 'name', 'description', head.description);
  out = setMeta(out, 'property', 'og:type', head.type ?? 'website');
  out = setMeta(out, 'property', 'og:title', head.title);
  out = setMeta(out, 'property', 'og:description', head.description);
  if (head.url) out = setMeta(out, 'property', 'og:url', head.url);
  if (head.image) out = setMeta(out, 'property', 'og:image', head.image);
  out = setMeta(out, 'name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  out = setMeta(out, 'name', 'twitter:title', head.title);
  out = setMeta(out, 'name', 'twitter:description', head.description);
  if (head.image) out = setMeta(out, 'name', 'twitter:image', head.image);
  return out;
}
