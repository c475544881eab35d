import { expect, test } from '@playwright/test';
import { type RecipePageServer, startRecipePageServer } from '../../cli/test/support/recipe-page-server';
import { fillSignup, shot, uniqueEmail } from './helpers';

/* Labels a parent can trust: an imported recipe with a line we cannot identify claims no diet until it is confirmed. */

const PAGE_PORT = Number(process.env.E2E_LABELS_PAGE_PORT ?? 50633);
let pages: RecipePageServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer(PAGE_PORT);
});
test.afterAll(async () => {
  await pages.close();
});

test('an imported recipe says "not checked" while a line is unidentified, and its diets once the line is confirmed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'labels'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');

  await page.goto('/recipes/new');
  await page.getByLabel('Recipe page address').fill(`${pages.url}/pages/lamb-flatbreads.html`);
  await page.getByRole('button', { name: 'Import' }).click();
  const labels = page.getByTestId('import-labels');
  await expect(labels).toContainText('Diets: not checked (1 ingredient we could not identify)');
  await expect(labels).toContainText('gluten');
  await expect(labels).toContainText('milk');
  await shot(page, testInfo, 'labels-01-not-checked');

  // The household says what the line is: now every line is known and the diets can be worked out.
  await page.getByLabel("Which food is “za'atar”?").fill('dried thyme');
  await page.getByRole('button', { name: 'Dried thyme' }).click();
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.waitForURL(/\/recipe\/own-/);
  await expect(page.getByTestId('recipe-not-checked')).toHaveCount(0);
  const diets = page.getByTestId('recipe-diets');
  await expect(diets).toContainText('Halal with halal meat');
  await expect(diets).not.toContainText('Vegetarian');
  await expect(page.getByTestId('recipe-allergens')).toContainText('Contains');
  await shot(page, testInfo, 'labels-02-confirmed');
  expect(pageErrors).toEqual([]);
});
