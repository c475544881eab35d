import { expect, test } from '@playwright/test';
import { type RecipePageServer, startRecipePageServer } from '../../cli/test/support/recipe-page-server';
import { fillSignup, shot, uniqueEmail } from './helpers';

/** A 2 x 2 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** The tests' own recipe pages, served on 127.0.0.1 (the server allows private addresses only in tests). */
const PAGE_PORT = Number(process.env.E2E_RECIPE_PAGE_PORT ?? 50631);
let pages: RecipePageServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer(PAGE_PORT);
});
test.afterAll(async () => {
  await pages.close();
});

test('a household imports a recipe from a page, fixes an unmatched line, saves it and sees it in its next plan', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'own-recipes'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/user/preferences', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ householdSize: 4, weeklyBudget: '125.00', cookingSkill: 'intermediate' }),
    });
    return res.status;
  });
  expect(saved).toBe(200);

  // From the library's page to the editor.
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Add a recipe' }).click();
  await page.waitForURL('**/recipes/new');
  await expect(page.getByRole('heading', { name: 'Add a recipe' })).toBeVisible();
  await shot(page, testInfo, 'own-01-new');

  // Import from a page: the preview says what was found and what was not matched; nothing is saved yet.
  const source = `${pages.url}/pages/lamb-flatbreads.html`;
  await page.getByLabel('Recipe page address').fill(source);
  await page.getByRole('button', { name: 'Import' }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Found “Spiced lamb flatbreads”');
  await expect(summary).toContainText('7 of 8 lines matched');
  await expect(summary).toContainText(source);
  await expect(summary).toContainText("Not matched yet: 1 tbsp za'atar");
  await expect(page.getByLabel('Name')).toHaveValue('Spiced lamb flatbreads');
  await expect(page.getByLabel('Serves')).toHaveValue('4');
  const lines = page.getByTestId('parsed-line');
  await expect(lines).toHaveCount(8);
  await expect(lines.filter({ hasText: '500g lamb mince' })).toContainText('Lamb mince');
  await expect(lines.filter({ hasText: '2 garlic cloves' })).toContainText('Garlic');
  await expect(lines.filter({ hasText: "za'atar" })).toContainText('Not matched');
  await shot(page, testInfo, 'own-02-imported');

  // Fix the unmatched line by hand: search the catalogue and choose the food.
  await page.getByLabel("Which food is “za'atar”?").fill('dried thyme');
  await page.getByRole('button', { name: 'Dried thyme' }).click();
  await expect(lines.filter({ hasText: "za'atar" })).toContainText('Dried thyme (chosen)');
  await expect(page.getByText('All 8 lines matched.')).toBeVisible();
  await shot(page, testInfo, 'own-03-fixed');

  // A photo (a PNG; the server reads the type from its bytes and resizes it).
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'flatbreads.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.waitForURL(/\/recipe\/own-/);
  const recipeUrl = page.url();
  const photo = await page.request.get(`/api/recipes/${recipeUrl.split('/recipe/')[1]}/photo`);
  expect(photo.headers()['content-type']).toBe('image/png');
  await expect(page.getByRole('heading', { name: 'Spiced lamb flatbreads' })).toBeVisible();
  await expect(page.getByTestId('own-recipe')).toContainText('Your recipe');
  await expect(page.getByTestId('own-recipe')).toContainText(source);
  await shot(page, testInfo, 'own-04-saved');

  // "Plan my recipes too", then a new plan.
  await page.goto('/my-recipes');
  await expect(page.getByRole('link', { name: 'Spiced lamb flatbreads' })).toBeVisible();
  await page.getByLabel('Plan my recipes too').click();
  await expect(page.getByLabel('Plan my recipes too')).toBeChecked();
  await shot(page, testInfo, 'own-05-my-recipes');
  const generated = await page.evaluate(async () => {
    const res = await fetch('/api/simple-meal-plans', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
    return { status: res.status, body: (await res.json()) as { items: Array<{ recipeName: string; mealType: string }> } };
  });
  expect(generated.status).toBe(201);
  testInfo.annotations.push({ type: 'planner chose it unprompted', description: String(generated.body.items.filter((i) => i.recipeName === 'Spiced lamb flatbreads').length) });

  // Pin it into a dinner of that plan from its page, and see it in the planner.
  await page.goto(recipeUrl);
  const slot = page.getByLabel('Meal to replace');
  await expect(slot).toBeVisible();
  const firstDinner = await slot.locator('option', { hasText: 'dinner' }).first().getAttribute('value');
  await slot.selectOption(firstDinner!);
  await page.getByRole('button', { name: 'Pin to this meal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In your plan' })).toBeVisible();
  await shot(page, testInfo, 'own-06-pinned');
  await page.goto('/meal-planner');
  await expect(page.getByText('Spiced lamb flatbreads').first()).toBeVisible();
  await shot(page, testInfo, 'own-07-plan');

  expect(pageErrors).toEqual([]);
});
