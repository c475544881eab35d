import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fillSignup, shot, toast, uniqueEmail } from './helpers';

/** Sign-ups and sign-ins hash passwords (argon2): on a busy machine the answers take longer than the default wait. */
const expect = baseExpect.configure({ timeout: 45_000 });
const expectToast = (page: Page, title: string) => expect(toast(page, title)).toBeVisible({ timeout: 45_000 });

/** The newest email of a kind to an address, from the development outbox: its first link. */
async function newestLink(page: Page, email: string, kind: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { emails: Array<{ kind: string; text: string; createdAt: string }> };
      const newest = body.emails.filter((e) => e.kind === kind).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      link = newest?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link ? 'found' : 'not yet';
    })
    .toBe('found');
  return link;
}

test('/account: signed-in devices with sign out, password change, forgot password, and a login link that waits for its button', async ({ page, browser }, testInfo) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail(testInfo, 'devices');

  await page.goto('/signup');
  await fillSignup(page, { email, firstName: 'Dev', password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // The toast may come and go while a busy server answers: the page it leads to is the sign that sign-up worked.
  await page.waitForURL('**/account', { timeout: 90_000 });

  // A second device signs in with keep-logged-in.
  const other = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email address').fill(email);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByLabel('Password', { exact: true }).fill('correct-horse-battery-9');
  await phone.getByText('Keep me logged in for 30 days').click();
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(phone, 'Welcome back!');

  await page.goto('/account');
  const devices = page.getByTestId('devices-section');
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.getByText('Safari on iPhone')).toBeVisible();
  await shot(page, testInfo, 'account-devices');

  // Sign the phone out from here: its next call is signed out.
  await devices.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expectToast(page, 'That device is signed out.');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await phone.request.get('/api/user')).status()).toBe(401);

  // Change the password: a wrong current one is named; the right one works.
  const password = page.getByTestId('password-section');
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('new-horse-battery-10');
  await password.getByLabel('Confirm new password').fill('new-horse-battery-10');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right')).toBeVisible({ timeout: 45_000 });
  await shot(page, testInfo, 'account-password-wrong');
  await password.getByLabel('Current password').fill('correct-horse-battery-9');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed');

  // Sign out everywhere: this device too.
  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL('**/login', { timeout: 45_000 });
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // Forgot password, from the sign-in page's password step.
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Password Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await shot(page, testInfo, 'forgot-password-sent');
  await page.goto(await newestLink(page, email, 'password-reset'));
  await page.getByLabel('New password', { exact: true }).fill('third-horse-battery-11');
  await page.getByLabel('Confirm new password').fill('third-horse-battery-11');
  await shot(page, testInfo, 'reset-password-form');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible({ timeout: 45_000 });

  // A login link opens a page that signs in only with its button.
  const asked = await page.request.post('/api/auth/request-magic-link', { data: { email }, headers: { origin: new URL(page.url()).origin } });
  expect(asked.status()).toBe(200);
  await page.goto(await newestLink(page, email, 'magic-link'));
  await expect(page.getByRole('heading', { name: 'Sign in to Larder' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await shot(page, testInfo, 'magic-link-confirm');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!');
  expect((await page.request.get('/api/user')).status()).toBe(200);

  expect(errors).toEqual([]);
  await other.close();
});
