import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, fillSignup, shot, uniqueEmail } from './helpers';

const ONS = 'Source: Office for National Statistics, shopping prices comparison data, licensed under the Open Government Licence v3.0.';
const COFID = "Contains public sector information from McCance and Widdowson's Composition of Foods Integrated Dataset";
const SR26 = 'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 26.';
const PRICE_NOTE = "Estimated price: UK average prices (ONS, January 2025) adjusted by each chain's basket index (Which?, July 2025)";
const REACH_NOTE = 'Prices are national estimates until we know the supermarkets near you, so every supermarket is shown.';

interface ApiRecipe {
  id: string;
  name: string;
  totalTime: number;
  dietaryTags: string[];
  allergens: string[];
  instructions: string[];
  costs: Array<{ chain: string }>;
}
interface ApiPage {
  items: ApiRecipe[];
  total: number;
  pageSize: number;
  chains: string[];
}

const cards = (page: Page) => page.getByTestId('recipe-card');

/** On a phone the filters sit behind a button (looked for once the page has rendered, since it loads lazily). */
async function openFilters(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /Filters/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** Every card on screen is vegetarian and takes at most `minutes` (read in one go, once the results have settled). */
async function expectCardsMatch(page: Page, minutes: number): Promise<number> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const seen = await cards(page).evaluateAll((els) =>
    els.map((el) => ({
      diets: (el.getAttribute('data-diets') ?? '').split(','),
      minutes: Number(el.getAttribute('data-total-minutes')),
      tags: el.querySelector('[data-testid="card-tags"]')?.textContent ?? '',
      cost: el.querySelector('[data-testid="card-cost"]')?.textContent ?? '',
    })),
  );
  for (const card of seen) {
    expect(card.diets).toContain('Vegetarian');
    expect(card.minutes).toBeLessThanOrEqual(minutes);
    expect(card.tags).toContain('Vegetarian');
    expect(card.cost).toContain('£');
  }
  return seen.length;
}

/** The catalogue is seeded from committed files; without them there is nothing to browse. */
async function catalogue(page: Page): Promise<ApiPage> {
  const res = await page.request.get('/api/recipes?pageSize=50');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as ApiPage;
  expect(body.total, 'the e2e server has no recipes: the catalogue files are not committed yet').toBeGreaterThan(0);
  return body;
}

