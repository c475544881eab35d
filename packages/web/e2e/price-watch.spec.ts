import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

/** A write through the page's own origin; answers the status and body. */
async function send(page: Page, url: string, body: unknown, method = 'POST'): Promise<{ status: number; body: { id?: number } }> {
  return page.evaluate(
    async ({ url, body, method }) => {
      const r = await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as { id?: number } };
    },
    { url, body, method },
  );
}

/** dd/mm/yy of the day `daysAgo` before today. */
const printed = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear()).slice(2)}`;
};
const receipt = (daysAgo: number, perKg: string) =>
  `TESCO\nManchester Market St Metro\n12 Market Street, Manchester M1 1PW\nTESCO LOOSE BANANAS\n  1.000 kg @ £${perKg}/kg              £${perKg}\nTOTAL                              £${perKg}\nVISA                               £${perKg}\n${printed(daysAgo)} 14:32   STORE 2345`;

test('two receipts a month apart: the dashboard says once that bananas got dearer, until "Got it"', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'prices'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');
  expect((await send(page, '/api/user/preferences', { householdSize: 2, weeklyBudget: '80.00', cookingSkill: 'intermediate' }, 'PUT')).status).toBe(200);
  for (const [daysAgo, price] of [[35, '0.80'], [3, '0.98']] as const) {
    const draft = await send(page, '/api/receipts', { text: receipt(daysAgo, price) });
    expect(draft.status).toBe(201);
    expect((await send(page, `/api/receipts/${draft.body.id}/confirm`, {})).status).toBe(200);
  }
  await page.goto('/');
  const card = page.getByTestId('price-watch');
  await expect(card.getByTestId('price-change')).toHaveCount(1);
  await expect(card.getByTestId('price-change')).toHaveText(/^Tesco's .* is 18p a kg dearer than on \d{1,2} [A-Z][a-z]{2} \(80p to 98p a kg\)$/);
  await card.screenshot({ path: testInfo.outputPath('price-watch.png') });
  await shot(page, testInfo, 'price-watch-dashboard');
  await card.getByRole('button', { name: /Got it/ }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('price-watch')).toHaveCount(0);
  expect(errors).toEqual([]);
});
