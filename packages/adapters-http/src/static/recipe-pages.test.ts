import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { RecipeLibrary } from '@larder/domain/catalogue/recipe-library/recipe-library.use-case';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryCatalogueSource } from '@larder/domain/testing/in-memory-catalogue';
import { syntheticCatalogueData } from '@larder/domain/testing/synthetic-catalogue';
import { type WebRenderer, publicPages } from './public-pages';
import { recipeSource } from './recipe-source';
import { robotsTxt, sitemapXml } from './sitemap';

// The web app's real server renderer, from its source (the build makes dist-ssr/prerender.js of the same file).
const web = path.resolve(import.meta.dirname, '../../../web');
const loadRenderer = () => import(path.join(web, 'src/prerender.tsx')) as Promise<WebRenderer>;
const root = mkdtempSync(path.join(os.tmpdir(), 'larder-recipe-pages-'));
writeFileSync(path.join(root, 'index.html'), readFileSync(path.join(web, 'index.html')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const library = new RecipeLibrary(new CatalogueCache(new InMemoryCatalogueSource(syntheticCatalogueData(7)), new FixedClock('2026-03-02T09:00:00Z')));
const recipes = recipeSource(library);

/** The schema.org Recipe the page carries in its HTML, parsed. */
const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

describe("a library recipe's public page, drawn on the server", () => {
  it('carries the recipe, its lines and its schema.org Recipe in the HTML, with its own title', async () => {
    const [id] = await recipes.ids();
    const data = (await recipes.page(id!))!;
    const html = (await publicPages(root, { recipes }, loadRenderer).recipePage(`/recipes/${id}`, 'https://larder.test'))!;
    expect(html).toContain(`<title>${data.recipe.name.replace(/&/g, '&amp;')} | Larder</title>`);
    expect(html).toContain('data-prerendered="app"');
    const ld = jsonLdOf(html)!;
    expect(ld).toMatchObject({ '@type': 'Recipe', name: data.recipe.name, url: `https://larder.test/recipes/${id}` });
    expect((ld.recipeIngredient as string[]).length).toBe(data.ingredients.length);
    expect((ld.recipeInstructions as unknown[]).length).toBe(data.recipe.instructions.length);
    expect(ld.nutrition).toMatchObject({ calories: `${Math.round(data.recipe.calories)} calories` });
    // A diet is claimed only where the recipe's own labels say so; "Halal with halal meat" is never plain halal.
    const diets = (ld.suitableForDiet as string[] | undefined) ?? [];
    if (!data.recipe.dietaryTags.includes('Vegetarian')) expect(diets).not.toContain('https://schema.org/VegetarianDiet');
    if (!data.recipe.dietaryTags.includes('Halal')) expect(diets).not.toContain('https://schema.org/HalalDiet');
  }, 180_000);

  it('never draws an own recipe, an unknown recipe or another path', async () => {
    const pages = publicPages(root, { recipes }, loadRenderer);
    expect(await pages.recipePage('/recipes/own-1234', 'https://larder.test')).toBeNull();
    expect(await recipes.page('own-1234')).toBeNull();
    expect(await pages.recipePage('/recipes/no-such-recipe', 'https://larder.test')).toBeNull();
    expect(await pages.recipePage('/recipes/new', 'https://larder.test')).toBeNull();
    expect(await pages.recipePage('/recipes/%E0%A4%A', 'https://larder.test')).toBeNull();
    expect(await pages.recipePage('/recipe/x', 'https://larder.test')).toBeNull();
  });
});

describe('the sitemap and robots.txt', () => {
  it('list every library recipe page and the public pages, never a signed-in page or an emailed-link page', async () => {
    const ids = await recipes.ids();
    const xml = await sitemapXml('https://larder.test', ['/about', '/login', '/magic-login', '/lead-welcome'], { recipes });
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining(['https://larder.test/', 'https://larder.test/recipes', 'https://larder.test/about', ...ids.map((id) => `https://larder.test/recipes/${id}`)]));
    expect(locs.length).toBe(4 + ids.length);
    expect(xml).not.toContain('magic-login');
    expect(xml).not.toContain('own-');
    expect(robotsTxt('https://larder.test')).toContain('Sitemap: https://larder.test/sitemap.xml');
  });
});
