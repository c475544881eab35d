import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectToast, shot } from './helpers';

/**
 * Leads (issue 7, document 002): a lead sent through the buyer API walks the welcome page, accepts the terms,
 * enters a test card and lands on the partner redirect; buyer analytics (behind the server-checked password)
 * then shows that lead; the buyer API guide reads its tabs from the OpenAPI document.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = path.join(root, 'test-results', `e2e-data-${process.env.E2E_PORT ?? 5055}`);
/** The password whose argon2 hash playwright.config.ts gives the server. */
const ANALYTICS_PASSWORD = 'e2e buyer analytics password';

/** A buyer key issued the operators' way: `buyer create-key`, through the running server's control socket. */
function issueBuyerKey(name: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'buyer', 'create-key', '--name', name], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`buyer create-key failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').at(-1)!;
}

function lead(testInfo: TestInfo) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return {
    lead_reference: `E2E-${testInfo.project.name}-${n}`,
    lead_buy_price: '1.20',
    loan: { amount: 750, term: 9, purpose: 'boiler repair' },
    applicant: {
      first_name: 'Priya',
      last_name: 'Shah',
      email: `priya.shah.${n}@example.com`,
      cell_phone: `07700 ${n.slice(-6)}`,
      birth_date: '1988-09-03',
    },
    current_residence: { house: '4', street: 'Deansgate', town: 'Manchester', postcode: 'M1 1AE' },
    employment: { monthly_income: 2600, next_pay_date: '2026-12-19' },
    bank: { account_number: '31926819', sort_code: '60-16-13' },
    additional: { credit_check_consent: 'yes' },
  };
}

async function sendLead(page: Page, key: string, body: unknown) {
  const reply = await page.request.post('/api/buyer/process-lead', { data: body, headers: { 'X-Api-Key': key } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { accepted: boolean; sessionId: string; redirectUrl: string; message: string };
}

test('a lead sent through the API walks the welcome page, starts the trial with a test card and lands on the partner redirect; analytics shows it', async ({ page }, testInfo) => {
  const key = issueBuyerKey(`E2E ${testInfo.project.name} ${Date.now()}`);
  expect(key).toMatch(/^lbk_/);
  const answer = await sendLead(page, key, lead(testInfo));
  expect(answer).toMatchObject({ accepted: true, message: 'Lead accepted' });
  expect(answer.redirectUrl).toContain(`/lead-welcome?session=${answer.sessionId}`);

  // The welcome page: the person's first name and loan, then Continue.
  await page.goto(answer.redirectUrl);
  await expect(page.getByTestId('welcome-heading')).toHaveText('Welcome, Priya!');
  await expect(page.getByText('£750.00')).toBeVisible();
  await expect(page.getByText('9 months')).toBeVisible();
  await shot(page, testInfo, 'lead-welcome');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/lead-subscribe' && url.searchParams.get('session') === answer.sessionId);

  // The payment page: trust banner, steps, the order summary from the pay day of next_pay_date (the 19th).
  await expect(page.getByTestId('trust-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Priya, start your free trial' })).toBeVisible();
  await expect(page.getByTestId('order-summary')).toContainText('£0.00');
  await expect(page.getByTestId('order-summary')).toContainText('£19.99');
  await expect(page.getByRole('combobox', { name: 'Payment day' })).toContainText('19th of the month');
  await expect(page.getByLabel('Email address')).toHaveValue(/priya\.shah\.\d+@example\.com/);
  await expect(page.getByTestId('simulated-card-form')).toBeVisible();
  const start = page.getByTestId('start-trial');
  await expect(start).toBeDisabled();
  // Express checkout without the terms: the document's message.
  await page.getByTestId('express-checkout').click();
  await expectToast(page, 'Terms Required', 'Please accept the terms and conditions to continue');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox').check();
  await expect(start).toBeEnabled();
  await shot(page, testInfo, 'lead-subscribe');
  await start.click();
  await expect(page.getByText('Your free trial has started. Taking you to your lender match…')).toBeVisible();
  // The partner redirect (the default partner address, carrying session_id) after 1.5 s.
  await page.waitForURL((url) => url.pathname === '/payment-success' && url.searchParams.get('session_id') === answer.sessionId, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await shot(page, testInfo, 'lead-partner-redirect');
  const after = await page.request.get(`/api/leads/${answer.sessionId}`);
  expect((await after.json()).subscribed).toBe(true);

  // Buyer analytics: the password gate, checked by the server.
  await page.goto('/buyer-analytics');
  const password = page.getByLabel('Password');
  await expect(password).toHaveValue('');
  await page.getByRole('button', { name: 'View analytics' }).click();
  await expectToast(page, 'Password Required', 'Please enter a password');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'View analytics' }).click();
  await expectToast(page, 'Authentication Failed', /Incorrect password/);
  await shot(page, testInfo, 'buyer-analytics-gate');
  await password.fill(ANALYTICS_PASSWORD);
  await page.getByRole('button', { name: 'View analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Buyer analytics' })).toBeVisible();
  await expect(page.getByTestId('range-label')).not.toHaveText(/September 2025/);
  // Today's figures include this lead: in the funnel, and in the details with its session digest's first characters.
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Update Data' }).click();
  const funnel = page.getByTestId('funnel');
  await expect(funnel).toBeVisible();
  await expect(funnel).toContainText('Subscription Created');
  // Only the session id's SHA-256 is stored (issue 21), so the details show the digest's first characters.
  const digest = createHash('sha256').update(answer.sessionId).digest('hex');
  const row = page.getByTestId('lead-details').getByRole('row').filter({ hasText: `${digest.slice(0, 8)}…` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('£1.20');
  await expect(row.getByLabel('Yes')).toHaveCount(2); // welcome clicked, subscribed
  await expect(page.getByTestId('card-subscriptions')).toBeVisible();
  await shot(page, testInfo, 'buyer-analytics');
  const funnelCounts = await page.request.get('/api/buyer-analytics/conversion-funnel');
  expect(funnelCounts.status()).toBe(200);
  expect(((await funnelCounts.json()) as { stages: Array<{ count: number }> }).stages[3]!.count).toBeGreaterThanOrEqual(1);
});

// Logout waits for the password gate before the page is opened again: opening it at once aborts the logout call
// in flight (that race, not the server, was the "known defect" the 2026-11-25 note recorded).
test('buyer analytics: Logout ends the analytics session and the page asks for the password again', async ({ page, browser }) => {
  await page.goto('/buyer-analytics');
  await page.getByLabel('Password').fill(ANALYTICS_PASSWORD);
  await page.getByRole('button', { name: 'View analytics' }).click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  expect((await page.request.get('/api/buyer/analytics/data?range=today')).status()).toBe(200);
  await logout.click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/buyer/analytics/data?range=today')).status()).toBe(401);
  // Opened afresh, and from another browser: the gate, never the figures.
  await page.goto('/buyer-analytics');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await other.newPage();
  await fresh.goto('/buyer-analytics');
  await expect(fresh.getByLabel('Password')).toHaveValue('', { timeout: 30_000 });
  expect((await fresh.request.get('/api/buyer/analytics/data?range=today')).status()).toBe(401);
  await other.close();
});

test('sessions that cannot be used: an unknown session, a demo session, no session', async ({ page }, testInfo) => {
  await page.goto('/lead-welcome?session=not-a-real-session');
  await expect(page.getByTestId('welcome-heading')).toHaveText('Welcome to Larder');
  await expect(page.getByText('We could not load your application details just now; you can still continue.')).toBeVisible();
  await page.goto('/lead-subscribe');
  await expect(page.getByRole('heading', { name: 'Session Issue' })).toBeVisible();
  await expect(page.getByText('Missing session ID')).toBeVisible();
  await page.goto('/subscription-signup?session=demo-preview');
  await expect(page.getByRole('heading', { name: 'Session Issue' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Demo Mode' }).click();
  await expect(page.getByText('Demo mode: a preview with no application behind it.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByTestId('start-trial').click();
  await expectToast(page, 'Demo mode', 'nothing was charged');
  await shot(page, testInfo, 'lead-demo-mode');
  await page.goto('/lead-subscribe?session=unknown-session');
  await expect(page.getByText('We could not find this session. Please use the link from your application.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Demo Mode' })).toHaveCount(0);
  await shot(page, testInfo, 'lead-session-issue');
});

test('the buyer API guide: tabs from the OpenAPI document, copy with a 2 s confirmation, the Postman collection', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/buyer-api-guide');
  await expect(page.getByRole('heading', { name: 'Lead buyer API guide' })).toBeVisible();
  for (const tab of ['Quick Start', 'Examples', 'Responses', 'Required Fields', 'Testing']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByText('/api/buyer/process-lead').first()).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy command' });
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("-H 'X-Api-Key: YOUR_API_KEY'");
  await expect(page.getByRole('button', { name: 'Copy command' })).toBeVisible({ timeout: 3000 });
  await shot(page, testInfo, 'buyer-api-guide');
  await page.getByRole('tab', { name: 'Required Fields' }).click();
  await expect(page.getByRole('cell', { name: 'additional.credit_check_consent' })).toBeVisible();
  await page.getByRole('tab', { name: 'Testing' }).click();
  await expect(page.getByText('Lead does not meet minimum income requirements').first()).toBeVisible();
  await shot(page, testInfo, 'buyer-api-guide-testing');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Postman collection' }).click()]);
  expect(download.suggestedFilename()).toBe('larder-buyer-api.postman_collection.json');
});
