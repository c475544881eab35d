import { expect, test, type Page } from '@playwright/test';
import { fillSignup, shot, uniqueEmail } from './helpers';

/** Issue 38: leftovers kept safely on the meal cards, and a pack's date corrected on a phone. Desktop project only (the phone is a 375 px viewport set in the test). */

async function send(page: Page, method: 'PUT' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, credentials: 'include', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

async function signUp(page: Page, testInfo: Parameters<typeof uniqueEmail>[0], label: string) {
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, label), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');
  expect((await send(page, 'PUT', '/api/user/preferences', { householdSize: 4, weeklyBudget: '150.00', cookingSkill: 'advanced' })).status).toBe(200);
}

test('a curry frozen on Monday for Saturday: the cooking day says to freeze it, Friday to take it out', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, testInfo, 'frozen-leftover');
  let plan = (await send(page, 'POST', '/api/simple-meal-plans')).json;
  for (const day of [0, 5]) {
    const meal = plan.items.find((i: { day: number; mealType: string }) => i.day === day && i.mealType === 'dinner');
    const pinned = await send(page, 'POST', `/api/simple-meal-plans/${plan.id}/items/${meal.id}/pin`, { recipeId: 'sweet-potato-and-lentil-curry' });
    expect(pinned.status).toBe(200);
    plan = pinned.json;
  }
  const monday = plan.items.find((i: { day: number; mealType: string }) => i.day === 0 && i.mealType === 'dinner');
  const saturday = plan.items.find((i: { day: number; mealType: string }) => i.day === 5 && i.mealType === 'dinner');
  expect(saturday.leftoverOf).toMatchObject({ day: 0 });

  await page.goto('/meal-planner');
  await page.getByRole('tab', { name: 'Meals' }).click();
  const cookCard = page.locator(`[data-testid="meal-slot"][data-item-id="${monday.id}"]`);
  await expect(cookCard.getByTestId('meal-keeping').locator('[data-kind="freeze"]')).toHaveText('Freeze 4 portions for Saturday: cool within 2 hours, then into the freezer');
  const fridayNight = page.locator('[data-testid="meal-slot"]').filter({ has: page.locator('[data-kind="defrost"]', { hasText: "Take Saturday's" }) });
  await expect(fridayNight).toHaveCount(1);
  await expect(fridayNight.locator('[data-kind="defrost"]')).toHaveText(`Take Saturday's ${saturday.recipeName} out of the freezer tonight: defrost it in the fridge`);
  await cookCard.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'food-safety-01-freeze-on-monday');
  await fridayNight.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'food-safety-02-take-out-on-friday');
  // The leftovers' recipe dialog says how to reheat them.
  await page.locator(`[data-testid="meal-slot"][data-item-id="${saturday.id}"]`).getByRole('button', { name: 'View Recipe' }).click();
  await expect(page.getByRole('dialog').getByTestId('meal-keeping')).toContainText('Defrosted in the fridge overnight');
});

test('on a 375 px phone, the household corrects a chicken pack to its use-by, and a rice date a year away shows its year', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, testInfo, 'larder-dates');
  const chicken = await send(page, 'POST', '/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g' });
  expect(chicken.status).toBe(201);
  const today: string = (await (await page.request.get('/api/larder')).json()).today;
  const inYear = new Date(Date.parse(`${today}T00:00:00Z`) + 400 * 86_400_000).toISOString().slice(0, 10);
  expect((await send(page, 'POST', '/api/larder/items', { text: '1 kg basmati rice', bestBefore: inYear })).status).toBe(201);
  const useBy = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/larder');
  const row = page.getByTestId('larder-item').filter({ hasText: 'Chicken breast' }).first();
  await expect(row.getByTestId('larder-date')).toContainText('Use by');
  const rice = page.getByTestId('larder-item').filter({ hasText: 'rice' }).first();
  await expect(rice.getByTestId('larder-date')).toContainText(inYear.slice(0, 4));
  await row.getByRole('button', { name: /Change the date of Chicken breast/ }).click();
  const form = row.getByTestId('larder-date-form');
  await form.getByLabel('On the pack').selectOption('use-by');
  await form.getByLabel(/Date of Chicken breast/).fill(useBy);
  await shot(page, testInfo, 'food-safety-03-phone-date-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const label = new Date(`${useBy}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(useBy.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  await expect(page.getByTestId('larder-item').filter({ hasText: 'Chicken breast' }).first().getByTestId('larder-date')).toHaveText(`Use by ${label}`);
  const item = ((await (await page.request.get('/api/larder')).json()).items as Array<{ id: string; bestBefore: string; dateKind: string }>).find((i) => i.id === chicken.json.id)!;
  expect(item).toMatchObject({ bestBefore: useBy, dateKind: 'use-by' });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, testInfo, 'food-safety-04-phone-date-saved');
});

test('the household sets its own time for a meal on /account, and the meal planner says it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signUp(page, testInfo, 'time-limits');
  await page.goto('/account');
  await expect(page.getByTestId('account-time-limit')).toHaveText('No time limit (advanced cook): set one in your profile.');
  await page.getByLabel('Weekdays, up to (minutes)').fill('45');
  await page.getByLabel('Weekends, up to (minutes)').fill('120');
  await page.getByTestId('account-meal-minutes').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'food-safety-05-account-time');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).mealMinutes).toEqual({ weekday: 45, weekend: 120 });
  expect((await send(page, 'POST', '/api/simple-meal-plans')).status).toBe(201);
  await page.goto('/meal-planner');
  await page.getByRole('tab', { name: 'Meals' }).click();
  await expect(page.getByTestId('plan-time-limit')).toContainText('Up to 45 minutes on weekdays and up to 120 minutes at weekends, set in your profile');
});
