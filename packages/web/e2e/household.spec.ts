import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

/** A write through the page's own origin (the server checks the Origin of writes). */
async function send(page: Page, method: 'PUT' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, credentials: 'include', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

/** The invitation link from the development outbox. */
async function invitationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { emails: Array<{ kind: string; text: string }> };
      link = body.emails.find((e) => e.kind === 'household-invitation')?.text.match(/https?:\/\/\S+\/household\/join\/\S+/)?.[0] ?? '';
      return link ? 'found' : 'not yet';
    })
    .toBe('found');
  return new URL(link).pathname;
}

const row = (page: Page, name: string) => page.getByTestId('list-item').filter({ has: page.getByText(name, { exact: true }) });

test('two members of one household tick one list and see each other’s ticks live', async ({ page, browser }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const p = testInfo.project.name;

  // Alex signs up and plans a week (which makes the list).
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'alex'), firstName: 'Alex', password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');
  expect((await send(page, 'PUT', '/api/user/preferences', { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate' })).status).toBe(200);
  const made = await send(page, 'POST', '/api/simple-meal-plans');
  expect(made.status).toBe(201);
  const plan = made.json as { id: string; items: Array<{ id: string; mealType: string }> };
  const list = ((await (await page.request.get("/api/simple-shopping-lists")).json()) as Array<{ id: number; items: Array<{ id: number; name: string }> }>)[0]!;

  // Alex invites Sam from /account.
  const samEmail = uniqueEmail(testInfo, 'sam');
  await page.goto('/account');
  const household = page.getByTestId('household-section');
  await expect(household.getByTestId('household-member')).toHaveCount(1);
  await household.getByLabel('Invite someone by email').fill(samEmail);
  await household.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  await expect(household.getByTestId('household-invitation')).toContainText(samEmail);

  // Sam opens the link on another device, makes an account (no card) and joins.
  const sam = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const samPage = await sam.newPage();
  samPage.on('pageerror', (e) => errors.push(e.message));
  await samPage.goto(await invitationLink(page, samEmail));
  await expect(samPage.getByRole('heading', { name: /Join Alex's household/ })).toBeVisible();
  await shot(samPage, testInfo, 'hh-01-join');
  await samPage.getByLabel('First name').fill('Sam');
  await samPage.getByRole('button', { name: 'Join the household' }).click();
  await samPage.waitForURL('**/simple-shopping-lists');

  await page.reload();
  await expect(household.getByTestId('household-member')).toHaveCount(2);
  await expect(household).toContainText('Sam');
  await shot(page, testInfo, 'hh-02-account-household');

  // Both open the one list: it is live on both.
  await page.goto(`/simple-shopping-lists/${list.id}`);
  await samPage.goto(`/simple-shopping-lists/${list.id}`);
  await expect(page.getByTestId('live-status')).toBeVisible();
  await expect(samPage.getByTestId('live-status')).toBeVisible();

  const [first, second] = list.items;
  // Alex ticks; Sam's phone shows it without a reload.
  await row(page, first!.name).getByRole('checkbox').click();
  await expect(row(samPage, first!.name).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true', { timeout: 3000 });
  await expect(row(samPage, first!.name).getByTestId('ticked-by')).toHaveText(' · ticked by Alex');
  // Sam ticks another; Alex sees it.
  await row(samPage, second!.name).getByRole('checkbox').click();
  await expect(row(page, second!.name).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true', { timeout: 3000 });
  await expect(row(page, second!.name).getByTestId('ticked-by')).toHaveText(' · ticked by Sam');
  // Sam adds an extra, kept as a usual; it appears on Alex's list in its aisle.
  await samPage.getByLabel('Add an item').fill('bin bags');
  await samPage.getByLabel('Price in pounds (optional)').fill('2.50');
  await samPage.getByLabel('Keep it in our usuals').check();
  await samPage.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('[data-aisle="Household"]')).toContainText('bin bags', { timeout: 3000 });
  await expect(row(page, 'bin bags').getByTestId('added-by')).toHaveText(' · added by Sam');
  // Alex unticks the first: Sam sees it unticked.
  await row(page, first!.name).getByRole('checkbox').click();
  await expect(row(samPage, first!.name).getByRole('checkbox')).toHaveAttribute('aria-checked', 'false', { timeout: 3000 });

  await shot(page, testInfo, 'hh-03-list-alex');
  await shot(samPage, testInfo, 'hh-04-list-sam');

  // The calendar link on /account: made, and shown again on the next visit (the embedded server has a link key).
  await page.goto('/account');
  await page.getByRole('button', { name: 'Make my calendar link' }).click();
  await expect(page.getByLabel('Your calendar link', { exact: true })).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await page.getByLabel('Your calendar link', { exact: true }).inputValue();
  const ics = await page.request.get(new URL(url).pathname);
  expect(ics.headers()['content-type']).toMatch(/text\/calendar/);
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  await page.reload();
  await expect(page.getByLabel('Your calendar link', { exact: true })).toHaveValue(url);
  await expect(page.getByRole('button', { name: 'Make a new link' })).toBeVisible();
  await shot(page, testInfo, 'hh-05-account-calendar');

  // Who changed what: Sam moves dinner to 17:45 on their /account and swaps a dinner; Alex sees both, by name.
  await samPage.goto('/account');
  const times = samPage.getByTestId('meal-times-form');
  await times.getByLabel('Dinner starts at').fill('17:45');
  await times.getByRole('button', { name: 'Save meal times' }).click();
  await expectToast(samPage, 'Meal times saved');
  const dinner = plan.items.find((i) => i.mealType === 'dinner')!;
  expect((await send(samPage, 'POST', `/api/simple-meal-plans/${plan.id}/items/${dinner.id}/swap`)).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('meal-times-form').getByLabel('Dinner starts at')).toHaveValue('17:45');
  const recent = page.getByTestId('household-section').getByTestId('household-activity');
  await expect(recent).toContainText('Sam changed the meal times (breakfast 08:00, lunch 12:30, dinner 17:45)');
  await expect(recent).toContainText('Sam swapped a meal for');
  await recent.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'hh-06-account-recent-changes');
  await page.goto('/meal-planner');
  await expect(page.getByTestId('plan-changes')).toContainText('Sam swapped a meal for');
  await expect(page.getByTestId('plan-changes')).toContainText('You made a new plan');
  await shot(page, testInfo, 'hh-07-plan-who-changed');

  // What only Alex can do says so on Sam's pages: no cancel control, a sentence naming who pays; the server agrees.
  await samPage.goto('/account');
  await expect(samPage.getByTestId('owner-only-cancel')).toHaveText('Only Alex, who pays for Larder, can cancel.');
  await expect(samPage.getByRole('main').getByRole('link', { name: 'Cancel Subscription' })).toHaveCount(0);
  // The navigation bar keeps its link (document 000); the page it opens explains instead of a form the server refuses.
  await samPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cancel Subscription' }).click();
  await samPage.waitForURL('**/cancel-subscription');
  await expect(samPage.getByTestId('owner-only-cancel')).toContainText('Only Alex, who pays for Larder, can cancel.');
  await shot(samPage, testInfo, 'hh-08-member-cancel');
  const refused = await send(samPage, 'POST', '/api/acquired/cancel-subscription');
  expect(refused).toMatchObject({ status: 403, json: { message: 'Only Alex, who pays for Larder, can cancel.' } });

  // Sam's new plan archives the list Alex has open: Alex's page says so at once and stops saying "Live".
  await page.goto(`/simple-shopping-lists/${list.id}`);
  await expect(page.getByTestId('live-status')).toBeVisible();
  expect((await send(samPage, 'POST', '/api/simple-meal-plans')).status).toBe(201);
  await expect(page.getByTestId('list-archived')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('live-status')).toHaveCount(0);
  await shot(page, testInfo, 'hh-09-archived-live');

  expect(errors, `page errors on ${p}`).toEqual([]);
  await sam.close();
});
