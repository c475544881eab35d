import { type DomainError, fail } from '../../../shared/errors';
import { type Err } from '../../../shared/result';

/** What a page may cost to read, checked by one linear scan before the HTML parser runs. */
export const HTML_LIMITS = { maxChars: 3_000_000, maxTags: 60_000, maxDepth: 400 } as const;

/** Elements that never take a closing tag, or that the next of their kind (or their parent's end) closes. */
const NO_DEPTH = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'command',
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'rb', 'rt', 'rp', 'rtc', 'thead', 'tbody', 'tfoot', 'colgroup', 'html', 'head', 'body',
]);
/** Their content is text to the parser: skipped whole. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'template']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)|<!--/g;

/**
 * Counts a page's tags and how deep its unclosed elements go, without building anything: a page over any limit is
 * refused before the parser (whose work grows with the square of the depth on unclosed tags) runs.
 */
export function checkHtmlCost(html: string, field: 'html' | 'url'): Err<DomainError> | null {
  const { maxChars, maxTags, maxDepth } = HTML_LIMITS;
  const too = (what: string) => fail('IMPORT.TOO_LARGE', `${field === 'html' ? 'The pasted page' : 'That page'} is too large to read: ${what}`, { field });
  if (html.length > maxChars) return too(`it has more than ${maxChars.toLocaleString('en-GB')} characters`);
  let tags = 0;
  let depth = 0;
  let close = -1; // the next '>' found, kept so that a run of tags without one is not searched again and again
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[0] === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end + 3;
      continue;
    }
    if (++tags > maxTags) return too(`it has more than ${maxTags.toLocaleString('en-GB')} tags`);
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      if (!NO_DEPTH.has(name) && depth > 0) depth--;
      continue;
    }
    if (close < TAG.lastIndex) close = html.indexOf('>', TAG.lastIndex);
    if (close < 0) break; // no tag after this one is ever closed: the parser reads the rest as text
    const selfClosing = html[close - 1] === '/';
    if (RAW_TEXT.has(name)) {
      const endTag = new RegExp(`</${name}`, 'ig');
      endTag.lastIndex = close;
      const end = endTag.exec(html);
      if (!end) break;
      TAG.lastIndex = end.index;
      continue;
    }
    if (NO_DEPTH.has(name) || selfClosing) continue;
    if (++depth > maxDepth) return too(`its elements are nested more than ${maxDepth} deep`);
  }
  return null;
}
