/**
 * An allow-list HTML sanitiser for article content, used when an article is saved and again in the
 * browser just before it is shown. Every tag in the output is rebuilt from scratch: only the tags
 * below survive, only `href` (http, https, mailto or a path on this site) on links and `id` on
 * headings are kept, the content of script-like elements is dropped whole, and every other `<`, `>`,
 * `&` or quote is escaped. It needs no DOM, so the server and the browser run the same code.
 */

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose whole content goes, not just the tags. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head']);

const escapeText = (text: string): string =>
  text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes the entities that could hide a scheme ("jav&#x61;script:"). */
const decodeEntities = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');

/** A link target we allow: http(s), mailto, an in-page anchor or a path on this site (not "//host"). */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value) return null;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^#[\w-]*$/.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return null;
}

const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rebuildTag(name: string, attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const attr = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'a' && attr === 'href') {
      const href = safeHref(value);
      if (href) kept.push(`href="${escapeAttribute(href)}"`);
    } else if ((name === 'h2' || name === 'h3' || name === 'h4') && attr === 'id' && /^[a-z][a-z0-9-]{0,60}$/.test(value)) {
      kept.push(`id="${value}"`);
    } else if ((name === 'th' || name === 'td') && attr === 'scope' && /^(row|col)$/.test(value)) {
      kept.push(`scope="${value}"`);
    }
  }
  if (name === 'a' && kept.some((a) => a.startsWith('href="http'))) kept.push('rel="noopener noreferrer nofollow"');
  return `<${name}${kept.length ? ' ' + kept.join(' ') : ''}>`;
}

/** Returns HTML that holds only the allowed tags and attributes, with every open tag closed. */
export function sanitizeHtml(input: string): string {
  const html = String(input ?? '').replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  const token = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (const match of html.matchAll(token)) {
    const text = html.slice(last, match.index);
    last = match.index! + match[0].length;
    if (!dropping) out.push(escapeText(text));
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(rebuildTag(name, match[3] ?? ''));
    open.push(name);
  }
  if (!dropping) out.push(escapeText(html.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The words of some HTML, for read times and search. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;|&lsquo;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Minutes to read at 200 words a minute, rounded up. */
export const readMinutes = (html: string): number => Math.max(1, Math.ceil(htmlText(html).split(' ').filter(Boolean).length / 200));
