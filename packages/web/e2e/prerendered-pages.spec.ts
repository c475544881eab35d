import { expect, test, type Browser } from '@playwright/test';

/**
 * The public pages arrive drawn (at build, or the blog by the server from the database): their HTML carries the
 * page and its head before any JavaScript runs; then React attaches to them (hydration) without an error, and they
 * work as the app. Only a page load without a session gets them (spa.ts): the service worker's own fetches get the app.
 */
const PAGES: Array<[path: string, heading: RegExp, title: RegExp]> = [
  ['/about', /Good food, on the budget/, /^About Us \| Larder$/],
  ['/contact', /Contact Us/, /^Contact Us \| Larder$/],
  ['/privacy', /Privacy Policy/, /^Privacy Policy \| Larder$/],
  ['/terms', /Terms and Conditions/, /^Terms and Conditions \| Larder$/],
  ['/login', /Welcome back/, /^Log In \| Larder$/],
  ['/signup', /Start your free trial/, /^Sign Up \| Larder$/],
  ['/magic-login', /Sign in with a login link/, /^Log In with a Link \| Larder$/],
  ['/lead-welcome', /Welcome to Larder/, /^Welcome \| Larder$/],
  ['/pricing', /Eat well for less/, /^Pricing \| Larder$/],
  ['/blog', /Health & Nutrition Blog/, /^Health & Nutrition Blog \| Larder$/],
];

/** Opens `path` with JavaScript off and returns what the HTML alone shows. */
async function withoutScript(browser: Browser, path: string, check: (page: import('@playwright/test').Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await check(page);
  await context.close();
}

test.describe('public pages drawn before their JavaScript', () => {
  // Skipped on the phone project only: the HTML the server sends does not depend on the viewport; checked once (desktop).
  // Skipped on the phone project only: what this checks does not depend on the width, so the desktop run covers it.
  test.skip(({ isMobile }) => isMobile, 'the same HTML at every width');
  test.use({ serviceWorkers: 'block' });

  for (const [path, heading, title] of PAGES) {
    test(`${path}: its HTML carries the page and its head, and hydrating it logs no error`, async ({ browser, page }) => {
      await withoutScript(browser, path, async (bare) => {
        await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(bare).toHaveTitle(title);
        await expect(bare.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', /\w{4}/);
        await expect(bare.locator('#root')).toHaveAttribute('data-prerendered', 'app');
      });

      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // React has attached: the root carries its container, and the controls it made inert until then are live.
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
      await expect(page.locator('button[aria-disabled="true"], button[type="submit"][disabled], input[readonly]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // A hydration mismatch is logged as an error (React's #418/#423).
      expect(errors).toEqual([]);
    });
  }

  test('an article is drawn by the server from the database, with its head and BlogPosting JSON-LD, and works once hydrated', async ({ browser, page }) => {
    const posts = (await (await page.request.get('/api/blog-posts')).json()) as Array<{ id: string; title: string; metaDescription: string }>;
    const post = posts[0]!;
    await withoutScript(browser, `/blog/${post.id}`, async (bare) => {
      await expect(bare.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(bare).toHaveTitle(`${post.title} | Larder`);
      await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription);
      await expect(bare.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(bare.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+/api/blog-posts/${post.id}/image\\.svg$`));
      const data = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
      await expect(bare.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    });

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/blog');
    // Once hydrated, the category buttons filter in the page (the app's router), and an article opens without a reload.
    await page.getByRole('button', { name: 'Quick Meals' }).click();
    await expect(page.getByRole('button', { name: 'Quick Meals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=quick-meals/);
    await page.getByTestId('featured-post').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Larder$/);
    // Leaving the article for a page with no head of its own: index.html's head again, not the article's.
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Larder: meal plans within your budget');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(errors).toEqual([]);
  });

  test('only a page load gets a drawn page: the service worker\'s own fetch gets the app shell', async ({ page }) => {
    const navigate = await page.request.get('/login', { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(await navigate.text()).toContain('data-prerendered="app"');
    for (const path of ['/login', '/blog', '/about']) {
      const fetched = await page.request.get(path, { headers: { 'Sec-Fetch-Mode': 'cors' } });
      const html = await fetched.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).not.toContain('data-prerendered');
    }
    // A page drawn at build was drawn without a query string: with one (which the page may read), the app draws it.
    for (const path of ['/magic-login?error=invalid', '/lead-welcome?session=abc', '/login?redirect=%2Faccount']) {
      const html = await (await page.request.get(path, { headers: { 'Sec-Fetch-Mode': 'navigate' } })).text();
      expect(html, path).not.toContain('data-prerendered');
    }
    // An unknown article is left to the app (its "Article Not Found").
    expect(await (await page.request.get('/blog/no-such-article-here', { headers: { 'Sec-Fetch-Mode': 'navigate' } })).text()).not.toContain('data-prerendered');
  });
});
