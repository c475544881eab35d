import { expect, test } from '@playwright/test';

/**
 * The public pages' bytes on the wire, as Chromium counts them (every response of the page load, compressed as sent,
 * headers included), for a first visit with an empty cache. The build is deterministic, so these do not vary
 * from run to run; the landing page must stay within 150 KB (the issue's budget), the others near what they are now
 * (measured before the other public pages were drawn on the server: / 116 KB, /blog 231 KB, /login 201 KB,
 * /signup 234 KB; the drawn pages carry their content in the HTML and hydrate with the app's JavaScript; measured
 * after: / 118, /blog 233, /login 207, /signup 242, /about 203, /contact 237, /privacy 198, /terms 196,
 * /magic-login 202, /lead-welcome 208, /pricing 216 (the landing page inside the app), an article 220).
 * An article's path is found at run time (`ARTICLE`: the newest article).
 */
const ARTICLE = '/blog/{newest}';
const BUDGETS: Array<[path: string, kilobytes: number]> = [
  ['/', 150],
  ['/blog', 250],
  ['/login', 220],
  ['/signup', 250],
  ['/about', 220],
  ['/contact', 250],
  ['/privacy', 220],
  ['/terms', 220],
  ['/magic-login', 220],
  ['/lead-welcome', 220],
  ['/pricing', 230],
  [ARTICLE, 250],
];

test.describe('bytes on the wire', () => {
  // Skipped on the phone project only: the server sends the same bytes at every viewport, so the budget is measured once (desktop).
  // Skipped on the phone project only: what this checks does not depend on the width, so the desktop run covers it.
  test.skip(({ isMobile }) => isMobile, 'the same bytes at every width: measured once');
  // The service worker's precache (the whole app shell, fetched after the page has loaded, for offline use) is not
  // the page's weight, and its timing would make the count vary: measured without it.
  test.use({ serviceWorkers: 'block' });

  for (const [budgeted, kilobytes] of BUDGETS) {
    test(`${budgeted} within ${kilobytes} KB`, async ({ page, context }) => {
      const path = budgeted === ARTICLE ? `/blog/${((await (await page.request.get('/api/blog-posts')).json()) as Array<{ id: string }>)[0]!.id}` : budgeted;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const sizes = new Map<string, number>();
      const urls = new Map<string, string>();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
      await page.goto(path);
      // The page itself, not the app shell: its route's chunk has run and drawn its heading; then all it loads.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const rows = [...sizes].map(([id, bytes]) => ({ url: (urls.get(id) ?? id).replace(/^https?:\/\/[^/]+/, ''), bytes })).sort((a, b) => b.bytes - a.bytes);
      const total = rows.reduce((sum, r) => sum + r.bytes, 0);
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB on the wire in ${rows.length} responses\n${rows.map((r) => `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.url}`).join('\n')}`);
      expect(total).toBeLessThanOrEqual(kilobytes * 1024);
    });
  }
});

test.describe('the landing page paints before its JavaScript', () => {
  // Skipped on the phone project only: the prerendered HTML does not depend on the viewport; it is checked once (desktop).
  // Skipped on the phone project only: what this checks does not depend on the width, so the desktop run covers it.
  test.skip(({ isMobile }) => isMobile, 'the same HTML at every width');

  test('its HTML carries the page, and hydrating it logs no error', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1, name: /Eat well for less/ })).toBeVisible();
    await expect(bare.locator('meta[property="og:title"]')).toHaveAttribute('content', /Larder/);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/', { waitUntil: 'networkidle' });
    // A hydration mismatch is logged as an error (React's #418/#423) once the landing chunk has run.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /landing-main-/.test(r.name)));
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('an article carries its BlogPosting JSON-LD and Open Graph tags', async ({ page, isMobile }) => {
  // Skipped on the phone project only: an article's <head> is the same at every viewport; it is checked once (desktop).
  // Skipped on the phone project only: what this checks does not depend on the width, so the desktop run covers it.
  test.skip(isMobile, 'the same head at every width');
  const posts = (await (await page.request.get('/api/blog-posts')).json()) as Array<{ id: string; title: string }>;
  const post = posts[0]!;
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});
