import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

/** Issue 32 on two phones: one member ticks, the other swaps, and every page says the same week's cost. */
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

async function invitationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { emails: Array<{ kind: string; text: string }> };
      link = body.emails.find((e) => e.kind === 'household-invitation')?.text.match(/https?:\/\/\S+\/household\/join\/\S+/)?.[0] ?? '';
      return link ? 'found' : 'not yet';
    })
    .toBe('found');
  return new URL(link).pathname;
}

type Item = { id: number; name: string; isExtra: boolean; isChecked: boolean; notNeeded: boolean };
const row = (page: Page, name: string) => page.getByTestId('list-item').filter({ has: page.getByText(name, { exact: true }) }).first();

test('one member ticks, the other swaps: the list, the plan, the tracker and the dashboard say one figure', async ({ page, browser }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'alex'), firstName: 'Alex', password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');
  expect((await send(page, 'PUT', '/api/user/preferences', { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate' })).status).toBe(200);
  const made = await send(page, 'POST', '/api/simple-meal-plans', { startsToday: true });
  expect(made.status).toBe(201);
  const plan = made.json as { id: string; items: Array<{ id: string; mealType: string }> };

  const samEmail = uniqueEmail(testInfo, 'sam');
  await page.goto('/account');
  const household = page.getByTestId('household-section');
  await household.getByLabel('Invite someone by email').fill(samEmail);
  await household.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  const sam = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const samPage = await sam.newPage();
  samPage.on('pageerror', (e) => errors.push(e.message));
  await samPage.goto(await invitationLink(page, samEmail));
  await samPage.getByLabel('First name').fill('Sam');
  await samPage.getByRole('button', { name: 'Join the household' }).click();
  await samPage.waitForURL('**/simple-shopping-lists');

  // Alex ticks three lines on the list page.
  const current = async () => ((await (await page.request.get('/api/simple-shopping-lists')).json()) as Array<{ id: number; mealPlanId: string; archived: boolean; totalCost: string; items: Item[] }>).find((l) => l.mealPlanId === plan.id && !l.archived)!;
  const list = await current();
  await page.goto(`/simple-shopping-lists/${list.id}`);
  for (const item of list.items.filter((i) => !i.isExtra && !i.notNeeded).slice(0, 3)) {
    await row(page, item.name).getByRole('checkbox').click();
    await expect(row(page, item.name).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  }
  // Sam swaps a dinner (after the ticks).
  const dinner = plan.items.find((m) => m.mealType === 'dinner')!;
  expect((await send(samPage, 'POST', `/api/simple-meal-plans/${plan.id}/items/${dinner.id}/swap`, {})).status).toBe(200);

  // The figures from the API: one figure.
  const total = (await current()).totalCost;
  const planCost = ((await (await samPage.request.get(`/api/simple-meal-plans/${plan.id}`)).json()) as { totalCost: string }).totalCost;
  const tracker = (await (await samPage.request.get('/api/budget-tracker')).json()) as { currentWeek: { planned: string; actual: string } };
  expect(planCost).toBe(total);
  // The tracker's week runs Monday to Sunday and counts each plan day's share: a 7-day plan made today is the week's
  // "planned" in full on a Monday, and the share of the days left of this week on any other day.
  const daysThisWeek = 7 - ((new Date().getDay() + 6) % 7);
  const pence = Math.round(Number(total) * 100);
  expect(Math.round(Number(tracker.currentWeek.planned) * 100)).toBe(Math.round((pence / 7) * daysThisWeek));

  // The same figure on each page, on each phone.
  await page.goto(`/simple-shopping-lists/${list.id}`);
  await expect(page.getByTestId('running-total')).toContainText(`£${total}`);
  await shot(page, testInfo, 'two-phones-01-list');
  await samPage.goto('/budget-tracker');
  await expect(samPage.getByRole('main')).toContainText(`£${tracker.currentWeek.planned}`);
  await shot(samPage, testInfo, 'two-phones-02-tracker');
  await samPage.goto('/'); // signed in, the home page is the dashboard
  await expect(samPage.getByTestId('current-plan')).toContainText(`£${total}`);
  await shot(samPage, testInfo, 'two-phones-03-dashboard');
  expect(errors).toEqual([]);
  await sam.close();
});
