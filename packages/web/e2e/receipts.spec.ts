import { expect, test, type Page } from '@playwright/test';
import { renderReceipt } from '../../cli/bench/receipts/render-receipt';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

interface ApiList {
  id: number;
  items: Array<{ ingredient: string; name: string; isExtra: boolean }>;
}

/** A write through the page's own origin (the server checks the Origin of writes). */
async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => (await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })).status,
    { method, url, body },
  );
}

test('a household uploads a receipt photo, corrects a line, confirms it, and its list is priced from it', async ({ page }, testInfo) => {
  test.setTimeout(420_000); // OCR on a shared, busy machine
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'receipts'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');
  expect(await send(page, 'PUT', '/api/user/preferences', { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'intermediate' })).toBe(200);
  expect(await send(page, 'POST', '/api/simple-meal-plans')).toBe(201);
  const [list] = (await (await page.request.get('/api/simple-shopping-lists')).json()) as ApiList[];
  const item = list!.items.find((i) => !i.isExtra)!;

  const before = page.waitForResponse((r) => r.url().endsWith(`/api/simple-shopping-lists/${list!.id}/split`));
  await page.goto(`/shopping-lists/${list!.id}`);
  await before;
  await expect(page.getByTestId('split-sources')).toContainText('0 from your receipts');
  await expect(page.getByTestId('split-sentence')).toContainText('These are all estimates');

  // A Lidl receipt with the list's first item, as a phone photo of it would be.
  const text = `Lidl\nManchester Piccadilly\nM1 2AB\n${item.name.toUpperCase()}          0.25 B\nTOTAL                              0.25\n${new Date().toLocaleDateString('en-GB')}`;
  const image = await renderReceipt(text, { skew: 0.8, blur: 0.4, noise: 0.003 }, 5);
  await page.goto('/budget-tracker');
  await page.getByLabel('A photo or PDF of the receipt').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: image });
  const preview = page.getByTestId('receipt-preview');
  await expect(preview).toBeVisible({ timeout: 120_000 });
  await expect(preview).toContainText('Lidl');
  const lines = page.getByTestId('receipt-line');
  await expect(lines).toHaveCount(1);
  // Correct the line: its price (20p, not the 25p read) and, if the match missed, which food it is.
  const food = lines.nth(0).getByRole('combobox');
  if ((await food.inputValue()) !== item.ingredient) {
    await food.evaluate((el: HTMLSelectElement, option: { value: string; label: string }) => {
      if (![...el.options].some((o) => o.value === option.value)) el.add(new Option(option.label, option.value));
    }, { value: item.ingredient, label: item.name });
    await food.selectOption(item.ingredient);
  }
  await lines.nth(0).getByRole('textbox').fill('0.20');
  await shot(page, testInfo, 'receipt-01-preview');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expectToast(page, 'Receipt saved');

  const after = page.waitForResponse((r) => r.url().endsWith(`/api/simple-shopping-lists/${list!.id}/split`));
  await page.goto(`/shopping-lists/${list!.id}`);
  await after;
  await expect(page.getByTestId('split-sources')).toContainText('1 from your receipts');
  await expect(page.getByTestId('split-sentence')).not.toContainText('These are all estimates');
  await shot(page, testInfo, 'receipt-02-list');

  const prices = (await (await page.request.get(`/api/prices/${item.ingredient}`)).json()) as { prices: Array<{ chain: string; source: string; label: string }> };
  // The store line is whatever the OCR made of it; the source and the day are certain.
  expect(prices.prices.find((p) => p.chain === 'Lidl')).toMatchObject({ source: 'own-receipt', label: 'from your receipt, today' });
});
