import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import { fillSignup, uniqueEmail } from './helpers';

const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 31: onboarding asks what the household is allergic to and won't eat (the same fields as /account). A peanut
 * allergy asks once "Avoid tree nuts as well?": "No" keeps peanuts alone, "Yes" ticks tree nuts; both are saved as two
 * named allergies, with the foods to avoid. Screenshots under /tmp/i31f-shots (or E2E_SHOTS).
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/i31f-shots';
async function snap(page: Page, testInfo: TestInfo, name: string, part?: ReturnType<Page['locator']>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const file = `${SHOTS}/${testInfo.project.name}-${name}.png`;
  if (part) {
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: file });
  } else await page.screenshot({ path: file });
}
const me = async (page: Page) => (await (await page.request.get('/api/user')).json()) as { allergies: string[]; avoids: string[] };

test('onboarding asks allergies (the tree-nuts question once) and foods to avoid, and saves them', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'foodrules'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');

  await page.goto('/onboarding');
  await page.getByLabel('Postcode').fill('M1 1AE');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Household size').fill('3');
  await expect(page.getByRole('heading', { name: "Anything your household can't eat?" })).toBeVisible();
  const question = page.getByRole('group', { name: 'Avoid tree nuts as well?' });
  await expect(question).toHaveCount(0);

  // Peanuts ticked: the question is asked; "No" keeps peanuts alone and the question goes.
  await page.getByRole('checkbox', { name: /^Peanuts/ }).check();
  await expect(question).toBeVisible();
  await snap(page, testInfo, '01-onboarding-tree-nuts-question', question);
  await snap(page, testInfo, '02-onboarding-step-2');
  await question.getByRole('button', { name: 'No, only peanuts' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Tree nuts/ })).not.toBeChecked();

  // Unticked and ticked again, it asks again; "Yes" ticks tree nuts, a separate named allergy.
  await page.getByRole('checkbox', { name: /^Peanuts/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Peanuts/ }).check();
  await question.getByRole('button', { name: 'Yes, avoid tree nuts too' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Tree nuts/ })).toBeChecked();

  // Foods to avoid, the same boxes as /account.
  await page.getByRole('checkbox', { name: 'pork', exact: true }).check();
  await page.getByRole('checkbox', { name: 'mushrooms', exact: true }).check();
  await snap(page, testInfo, '03-onboarding-avoids', page.getByRole('group', { name: "Foods we won't eat" }));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Weekly budget (£)').fill('120');
  const done = page.waitForResponse((r) => r.url().endsWith('/api/user/complete-onboarding'));
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  expect((await done).status()).toBe(200);
  expect(await me(page)).toMatchObject({ allergies: ['Peanuts', 'Tree nuts'], avoids: ['pork', 'mushrooms'] });

  // /account opens with the same answers, and asks nothing more (tree nuts are ticked).
  await page.goto('/account');
  await expect(page.getByRole('checkbox', { name: /^Peanuts/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Tree nuts/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'pork', exact: true })).toBeChecked();
  await expect(question).toHaveCount(0);
  expect(errors).toEqual([]);
});
