import { expect, test } from '@playwright/test';
import { shot } from './helpers';

/**
 * A library recipe's public page (/recipes/:id) arrives drawn by the server with its schema.org Recipe, for
 * visitors and search engines; the sitemap lists every one; a household's own recipes are never public.
 */
test.describe("a library recipe's public page", () => {
  test.use({ serviceWorkers: 'block' });

  test('is in the HTML before any JavaScript, with its JSON-LD and head, hydrates without an error, and is in the sitemap', async ({ browser, page, isMobile }, testInfo) => {
    const library = (await (await page.request.get('/api/recipes?pageSize=5')).json()) as { items: Array<{ id: string; name: string; description: string; instructions: string[] }> };
    const recipe = library.items[0]!;
    const lines = (await (await page.request.get(`/api/recipes/${recipe.id}/ingredients`)).json()) as unknown[];

    const bareContext = await browser.newContext({ javaScriptEnabled: false });
    const bare = await bareContext.newPage();
    await bare.goto(`/recipes/${recipe.id}`);
    await expect(bare.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await expect(bare).toHaveTitle(`${recipe.name} | Larder`);
    await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', recipe.description);
    await expect(bare.locator('#root')).toHaveAttribute('data-prerendered', 'app');
    const ld = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Recipe', name: recipe.name });
    expect(ld.url).toMatch(new RegExp(`/recipes/${recipe.id}$`));
    expect((ld.recipeIngredient as string[]).length).toBe(lines.length);
    expect((ld.recipeInstructions as unknown[]).length).toBe(recipe.instructions.length);
    await bareContext.close();

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/recipes/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    await expect(page.getByRole('link', { name: 'Start your free trial' })).toBeVisible();
    await shot(page, testInfo, `public-recipe-${isMobile ? 'phone' : 'desktop'}`);
    expect(errors).toEqual([]);

    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`/recipes/${recipe.id}</loc>`);
    expect(xml).not.toContain('/recipe/');
    expect(xml).not.toContain('/account');
    expect(await (await page.request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
  });

  test("an own recipe or an unknown one is not drawn, and the page says it is not found", async ({ page }) => {
    for (const id of ['own-00000000-0000-0000-0000-000000000000', 'no-such-recipe']) {
      const html = await (await page.request.get(`/recipes/${id}`, { headers: { 'Sec-Fetch-Mode': 'navigate' } })).text();
      expect(html, id).not.toContain('data-prerendered');
      await page.goto(`/recipes/${id}`);
      await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    }
  });
});
