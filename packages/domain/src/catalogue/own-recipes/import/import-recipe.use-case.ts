import { type Result, ok } from '../../../shared/result';
import type { RateLimit, RateLimiter } from '../../../shared/rate-limiter';
import { checkHtmlCost } from './html-cost';
import { type DomainError, fail, invalid } from '../../../shared/errors';
import type { OwnRecipeDraft, RecipeRole } from '../own-recipe';
import type { OwnRecipePreview, WriteOwnRecipe } from '../write-recipe/write-recipe.use-case';
import { type ImportedRecipe, type MicrodataItem, recipeFromJsonLd, recipeFromMicrodata, recipeFromText } from './schema-org-recipe';

export interface FetchedPage {
  /** The address the page was finally read from (after redirects). */
  readonly url: string;
  readonly html: string;
}

/** Reads a web page for the import, within the safety limits (schemes, addresses, time, size, redirects). */
export interface PageFetcher {
  fetch(url: string): Promise<Result<FetchedPage, DomainError>>;
}
export const PAGE_FETCHER = Symbol('PageFetcher');

/** A page with no structured data, read from its headings and lists (the adapter finds them). */
export interface PageRecipe {
  readonly name: string;
  readonly ingredients: readonly string[];
  readonly steps: readonly string[];
  readonly serves: number | null;
}

export interface StructuredData {
  readonly jsonLd: readonly unknown[];
  readonly microdata: readonly MicrodataItem[];
  /** The recipe read from the page's own lists, when it has no JSON-LD or microdata. */
  readonly page?: PageRecipe | null;
}
/**
 * The schema.org data embedded in an HTML page (JSON-LD blocks and microdata items). Reading is costly work: the
 * adapter may do it away from the request's thread, and may refuse a page over its limits (time, memory) or answer
 * that it is busy.
 */
export interface StructuredDataReader {
  read(html: string): Promise<Result<StructuredData, DomainError>>;
}
export const STRUCTURED_DATA_READER = Symbol('StructuredDataReader');

export type ImportInput = { readonly url: string } | { readonly html: string; readonly url?: string } | { readonly text: string };

export interface ImportPreview {
  readonly imported: ImportedRecipe;
  /** How the recipe was read: 'json-ld', 'microdata', 'page' (its headings and lists: no recipe data in it) or 'text'. */
  readonly foundIn: 'json-ld' | 'microdata' | 'page' | 'text';
  readonly preview: OwnRecipePreview;
  /** The draft the household corrects and sends to POST /api/recipes. */
  readonly draft: OwnRecipeDraft;
}

const MAX_TEXT = 50_000;
/** Each fetch reaches a site on the household's behalf: a household may have us fetch this many pages an hour. */
export const PAGE_FETCHES_PER_HOUSEHOLD: RateLimit = { name: 'recipe-import-fetch', points: 30, durationSeconds: 3600 };

/** The role a page's category suggests; the household can change it before saving. */
export function roleFromCategory(category: string | null, name: string): RecipeRole {
  const rules: Array<[RegExp, RecipeRole]> = [
    [/\b(main|dinner|supper|mains)\b/, 'main'],
    [/breakfast|brunch|porridge|pancake|granola/, 'breakfast'],
    [/dessert|pudding|\bcakes?\b|baking|biscuit|cookie|\btart\b|crumble|sweet/, 'dessert'],
    [/\bsides?\b|accompaniment/, 'side'],
    [/snack|canap|nibble/, 'snack'],
    [/starter|light|lunch|soup|sandwich/, 'light'],
  ];
  // The page's category says most; without one, the name may.
  for (const text of [category, name]) {
    if (!text) continue;
    const t = text.toLowerCase();
    for (const [pattern, role] of rules) if (pattern.test(t)) return role;
  }
  return 'main';
}

const CUISINES = ['British', 'Italian', 'Indian', 'Mediterranean', 'Chinese', 'Mexican', 'Thai', 'French', 'Japanese'];

