import { expect, test, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import { choose, expectToast, fillSignup, uniqueEmail } from './helpers';

interface ApiPlan {
  id: string;
  meetsTargets: boolean;
  costToMeetTargetsMessage: string | null;
  targetsPerPersonPerDay: Array<{ ageBand: string | null; sex: string | null; energyKcal: number }>;
  nutritionPerPersonPerDay: { byPerson: Array<{ energyKcal: number; meets: { energy: boolean } }> };
  items: Array<{ id: string; day: number; mealType: string; recipeName: string; leftoverOf: { day: number; recipeName: string } | null; sides: Array<{ name: string }> }>;
}

const RESULTS = path.join(import.meta.dirname, '..', 'test-results');

/** A full-page screenshot at packages/web/test-results/feeding-<project>-<name>.png, after checking nothing scrolls sideways. */
async function feedingShot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Toasts closed, and the page from its top (the sticky header would otherwise sit where it was scrolled to).
  for (const close of await page.getByTestId('toast').getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(RESULTS, `feeding-${testInfo.project.name}-${name}.png`), fullPage });
}

/** One part of the screen at its real size (a phone's full page is too tall to read). */
async function partShot(page: Page, testInfo: TestInfo, name: string, locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: path.join(RESULTS, `feeding-${testInfo.project.name}-${name}.png`) });
}

async function newestPlan(page: Page): Promise<ApiPlan> {
  const res = await page.request.get('/api/simple-meal-plans-with-items');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiPlan[])[0]!;
}

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');

