import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, fillSignup, newestEmailedLink, newestMagicLink, shot, toast, uniqueEmail } from './helpers';

/** Sign-ups and sign-ins hash passwords (argon2): on a busy machine the answers take longer than the default wait. */
const expect = baseExpect.configure({ timeout: 45_000 });
const expectToast = (page: Page, title: string) => expect(toast(page, title)).toBeVisible({ timeout: 45_000 });

/** The section alone, beside the full-page shots, so its words can be read. */
const part = (locator: Locator, testInfo: TestInfo, name: string) =>
  locator.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${testInfo.project.name}-${name}.png`) });

test('/account: delete my account with the password, signed out, sign in again and keep it', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail(testInfo, 'erase');
  const password = 'correct-horse-battery-9';

  await page.goto('/signup');
  await fillSignup(page, { email, firstName: 'Erin', password });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account', { timeout: 90_000 });

  // With the subscription running, the server says to cancel it first.
  const section = page.getByTestId('delete-account-section');
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByRole('alert')).toContainText(/cancel your subscription/i);
  await shot(page, testInfo, 'account-delete-live-subscription');
  await part(section, testInfo, 'delete-section-live-subscription');

  const cancelled = await page.request.post('/api/acquired/cancel-subscription', { headers: { origin: baseURL! } });
  expect(cancelled.status()).toBe(200);

  // A wrong password is named on its field; the right one marks the account and signs out.
  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('That password is not right')).toBeVisible();
  await shot(page, testInfo, 'account-delete-wrong-password');
  await part(section, testInfo, 'delete-section-wrong-password');
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('**/login', { timeout: 45_000 });
  await expectToast(page, 'Account marked for deletion');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await shot(page, testInfo, 'account-delete-signed-out');

  // Signing in again within the 14 days opens /account with "Keep my account".
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/account', { timeout: 45_000 });
  const keep = page.getByTestId('keep-account');
  await expect(keep).toContainText('Your account will be deleted on');
  await expect(page.getByTestId('delete-account-section')).toHaveCount(0);
  await shot(page, testInfo, 'account-keep-offered');
  await part(keep, testInfo, 'keep-notice');
  await keep.getByRole('button', { name: 'Keep my account' }).click();
  await expectToast(page, 'Account kept');
  await expect(keep).toHaveCount(0);
  await expect(page.getByTestId('delete-account-section')).toBeVisible();
  expect((await (await page.request.get('/api/user/deletion')).json()).erasedAfter).toBeNull();
  await shot(page, testInfo, 'account-kept');
  expect(errors).toEqual([]);
});

test('/account without a password: Email me a link to confirm, the link page confirms with its button, used and unknown links say so, a login link keeps it', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail(testInfo, 'erase-link');

  // Signed up without a password: this household signs in by login link.
  await page.goto('/signup');
  await fillSignup(page, { email, firstName: 'Lin' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account', { timeout: 90_000 });
  const section = page.getByTestId('delete-account-section');
  await expect(section.getByLabel('Your password')).toHaveCount(0);

  // With the subscription running, no link is sent: the page says to cancel first.
  await section.getByRole('button', { name: 'Email me a link to confirm' }).click();
  await expect(section.getByRole('alert')).toContainText(/cancel your subscription/i);
  const cancelled = await page.request.post('/api/acquired/cancel-subscription', { headers: { origin: baseURL! } });
  expect(cancelled.status()).toBe(200);

  await section.getByRole('button', { name: 'Email me a link to confirm' }).click();
  await expect(section.getByTestId('deletion-link-sent')).toContainText(`We have emailed a link to ${email}`);
  await part(section, testInfo, 'delete-section-link-sent');
  const link = await newestEmailedLink(page, email, 'account-deletion-link');
  expect(new URL(link).pathname).toBe('/confirm-deletion');

  // Opening the link (as an email scanner would) changes nothing; the button does.
  await page.goto(link);
  const card = page.getByTestId('confirm-deletion');
  await expect(card.getByRole('heading', { name: 'Delete your Larder account?' })).toBeVisible();
  expect((await (await page.request.get('/api/user/deletion')).json()).erasedAfter).toBeNull();
  await expectAccessible(page, 'confirm-deletion');
  await shot(page, testInfo, 'confirm-deletion-link');
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await expect(card.getByRole('heading', { name: /Your account will be deleted on \d{1,2} \w+ \d{4}/ })).toBeVisible();
  await expect(card.getByTestId('undo-help')).toContainText('Keep my account');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await expectAccessible(page, 'confirm-deletion done');
  await shot(page, testInfo, 'confirm-deletion-done');

  // The same link again, and a link we never sent: each says so, nothing changes.
  await page.goto(link);
  await expect(page.getByTestId('link-problem')).toContainText('already been used');
  await shot(page, testInfo, 'confirm-deletion-used');
  await page.goto(`/confirm-deletion?token=${'A'.repeat(43)}`);
  await expect(page.getByTestId('link-problem')).toContainText('not one we sent');
  await expectAccessible(page, 'confirm-deletion unknown');

  // Signing in with a login link within the 14 days: "Keep my account".
  await page.goto('/magic-login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await page.goto(await newestMagicLink(page, email));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/account', { timeout: 45_000 });
  await page.goto('/account');
  const keep = page.getByTestId('keep-account');
  await keep.getByRole('button', { name: 'Keep my account' }).click();
  await expectToast(page, 'Account kept');
  await expect(page.getByTestId('delete-account-section').getByRole('button', { name: 'Email me a link to confirm' })).toBeVisible();
  expect(errors).toEqual([]);
});
