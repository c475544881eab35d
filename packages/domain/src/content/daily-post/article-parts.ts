import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import type { BlogCategory } from '../../site/blog/blog-post';
import { formatPounds } from '../../shared/money';

/* The daily articles' shared parts: the article's shape, and the helpers every kind of article writes with. */

/** The kinds of daily article, each built from our own data with sentences written by us. */
export const ARTICLE_KINDS = ['best-value', 'seasonal', 'nutrient', 'quick', 'diet'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export interface Article {
  readonly kind: ArticleKind;
  /** Never repeated within 30 days: "best-value:2027-W11", "seasonal:leek", "nutrient:fibreG", "quick:Thai", "diet:Vegan". */
  readonly topic: string;
  readonly title: string;
  readonly excerpt: string;
  readonly html: string;
  readonly category: BlogCategory;
  readonly tags: readonly string[];
  readonly metaDescription: string;
}

/** A topic the generator may write about on a day; `build` answers null when the data cannot carry an article. */
export interface TopicCandidate {
  readonly kind: ArticleKind;
  readonly topic: string;
  build(): Article | null;
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const money = (pence: number) => `£${formatPounds(Math.round(pence))}`;
export const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const longDate = (at: Date) => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const round1 = (n: number) => Math.round(n * 10) / 10;
export const recipeLink = (view: RecipeView) => `<a href="/recipe/${encodeURIComponent(view.recipe.id)}">${esc(view.recipe.name)}</a>`;
export const minutes = (view: RecipeView) => `${view.facts.totalMinutes} min`;
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** The ISO week ("2027-W11") a day is in, and the Monday it starts. */
export function isoWeek(day: Date): { key: string; monday: Date } {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000));
  return { key: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`, monday };
}

/** What the catalogue's prices are and how sure we are of them, said once per article. */
export function priceNote(snapshot: CatalogueSnapshot): string {
  let latest = '';
  let estimates = 0;
  let total = 0;
  for (const slug of snapshot.ingredientSlugs()) {
    for (const product of snapshot.productsFor(slug)) {
      total += 1;
      if (product.estimate) estimates += 1;
      if (product.priceDate > latest) latest = product.priceDate;
    }
  }
  const date = latest ? longDate(new Date(`${latest}T00:00:00Z`)) : 'the latest import';
  if (total > 0 && estimates === total) return `Prices are our estimates for each chain as at ${date} (national average prices adjusted by each chain's basket index), so treat them as a guide to the gap between shops rather than a till receipt.`;
  if (estimates > 0) return `Prices are the chains' own where we have imported them (latest ${date}), and our estimates elsewhere.`;
  return `Prices are the chains' own, as imported on ${date}.`;
}

/**
 * Dinners that make a meal on their own: at least 350 kcal and 10 g of protein a serving (chapatis, rice and soups
 * are in the library as dinner sides and starters, and would otherwise win every "cheapest dinner" list).
 */
export const isMainDinner = (v: RecipeView) => v.recipe.mealTypes.includes('dinner') && v.costs.length > 0 && v.facts.nutritionPerServing.calories >= 350 && v.facts.nutritionPerServing.protein >= 10;
export const dinnersOf = (snapshot: CatalogueSnapshot) => snapshot.allRecipes().filter(isMainDinner);
export const cheapest = (view: RecipeView) => view.costs[0]!;
export const costAt = (view: RecipeView, chain: string) => view.costs.find((c) => c.chain === chain);
export const byCheapest = (a: RecipeView, b: RecipeView) => cheapest(a).usedFractionPerServingPence - cheapest(b).usedFractionPerServingPence || a.recipe.name.localeCompare(b.recipe.name);

export function recipeTable(views: readonly RecipeView[], extra?: { head: string; cell: (v: RecipeView) => string }): string {
  const rows = views
    .map((v) => {
      const c = cheapest(v);
      return `<tr><td>${recipeLink(v)}</td><td>${money(c.usedFractionPerServingPence)} (${esc(c.chain)})</td><td>${minutes(v)}</td><td>${v.facts.nutritionPerServing.calories} kcal</td>${extra ? `<td>${extra.cell(v)}</td>` : ''}</tr>`;
    })
    .join('');
  return `<table><thead><tr><th scope="col">Recipe</th><th scope="col">Per serving, cheapest shop</th><th scope="col">Time</th><th scope="col">Energy</th>${extra ? `<th scope="col">${esc(extra.head)}</th>` : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

export const HOW_WE_COUNT =
  '<h2>How we work the numbers out</h2><p>Every figure here comes from Larder\u2019s own catalogue: recipe costs add up what each recipe uses of each pack at each supermarket, per serving; nutrition is worked out from the ingredients using the UK composition tables (McCance and Widdowson\u2019s CoFID), not typed in by hand.</p>';
