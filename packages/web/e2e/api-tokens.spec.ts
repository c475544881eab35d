import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

/** Sign-up hashes a password (argon2): on a busy machine the answers take longer than the default wait. */
const expect = baseExpect.configure({ timeout: 45_000 });
const SECTION_SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

test('/account: make an API token, see it once, use it from a script, revoke it', async ({ page, playwright }, testInfo) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail(testInfo, 'tokens');

  await page.goto('/signup');
  await fillSignup(page, { email, firstName: 'Tok', password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account', { timeout: 90_000 });

  const section = page.getByTestId('api-tokens-section');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('You have no API tokens.')).toBeVisible();

  // A nameless token is refused on the field, and nothing is made.
  await section.getByRole('button', { name: 'Make token' }).click();
  await expect(section.getByRole('alert')).toHaveText(/Give the token a name/);

  await section.getByLabel('Token name').fill('Weekly spreadsheet');
  await section.getByRole('radio', { name: /Read only/ }).check();
  await section.getByRole('button', { name: 'Make token' }).click();
  const secretBox = section.getByLabel(/Shown once: copy it now/);
  await expect(secretBox).toHaveValue(/^lrd_[A-Za-z0-9_-]{43}$/);
  const secret = await secretBox.inputValue();
  const list = section.getByRole('list', { name: 'Your API tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Weekly spreadsheet');
  await expect(list.getByRole('listitem')).toContainText('Read only');
  await expect(list.getByRole('listitem')).toContainText(`${secret.slice(0, 8)}…`);
  await expect(list.getByRole('listitem')).toContainText('never used');
  await shot(page, testInfo, 'account-api-token-made');
  await section.screenshot({ path: path.join(SECTION_SHOTS, `${testInfo.project.name}-api-tokens-section-made.png`) });

  // The token works from a script: no cookie, no Origin.
  const script = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const asScript = (method: 'get' | 'post', url: string) => script[method](url, { headers: { Authorization: `Bearer ${secret}` } });
  const me = await asScript('get', '/api/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);
  // Read only: a write is refused.
  expect((await asScript('post', '/api/simple-meal-plans')).status()).toBe(403);

  // Shown once: after a reload only its first characters are listed, and it says when it was last used.
  await page.reload();
  await section.scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toContainText('last used');
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // Revoked: the script's next request is refused.
  await list.getByRole('button', { name: 'Revoke Weekly spreadsheet' }).click();
  await expectToast(page, /revoked/);
  await expect(section.getByText('You have no API tokens.')).toBeVisible();
  expect((await asScript('get', '/api/user')).status()).toBe(401);
  await section.screenshot({ path: path.join(SECTION_SHOTS, `${testInfo.project.name}-api-tokens-section-revoked.png`) });
  await script.dispose();
  expect(errors).toEqual([]);
});
