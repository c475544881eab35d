import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, fillSignup, shot, uniqueEmail } from './helpers';

interface ApiItem {
  id: number;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  price: string;
  isChecked: boolean;
  isExtra?: boolean;
}
interface ApiList {
  id: number;
  name: string;
  supermarket: string;
  createdAt: string;
  totalCost: string;
  priceNote: string;
  items: ApiItem[];
}
interface ApiPlan {
  id: string;
  chain: string;
  items: Array<{ recipeId: string }>;
}

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

async function listsFromApi(page: Page): Promise<ApiList[]> {
  const res = await page.request.get('/api/simple-shopping-lists');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiList[];
}

async function listFromApi(page: Page, id: number): Promise<ApiList> {
  const res = await page.request.get(`/api/simple-shopping-lists/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiList;
}

/** The text file's lines as the test expects them, built independently of the app's formatter. */
function expectedLines(list: ApiList, checked: (item: ApiItem) => boolean): string[] {
  const created = new Date(list.createdAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
  const qty = (i: ApiItem) => (i.unit === 'each' ? `${i.quantity} each` : `${i.quantity} x ${i.unit}`);
  return [
    `Shopping List #${list.id}`,
    `Supermarket: ${list.supermarket}`,
    `Created: ${created}`,
    `Total: £${list.totalCost}`,
    `Items: ${list.items.length}`,
    '',
    ...list.items.map((i) => `${checked(i) ? '[x]' : '[ ]'} ${qty(i)} ${i.name} (${i.category})`),
    '',
  ];
}

/** A write through the page's own origin (the server checks the Origin of writes). */
async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, url, body },
  );
}

const itemRow = (page: Page, id: number) => page.locator(`[data-testid="list-item"][data-item-id="${id}"]`).getByRole('checkbox');