test('anyone browses, filters, searches and pages the recipe library; the address keeps the search', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const all = await catalogue(page);

  // The landing page's recipe tiles open the browser with a filter.
  await page.goto('/');
  await page.getByRole('link', { name: /Quick & easy/ }).click();
  await expect(page).toHaveURL(/\/recipes\?maxMinutes=30$/);
  await openFilters(page);
  await expect(page.getByRole('combobox', { name: 'Max time' })).toContainText('Up to 30 min');

  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(page.getByTestId('recipes-count')).toHaveText(`${all.total} ${all.total === 1 ? 'recipe' : 'recipes'}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('data-sources')).toContainText(ONS);
  await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
  await shot(page, testInfo, '40-recipes');

  // Vegetarian, 30 minutes or less: every card shown satisfies both, and the server agrees on the count.
  await openFilters(page);
  await choose(page, 'Diet', 'Vegetarian');
  await expect(page).toHaveURL(/diet=Vegetarian/);
  await choose(page, 'Max time', 'Up to 30 min');
  await expect(page).toHaveURL(/\/recipes\?diet=Vegetarian&maxMinutes=30$/);
  const filtered = (await (await page.request.get('/api/recipes?diet=Vegetarian&maxMinutes=30&pageSize=50')).json()) as ApiPage;
  await expect(page.getByTestId('recipes-count')).toHaveText(`${filtered.total} ${filtered.total === 1 ? 'recipe' : 'recipes'}`);
  if (filtered.total > 0) {
    await expect(cards(page).first()).toBeVisible();
    expect(await expectCardsMatch(page, 30)).toBe(Math.min(filtered.total, 12));
  }
  await shot(page, testInfo, '41-recipes-vegetarian-30min');

  // Search a word from a matching recipe's name: the results still satisfy the filters.
  const word = (filtered.items[0]?.name ?? all.items[0]!.name).split(/[^A-Za-z]+/).find((w) => w.length >= 4) ?? 'a';
  await page.getByLabel('Search recipes').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}&diet=Vegetarian&maxMinutes=30`));
  if (filtered.total > 0) {
    await expect(cards(page).first()).toBeVisible();
    expect(await expectCardsMatch(page, 30)).toBeGreaterThan(0);
  }
  await shot(page, testInfo, '42-recipes-search');

  // The back button undoes the search, and the search box follows the address.
  await page.goBack();
  await expect(page).toHaveURL(/\/recipes\?diet=Vegetarian&maxMinutes=30$/);
  await expect(page.getByLabel('Search recipes')).toHaveValue('');

  // A search that matches nothing says what to change; removing the search brings the recipes back.
  await page.goto('/recipes?q=zzqxnothing&diet=Vegan&allergenFree=Nuts');
  await expect(page.getByTestId('recipes-empty')).toBeVisible();
  await expect(page.getByText('No recipes match')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove search “zzqxnothing”/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove free from Nuts/ })).toBeVisible();
  await shot(page, testInfo, '43-recipes-empty');
  await page.getByRole('button', { name: /Remove search/ }).click();
  await expect(page).toHaveURL(/\/recipes\?diet=Vegan&allergenFree=Nuts$/);
  await expect(page.getByLabel('Search recipes')).toHaveValue('');

  // Paging, when there is more than one page.
  if (all.total > 12) {
    await page.goto('/recipes');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(page.getByText(`Page 2 of ${Math.ceil(all.total / 12)}`)).toBeVisible();
    await shot(page, testInfo, '44-recipes-page-2');
    await page.goBack();
    await expect(page).toHaveURL(/\/recipes$/);
  }

  // A recipe's page and the saved list need an account.
  await page.goto(`/recipe/${all.items[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a household opens a recipe, saves it, sees it saved after a reload and in Saved Recipes, then removes it', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const all = await catalogue(page);
  // A recipe with several steps and, where there is one, an allergen to show.
  const recipe = all.items.find((r) => r.allergens.length > 0 && r.costs.length > 1) ?? all.items[0]!;

  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'recipes'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');

  // The signed-in navigation leads to the browser; a card leads to the recipe.
  await page.goto('/recipes');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Recipes', exact: true }).last()).toBeVisible();
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Close menu' }).click();
  await page.goto(`/recipes?q=${encodeURIComponent(recipe.name)}`);
  await cards(page).filter({ hasText: recipe.name }).first().getByRole('link', { name: recipe.name }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByTestId('price-note')).toHaveText(PRICE_NOTE);
  // The household has a postcode; the e2e server has no store locations, so every chain is assumed reachable.
  await expect(page.getByTestId('reach-note')).toHaveText(REACH_NOTE);
  await expect(page.getByTestId('not-near-you')).toHaveCount(0);
  await expect(page.getByTestId('price-note-box').getByRole('link', { name: 'About our data' })).toHaveAttribute('href', '/about-our-data#prices');
  await expect(page.getByTestId('cost-per-serving')).toContainText('£');
  await expect(page.getByTestId('recipe-method').getByRole('listitem')).toHaveCount(recipe.instructions.length);
  await expect(page.getByTestId('recipe-ingredients').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('recipe-nutrition')).toContainText('Calories');
  if (recipe.allergens.length) await expect(page.getByTestId('recipe-allergens')).toContainText('Contains:');
  // Added by the shopping-list issue (e2e/shopping-lists.spec.ts uses it).
  await expect(page.getByRole('button', { name: /Add to Shopping List/i })).toHaveCount(1);
  await expect(page.getByTestId('data-sources')).toContainText(ONS);
  await expect(page.getByTestId('data-sources')).toContainText(COFID);
  await expect(page.getByTestId('data-sources')).toContainText(SR26);

  // schema.org Recipe data for search engines.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: recipe.name });
  expect(ld.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  expect((ld.recipeIngredient as string[]).length).toBeGreaterThan(0);
  expect(ld.recipeInstructions).toHaveLength(recipe.instructions.length);
  expect(ld.nutrition).toMatchObject({ '@type': 'NutritionInformation' });

  // The toggle starts from the server's saved list: not saved yet.
  const toggle = page.getByTestId('save-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveText('Save recipe');
  await shot(page, testInfo, '50-recipe');

  // The price note leads to how prices are estimated, and back.
  await page.getByTestId('price-note-box').getByRole('link', { name: 'About our data' }).click();
  await expect(page).toHaveURL(/\/about-our-data#prices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About our data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prices' })).toBeInViewport();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  // Prices at another chain.
  if (recipe.costs.length > 1) {
    const other = recipe.costs[1]!.chain;
    await choose(page, 'Prices at', new RegExp(`^${other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page).toHaveURL(new RegExp(`chain=${encodeURIComponent(other)}`));
    await expect(page.getByRole('combobox', { name: 'Prices at' })).toContainText(other);
    await expect(page.getByTestId('recipe-ingredients')).toContainText(`at ${other}`);
  }

  await toggle.click();
  await expectToast(page, 'Recipe Saved');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('Saved');
  await shot(page, testInfo, '51-recipe-saved');

  // Saved on the server: a reload shows it saved.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'true');

  // In Saved Recipes; removing it there leaves the empty state that points to the browser.
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(recipe.name);
  await expect(page.getByTestId('data-sources')).toContainText(ONS);
  await shot(page, testInfo, '52-saved-recipes');
  await page.getByRole('button', { name: `Remove ${recipe.name} from saved recipes` }).click();
  await expectToast(page, 'Recipe Removed');
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  await expect(page.getByTestId('saved-empty').getByRole('link', { name: 'Browse recipes' })).toHaveAttribute('href', '/recipes');
  await shot(page, testInfo, '53-saved-recipes-empty');

  // Back on the recipe it is no longer saved; save and unsave from the toggle itself.
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('save-toggle').click();
  await expectToast(page, 'Recipe Saved');
  await page.getByTestId('save-toggle').click();
  await expectToast(page, 'Recipe Removed');
  await expect(page.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'false');
  const saved = (await (await page.request.get('/api/saved-recipes')).json()) as unknown[];
  expect(saved).toEqual([]);

  // An unknown recipe.
  await page.goto('/recipe/no-such-recipe');
  await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Meal Planner' })).toHaveAttribute('href', '/meal-planner');
  await shot(page, testInfo, '54-recipe-not-found');
  expect(pageErrors).toEqual([]);
});

