import { expect, test } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

const ATTRIBUTIONS = [
  'Source: Office for National Statistics, shopping prices comparison data, licensed under the Open Government Licence v3.0.',
  "Contains public sector information from McCance and Widdowson's Composition of Foods Integrated Dataset, licensed under the Open Government Licence v3.0.",
  'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 26.',
  'Contains OS data © Crown copyright and database right.',
  'Contains Royal Mail data © Royal Mail copyright and database right.',
  'Source: Office for National Statistics licensed under the Open Government Licence v3.0.',
  'ingreedy-data project (Apache License 2.0)',
];

/** Which?'s July 2025 baskets and indices, as the catalogue build report has them; cheapest first. */
const CHAINS = [
  ['Lidl', '£128.85', '0.9011'],
  ['Aldi', '£129.35', '0.9046'],
  ['ASDA', '£139.53', '0.9758'],
  ["Sainsbury's", '£144.21', '1.0085'],
  ['Tesco', '£145.10', '1.0147'],
  ['Waitrose', '£170.91', '1.1952'],
] as const;

const MANCHESTER = { latitude: 53.4777, longitude: -2.2368 };
const PARIS = { latitude: 48.85, longitude: 2.35 };

test('anyone reads About our data from the footer: sources, the chain index table and the attributions', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About our data' }).click();
  await expect(page).toHaveURL(/\/about-our-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About our data' })).toBeVisible();

  for (const section of ['Prices', 'Nutrition', 'Household measures', 'Postcode districts', 'Store locations', 'Recipes', 'Attributions']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  const prices = page.getByRole('region', { name: 'Prices' });
  await expect(prices).toContainText('January 2025');
  await expect(prices).toContainText('July 2025');
  await expect(prices).toContainText('estimate');
  await expect(page.getByRole('region', { name: 'Nutrition' })).toContainText('salt = sodium × 2.5');
  await expect(page.getByRole('region', { name: 'Postcode districts' })).toContainText('Northern Ireland');
  await expect(page.getByRole('region', { name: 'Store locations' })).toContainText('assumed to be within reach');

  const rows = page.getByTestId('chain-index-table').locator('tbody tr');
  await expect(rows).toHaveCount(CHAINS.length);
  for (const [i, [chain, basket, index]] of CHAINS.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toContainText(chain);
    await expect(rows.nth(i)).toContainText(basket);
    await expect(rows.nth(i)).toContainText(index);
  }

  const attributions = page.getByTestId('attributions');
  for (const line of ATTRIBUTIONS) await expect(attributions).toContainText(line);
  await shot(page, testInfo, '60-about-our-data');

  // A section can be linked to directly.
  await page.goto('/about-our-data#attributions');
  await expect(page.getByRole('region', { name: 'Attributions' })).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('Use Current Location fills the postcode district on /setup and in onboarding, and says why when it cannot', async ({ page, context }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/postcodes/')) asked.push(r.url());
  });

  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'location'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');

  // Permission granted, in Manchester: the nearest district is M1.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MANCHESTER);
  await page.goto('/setup');
  await expect(page.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expectToast(page, 'Location found', 'We filled in M1 (Manchester)');
  await expect(page.getByLabel('Postcode')).toHaveValue('M1');
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('latitude')).toBe('53.478');
  await expect(page.getByTestId('data-sources')).toContainText('Contains Royal Mail data © Royal Mail copyright and database right.');
  await shot(page, testInfo, '61-setup-location-found');

  // Nowhere near Great Britain: the server's message.
  await context.setGeolocation(PARIS);
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expectToast(page, 'Location unavailable', 'We could not find a UK postcode district near your location. Please type your postcode.');
  await expect(page.getByLabel('Postcode')).toHaveValue('M1');

  // The onboarding postcode step.
  await context.setGeolocation(MANCHESTER);
  await page.goto('/onboarding');
  await page.getByLabel('Postcode').fill('');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expectToast(page, 'Location found', 'We filled in M1 (Manchester)');
  await expect(page.getByLabel('Postcode')).toHaveValue('M1');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await shot(page, testInfo, '62-onboarding-location-found');

  // Permission refused (as if the visitor had blocked location for this site): nothing is asked of the server.
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin: new URL(page.url()).origin });
  await page.reload();
  await page.getByLabel('Postcode').fill('');
  const before = asked.length;
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expectToast(page, 'Location unavailable', 'Allow location access or type your postcode.');
  await expect(page.getByLabel('Postcode')).toHaveValue('');
  expect(asked).toHaveLength(before);
  await shot(page, testInfo, '63-onboarding-location-denied');
  expect(pageErrors).toEqual([]);
});
