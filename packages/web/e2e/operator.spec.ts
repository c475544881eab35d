import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectToast, shot, uniqueEmail, authenticatorCode } from './helpers';

/**
 * Issue 10, the operator console: an administrator (made with the CLI) signs in at /admin, visits every tab, runs the
 * daily billing and finds the run in the billing dashboard's recent activity, signs out; a household and a visitor
 * are refused, on the pages and by the server.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const serverDataDirFor = (baseURL: string) => path.join(repoRoot, 'test-results', `e2e-data-${new URL(baseURL).port}`);

/** Runs the CLI against the server under test (it reaches the server through its control socket). */
function cli(baseURL: string, args: string[]): string {
  const dataDir = serverDataDirFor(baseURL);
  const lock = JSON.parse(readFileSync(path.join(dataDir, 'larder.lock'), 'utf8')) as { url: string };
  expect(lock.url.endsWith(`:${new URL(baseURL).port}`)).toBe(true);
  return execFileSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
    timeout: 90_000,
  }).toString();
}

function withTempFile<T>(name: string, content: string, work: (file: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-ops-'));
  const file = path.join(dir, name);
  writeFileSync(file, content, { mode: 0o600 });
  try {
    return work(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A household's own API client (its own cookies), sending the site's Origin as a browser would. */
async function household(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

async function signUpHousehold(api: APIRequestContext, email: string, card = '4242424242424242'): Promise<void> {
  const method = await api.post('/api/payments/simulated/payment-methods', { data: { number: card, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } });
  expect(method.status()).toBe(201);
  const formData = {
    email,
    password: 'household pass 1',
    confirmPassword: 'household pass 1',
    firstName: 'Hattie',
    lastName: 'Holder',
    postcode: 'SW1A 1AA',
    householdSize: '2',
    weeklyBudget: '62.50',
    preferredPayDay: '1',
  };
  const reply = await api.post('/api/signup-with-payment', { data: { formData, paymentMethodId: (await method.json()).id } });
  expect(reply.status(), await reply.text()).toBe(201);
}

/** No serious or critical axe-core violation (WCAG 2.1 A and AA). */
async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`).join('\n    ')}`).join('\n');
  expect.soft(bad, `${name}: axe violations\n${report}`).toEqual([]);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('an operator runs the business from /admin and /billing-dashboard; households and visitors are refused', async ({ page, baseURL, browser }, testInfo: TestInfo) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail(testInfo, 'operator');
  const adminPassword = 'operator-password-42';
  const created = withTempFile('password', `${adminPassword}\n`, (file) => cli(baseURL!, ['admin', 'create', '--email', adminEmail, '--password-file', file]));
  const imported = withTempFile('bins.csv', 'bin,issuer,scheme,country\n555555,Larder Test Bank,mastercard,GB\n', (file) => cli(baseURL!, ['bins', 'import', file]));
  expect(imported).toContain('Imported 1 BIN(s)');

  // Two households: one in its free trial, one returning (cancelled, then subscribed again: its first month is paid at once).
  const trialEmail = uniqueEmail(testInfo, 'trial');
  const trial = await household(baseURL!);
  await signUpHousehold(trial, trialEmail);
  const returningEmail = uniqueEmail(testInfo, 'returning');
  const returning = await household(baseURL!);
  await signUpHousehold(returning, returningEmail, '5555555555554444');
  expect((await returning.post('/api/acquired/cancel-subscription')).status()).toBe(200);
  const method = await returning.post('/api/payments/simulated/payment-methods', { data: { number: '5555555555554444', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } });
  const again = await returning.post('/api/create-subscription', { data: { paymentMethodId: (await method.json()).id, preferredPayDay: String(new Date().getUTCDate()) } });
  expect(again.status(), await again.text()).toBe(201);

  // A visitor: the admin sign-in, the billing dashboard's sign-in prompt, and 401 from the server.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/admin');
  await expect(visitor.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await visitor.goto('/billing-dashboard');
  await expect(visitor.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await shot(visitor, testInfo, '80-billing-dashboard-signed-out');
  expect((await visitor.request.get('/api/admin/analytics')).status()).toBe(401);
  expect((await visitor.request.get('/api/admin/billing-analytics')).status()).toBe(401);
  await visitorContext.close();

  // A household signed in: refused by the page and by the server; its own right password does not open the console.
  const householdContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const home = await householdContext.newPage();
  await home.goto('/login');
  await home.getByLabel('Email address').fill(trialEmail);
  await home.getByRole('button', { name: 'Continue' }).click();
  await home.getByLabel('Password', { exact: true }).fill('household pass 1');
  await home.getByRole('button', { name: 'Sign In' }).click();
  await home.waitForURL((url) => url.pathname !== '/login');
  await home.goto('/admin');
  await expect(home.getByRole('status').filter({ hasText: 'signed in with a household account' })).toBeVisible();
  expect((await home.request.get('/api/admin/analytics')).status()).toBe(403);
  await home.getByLabel('Email').fill(trialEmail);
  await home.getByLabel('Password').fill('household pass 1');
  await home.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(home, 'Login Failed', 'This account is not an administrator account.');
  await shot(home, testInfo, '81-admin-household-refused');
  await home.goto('/billing-dashboard');
  await expect(home.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await householdContext.close();

  // The operator: the sign-in screen, a wrong password, then the console.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await shot(page, testInfo, '82-admin-login');
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByLabel('Authentication code').fill(authenticatorCode(created));
  await page.getByLabel('Stay logged in for 30 days').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${adminEmail}`)).toBeVisible();

  // Overview: the cards, expected revenue, the two charts (recharts draws SVG), the statuses.
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('analytics-cards');
  await expect(cards).toContainText('Total customers');
  await expect(cards).toContainText('Monthly revenue');
  await expect(page.getByTestId('expected-revenue')).toContainText('Next 90 days');
  await expect(page.locator('.recharts-responsive-container svg').first()).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('status-breakdown').locator('[data-status="active"]')).toBeVisible();
  await expectAccessible(page, 'admin overview');
  await shot(page, testInfo, '83-admin-overview');

  // Payments: the next 7 days, the authorisation events (10 a page), the 31-day schedule.
  await tab(page, 'Payments').click();
  await expect(page.getByTestId('upcoming-payments').locator('li')).toHaveCount(7);
  // Tables from 640 px, lists of cards on phones: the rows shown are the visible ones.
  const events = page.getByTestId('authorization-event').filter({ visible: true });
  await expect(events.first()).toBeVisible();
  expect(await events.count()).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('schedule-totals')).toContainText('Customers');
  // Refunds (issue 16): the returning household's first month, collected at once, refunded with a reason, once.
  const payment = page.getByTestId('collected-payment').filter({ hasText: returningEmail });
  await payment.getByRole('button', { name: 'Refund' }).click();
  await payment.getByLabel('Reason for the refund').fill('Subscribed again by mistake');
  await payment.getByRole('button', { name: /Refund £19\.99/ }).click();
  await expectToast(page, 'Refund Processed');
  await expect(payment.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(payment).toContainText('Subscribed again by mistake');
  await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByTestId('authorization-event').filter({ visible: true }).first()).toContainText('Refund');
  await expectAccessible(page, 'admin payments');
  await shot(page, testInfo, '84-admin-payments');

  // Billing: run the daily billing; the toast and the result.
  await tab(page, 'Billing').click();
  await expect(page.getByTestId('pre-authorizations')).toContainText('Awaiting first payment');
  await page.getByRole('button', { name: 'Process Daily Billing' }).click();
  await expectToast(page, 'Billing Processed', /Processed \d+ subscriptions?/);
  await expect(page.getByTestId('billing-result')).toContainText('processed');
  await expect(page.getByTestId('billing-cycle').filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page, 'admin billing');
  await shot(page, testInfo, '85-admin-billing');

  // Content: the daily post. Until the blog job (issue 11) answers, the page says the generation failed.
  await tab(page, 'Content').click();
  await page.getByRole('button', { name: 'Generate Daily Post' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /Blog Post Generated|Blog Generation Failed/ })).toBeVisible();
  await expectAccessible(page, 'admin content');
  await shot(page, testInfo, '86-admin-content');

  // Reports: BIN reporting (the returning household's Mastercard, issuer from the imported list), segments, accounts, audit log.
  await tab(page, 'Reports').click();
  const bin = page.getByTestId('bin-range').filter({ visible: true }).filter({ hasText: '555555' });
  await expect(bin).toContainText('Larder Test Bank');
  await expect(bin.locator('[data-tone]').first()).toBeVisible();
  await expect(page.getByTestId('customer-segment').filter({ visible: true })).toHaveCount(4);
  await expect(page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', { name: 'Accounts' })).toContainText(adminEmail);
  await expect(page.getByTestId('audit-entry').filter({ visible: true }).filter({ hasText: 'POST /api/subscription/process-daily-billing' }).first()).toBeVisible();
  await expectAccessible(page, 'admin reports');
  await shot(page, testInfo, '87-admin-reports');

  // The billing dashboard: the cards, then every tab; the run is in Recent Activity.
  await page.getByRole('link', { name: 'Billing dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Dashboard' })).toBeVisible();
  const billingCards = page.getByTestId('billing-cards');
  await expect(billingCards).toContainText('Monthly revenue');
  await expect(billingCards).toContainText('Billing success rate');
  await expect(billingCards.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })).first()).toBeVisible();
  await shot(page, testInfo, '88-billing-dashboard-overview');
  await tab(page, 'Upcoming Billings').click();
  await expect(page.getByTestId('upcoming-billings').or(page.getByText('No upcoming billings scheduled'))).toBeVisible();
  await shot(page, testInfo, '89-billing-dashboard-upcoming');
  await tab(page, 'Recent Activity').click();
  const runs = page.getByTestId('recent-runs');
  await expect(runs.locator('li').first()).toContainText('Daily billing');
  await expect(runs.locator('li').first()).toContainText(adminEmail);
  await expect(page.getByTestId('recent-billings')).toContainText(returningEmail);
  await expectAccessible(page, 'billing dashboard activity');
  await shot(page, testInfo, '90-billing-dashboard-activity');
  await tab(page, 'Monthly Trends').click();
  await expect(page.getByTestId('monthly-breakdown')).toBeVisible();
  await shot(page, testInfo, '91-billing-dashboard-trends');

  // Sign out: the session ends on the server.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await page.request.get('/api/admin/analytics')).status()).toBe(401);
  await trial.dispose();
  await returning.dispose();
});
