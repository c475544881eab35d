import { expect, test, type Page } from '@playwright/test';
import { renderReceipt } from '../../cli/bench/receipts/render-receipt';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

interface ApiList {
  id: number;
  supermarket: string;
  items: Array<{ id: number; ingredient: string; name: string; isExtra: boolean; quantity: number; price: string; priceFrom: { source: string; label: string } | null }>;
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
  const item = list!.items.find((i) => !i.isExtra && i.quantity > 0)!;
  expect(item.priceFrom).toMatchObject({ source: 'estimate', label: 'estimate' });
  const row = page.locator(`[data-testid="list-item"][data-item-id="${item.id}"]`);

  // Before: every price on the list is an estimate, and the list and its comparison say so.
  const before = page.waitForResponse((r) => r.url().endsWith(`/api/simple-shopping-lists/${list!.id}/split`));
  await page.goto(`/shopping-lists/${list!.id}`);
  await before;
  await expect(row.getByTestId('price-source')).toHaveText('estimate');
  await expect(page.getByTestId('list-price-note')).toContainText('Every price on this list is an estimate');
  await expect(page.getByTestId('comparison-prices-note')).toContainText('This comparison rests only on estimates');
  await expect(page.getByTestId('split-sources')).toContainText('0 from your receipts');
  await expect(page.getByTestId('split-sentence')).toContainText('These are all estimates');
  const priceBefore = (await row.locator('.money').last().textContent())!.trim();

  // Bought it: ticked, the list offers to add the receipt, which opens the reader with the list's shop chosen.
  await expect(page.getByTestId('add-receipt-prompt')).toHaveCount(0);
  await row.getByRole('checkbox').click();
  await expect(page.getByTestId('add-receipt-prompt')).toBeVisible();
  await shot(page, testInfo, 'receipt-00-list-estimates');
  await page.getByRole('link', { name: 'Add the receipt' }).click();
  await page.waitForURL(`**/budget-tracker?*list=${list!.id}*`);
  await expect(page.getByTestId('receipt-for-list')).toContainText(`your ${list!.supermarket} shop`);

  // The household's loyalty cards and the pooling choice live here too.
  const cards = page.getByTestId('loyalty-cards');
  await expect(cards.getByRole('checkbox', { name: /Clubcard/ })).toBeVisible();
  await cards.getByRole('checkbox', { name: /Nectar/ }).click();
  await cards.getByRole('switch', { name: 'Use prices seen by households near you' }).click();
  await cards.getByRole('button', { name: 'Save cards and choice' }).click();
  await expectToast(page, 'Saved');
  expect(await (await page.request.get('/api/receipts/loyalty')).json()).toMatchObject({ cards: ['Nectar'], poolOptIn: true });

  // A receipt from the list's shop with the item on it, as a phone photo of it would be.
  const text = `${list!.supermarket.toUpperCase()}\nManchester Piccadilly\nM1 2AB\n${item.name.toUpperCase()}          0.25 B\nTOTAL                              0.25\n${new Date().toLocaleDateString('en-GB')}`;
  const image = await renderReceipt(text, { skew: 0.8, blur: 0.4, noise: 0.003 }, 5);
  await page.getByLabel('A photo or PDF of the receipt').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: image });
  const preview = page.getByTestId('receipt-preview');
  await expect(preview).toBeVisible({ timeout: 120_000 });
  // The shop is the list's, whatever the photo made of its name.
  await expect(preview.getByLabel('Shop', { exact: true })).toHaveValue(list!.supermarket);
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
  const after = page.waitForResponse((r) => r.url().endsWith(`/api/simple-shopping-lists/${list!.id}/split`));
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expectToast(page, 'Receipt saved');

  // Back on the list: the line is priced from the receipt, and says so; the comparison is no longer estimates only.
  await page.waitForURL(`**/shopping-lists/${list!.id}`);
  await after;
  await expect(row.getByTestId('price-source')).toHaveText('from your receipt, today');
  await expect(row.locator('.money').last()).not.toHaveText(priceBefore);
  await expect(page.getByTestId('list-price-note')).toContainText('1 price from your receipts');
  await expect(page.getByTestId('comparison-prices-note')).not.toContainText('rests only on estimates');
  // "One shop or two" prices the list's own lines, the ticked one included (one total per question, issue 32): the
  // line priced from the receipt is among them.
  await expect(page.getByTestId('split-sources')).toContainText('1 from your receipts');
  await shot(page, testInfo, 'receipt-02-list');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('list-line.png') });

  const prices = (await (await page.request.get(`/api/prices/${item.ingredient}`)).json()) as { prices: Array<{ chain: string; source: string; label: string }> };
  expect(prices.prices.find((p) => p.chain === list!.supermarket)).toMatchObject({ source: 'own-receipt', label: 'from your receipt, today' });
});
