import { expect, test, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import { fillSignup, uniqueEmail } from './helpers';

/**
 * Issue 31: onboarding asks which staples the household has (the usual ten ticked), /larder marks one run out, and
 * the plan's one line at the top (whom it feeds, whom not, the £ it takes) reads the same on the planner, the
 * dashboard and the list as the API's. Screenshots under /tmp/i31d-shots (or E2E_SHOTS).
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/i31d-shots';

async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, credentials: 'include', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, url, body },
  );
}
async function snap(page: Page, testInfo: TestInfo, name: string, part?: ReturnType<Page['locator']>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const file = `${SHOTS}/${testInfo.project.name}-${name}.png`;
  if (part) {
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: file });
  } else await page.screenshot({ path: file });
}
const staples = async (page: Page) => (await (await page.request.get('/api/larder/staples')).json()) as { staples: string[]; runOut: string[]; chosen: boolean };

test('staples asked once in onboarding and kept on /larder; the plan says whom it feeds on every page', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'staples'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');
  expect(await staples(page)).toMatchObject({ chosen: false, runOut: [] });

  // Onboarding: the last step asks which staples it has, the usual ten ticked.
  await page.goto('/onboarding');
  await page.getByLabel('Postcode').fill('M1 1AE');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Household size').fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Weekly budget (£)').fill('45');
  const question = page.getByTestId('staples-question');
  await expect(question).toContainText('Which of these do you already have?');
  await expect(question.getByRole('checkbox', { checked: true })).toHaveCount(10);
  await question.getByRole('checkbox', { name: 'Soy sauce' }).check();
  await question.getByRole('checkbox', { name: /^Olive oil$/ }).uncheck();
  await snap(page, testInfo, '01-onboarding-staples', question);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/larder/staples') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  expect((await saved).status()).toBe(200);
  const chosen = await staples(page);
  expect(chosen.chosen).toBe(true);
  expect(chosen.staples).toContain('soy-sauce');
  expect(chosen.staples).not.toContain('olive-oil');
  expect(chosen.staples).toHaveLength(10);

  // /larder: asked no more; a staple marked run out says it goes on the next list.
  await page.goto('/larder');
  const card = page.getByTestId('staples');
  await expect(card).toBeVisible();
  await expect(card.getByText('Which of these do you already have?')).toHaveCount(0);
  await card.getByRole('button', { name: 'Salt has run out' }).click();
  await expect(card.getByText('On your next list')).toBeVisible();
  expect((await staples(page)).runOut).toEqual(['salt']);
  await snap(page, testInfo, '02-larder-staples', card);

  // A family of three on a tight budget: the plan cannot feed everyone, and says so at the top.
  const prefs = { householdSize: 3, weeklyBudget: '60.00', cookingSkill: 'intermediate', members: [{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10' }] };
  expect((await send(page, 'PUT', '/api/user/preferences', prefs)).status).toBe(200);
  const made = await send(page, 'POST', '/api/simple-meal-plans');
  expect(made.status).toBe(201);
  const plan = made.json as { id: string; feedingLine: string; meetsTargets: boolean };
  expect(plan.feedingLine.length).toBeGreaterThan(10);

  await page.goto('/meal-planner');
  await expect(page.getByTestId('feeding-line')).toHaveText(plan.feedingLine);
  await snap(page, testInfo, '03-planner-header');

  await page.goto('/');
  await expect(page.getByTestId('plan-feeding').getByTestId('feeding-line')).toContainText(plan.feedingLine);
  await snap(page, testInfo, '04-dashboard-card', page.getByTestId('plan-feeding'));

  const lists = (await (await page.request.get('/api/simple-shopping-lists')).json()) as Array<{ id: number; mealPlanId: string }>;
  const list = lists.find((l) => l.mealPlanId === plan.id)!;
  await page.goto(`/shopping-lists/${list.id}`);
  await expect(page.getByTestId('feeding-line')).toHaveText(plan.feedingLine);
  await snap(page, testInfo, '05-list-top');
  expect(errors).toEqual([]);
});
