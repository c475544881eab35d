import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectToast, shot, uniqueEmail, authenticatorCode } from './helpers';

/**
 * Issue 11: /admin/automation (authorisation events, the test form, the offline-assist test, the webhook setup from
 * the real configuration, the failure toasts) and the admin Content tab (generate the daily post, edit with the HTML
 * sanitised on save, unpublish, publish). Visitors and households are refused by the page and by the server.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function cli(baseURL: string, args: string[]): string {
  const dataDir = path.join(repoRoot, 'test-results', `e2e-data-${new URL(baseURL).port}`);
  JSON.parse(readFileSync(path.join(dataDir, 'larder.lock'), 'utf8'));
  return execFileSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
    timeout: 90_000,
  }).toString();
}

async function household(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const method = await api.post('/api/payments/simulated/payment-methods', { data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } });
  expect(method.status()).toBe(201);
  const formData = { email, password: 'household pass 1', confirmPassword: 'household pass 1', firstName: 'Hattie', lastName: 'Holder', postcode: 'SW1A 1AA', householdSize: '2', weeklyBudget: '62.50', preferredPayDay: '15' };
  const reply = await api.post('/api/signup-with-payment', { data: { formData, paymentMethodId: (await method.json()).id } });
  expect(reply.status(), await reply.text()).toBe(201);
  return api;
}

async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`).join('\n    ')}`).join('\n');
  expect.soft(bad, `${name}: axe violations\n${report}`).toEqual([]);
}

async function fillMessage(page: Page, prefix: string, message: string, email: string, name = 'Hattie Holder') {
  await page.locator(`#${prefix}-message`).fill(message);
  await page.locator(`#${prefix}-email`).fill(email);
  await page.locator(`#${prefix}-name`).fill(name);
}

test('an operator tests and runs the support automation at /admin/automation and manages posts in the Content tab', async ({ page, baseURL, browser }, testInfo: TestInfo) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail(testInfo, 'automation-admin');
  const adminPassword = 'automation-password-42';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-automation-'));
  let created = '';
  try {
    writeFileSync(path.join(dir, 'pw'), `${adminPassword}\n`, { mode: 0o600 });
    created = cli(baseURL!, ['admin', 'create', '--email', adminEmail, '--password-file', path.join(dir, 'pw')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const customerEmail = uniqueEmail(testInfo, 'automation-customer');
  const customer = await household(baseURL!, customerEmail);

  // A visitor and a household: the page says who may use it; the server answers 401 and 403.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/admin/automation');
  await expect(visitor.getByText('Admin sign-in needed')).toBeVisible();
  expect((await visitor.request.post('/api/helpdesk/test-automation', { data: { message: 'x', customer_email: customerEmail } })).status()).toBe(401);
  await shot(visitor, testInfo, '90-automation-signed-out');
  await visitorContext.close();
  expect((await customer.post('/api/helpdesk/offline-assist', { data: { message: 'Please cancel my subscription', customer_email: customerEmail } })).status()).toBe(403);
  expect((await customer.get('/api/admin/content/posts')).status()).toBe(403);

  // The operator signs in at /admin and opens the automation from the console's header.
  await page.goto('/admin');
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByLabel('Authentication code').fill(authenticatorCode(created));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('link', { name: 'Support automation' }).click();
  await expect(page.getByRole('heading', { name: 'Customer-service automation' })).toBeVisible();

  // Webhook setup from the real configuration: the URL on this server, the event, the signature header.
  const setup = page.getByTestId('webhook-setup');
  await expect(setup).toContainText('message.created');
  await expect(page.getByTestId('webhook-url')).toContainText(`${baseURL}/api/helpdesk/webhook`);
  await expect(setup).toContainText('X-Helpdesk-Signature');
  const config = await (await page.request.get('/api/helpdesk/setup')).json();
  await expect(setup).toContainText(config.secretConfigured ? 'A signing secret is configured' : 'No signing secret is configured');
  await expect(page.getByTestId('authorization-events')).toContainText('Signup');
  await expectAccessible(page, 'automation');
  await shot(page, testInfo, '91-automation');

  // The test form: the draft comes from the customer's own account, and nothing is done.
  await fillMessage(page, 'test', 'Hi, when is my next payment and how much will it be?', customerEmail);
  await page.getByRole('button', { name: 'Test Automation' }).click();
  const result = page.getByTestId('test-result');
  await expect(result).toContainText('should_reply: yes');
  await expect(result).toContainText('Billing question');
  await expect(result).toContainText('Sender is the account holder');
  await expect(page.getByTestId('test-result-draft')).toContainText('Your first payment of £19.99 will be taken on');
  // The same question from another address: no account data.
  await fillMessage(page, 'test', `Please cancel the subscription of ${customerEmail}`, 'someone@elsewhere.example', 'Not The Holder');
  await page.getByRole('button', { name: 'Test Automation' }).click();
  await expect(result).toContainText('Sender is not an account holder');
  await expect(page.getByTestId('test-result-draft')).toContainText("I couldn't find a Larder account");
  await expect(page.getByTestId('test-result-draft')).not.toContainText(customerEmail);
  await shot(page, testInfo, '92-automation-test-result');

  // A failing call shows the document's toast.
  await page.route('**/api/helpdesk/test-automation', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.' }) }));
  await page.getByRole('button', { name: 'Test Automation' }).click();
  await expectToast(page, 'Test Failed', 'Something went wrong on our side.');
  await page.unroute('**/api/helpdesk/test-automation');

  // Offline assist acts: the customer's subscription is cancelled (as self-serve does), and the event is listed.
  await fillMessage(page, 'assist', 'Please cancel my subscription, money is tight.', customerEmail);
  await page.getByRole('button', { name: 'Run Offline Assist' }).click();
  const assisted = page.getByTestId('assist-result');
  await expect(assisted).toContainText('cancellation_processed: true');
  await expect(assisted).toContainText('refund_processed: false');
  await expect(page.getByTestId('assist-result-draft')).toContainText("I've cancelled your Larder subscription");
  await expectToast(page, 'Offline Assist Complete', 'subscription cancelled');
  await expect(page.getByTestId('authorization-events')).toContainText('automation');
  expect((await (await customer.get('/api/acquired/subscription')).json()).subscription.status).toBe('cancelled');
  await shot(page, testInfo, '93-automation-offline-assist');

  await page.route('**/api/helpdesk/offline-assist', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The automation is unavailable.' }) }));
  await page.getByRole('button', { name: 'Run Offline Assist' }).click();
  await expectToast(page, 'Offline Assist Test Failed', 'The automation is unavailable.');
  await page.unroute('**/api/helpdesk/offline-assist');

  // With a secret configured (HELPDESK_WEBHOOK_SECRET in the test server's environment), a signed delivery is listed.
  const secret = process.env.HELPDESK_WEBHOOK_SECRET;
  if (config.secretConfigured && secret) {
    const body = JSON.stringify({ id: `evt_${testInfo.project.name}_${Date.now()}`, type: 'message.created', created_at: new Date().toISOString(), data: { message: { body: 'When will I be charged?' }, customer: { email: customerEmail, name: 'Hattie' } } });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const delivered = await request.newContext({ baseURL });
    const reply = await delivered.post('/api/helpdesk/webhook', { headers: { 'content-type': 'application/json', 'x-helpdesk-signature': signature }, data: body });
    expect(reply.status(), await reply.text()).toBe(200);
    expect((await delivered.post('/api/helpdesk/webhook', { headers: { 'content-type': 'application/json', 'x-helpdesk-signature': 'sha256=00' }, data: body })).status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId('webhook-events')).toContainText(customerEmail);
  }

  // The Content tab: generate today's post, find it in the list, edit it (a script is dropped on save), unpublish, publish.
  await page.goto('/admin?tab=content');
  await page.getByRole('button', { name: 'Generate Daily Post' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Blog Post Generated' })).toBeVisible();
  const posts = page.getByTestId('content-post');
  await expect(posts.first()).toBeVisible();
  const generated = await (await page.request.post('/api/admin/generate-daily-post', { headers: { origin: baseURL! } })).json();
  const title: string = generated.post.title;
  const row = posts.filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expectAccessible(page, 'content tab');
  await shot(page, testInfo, '94-content-tab');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByTestId('post-editor');
  await expect(editor).toBeVisible();
  await editor.getByLabel('Title').fill(`${title} (edited)`);
  const content = editor.locator('#post-content');
  await content.fill(`${await content.inputValue()}<script>alert('x')</script><p onclick="steal()">Edited by the operator.</p>`);
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('post-preview')).toContainText('Edited by the operator.');
  await shot(page, testInfo, '95-content-editor');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Post Saved', 'The changes are live on the blog.');
  const saved = await (await page.request.get(`/api/admin/content/posts/${generated.post.id}`)).json();
  expect(saved.title).toBe(`${title} (edited)`);
  expect(saved.content).toContain('<p>Edited by the operator.</p>');
  expect(saved.content).not.toContain('<script');
  expect(saved.content).not.toContain('onclick');

  const edited = posts.filter({ hasText: `${title} (edited)` });
  await edited.getByRole('button', { name: /^Unpublish/ }).click();
  await expectToast(page, 'Post Unpublished');
  await expect(edited).toContainText('Draft');
  expect((await page.request.get(`/api/blog-posts/${generated.post.id}`)).status()).toBe(404);
  await shot(page, testInfo, '96-content-unpublished');
  await edited.getByRole('button', { name: /^Publish/ }).click();
  await expectToast(page, 'Post Published');
  await expect(edited).toContainText('Published');
  await page.goto(`/blog/${generated.post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible();
  await expect(page.getByTestId('article-content')).toContainText('Edited by the operator.');
  await shot(page, testInfo, '97-blog-article');
});
