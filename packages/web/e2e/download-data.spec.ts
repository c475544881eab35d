import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { fillSignup, shot, uniqueEmail } from './helpers';

/** Sign-ups hash passwords (argon2): on a busy machine the answers take longer than the default wait. */
const expect = baseExpect.configure({ timeout: 45_000 });

test('/account "Download my data": the JSON file and a spreadsheet download, as /privacy promises', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail(testInfo, 'mydata');
  await page.goto('/signup');
  await fillSignup(page, { email, firstName: 'Dana', password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account', { timeout: 90_000 });

  const section = page.getByTestId('download-data');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await shot(page, testInfo, 'download-data-account');
  // The section alone, so its words can be read.
  await section.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${testInfo.project.name}-download-data-section.png`) });
  // Every link is a comfortable target (WCAG 2.5.8, and 44 px for the main one).
  for (const link of await section.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const [json] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^larder-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await json.path())!, 'utf8'));
  expect(data.records.account[0].email).toBe(email);
  for (const table of ['meal_plans', 'shopping_lists', 'larder_items', 'own_recipes', 'scanned_receipts', 'price_observations', 'household_activity', 'household_members']) {
    expect(Array.isArray(data.records[table]), table).toBe(true);
  }

  const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Larder' }).click()]);
  expect(csv.suggestedFilename()).toBe('larder-larder.csv');
  expect((await fs.readFile((await csv.path())!, 'utf8')).split('\r\n')[0]).toMatch(/^record/);

  // /privacy's promise points at this.
  await page.goto('/privacy');
  await expect(page.getByText(/Download my data/)).toBeVisible();
  expect(errors).toEqual([]);
});