test('a family of four with two children: who eats, a plan that says what it feeds each person, and a leftover meal', async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  // Sign up; the dashboard gate sends the new household to /account.
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'feeding'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');

  // Household, budget and skill, then who eats: two adults, a child of 4-10 and a girl of 11-14.
  await choose(page, 'Household size', '4 people');
  await choose(page, 'Cooking skill', /^Intermediate/);
  const members = page.getByTestId('household-members');
  await expect(members).toContainText('Everyone counts as an adult (4 people)');
  await members.getByRole('button', { name: 'Say who is in it' }).click();
  await expect(members.getByTestId('member-row')).toHaveCount(4);
  await page.getByLabel('Person 1 sex').selectOption('female');
  await page.getByLabel('Person 2 sex').selectOption('male');
  await page.getByLabel('Person 3 age').selectOption('4-10');
  await expect(page.getByLabel('Person 3 sex')).toHaveCount(0);
  await page.getByLabel('Person 4 age').selectOption('11-14');
  await page.getByLabel('Person 4 sex').selectOption('female');
  const cookTwice = page.getByRole('switch', { name: 'Cook once, eat twice' });
  await expect(cookTwice).toBeVisible();
  if ((await cookTwice.getAttribute('aria-checked')) !== 'true') await cookTwice.click();
  await expect(cookTwice).toHaveAttribute('aria-checked', 'true');
  await feedingShot(page, testInfo, '01-account-members');
  await partShot(page, testInfo, '01a-members', page.getByTestId('household-members').locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]'));
  // A 400 naming members shows its message under the rows (the server's answer, played once).
  const refusal = 'members lists 5 people but the household has 4';
  await page.route('**/api/user/preferences', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: refusal, field: 'members' }) }), { times: 1 });
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(members.getByRole('alert')).toHaveText(refusal);
  await expectToast(page, 'Error', refusal);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Preferences Saved');
  await expect(members.getByRole('alert')).toHaveCount(0);
  const user = (await (await page.request.get('/api/user')).json()) as { members: Array<{ ageBand: string | null; sex: string | null }>; leftovers: boolean; householdSize: number };
  expect(user.householdSize).toBe(4);
  // Each member's age band and sex (members also carry a name, foods to avoid and allergies).
  expect(user.members.map(({ ageBand, sex }) => ({ ageBand, sex }))).toEqual([
    { ageBand: '19-64', sex: 'female' },
    { ageBand: '19-64', sex: 'male' },
    { ageBand: '4-10', sex: null },
    { ageBand: '11-14', sex: 'female' },
  ]);
  expect(user.leftovers).toBe(true);

  // The first save redirects to the meal planner; generate a plan there.
  await page.waitForURL('**/meal-planner');
  await page.getByRole('button', { name: 'Create Your First Plan' }).click();
  await expectToast(page, 'Meal Plan Generated!');
  let plan = await newestPlan(page);
  expect(plan.targetsPerPersonPerDay).toHaveLength(4);

  // Nutrition: each person, labelled, with the API's own figures.
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  const people = page.getByTestId('person-targets');
  await expect(people).toHaveCount(4);
  await expect(people.nth(0)).toContainText('Adult (woman)');
  await expect(people.nth(1)).toContainText('Adult (man)');
  await expect(people.nth(2)).toContainText('Child 4-10');
  await expect(people.nth(3)).toContainText('Child 11-14 (girl)');
  const t0 = plan.targetsPerPersonPerDay[0]!;
  const f0 = plan.nutritionPerPersonPerDay.byPerson[0]!;
  const energy = people.nth(0).locator('[data-target="energy"]');
  await expect(energy).toContainText(`${whole(f0.energyKcal)} of ${whole(t0.energyKcal)} kcal`);
  await expect(energy).toHaveAttribute('data-met', String(f0.meets.energy));
  await expect(people.nth(0).getByTestId('free-sugars')).toContainText('aim under');
  const status = page.getByTestId('feeding-status');
  await expect(status).toHaveAttribute('data-meets', String(plan.meetsTargets));
  await feedingShot(page, testInfo, '02-nutrition');
  await partShot(page, testInfo, '02a-feeding-status', status);
  await partShot(page, testInfo, '02b-person', people.nth(2));

  if (!plan.meetsTargets) {
    // The dashboard's card says the same, compact: who falls short by how much, and what feeding everyone costs.
    await page.goto('/');
    const card = page.getByTestId('plan-feeding');
    await expect(card).toHaveAttribute('data-meets', 'false');
    if (plan.costToMeetTargetsMessage) await expect(card.getByTestId('plan-feeding-cost')).toContainText(plan.costToMeetTargetsMessage);
    await partShot(page, testInfo, '02c-dashboard-short', page.getByTestId('current-plan'));
    await card.getByRole('link', { name: "Each person's needs and your choices" }).click();
    await page.waitForURL('**/meal-planner?tab=nutrition');
    await expect(people).toHaveCount(4);
  }

  if (!plan.meetsTargets && plan.costToMeetTargetsMessage) {
    // The budget cannot feed everyone: the sentence, and the choice of the plan that does.
    await expect(page.getByTestId('cost-to-feed')).toContainText(plan.costToMeetTargetsMessage);
    await expect(page.getByTestId('keep-within-budget')).toContainText('Or keep this plan');
    await page.getByRole('button', { name: 'Make the plan that feeds everyone' }).click();
    await expectToast(page, 'Meal Plan Generated!');
    await expect.poll(async () => (await newestPlan(page)).id).not.toBe(plan.id);
    plan = await newestPlan(page);
    await expect(status).toHaveAttribute('data-meets', String(plan.meetsTargets));
    await feedingShot(page, testInfo, '03-nutrition-feeds-everyone');
  }

  // A leftover meal: re-plan with cook once, eat twice on when the plan has none.
  if (!plan.items.some((i) => i.leftoverOf)) {
    await page.getByRole('button', { name: 'New Plan' }).click();
    await expectToast(page, 'Meal Plan Generated!');
    plan = await newestPlan(page);
  }
  const leftover = plan.items.find((i) => i.leftoverOf);
  expect(leftover, 'the plan has a meal of leftovers').toBeTruthy();
  await page.getByRole('tab', { name: 'Meals' }).click();
  const slot = page.locator(`[data-testid="meal-slot"][data-item-id="${leftover!.id}"]`);
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const from = `Leftovers from ${weekdays[leftover!.leftoverOf!.day % 7]}'s ${leftover!.leftoverOf!.recipeName}`;
  await expect(slot.getByTestId('meal-leftover')).toHaveText(from);
  await expect(page.getByTestId('meal-cooks-twice').first()).toContainText('Makes enough for two meals');
  const withSides = plan.items.find((i) => i.sides.length > 0);
  if (withSides) await expect(page.locator(`[data-item-id="${withSides.id}"]`).getByTestId('meal-sides')).toHaveText(`with ${withSides.sides.map((s) => s.name).join(' · ')}`);
  await feedingShot(page, testInfo, '04-meals');
  await partShot(page, testInfo, '04a-leftover-day', slot.locator('xpath=ancestor::*[@data-testid="day-card"][1]'));
  const cookDay = page.locator('[data-testid="day-card"]', { has: page.getByTestId('meal-cooks-twice') }).first();
  await partShot(page, testInfo, '04b-cooking-day', cookDay);
  await slot.getByRole('button', { name: 'View Recipe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dialog-meal-notes')).toContainText(from);
  await expect(dialog.getByTestId('dialog-ingredients')).toBeVisible();
  await feedingShot(page, testInfo, '05-leftover-dialog', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The meal it was cooked with: enough for two meals, its ingredients for both.
  const cooked = page.locator('[data-testid="meal-slot"]', { has: page.getByTestId('meal-cooks-twice') }).first();
  await cooked.getByRole('button', { name: 'View Recipe' }).click();
  await expect(dialog.getByTestId('dialog-meal-notes')).toContainText('Makes enough for two meals');
  await expect(dialog).toContainText('now,');
  await expect(dialog).toContainText('later');
  await feedingShot(page, testInfo, '05b-cook-twice-dialog', false);
  await page.keyboard.press('Escape');

  // The dashboard's plan card: the same summary, compact.
  await page.goto('/');
  const feeding = page.getByTestId('plan-feeding');
  await expect(feeding).toHaveAttribute('data-meets', String(plan.meetsTargets));
  await expect(feeding).toContainText(plan.meetsTargets ? "Meets everyone's needs" : 'Falls short');
  await feedingShot(page, testInfo, '06-dashboard');
  await partShot(page, testInfo, '06a-plan-card', page.getByTestId('current-plan'));

  expect(pageErrors).toEqual([]);
});
