import { expect, test, type Page } from '@playwright/test';
import { fillSignup, shot, uniqueEmail } from './helpers';

interface ApiList { id: number; mealPlanId: string; totalCost: string; items: Array<{ id: number; quantity: number; heldGrams?: number; isExtra: boolean }> }

/** A write through the page's own origin (the server checks the Origin of writes). */
async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, credentials: 'include', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, url, body },
  );
}
const lists = async (page: Page) => (await (await page.request.get('/api/simple-shopping-lists')).json()) as ApiList[];
const larderValue = async (page: Page) => Number(((await (await page.request.get('/api/larder')).json()) as { valueHeld: string }).valueHeld);

test('ticking a list fills the larder, cooking empties it, and the next plan buys less', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'larder'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');
  expect((await send(page, 'PUT', '/api/user/preferences', { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'intermediate' })).status).toBe(200);
  expect((await send(page, 'POST', '/api/simple-meal-plans')).status).toBe(201);
  const [first] = await lists(page);

  // Tick two lines on the list: each says it went into the larder.
  await page.goto(`/shopping-lists/${first!.id}`);
  const rows = page.getByTestId('list-item');
  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  await expect(page.getByTestId('larder-filled')).toHaveCount(2);
  await shot(page, testInfo, 'larder-01-list-ticked');
  // The rest bought too.
  for (const item of first!.items.slice(2)) expect((await send(page, 'PUT', `/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);

  await page.goto('/larder');
  await expect(page.getByRole('heading', { name: 'Your larder' })).toBeVisible();
  await expect(page.getByTestId('larder-item').first()).toBeVisible();
  const full = await larderValue(page);
  expect(full).toBeGreaterThan(0);
  await page.getByLabel('Add to the larder').fill('500 g basmati rice');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Added');
  await shot(page, testInfo, 'larder-02-full');

  // Mark the first meal cooked: what it uses comes out.
  await page.goto('/meal-planner');
  const cook = page.getByRole('button', { name: /^Mark .* cooked$/ }).first();
  await cook.click();
  await expect(page.getByRole('button', { name: /cooked: tap to undo$/ }).first()).toBeVisible();
  await expect.poll(() => larderValue(page)).toBeLessThan(full + 5);
  await shot(page, testInfo, 'larder-03-cooked');

  // Next week's plan: its list has things the larder already covers, and costs less than the first.
  expect((await send(page, 'POST', '/api/simple-meal-plans')).status).toBe(201);
  const [next] = await lists(page);
  expect(next!.id).not.toBe(first!.id);
  expect(next!.items.some((i) => (i.heldGrams ?? 0) > 0)).toBe(true);
  expect(Number(next!.totalCost)).toBeLessThan(Number(first!.totalCost));
  await page.goto(`/shopping-lists/${next!.id}`);
  await expect(page.getByTestId('larder-held').first()).toContainText(/you have .* of /);
  await shot(page, testInfo, 'larder-04-next-list');

  await page.goto('/recipes?cook-now=1');
  await expect(page.getByTestId('cook-now')).toBeVisible();
  await shot(page, testInfo, 'larder-05-cook-now');

  // Meat on the last day of its date: /larder says "Freeze today", and its Freeze button puts it in the freezer.
  const today = new Date().toISOString().slice(0, 10);
  expect((await send(page, 'POST', '/api/larder/items', { ingredient: 'chicken-breast', quantity: 300, unit: 'g', bestBefore: today })).status).toBe(201);
  await page.goto('/larder');
  const lastDay = page.getByTestId('larder-item').filter({ has: page.getByTestId('freeze-today') });
  await expect(lastDay).toHaveCount(1);
  await expect(lastDay).toContainText('freeze what is left today');
  await shot(page, testInfo, 'larder-06-freeze-today');
  await lastDay.getByRole('button', { name: /to the freezer$/ }).click();
  await expect(page.getByTestId('freeze-today')).toHaveCount(0);
  expect(errors).toEqual([]);
});
