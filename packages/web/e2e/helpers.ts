import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { createHmac } from 'node:crypto';
import path from 'node:path';

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** A full-page screenshot named by project and step, for someone to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The sticky header would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Nothing may make a phone scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${name}.png`), fullPage: true });
}

/** The visible toast with this title (one at a time). */
export const toast = (page: Page, title: string | RegExp) => page.getByTestId('toast').filter({ hasText: title });

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  if (description !== undefined) await expect(t).toContainText(description);
}

export const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `e2e-${label}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface SignupDetails {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  postcode?: string;
  card?: string;
}

/** Fills the signup page; does not submit. */
export async function fillSignup(page: Page, d: SignupDetails): Promise<void> {
  await page.getByLabel('First name').fill(d.firstName ?? 'Ada');
  await page.getByLabel('Last name').fill(d.lastName ?? 'Lovelace');
  await page.getByLabel('Email address').fill(d.email);
  if (d.password) {
    await page.getByLabel('Password', { exact: false }).first().fill(d.password);
    await page.getByLabel('Confirm password').fill(d.password);
  }
  await page.getByLabel('Postcode').fill(d.postcode ?? 'sw1a 1aa');
  await expect(page.getByTestId('simulated-card-form')).toBeVisible();
  await page.getByLabel('Card number').fill(d.card ?? '4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Chooses an option of a Radix select by the select's label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toBeVisible();
}

/** The newest magic link sent to an address, from the development outbox. */
export async function newestMagicLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return `outbox answered ${res.status()}`;
        const body = (await res.json()) as { emails: Array<{ to: string; text: string; kind: string; createdAt: string }> };
        const links = body.emails
          .filter((e) => e.kind === 'magic-link' && e.to.toLowerCase() === email.toLowerCase())
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
        link = links[0]?.text.match(/https?:\/\/\S+/)?.[0];
        return link ? 'found' : 'no magic-link email yet';
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return link!;
}

/**
 * The authenticator code for the secret `admin create` printed (RFC 6238: HMAC-SHA1, 30 s, 6 digits), as an
 * operator's phone would show it now.
 */
export function authenticatorCode(adminCreateOutput: string): string {
  const secret = /secret=([A-Z2-7]+)/.exec(adminCreateOutput)?.[1];
  if (!secret) throw new Error(`no authenticator secret in: ${adminCreateOutput}`);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(code % 1_000_000).padStart(6, '0');
}

/** No serious or critical axe-core violation (WCAG 2.1 A and AA rules, and best practice), public or signed-in. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`).join('\n');
  expect.soft(bad, `${name}: axe violations\n${report}`).toEqual([]);
}

/** The link in the newest email of a kind ("account-deletion-link" ...) sent to an address, from the development outbox. */
export async function newestEmailedLink(page: Page, email: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return `outbox answered ${res.status()}`;
        const body = (await res.json()) as { emails: Array<{ to: string; text: string; kind: string; createdAt: string }> };
        const newest = body.emails.filter((e) => e.kind === kind && e.to.toLowerCase() === email.toLowerCase()).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
        link = newest?.text.match(/https?:\/\/\S+/)?.[0];
        return link ? 'found' : `no ${kind} email yet`;
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return link!;
}