test('a household generates, compares, ticks, downloads and exports a list, and ticks it off with no signal', async ({ page, context }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const p = testInfo.project.name;

  // Sign up; the dashboard gate sends the new household to /account.
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'lists'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');

  // Before any plan: the empty state says to make a plan first.
  await page.goto('/shopping-lists');
  await expect(page.getByTestId('lists-empty')).toContainText('No Shopping Lists Yet');
  await expect(page.getByRole('link', { name: 'Generate a meal plan first' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate New List' })).toBeDisabled();
  await shot(page, testInfo, 'sl-01-empty');

  // The profile, then a plan (which makes its own list too).
  const prefs = await send(page, 'PUT', '/api/user/preferences', { householdSize: 4, weeklyBudget: '125.00', cookingSkill: 'intermediate' });
  expect(prefs.status).toBe(200);
  const planRes = await send(page, 'POST', '/api/simple-meal-plans');
  expect(planRes.status).toBe(201);
  const plan = planRes.json as ApiPlan;
  const settings = (await (await page.request.get('/api/user/plan-settings')).json()) as { chain: string | null; chains: string[] };
  const usualChain = settings.chain ?? plan.chain;
  const otherChain = settings.chains.find((c) => c !== usualChain)!;
  expect(otherChain).toBeTruthy();

  await page.goto('/shopping-lists');
  const cards = page.getByTestId('shopping-list-card');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Supermarket' })).toHaveText(usualChain);

  // The plan's list at another chain: the same list, repriced there (issue 24: one current list a plan, no duplicates).
  const [original] = await listsFromApi(page);
  await choose(page, 'Supermarket', otherChain);
  await page.getByRole('button', { name: 'Generate New List' }).click();
  await expectToast(page, 'Shopping List Generated');
  await expect(cards).toHaveCount(1);
  const [newest] = await listsFromApi(page);
  expect(newest!.supermarket).toBe(otherChain);
  expect(newest!.id).toBe(original!.id);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: newest!.name })).toBeVisible();
  await expect(card).toContainText(otherChain);
  await expect(card).toContainText(new Date(newest!.createdAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London' }));
  await expect(card).toContainText(`£${newest!.totalCost}`);
  await expect(card.getByRole('checkbox')).toHaveCount(Math.min(5, newest!.items.length));
  if (newest!.items.length > 5) await expect(card).toContainText(`+${newest!.items.length - 5} more items`);
  // A line the larder covers in full ("Nothing to buy", quantity 0) is nothing to pick up, so it is not counted.
  const toGet = newest!.items.filter((i) => i.quantity > 0 || i.isExtra).length;
  await expect(card.getByTestId('items-remaining')).toContainText(`${toGet} of ${toGet} items remaining`);

  // Tick the first item on the card: saved on the server.
  const first = newest!.items.find((i) => i.quantity > 0)!;
  await card.getByRole('checkbox', { name: first.name }).click();
  await expect(card.getByRole('checkbox', { name: first.name })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await listFromApi(page, newest!.id)).items.find((i) => i.id === first.id)!.isChecked).toBe(true);
  await expect(card.getByTestId('items-remaining')).toContainText(`${toGet - 1} of`);
  await shot(page, testInfo, 'sl-02-lists');

  // The full list: aisles, ticks, the running total, the comparison, leftovers, the price note.
  await card.getByRole('link', { name: 'View Full List' }).click();
  await page.waitForURL(`**/shopping-lists/${newest!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newest!.name })).toBeVisible();
  await expect(page.getByTestId('aisle').first()).toBeVisible();
  await expect(page.getByTestId('list-item')).toHaveCount(newest!.items.length);
  await expect(page.getByTestId('running-total')).toContainText(`£${newest!.totalCost}`);
  await expect(page.getByTestId('list-price-note')).toContainText(newest!.priceNote);

  const compare = (await (await page.request.get(`/api/simple-shopping-lists/${newest!.id}/compare`)).json()) as {
    reachNote: string | null;
    comparisons: Array<{ chain: string; totalCost: string; usual: boolean; missing: string[] }>;
  };
  const rows = page.getByTestId('comparison-row');
  await expect(rows).toHaveCount(compare.comparisons.length);
  expect(compare.comparisons.length).toBeGreaterThan(1);
  for (const [k, c] of compare.comparisons.entries()) {
    await expect(rows.nth(k)).toHaveAttribute('data-chain', c.chain);
    await expect(rows.nth(k)).toContainText(`£${c.totalCost}`);
  }
  // The usual chain: the household's, or (when it lets the planner choose) the list's own.
  await expect(rows.filter({ hasText: 'Usual' })).toHaveAttribute('data-chain', settings.chain ?? newest!.supermarket);
  if (compare.reachNote) await expect(page.getByTestId('reach-note')).toContainText(compare.reachNote);
  await expect(page.getByTestId('leftovers')).toBeVisible();

  // Tick two more items on the full list.
  const [, second, third] = newest!.items;
  await itemRow(page, second!.id).click();
  await itemRow(page, third!.id).click();
  await expect(itemRow(page, third!.id)).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await listFromApi(page, newest!.id)).items.filter((i) => i.isChecked).length).toBe(3);
  await shot(page, testInfo, 'sl-03-full-list');
  // What a phone shows in the shop: the top of the list with the running total pinned at the bottom.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${p}-sl-03b-full-list-viewport.png`) });

  // Download: the text file, line by line.
  const afterTicks = await listFromApi(page, newest!.id);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^shopping-list-${newest!.id}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  expect(download.suggestedFilename()).toBe(`shopping-list-${newest!.id}-${today}.txt`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.split('\n')).toEqual(expectedLines(afterTicks, (i) => i.isChecked));
  await expectToast(page, 'Downloaded');

  // Handing the list to the shop (issue 37): a line still to buy opens in the chain's own site search; the list
  // copies as plain text by aisle, the basket's lines marked done.
  const toBuy = afterTicks.items.find((i) => !i.isChecked && i.quantity > 0 && !(i as { notNeeded?: boolean }).notNeeded);
  if (toBuy && afterTicks.supermarket === 'Tesco') {
    await expect(page.locator(`[data-item-id="${toBuy.id}"]`).getByTestId('chain-search')).toHaveAttribute('href', `https://www.tesco.com/groceries/en-GB/search?query=${encodeURIComponent(toBuy.name)}`);
  }
  if (toBuy) await expect(page.locator(`[data-item-id="${toBuy.id}"]`).getByTestId('chain-search')).toHaveAttribute('target', '_blank');
  const tickedLine = afterTicks.items.find((i) => i.isChecked)!;
  await expect(page.locator(`[data-item-id="${tickedLine.id}"]`).getByTestId('chain-search')).toHaveCount(0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy list' }).click();
  await expectToast(page, 'List copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe(`${afterTicks.name} (${afterTicks.supermarket}): £${afterTicks.totalCost}`);
  expect(copied).toContain(`- [x] `);
  expect(copied).toContain(` ${tickedLine.name}\n`);
  if (toBuy) expect(copied).toContain(`- [ ] `);

  // Export PDF: a real PDF; its first page as a PNG, for a person to look at.
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe(`shopping-list-${newest!.id}-${today}.pdf`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const pdfPath = path.join(SCREENSHOTS, `${p}-sl-list.pdf`);
  await pdfDownload.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  let pdftoppm = '';
  try {
    pdftoppm = execFileSync('sh', ['-c', 'command -v pdftoppm'], { encoding: 'utf8' }).trim();
  } catch {
    pdftoppm = '';
  }
  if (pdftoppm) {
    execFileSync(pdftoppm, ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(SCREENSHOTS, `${p}-sl-04-pdf-page-1`)]);
    expect(existsSync(path.join(SCREENSHOTS, `${p}-sl-04-pdf-page-1.png`))).toBe(true);
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toContain(`Title:           Shopping List #${newest!.id}`);
    const pdfText = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', pdfPath, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain(`Shopping List #${newest!.id}`);
    expect(pdfText).toContain(`£${newest!.totalCost}`);
    expect(pdfText).toContain(newest!.items[0]!.category);
  } else {
    testInfo.annotations.push({ type: 'skipped step', description: 'pdftoppm (poppler-utils) is not installed: the PDF page was not rendered to PNG' });
  }

  // Offline in the shop. The service worker must control the page and hold the list first.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newest!.name })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const [, , , fourth, fifth] = newest!.items;
  await itemRow(page, fourth!.id).click();
  await itemRow(page, fifth!.id).click();
  await expect(page.getByTestId('sync-status')).toContainText('Offline: changes will sync');
  await expect(itemRow(page, fifth!.id)).toHaveAttribute('aria-checked', 'true');
  // Really offline, for the page and for its service worker: a list it never cached gets the worker's offline answer.
  const probe = await page.evaluate(async () => {
    const res = await fetch('/api/simple-shopping-lists/999999999', { credentials: 'include' });
    return { status: res.status, offline: res.headers.get('X-Larder-Offline') };
  });
  expect(probe).toEqual({ status: 503, offline: '1' });
  // Not on the server yet (the test's own requests are not offline).
  const whileOffline = await listFromApi(page, newest!.id);
  expect(whileOffline.items.find((i) => i.id === fourth!.id)!.isChecked).toBe(false);
  expect(whileOffline.items.find((i) => i.id === fifth!.id)!.isChecked).toBe(false);

  // Reload with no network: the service worker serves the app and the list; the ticks are still there.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: newest!.name })).toBeVisible();
  await expect(itemRow(page, fourth!.id)).toHaveAttribute('aria-checked', 'true');
  await expect(itemRow(page, fifth!.id)).toHaveAttribute('aria-checked', 'true');
  await expect(itemRow(page, third!.id)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('sync-status')).toContainText('Offline: changes will sync');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${p}-sl-05-offline.png`), fullPage: true });

  // Back online: the ticks are sent, in order, with the time they were made.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');
  await expect
    .poll(async () => {
      const l = await listFromApi(page, newest!.id);
      return [fourth, fifth].map((it) => l.items.find((i) => i.id === it!.id)!.isChecked);
    })
    .toEqual([true, true]);
  const final = await listFromApi(page, newest!.id);
  expect(final.items.filter((i) => i.isChecked).length).toBe(5);
  await shot(page, testInfo, 'sl-06-synced');

  // Add a recipe of the plan to the shopping list from the recipe page.
  await page.goto(`/recipe/${plan.items[0]!.recipeId}`);
  await page.getByRole('button', { name: 'Add to Shopping List' }).click();
  await expectToast(page, 'Added to Shopping List');

  // A new plan's list takes the place of the old one, which is archived under "Older lists"; delete it from the grid.
  expect((await send(page, 'POST', '/api/simple-meal-plans')).status).toBe(201);
  await page.goto('/shopping-lists');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('older-lists').getByTestId('shopping-list-card')).toHaveCount(1);
  const older = (await listsFromApi(page))[1]!;
  await cards.nth(1).getByRole('button', { name: `Delete Shopping List #${older.id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
  await expectToast(page, 'Shopping List Deleted');
  await expect(cards).toHaveCount(1);
  expect((await listsFromApi(page)).map((l) => l.id)).not.toContain(older.id);

  expect(pageErrors).toEqual([]);
});

test('shopping lists ask signed-out visitors to log in', async ({ page }, testInfo) => {
  for (const url of ['/shopping-lists', '/simple-shopping-lists/1']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  }
  await shot(page, testInfo, 'sl-07-signed-out');
});

test('the app is an installable PWA: manifest, icons and a service worker', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; theme_color: string; icons: Array<{ src: string; sizes: string }> };
  expect(manifest.name).toBe('Larder');
  expect(manifest.theme_color).toBe('#15803d');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(await sw.text()).toContain('const PRECACHE = ["/"');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
});
