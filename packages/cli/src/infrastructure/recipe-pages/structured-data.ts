import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { MicrodataItem } from '@larder/domain/catalogue/own-recipes/import/schema-org-recipe';
import type { StructuredData, StructuredDataReader } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import { readPageRecipe } from './page-recipe';
import type { DomainError } from '@larder/domain/shared/errors';
import { type Result, ok } from '@larder/domain/shared/result';

const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';
const BLOCKS = new Set(['p', 'li', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'section', 'tr']);
/** Text with a line break after each block, so a list of steps stays a list. */
const textOf = (n: ChildNode): string => {
  if (n.type === 'text') return n.data;
  if (isElement(n)) return n.children.map((c) => textOf(c) + (isElement(c) && BLOCKS.has(c.name) ? '\n' : '')).join('');
  return '';
};

/** The value a microdata property carries, as the HTML standard reads it. */
function propertyValue(el: Element): string {
  const a = el.attribs;
  if (a.content !== undefined) return a.content;
  if (['a', 'link', 'area'].includes(el.name)) return a.href ?? '';
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track'].includes(el.name)) return a.src ?? '';
  if (el.name === 'meta') return a.content ?? '';
  if (el.name === 'time') return a.datetime ?? textOf(el);
  if (['data', 'meter'].includes(el.name)) return a.value ?? textOf(el);
  return textOf(el);
}

function readItem(el: Element, depth: number): MicrodataItem {
  const properties: Record<string, Array<string | MicrodataItem>> = {};
  const visit = (nodes: ChildNode[], d: number) => {
    for (const node of nodes) {
      if (!isElement(node) || d > 40) continue;
      const prop = node.attribs.itemprop;
      const scope = node.attribs.itemscope !== undefined;
      if (prop) {
        const value = scope && depth < 12 ? readItem(node, depth + 1) : propertyValue(node).trim();
        for (const name of prop.split(/\s+/).filter(Boolean)) (properties[name] ??= []).push(value);
      }
      if (!scope) visit(node.children, d + 1);
    }
  };
  visit(el.children, 0);
  return { type: (el.attribs.itemtype ?? '').split(/\s+/).filter(Boolean), properties };
}

/** JSON-LD blocks and top-level microdata items of a page, parsed without running anything in it (on this thread). */
export function readStructuredData(html: string): StructuredData {
  const doc = parseDocument(html, { decodeEntities: true });
  const jsonLd: unknown[] = [];
  const microdata: MicrodataItem[] = [];
  const walk = (nodes: ChildNode[], depth: number) => {
    for (const node of nodes) {
      if (!isElement(node) || depth > 200) continue;
      if (node.name === 'script' && /ld\+json/i.test(node.attribs.type ?? '')) {
        const raw = node.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
        try {
          // A control character (a raw tab or newline inside a string) breaks JSON.parse though browsers and
          // search engines read past it: each is read as a space.
          jsonLd.push(JSON.parse(raw.replace(/^\s*<!--|-->\s*$/g, '').replace(/[\u0000-\u001f]/g, ' ')));
        } catch {
          // A broken block is skipped; the page may have another, or microdata.
        }
        continue;
      }
      if (node.attribs.itemscope !== undefined && node.attribs.itemprop === undefined) {
        microdata.push(readItem(node, 0));
      }
      walk(node.children, depth + 1);
    }
  };
  walk(doc.children, 0);
  // The page read from its own lists too: used only when its structured data holds no recipe.
  return { jsonLd, microdata, page: readPageRecipe(doc) };
}

/** The reader on the calling thread (the server uses the worker pool's reader, which runs readStructuredData in a worker). */
export class HtmlStructuredDataReader implements StructuredDataReader {
  async read(html: string): Promise<Result<StructuredData, DomainError>> {
    return ok(readStructuredData(html));
  }
}
