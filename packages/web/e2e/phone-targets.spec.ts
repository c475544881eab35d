import { expect, test, type Page } from '@playwright/test';
import { fillSignup, shot, uniqueEmail } from './helpers';

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

async function signUpWithPlan(page: Page, email: string, firstName: string): Promise<{ listId: number }> {
  await page.goto('/signup');
  await fillSignup(page, { email, firstName, password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await page.waitForURL('**/account');
  expect((await send(page, 'PUT', '/api/user/preferences', { householdSize: 4, weeklyBudget: '85.00', cookingSkill: 'intermediate' })).status).toBe(200);
  expect((await send(page, 'POST', '/api/simple-meal-plans', { startsToday: true })).status).toBe(201);
  const lists = (await (await page.request.get('/api/simple-shopping-lists')).json()) as Array<{ id: number }>;
  return { listId: lists[0]!.id };
}

interface Target {
  readonly what: string;
  readonly width: number;
  readonly height: number;
  readonly main: boolean;
  readonly support: boolean;
  readonly box: { x: number; y: number; width: number; height: number };
}

/**
 * Every visible button, link and input on the page with its box. Inline links inside a sentence are left out (WCAG
 * 2.5.8's inline exception), and so are controls hidden from everyone (inputs a styled label stands for are measured
 * by that label). "Main" actions are the filled primary buttons and links.
 */
async function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const out: Target[] = [];
    const all = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=switch], [role=checkbox], [role=combobox], [role=tab]');
    for (const el of all) {
      const style = getComputedStyle(el);
      // A control inside its label (or named by label[for]) is clicked through the label: the label's box is its target.
      const label = el.closest('label') ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null);
      const own = el.getBoundingClientRect();
      const lr = label && (el.tagName === 'INPUT' || el.getAttribute('role') === 'checkbox' || el.getAttribute('role') === 'switch') ? label.getBoundingClientRect() : null;
      const r = lr && lr.width * lr.height > own.width * own.height && lr.left <= own.left + 1 && lr.right >= own.right - 1 ? lr : own;
      if (own.width === 0 || own.height === 0 || style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (el.closest('[aria-hidden=true], .sr-only, [data-state=closed]')) continue;
      if (el.classList.contains('sr-only') || (r.width <= 1 && r.height <= 1)) continue;
      // Inline links inside running text (a sentence around them) are exempt.
      if (el.tagName === 'A' && style.display === 'inline') {
        const parentText = (el.parentElement?.textContent ?? '').trim();
        if (parentText.length > (el.textContent ?? '').trim().length + 3) continue;
      }
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 50);
      const main = /\bbg-primary\b/.test(el.className) && !/\bbg-primary-soft\b/.test(el.className) && (el.tagName === 'BUTTON' || el.tagName === 'A') && !el.getAttribute('role');
      out.push({ what: `${el.tagName.toLowerCase()} "${name}"`, width: r.width, height: r.height, main, support: el.dataset.testid === 'support-button', box: { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height } });
    }
    return out;
  }) as Promise<Target[]>;
}

const overlaps = (a: Target['box'], b: Target['box']) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

test('on a 375 px phone every control is at least 24 × 24 px, main actions 44 × 44, the support button covers none, and today is on the first screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone project measures at 375 px');
  test.setTimeout(300_000);
  const { listId } = await signUpWithPlan(page, uniqueEmail(testInfo, 'targets'), 'Dan');
  const failures: string[] = [];
  for (const [name, path] of [['dashboard', '/'], ['planner', '/meal-planner'], ['list', `/simple-shopping-lists/${listId}`], ['larder', '/larder'], ['tracker', '/budget-tracker'], ['account', '/account']] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const found = await targets(page);
    expect(found.length, `${name} has controls`).toBeGreaterThan(3);
    for (const t of found) {
      if (t.width < 24 || t.height < 24) failures.push(`${name}: ${t.what} is ${Math.round(t.width)}×${Math.round(t.height)}`);
      else if (t.main && (t.width < 44 || t.height < 44)) failures.push(`${name}: main action ${t.what} is ${Math.round(t.width)}×${Math.round(t.height)}`);
    }
    // The support button's box overlaps no other control, wherever the page is scrolled to.
    const support = found.find((t) => t.support);
    if (support) for (const t of found) if (!t.support && overlaps(support.box, t.box)) failures.push(`${name}: the support button covers ${t.what}`);
    await shot(page, testInfo, `targets-${name}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test("today's meals are on the planner's first screen of a 375 × 667 phone", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone project measures at 375 px');
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpWithPlan(page, uniqueEmail(testInfo, 'today'), 'Dan');
  await page.goto('/meal-planner');
  const today = page.getByTestId('day-card').first();
  await expect(today).toBeVisible();
  const box = (await today.boundingBox())!;
  // Its heading and first meal are within the first 667 px.
  expect(box.y + 120, `the day card starts at ${Math.round(box.y)} px`).toBeLessThanOrEqual(667);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-targets-planner-first-screen.png` });
});
