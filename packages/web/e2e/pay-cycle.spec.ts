import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectToast, fillSignup, shot, uniqueEmail } from './helpers';

/** A write through the page's own origin (the server checks the Origin of writes). */
async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => (await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })).status,
    { method, url, body },
  );
}

test('a household sets a monthly pay day on /account and the dashboard says what is left until pay day', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'payday'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');
  expect(await send(page, 'PUT', '/api/user/preferences', { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'intermediate' })).toBe(200);
  expect(await send(page, 'POST', '/api/budget-tracker/receipts', { date: new Date().toISOString().slice(0, 10), chain: 'Lidl', amount: '23.50' })).toBe(201);
  await page.reload();

  const section = page.getByTestId('pay-cycle-section');
  await expect(section.getByRole('heading', { name: 'Pay day' })).toBeVisible();
  await section.getByLabel('How are you paid?').selectOption('monthly');
  await section.getByLabel('Day of the month you are paid').fill('12');
  // A bad amount is refused beside its field, and nothing is saved.
  await section.getByLabel('Food money for each pay period (£)').fill('4.001');
  await section.getByRole('button', { name: 'Save pay day' }).click();
  await expect(section.getByRole('alert')).toContainText('money');
  await expect(section.getByLabel('Food money for each pay period (£)')).toHaveAttribute('aria-invalid', 'true');
  expect(((await (await page.request.get('/api/budget/pay-cycle')).json()) as { cycle: unknown }).cycle).toBeNull();

  await section.getByLabel('Food money for each pay period (£)').fill('400');
  await section.getByRole('button', { name: 'Save pay day' }).click();
  await expectToast(page, 'Pay day saved');
  const line = /^£376\.50 left for \d+ days? until pay day \((Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} [A-Z][a-z]+\)$/;
  await expect(section.getByTestId('pay-cycle-status')).toContainText(/£376\.50 left for \d+ days? until pay day/);
  await expectAccessible(page, 'account with pay day');
  await shot(page, testInfo, 'pay-cycle-account');

  await page.goto('/');
  const payDay = page.getByTestId('pay-day-line');
  await expect(payDay.locator('p').first()).toHaveText(line);
  await expect(payDay).toContainText('Spent £23.50 of £400.00 this pay period');
  await shot(page, testInfo, 'pay-cycle-dashboard');

  // The tracker shows the period: whether the spending keeps to the weeks so far, and each week's share beside its spend.
  const period = (await (await page.request.get('/api/budget/pay-cycle')).json()).period as { trackNote: string; weeks: Array<{ amount: string; spent: string }> };
  await page.goto('/budget-tracker');
  const card = page.getByTestId('pay-period');
  await expect(card.getByTestId('pay-period-message')).toHaveText(line);
  await expect(card.getByTestId('pay-period-track')).toHaveText(period.trackNote);
  await expect(card.getByTestId('pay-period-week')).toHaveCount(period.weeks.length);
  for (const [k, w] of period.weeks.entries()) {
    await expect(card.getByTestId('pay-period-week').nth(k)).toContainText(`£${w.amount}`);
    await expect(card.getByTestId('pay-period-week').nth(k)).toContainText(`£${w.spent}`);
  }
  await card.screenshot({ path: testInfo.outputPath('pay-period-tracker.png') });
  await shot(page, testInfo, 'pay-cycle-tracker');

  // On a 375 px phone the line and the form fit the screen (shot() fails on sideways scrolling).
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, testInfo, 'pay-cycle-dashboard-375');
  await page.goto('/budget-tracker');
  await expect(page.getByTestId('pay-period')).toBeVisible();
  await page.getByTestId('pay-period').screenshot({ path: testInfo.outputPath('pay-period-tracker-375.png') });
  await shot(page, testInfo, 'pay-cycle-tracker-375');
  await page.goto('/account');
  await expect(page.getByTestId('pay-cycle-status')).toBeVisible();
  await page.getByTestId('pay-cycle-section').scrollIntoViewIfNeeded();
  await page.getByTestId('pay-cycle-section').screenshot({ path: testInfo.outputPath('pay-cycle-section-375.png') });
  await shot(page, testInfo, 'pay-cycle-account-375');
  expect(errors).toEqual([]);
});