/** POST /api/recipes/import: a page, pasted HTML or pasted text made into a preview; nothing is saved. */
export class ImportRecipe {
  constructor(
    private readonly fetcher: PageFetcher,
    private readonly reader: StructuredDataReader,
    private readonly recipes: WriteOwnRecipe,
    private readonly limiter: RateLimiter,
  ) {}

  async preview(householdId: string, input: ImportInput): Promise<Result<ImportPreview, DomainError>> {
    let imported: ImportedRecipe | null = null;
    let foundIn: ImportPreview['foundIn'] = 'text';
    if ('text' in input) {
      if (input.text.length > MAX_TEXT) return invalid('text', 'The pasted text is too long (50,000 characters at most)');
      imported = recipeFromText(input.text);
      if (!imported) return fail('IMPORT.NO_RECIPE', 'We found no recipe in that text: put the title first, then the ingredients (one a line), then the method', { field: 'text' });
    } else {
      let html: string;
      let sourceUrl: string | null = null;
      if ('html' in input && input.url && !/^https?:\/\/\S+$/i.test(input.url)) return invalid('url', 'The source must be an http or https address');
      // A fetched page and a pasted one cost the same to read: one hourly share for both.
      const decision = await this.limiter.consume(PAGE_FETCHES_PER_HOUSEHOLD, householdId);
      if (!decision.allowed) {
        const instead = 'html' in input ? 'or paste the recipe as text instead' : 'or paste the recipe instead';
        return fail('RATE_LIMITED', `You have imported many pages this hour (${PAGE_FETCHES_PER_HOUSEHOLD.points} at most): please wait a while, ${instead}`, { retryAfterSeconds: decision.retryAfterSeconds });
      }
      if ('html' in input) {
        html = input.html;
        sourceUrl = input.url ?? null;
      } else {
        const page = await this.fetcher.fetch(input.url);
        if (!page.ok) return page;
        html = page.value.html;
        sourceUrl = page.value.url;
      }
      const tooCostly = checkHtmlCost(html, 'html' in input ? 'html' : 'url');
      if (tooCostly) return tooCostly;
      const read = await this.reader.read(html);
      if (!read.ok) return read;
      const data = read.value;
      imported = recipeFromJsonLd(data.jsonLd, sourceUrl);
      foundIn = 'json-ld';
      if (!imported) {
        imported = recipeFromMicrodata(data.microdata, sourceUrl);
        foundIn = 'microdata';
      }
      if (!imported && data.page) {
        const p = data.page;
        imported = { name: p.name.slice(0, 120), description: '', cuisine: null, category: null, serves: p.serves, prepMinutes: null, cookMinutes: null, lines: p.ingredients.slice(0, 100), steps: p.steps.slice(0, 60), imageUrl: null, sourceUrl };
        foundIn = 'page';
      }
      if (!imported) return fail('IMPORT.NO_RECIPE', 'That page has no recipe we can read (no schema.org Recipe in it, and no ingredient list we could find): paste the recipe as text instead', { field: 'html' in input ? 'html' : 'url' });
    }
    const cuisine = imported.cuisine ? (CUISINES.find((c) => imported!.cuisine!.toLowerCase().includes(c.toLowerCase())) ?? imported.cuisine.split(',')[0]!.trim().slice(0, 40)) : 'Other';
    const draft: OwnRecipeDraft = {
      name: imported.name || 'Imported recipe',
      description: imported.description,
      cuisine,
      role: roleFromCategory(imported.category, imported.name),
      serves: imported.serves ?? 4,
      prepMinutes: Math.min(imported.prepMinutes ?? 0, 2880),
      cookMinutes: Math.min(imported.cookMinutes ?? 0, 2880),
      lines: imported.lines.slice(0, 100).map((text) => ({ text: text.slice(0, 300) })),
      steps: imported.steps.slice(0, 60).map((s) => s.slice(0, 2000)),
      sourceUrl: imported.sourceUrl,
    };
    const preview = await this.recipes.preview(draft);
    if (!preview.ok) return preview;
    return ok({ imported, foundIn, preview: preview.value, draft });
  }
}
