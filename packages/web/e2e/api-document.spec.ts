import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { type OpenApiDoc, guideFrom } from '../src/features/leads/utils/openapi-guide';
import { shot, uniqueEmail } from './helpers';

/** A new household, signed in in this page's browser context (the simulated card, as the sign-up page does). */
async function signUpHousehold(page: Page, baseURL: string, email: string): Promise<void> {
  const headers = { origin: baseURL };
  const method = await page.request.post('/api/payments/simulated/payment-methods', { headers, data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } });
  expect(method.status()).toBe(201);
  const formData = { email, password: 'reference pass 1', confirmPassword: 'reference pass 1', firstName: 'Rhea', lastName: 'Reader', postcode: 'SW1A 1AA', householdSize: '2', weeklyBudget: '62.50', preferredPayDay: '15' };
  const reply = await page.request.post('/api/signup-with-payment', { headers, data: { formData, paymentMethodId: (await method.json()).id } });
  expect(reply.status(), await reply.text()).toBe(201);
}

test('a signed-in household reads the API reference; a signed-out visitor is asked to sign in', async ({ page, baseURL }, testInfo: TestInfo) => {
  // The service worker fetches the app shell's files on the first visit; on a busy machine the first calls wait.
  test.setTimeout(300_000);
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('You need to be signed in to see the API reference.')).toBeVisible();

  await signUpHousehold(page, baseURL!, uniqueEmail(testInfo, 'api-reference'));
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible({ timeout: 90_000 });
  // Every call of the document is drawn, by area.
  const doc = await (await page.request.get('/api/openapi.json')).json();
  const calls = Object.values(doc.paths as Record<string, object>).reduce((n: number, methods) => n + Object.keys(methods).length, 0);
  await expect(page.getByTestId('api-call')).toHaveCount(calls, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Meal plans', level: 2 })).toBeVisible();
  const generate = page.getByTestId('api-call').filter({ hasText: "Generate a week's plan" });
  await expect(generate).toContainText('POST');
  await expect(generate).toContainText('/api/simple-meal-plans');
  await expect(generate).toContainText('Household');
  // One area for the picture: a full-page shot of all the calls takes minutes on a phone-sized page.
  await page.getByPlaceholder('Search calls').fill('meal plans');
  await expect(generate).toBeVisible();
  await shot(page, testInfo, 'api-reference');

  // A search narrows the calls; a search with no match says so.
  await page.getByPlaceholder('Search calls').fill('calendar token');
  await expect(page.getByTestId('api-call')).toHaveCount(2);
  await expect(generate).toHaveCount(0);
  await expect(page.getByTestId('api-call').first()).toContainText('/api/calendar/token');
  await shot(page, testInfo, 'api-reference-search');
  await page.getByPlaceholder('Search calls').fill('nothing-like-this');
  await expect(page.getByText(/No call matches/)).toBeVisible();
});

// The buyers' guide reads the document the server serves (the web app never imports the server's code).
test.describe('the buyer API guide, read from the OpenAPI document', () => {
  // Skipped on the phone project only: these read the served document, not a page, so 375 px would repeat them byte for byte.
  // Skipped on the phone project only: what this checks does not depend on the width, so the desktop run covers it.
  test.skip(({ isMobile }) => isMobile, 'no page is drawn: the phone project would repeat the same document check');
  let guide: ReturnType<typeof guideFrom>;
  let baseURL = '';
  test.beforeAll(async ({ request }) => {
    const doc = (await (await request.get('/api/buyer/openapi.json')).json()) as OpenApiDoc & { servers: Array<{ url: string }> };
    baseURL = doc.servers[0]!.url; // this server's own address (PUBLIC_ORIGIN, or the Host it was called on)
    expect(baseURL).toMatch(/^https?:\/\/./);
    guide = guideFrom(doc);
  });
  test('finds the endpoint, the key header and a curl command to copy', () => {
    expect(guide).toMatchObject({ method: 'POST', url: `${baseURL}/api/buyer/process-lead`, keyHeader: 'X-Api-Key' });
    expect(guide.curl).toContain(`curl -X POST '${baseURL}/api/buyer/process-lead'`);
    expect(guide.curl).toContain(`-H 'X-Api-Key: YOUR_API_KEY'`);
    expect(JSON.parse(/-d '(.*)'$/s.exec(guide.curl)![1]!)).toMatchObject({ lead_buy_price: '0.60', applicant: { first_name: 'Sam' } });
  });
  test('has every tab: examples, responses by status, required fields, tests, common issues', () => {
    expect(guide.examples.map((e) => e.key)).toContain('belowMinimumIncome');
    expect(guide.responses.map((r) => r.status)).toEqual(['200', '400', '401', '429', '500']);
    expect(guide.mandatory).toHaveLength(9);
    const firstName = guide.fields.find((f) => f.path === 'applicant.first_name');
    expect(firstName).toMatchObject({ type: 'text', mandatory: true });
    expect(guide.fields.find((f) => f.path === 'employment.monthly_income')).toMatchObject({ type: 'number or text', mandatory: true });
    expect(guide.fields.find((f) => f.path === 'bank.account_number')?.description).toMatch(/masked/);
    expect(guide.testing.find((t) => t.key === 'belowMinimumIncome')).toMatchObject({ accepted: false, message: 'Lead does not meet minimum income requirements' });
    expect(JSON.parse(guide.testing[0]!.json)).toMatchObject({ lead_reference: 'ACME-2026-000123' });
    expect(guide.commonIssues.length).toBeGreaterThan(3);
  });
});
