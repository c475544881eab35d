import { expect as baseExpect, test, type Page } from '@playwright/test';
import { choose, expectAccessible, fillSignup, shot, uniqueEmail } from './helpers';

// Sign-up hashes a password and a plan is planned: a busy machine takes longer than the default wait.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 24: axe-core on every signed-in page a household reaches (app/router.tsx's routes, the dashboard at /, and
 * each tab or screen within them), with no serious or critical violation, at desktop and at 375 px. One household
 * signs up once, gets a plan, its list, an own recipe and a read receipt, then every page is opened in turn.
 */

/** A write through the page's own origin (the server checks the Origin of writes); the answer's JSON. */
async function send<T>(page: Page, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/** Opens a page, waits for its heading, checks it with axe and keeps a screenshot. */
async function visit(page: Page, testInfo: Parameters<typeof shot>[1], path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await checkHere(page, testInfo, name);
}

async function checkHere(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await expectAccessible(page, name);
  await shot(page, testInfo, `a11y-${name}`);
}

/** A new household, signed in at its dashboard. */
async function signUpHousehold(page: Page, testInfo: Parameters<typeof shot>[1]) {
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'a11y'), password: 'correct-horse-battery-9' });
  await page.getByLabel('Weekly budget (£)').fill('80');
  await choose(page, 'Cooking skill', /Intermediate/);
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 90_000 });
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
}

test('axe: the planning pages (dashboard, planner, a plan, lists, recipes, own recipes, larder)', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signUpHousehold(page, testInfo);
  await checkHere(page, testInfo, 'dashboard-new');

  // The empty planner, before any plan.
  await visit(page, testInfo, '/meal-planner', 'meal-planner-empty');
  await visit(page, testInfo, '/shopping-lists', 'shopping-lists-empty');

  // A plan and its list, a saved recipe, an own recipe.
  const plan = await send<{ id: string; items: Array<{ recipeId: string }> }>(page, 'POST', '/api/simple-meal-plans');
  expect(plan.status).toBe(201);
  const lists = (await (await page.request.get('/api/simple-shopping-lists')).json()) as Array<{ id: number }>;
  expect(lists.length).toBeGreaterThan(0);
  const recipeId = plan.json.items[0]!.recipeId;
  expect((await send(page, 'POST', '/api/saved-recipes', { recipeId })).status).toBe(201);
  const own = await send<{ id: string }>(page, 'POST', '/api/recipes', {
    name: 'Nan’s lentil soup',
    role: 'main',
    serves: 4,
    lines: ['200 g red lentils', '1 onion', '2 carrots', '1 litre vegetable stock'].map((text) => ({ text })),
    instructions: ['Soften the onion and carrots.', 'Add the lentils and stock; simmer 25 minutes.'],
  });
  expect(own.status, JSON.stringify(own.json)).toBe(201);

  await visit(page, testInfo, '/', 'dashboard');
  for (const tab of ['meals', 'nutrition', 'shopping', 'settings']) {
    await visit(page, testInfo, `/meal-planner?plan=${plan.json.id}&tab=${tab}`, `plan-${tab}`);
  }
  await visit(page, testInfo, '/shopping-lists', 'shopping-lists');
  await visit(page, testInfo, `/shopping-lists/${lists[0]!.id}`, 'shopping-list');
  await visit(page, testInfo, '/recipes', 'recipes');
  await visit(page, testInfo, `/recipe/${recipeId}`, 'recipe');
  await visit(page, testInfo, '/saved-recipes', 'saved-recipes');
  await visit(page, testInfo, '/my-recipes', 'my-recipes');
  await visit(page, testInfo, '/recipes/new', 'recipe-new');
  await visit(page, testInfo, `/recipes/${own.json.id}/edit`, 'recipe-edit');
  await visit(page, testInfo, '/larder', 'larder');
  expect(errors).toEqual([]);
});

test('axe: budget and receipts, account, setup, onboarding, the AI planner and chat, API reference, subscription pages', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signUpHousehold(page, testInfo);
  expect((await send(page, 'POST', '/api/simple-meal-plans')).status).toBe(201);

  // The budget tracker, its tabs, and a receipt read from its text (the preview before it is confirmed).
  await visit(page, testInfo, '/budget-tracker', 'budget-tracker');
  for (const tab of ['Categories', 'Smart Insights']) {
    await page.getByRole('tab', { name: tab }).click();
    await checkHere(page, testInfo, `budget-${tab.toLowerCase().replace(' ', '-')}`);
  }
  await page.getByRole('tab', { name: 'Overview' }).click();
  const receipt = `Lidl\nManchester Piccadilly\nM1 2AB\nRED LENTILS          1.15 B\nCARROTS          0.45 B\nTOTAL          1.60\n${new Date().toLocaleDateString('en-GB')}`;
  await page.getByLabel(/Or paste its text/).fill(receipt);
  await page.getByRole('button', { name: 'Read the receipt' }).click();
  await expect(page.getByTestId('receipt-preview')).toBeVisible({ timeout: 120_000 });
  await checkHere(page, testInfo, 'receipt-preview');

  await visit(page, testInfo, '/account', 'account');
  await visit(page, testInfo, '/setup', 'setup');
  await visit(page, testInfo, '/onboarding', 'onboarding');
  await visit(page, testInfo, '/ai-onboarding', 'ai-onboarding');
  await visit(page, testInfo, '/ai-meal-planner', 'ai-meal-planner');
  const input = page.getByTestId('chat-input');
  await input.fill('Plan a cheap week with lentils');
  await input.press('Enter');
  await expect(page.getByTestId('message-assistant').last()).toContainText('ready', { timeout: 120_000 });
  await checkHere(page, testInfo, 'ai-chat');

  await visit(page, testInfo, '/api-reference', 'api-reference');
  await visit(page, testInfo, '/subscribe', 'subscribe');
  await visit(page, testInfo, '/acquired-payment', 'acquired-payment');
  await visit(page, testInfo, '/acquired-test', 'acquired-test');
  await visit(page, testInfo, '/stripe-debug', 'stripe-debug');
  await visit(page, testInfo, '/cancel-subscription', 'cancel-subscription');
  expect(errors).toEqual([]);
});
