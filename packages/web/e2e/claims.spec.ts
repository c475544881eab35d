import path from 'node:path';
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

/**
 * Issue 16 "Claims": the landing page states the library's own recipe count and the chains priced, from
 * GET /api/site/facts (the catalogue the server holds), never "1000+" or "five"; document 000's savings claims stay,
 * marked as the product's claims.
 */
test('the landing page states the computed recipe count and chains, and marks the savings claims as claims', async ({ page, request }, testInfo) => {
  const facts = (await (await request.get('/api/site/facts')).json()) as { recipes: number; chains: string[]; chainCount: number };
  expect(facts.recipes).toBeGreaterThan(0);
  expect(facts.chainCount).toBe(facts.chains.length);
  const count = facts.recipes.toLocaleString('en-GB');

  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText(`${count} recipes`);
  await expect(page.getByRole('heading', { name: `${count} recipes in the library` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${facts.chainCount} UK supermarkets compared` })).toBeVisible();
  for (const chain of facts.chains) await expect(page.getByText(`${chain}`, { exact: false }).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('1000+');
  await expect(page.locator('body')).not.toContainText('Five UK supermarkets');

  // The savings claims of document 000, as stated, and marked as the product's claims.
  const savings = page.getByRole('region', { name: 'Spend less. Waste less.' });
  for (const value of ['£67', '£804', '£23–£23.80', '38%–84%']) await expect(savings).toContainText(value);
  await expect(page.getByTestId('claims-note')).toHaveText("Larder's claims for an average UK family, as our marketing states them; not measured for you.");
  await shot(page, testInfo, 'claims-landing');
  // The two sections the claims live in, on their own, for a closer look at each width.
  await savings.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${testInfo.project.name}-claims-savings.png`) });
  await pricing.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${testInfo.project.name}-claims-pricing.png`) });
});