test('once store locations are loaded, the recipe page marks the chains not near the household', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const all = await catalogue(page);
  const recipe = all.items.find((r) => r.costs.length > 2) ?? all.items[0]!;
  const [near, ...far] = recipe.costs.map((c) => c.chain);

  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'reach'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');

  // The server's answer once an operator has imported store locations (the shared e2e server has none; loading
  // some there would change what the other tests see): only the chains with a store in reach are listed.
  let askedFor: string | null = null;
  await page.route('**/api/stores/nearby?*', async (route) => {
    askedFor = new URL(route.request().url()).searchParams.get('postcode');
    await route.fulfill({ json: { storesLoaded: true, note: null, chains: [{ chain: near, nearestKm: 1.4, nearestStore: `${near} Victoria Street` }] } });
  });
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  const costs = page.getByTestId('recipe-costs');
  await expect(costs.locator('tbody tr')).toHaveCount(recipe.costs.length);
  await expect(costs.getByTestId('not-near-you')).toHaveCount(far.length);
  const farRows = costs.locator('tbody tr[data-reach="far"]');
  await expect(farRows).toHaveCount(far.length);
  for (const chain of far) await expect(farRows.filter({ hasText: chain })).toContainText('not near you');
  await expect(costs.locator('tbody tr[data-reach="near"]')).toContainText(`${near} Victoria Street, 1.4 km away`);
  await expect(page.getByTestId('reach-note')).toHaveCount(0);
  expect(askedFor).toBe('SW1A 1AA');
  await shot(page, testInfo, '55-recipe-stores-loaded');
  expect(pageErrors).toEqual([]);
});
