import { expect as baseExpect, test } from '@playwright/test';
import { choose, fillSignup, uniqueEmail } from './helpers';

const expect = baseExpect.configure({ timeout: 45_000 });
const SHOTS = process.env.I31C_SHOTS ?? '';

/** Issue 31: "no pork" ticked on /account, and the plan holds no pork (bacon, ham, sausages, chorizo...). */
test('"no pork" set on the account page: the plan has no pork', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'avoids'), password: 'correct-horse-battery-9' });
  await page.getByLabel('Household size').fill('4');
  await page.getByLabel('Weekly budget (£)').fill('120');
  await choose(page, 'Cooking skill', /Advanced/);
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 90_000 });

  await page.goto('/account');
  const group = page.getByRole('group', { name: "Foods we won't eat" });
  await group.getByText('pork', { exact: true }).click();
  await expect(page.getByText('A shared meal never contains what anyone in the household avoids.')).toBeVisible();
  await page.getByRole('button', { name: /Save Preferences|Save and Continue/ }).click();
  await expect.poll(() => page.evaluate(async () => (await (await fetch('/api/user')).json()).avoids)).toEqual(['pork']);
  if (SHOTS) await group.screenshot({ path: `${SHOTS}/${testInfo.project.name}-account-avoids.png` });

  const planned = await page.evaluate(async () => {
    const plan = await (await fetch('/api/simple-meal-plans', { method: 'POST' })).json();
    const names: string[] = [];
    for (const item of plan.items as Array<{ recipeId: string }>) {
      const lines = (await (await fetch(`/api/recipes/${item.recipeId}/ingredients`)).json()) as Array<{ name: string }>;
      names.push(...lines.map((l) => l.name.toLowerCase()));
    }
    return { count: plan.items.length as number, names };
  });
  expect(planned.count).toBeGreaterThan(0);
  expect(planned.names.filter((n) => /\b(pork|bacon|ham|chorizo|gammon|pancetta|salami|pepperoni|chipolatas)\b/.test(n))).toEqual([]);
  await page.goto('/meal-planner');
  await page.waitForTimeout(2000);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-plan.png`, fullPage: false });
});
