import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillSignup, shot, uniqueEmail } from './helpers';

interface ApiPlan {
  id: string;
  serves: number;
  days: number;
  totalCost: string;
  chain: string;
  items: Array<{ id: string; mealType: string; recipeName: string }>;
}

async function planFromApi(page: Page, id: string): Promise<ApiPlan> {
  const res = await page.request.get(`/api/simple-meal-plans/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiPlan;
}

const pence = (text: string) => Math.round(Number(text) * 100);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The conversation list: always shown on desktop, behind the Conversations button on a phone. */
async function conversationItems(page: Page) {
  if (isMobile(page)) {
    const toggle = page.getByTestId('toggle-conversations');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByTestId('conversation-item').filter({ visible: true });
}

test('a visitor sees the login prompt on both AI pages', async ({ page }, testInfo) => {
  await page.goto('/ai-meal-planner');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await shot(page, testInfo, 'ai-00-login-prompt');
  await page.goto('/ai-onboarding');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
});

test('the wizard composes a prompt, the chat plans with it, and "make it cheaper" gives a cheaper plan with the difference stated', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'ai'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');

  // The six steps, in order, with progress = step / 6.
  await page.goto('/ai-onboarding');
  const steps = ['Cooking Style', 'Time Preference', 'Household Info', 'Meal Types', 'Dietary Needs', 'Cuisine Preferences'];
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 1 of 6: Cooking Style');
  await expect(page.getByTestId('wizard-progress')).toHaveText('0% complete');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: /Intermediate/ }).click();
  await expect(page.getByRole('button', { name: /Intermediate/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Beginner/ })).toHaveAttribute('aria-pressed', 'false');
  await shot(page, testInfo, 'ai-01-wizard-step1');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText(`Step 2 of 6: ${steps[1]}`);
  await expect(page.getByTestId('wizard-progress')).toHaveText('17% complete');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: /Quick & Easy/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Household: the serving stepper (1 to 10) opens with the saved household (4 from sign-up) and its postcode; the budget per person, the postcode upper-cased.
  await expect(page.getByTestId('wizard-step')).toHaveText(`Step 3 of 6: ${steps[2]}`);
  await expect(page.getByTestId('serving-size')).toHaveText('4');
  await expect(page.getByLabel(/Postcode/)).toHaveValue('SW1A 1AA');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Fewer people' }).click();
  await expect(page.getByTestId('serving-size')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Fewer people' })).toBeDisabled();
  for (let i = 0; i < 12; i += 1) if (await page.getByRole('button', { name: 'More people' }).isEnabled()) await page.getByRole('button', { name: 'More people' }).click();
  await expect(page.getByTestId('serving-size')).toHaveText('10');
  await expect(page.getByRole('button', { name: 'More people' })).toBeDisabled();
  for (let i = 0; i < 7; i += 1) await page.getByRole('button', { name: 'Fewer people' }).click();
  await expect(page.getByTestId('serving-size')).toHaveText('3');
  await page.getByLabel('Budget for the plan (£)').fill('60');
  await expect(page.getByTestId('per-person')).toHaveText('£20.00 per person');
  await page.getByLabel(/Postcode/).fill('sw1a 1aa');
  await expect(page.getByLabel(/Postcode/)).toHaveValue('SW1A 1AA');
  await shot(page, testInfo, 'ai-02-wizard-household');
  await page.getByRole('button', { name: 'Next' }).click();

  // Meal types: dinners only.
  await expect(page.getByTestId('wizard-step')).toHaveText(`Step 4 of 6: ${steps[3]}`);
  await page.getByRole('button', { name: 'Breakfast' }).click();
  await page.getByRole('button', { name: 'Lunch' }).click();
  await expect(page.getByRole('button', { name: 'Dinner' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText(`Step 5 of 6: ${steps[4]}`);
  await page.getByRole('button', { name: 'Vegetarian' }).click();
  await page.getByLabel('Other allergies').fill('peanuts, sesame');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText(`Step 6 of 6: ${steps[5]}`);
  await expect(page.getByTestId('wizard-progress')).toHaveText('83% complete');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Italian' }).click();
  await page.getByRole('button', { name: 'Indian' }).click();
  await shot(page, testInfo, 'ai-03-wizard-cuisines');
  await page.getByTestId('launch').click();
  await expectToast(page, 'Preferences Saved!');

  // The chat opens with the composed prompt; the prompt parameter is read once and removed.
  await page.waitForURL((url) => url.pathname === '/ai-meal-planner');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const input = page.getByTestId('chat-input');
  await expect(input).toHaveValue(/Plan 7 days of dinners for 3 people on £60\.00 a week\./);
  await expect(input).toHaveValue(/Vegetarian meals only\. We are allergic to peanuts and sesame\. We like Italian and Indian food\./);
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('suggestions').getByRole('button')).toHaveCount(6);
  await shot(page, testInfo, 'ai-04-chat-prompt');

  // Enter sends; while sending, the box and Send are disabled and the AI is thinking.
  await input.press('Enter');
  await expect(input).toBeDisabled();
  await expect(page.getByTestId('send')).toBeDisabled();
  await expectToast(page, 'Chat Started!');
  const answer = page.getByTestId('message-assistant').last();
  await expect(answer).toContainText('Your 7-day plan for 3 people is ready');
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
  const items = await conversationItems(page);
  await expect(items).toHaveCount(1);
  await expect(items.first().getByTestId('plan-icon')).toBeVisible();
  if (isMobile(page)) await page.getByTestId('toggle-conversations').click();

  // The plan is the planner's: its figures are the ones the answer states.
  const conversations = (await (await page.request.get('/api/chat/conversations')).json()) as Array<{ id: number; mealPlanId: string }>;
  const planId = conversations[0]!.mealPlanId;
  const before = await planFromApi(page, planId);
  expect(before.serves).toBe(3);
  expect(before.items.every((i) => i.mealType === 'dinner')).toBe(true);
  await expect(answer).toContainText(`£${before.totalCost} at ${before.chain}`);
  await shot(page, testInfo, 'ai-05-chat-plan');

  // Shift+Enter makes a new line and sends nothing; a blank message cannot be sent.
  await input.fill('   ');
  await expect(page.getByTestId('send')).toBeDisabled();
  await input.fill('make it cheaper');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('make it cheaper\n');
  await expect(page.getByTestId('message-user')).toHaveCount(1);

  // "Make it cheaper": a cheaper plan, with the difference in pounds stated.
  await input.fill('make it cheaper');
  await input.press('Enter');
  const change = page.getByTestId('message-assistant').nth(1);
  await expect(change).toContainText('less than before');
  const after = await planFromApi(page, planId);
  expect(pence(after.totalCost)).toBeLessThan(pence(before.totalCost));
  const diff = ((pence(before.totalCost) - pence(after.totalCost)) / 100).toFixed(2);
  await expect(change).toContainText(`The plan now costs £${after.totalCost} at ${after.chain}: £${diff} less than before (£${before.totalCost})`);
  await shot(page, testInfo, 'ai-06-chat-cheaper');

  // The plan opens in the meal planner.
  await change.getByTestId('open-plan').click();
  await page.waitForURL((url) => url.pathname === '/meal-planner' && url.searchParams.get('plan') === planId);
  await expect(page.getByTestId('day-card').first()).toBeVisible();
  await expect(page.getByText(`£${after.totalCost}`).first()).toBeVisible();
  await shot(page, testInfo, 'ai-07-meal-planner');

  // ?conversation= opens it (and is removed); New Chat shows the welcome view, whose cards fill the box.
  const conversationId = conversations[0]!.id;
  await page.goto(`/ai-meal-planner?conversation=${conversationId}`);
  await expect(page.getByTestId('message-assistant')).toHaveCount(2);
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByTestId('chat-title')).toContainText('Plan 7 days of dinners');
  if (isMobile(page)) await page.getByTestId('toggle-conversations').click();
  await page.getByTestId('new-chat').filter({ visible: true }).click();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.getByRole('button', { name: /Quick Meals/ }).click();
  await expect(page.getByTestId('chat-input')).toHaveValue('Quick dinners for four, nothing over 20 minutes');
  await shot(page, testInfo, 'ai-08-new-chat');
  expect(pageErrors).toEqual([]);
});

test('failures show the toasts of document 001 and keep the message to try again', async ({ page }, testInfo) => {
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'ai-fail'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  // Signed up: the page moves on to the app. (The 0.8 s "Account Created!" toast is journey.spec's to check: under load a poll can miss it.)
  await page.waitForURL('**/account');

  // Start fails with no server message: "Failed to start conversation"; the text stays in the box.
  await page.route('**/api/chat/start', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/ai-meal-planner?prompt=dinners%20for%202');
  const input = page.getByTestId('chat-input');
  await expect(input).toHaveValue('dinners for 2');
  await input.press('Enter');
  await expectToast(page, 'Error', 'Failed to start conversation');
  await expect(input).toHaveValue('dinners for 2');
  // With the server's own message, that message is shown.
  await page.route('**/api/chat/start', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'You have sent a lot of messages. Please wait 3 minutes and try again.' }) }));
  await page.getByTestId('send').click();
  await expectToast(page, 'Error', 'Please wait 3 minutes');
  await page.unroute('**/api/chat/start');

  // A real start, then a continue that fails: "Failed to send message".
  await page.getByTestId('send').click();
  await expectToast(page, 'Chat Started!');
  await expect(page.getByTestId('message-assistant')).toHaveCount(1);
  await page.route('**/api/chat/conversations/*/continue', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }));
  await input.fill('make it cheaper');
  await input.press('Enter');
  await expectToast(page, 'Error', 'Failed to send message');
  await expect(input).toHaveValue('make it cheaper');
  await shot(page, testInfo, 'ai-09-send-failed');

  // The wizard: "Failed to save preferences".
  await page.route('**/api/chat/preferences', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/ai-onboarding');
  for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('launch').click();
  await expectToast(page, 'Error', 'Failed to save preferences');
  await expect(page).toHaveURL(/\/ai-onboarding$/);
});
