/**
 * A recipe page with no structured data, read as a cook reads it: the title, the list under "Ingredients" (or in an
 * element named like "ingredients"), and the steps under "Method" (or "Instructions", "Directions"). No scripts run.
 */
import type { ChildNode, Document, Element } from 'domhandler';
import type { PageRecipe } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';

const isElement = (n: ChildNode): n is Element => n.type === 'tag';
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'header', 'form']);
const text = (n: ChildNode): string => {
  if (n.type === 'text') return n.data;
  if (isElement(n) && !SKIP.has(n.name)) return n.children.map(text).join(' ');
  return '';
};
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function elements(root: Document | Element): Element[] {
  const out: Element[] = [];
  const walk = (nodes: ChildNode[], depth: number) => {
    for (const n of nodes) {
      if (!isElement(n) || depth > 200 || SKIP.has(n.name)) continue;
      out.push(n);
      walk(n.children, depth + 1);
    }
  };
  walk(root.children, 0);
  return out;
}
const items = (el: Element): string[] => elements(el).filter((e) => e.name === 'li').map((li) => clean(text(li))).filter((t) => t && t.length <= 300);
const named = (el: Element, pattern: RegExp) => pattern.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs['data-testid'] ?? ''}`);
const HEADING = /^h[1-6]$/;

/** The list that follows a heading ("Ingredients", "Method"), in document order; or paragraphs, for a method. */
function afterHeading(all: readonly Element[], pattern: RegExp, paragraphs: boolean): string[] {
  const at = all.findIndex((e) => (HEADING.test(e.name) || e.name === 'strong' || e.name === 'b') && pattern.test(clean(text(e))) && clean(text(e)).length < 40);
  if (at < 0) return [];
  const found: string[] = [];
  for (const e of all.slice(at + 1)) {
    if (HEADING.test(e.name) && found.length) break;
    if (e.name === 'ul' || e.name === 'ol') {
      const list = items(e);
      if (list.length) return list;
    }
    if (paragraphs && e.name === 'p') {
      const t = clean(text(e));
      if (t) found.push(t);
    }
  }
  return found;
}

function byClass(all: readonly Element[], pattern: RegExp): string[] {
  for (const el of all) if (named(el, pattern) && ['ul', 'ol', 'div', 'section'].includes(el.name)) {
    const list = items(el);
    if (list.length >= 2) return list;
  }
  return [];
}

export function readPageRecipe(doc: Document): PageRecipe | null {
  const all = elements(doc);
  const ingredients = byClass(all, /ingredient/i).length ? byClass(all, /ingredient/i) : afterHeading(all, /^ingredients?\b/i, false);
  if (ingredients.length < 2) return null;
  const steps = byClass(all, /instruction|method|direction|preparation|steps/i).length
    ? byClass(all, /instruction|method|direction|preparation|steps/i)
    : afterHeading(all, /^(?:method|instructions?|directions?|preparation|steps|how to make it)\b/i, true);
  const h1 = all.find((e) => e.name === 'h1');
  const og = all.find((e) => e.name === 'meta' && e.attribs.property === 'og:title');
  const title = all.find((e) => e.name === 'title');
  const name = clean(h1 ? text(h1) : (og?.attribs.content ?? (title ? text(title) : '')));
  const serves = /\b(?:serves|servings?|makes)\s*:?\s*(\d{1,2})\b/i.exec(clean(doc.children.map(text).join(" ")));
  return { name, ingredients, steps, serves: serves ? Number(serves[1]) : null };
}
