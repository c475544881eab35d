import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectToast, fillSignup, shot, uniqueEmail } from './helpers';

async function visit(page: Page, testInfo: TestInfo, path: string, name: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await expectAccessible(page, name);
  await shot(page, testInfo, name);
}

const openMenuIfMobile = async (page: Page, testInfo: TestInfo) => {
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
};

test('the public site: landing, legal, about, contact, blog, 404 — each accessible, with the links the documents list', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await visit(page, testInfo, '/', 'site-01-landing', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Eat well for less/ })).toBeVisible();
  });
  // Sections, anchors and the demo.
  for (const id of ['features', 'recipes', 'pricing']) await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.getByTestId('pricing-card')).toContainText('£19.99');
  const recipe = page.getByTestId('demo-recipe');
  for (const text of ['Chicken and mushroom pie', '30 min', '45 min', '4', '£8.45', '£2.11', '4.8', 'Family Friendly', 'Intermediate', 'British Classic']) await expect(recipe).toContainText(text);
  const list = page.getByTestId('demo-list');
  await expect(list).toContainText('£8.45');
  await list.getByLabel('Supermarket').selectOption('Aldi');
  await expect(list).not.toContainText('total £8.45');
  await list.getByLabel('Leeks, pack of 2').check();
  await expect(list).toContainText('left to buy');
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export PDF' }).click();
  expect((await download).suggestedFilename()).toBe('larder-sample-list-aldi.pdf');
  // Issue 32: no savings claim without a measured figure; the survey source instead.
  for (const claim of ['£67', '£804', '£23–£23.80', '38%–84%', '£800+']) await expect(page.getByText(claim, { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('claims-note')).toContainText('ONS Family Food survey');
  // Header and footer links.
  await openMenuIfMobile(page, testInfo);
  for (const [name, href] of [['Contact Us', '/contact'], ['Cancel Subscription', '/cancel-subscription'], ['Sign In', '/login']] as const) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute('href', '/signup');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [['Health & Nutrition Blog', '/blog'], ['About Us', '/about'], ['Privacy Policy', '/privacy'], ['Terms & Conditions', '/terms'], ['Admin', '/admin'], ['Help Centre', '/contact']] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  await visit(page, testInfo, '/about', 'site-02-about', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await expect(page.getByRole('link', { name: /Start Your Free Trial Today/ })).toHaveAttribute('href', '/signup');

  await visit(page, testInfo, '/contact', 'site-03-contact', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@larder.local' }).first()).toBeVisible();
  });
  await expect(page.getByText('Within 24 hours', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('5 to 10 business days', { exact: false })).toBeVisible();

  for (const [path, title] of [['/privacy', 'Privacy Policy'], ['/terms', 'Terms and Conditions']] as const) {
    await visit(page, testInfo, path, `site-04-${path.slice(1)}`, async () => {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
    await expect(page.getByText('Last updated 15 June 2025')).toBeVisible();
  }
  await expect(page.getByText('at least 18 years old', { exact: false })).toBeVisible();
  await expect(page.getByText('fees you paid us in the 12 months', { exact: false })).toBeVisible();

  await visit(page, testInfo, '/no-such-page', 'site-05-404', async () => {
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  // Signed-out navigation bar.
  await openMenuIfMobile(page, testInfo);
  const nav = page.getByRole('navigation', { name: testInfo.project.name === 'mobile' ? 'Mobile' : 'Main' });
  for (const name of ['Home', 'About', 'Blog', 'Contact', 'Cancel Subscription']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Close menu' }).click();

  expect(errors).toEqual([]);
});

test('the blog: search, categories, empty state, an article with its head tags and related articles, the newsletter', async ({ page }, testInfo) => {
  await visit(page, testInfo, '/blog', 'blog-01-list', async () => {
    await expect(page.getByTestId('featured-post')).toBeVisible();
  });
  const cards = page.getByTestId('blog-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(11);

  await page.getByRole('button', { name: 'Family Health' }).click();
  await expect(page.getByRole('button', { name: 'Family Health' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('featured-post')).toContainText('Family Health');
  await page.getByLabel('Search articles').fill('zzzz nothing');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await shot(page, testInfo, 'blog-02-empty');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('featured-post')).toBeVisible();
  await page.getByLabel('Search articles').fill('batch cooking');
  await page.getByTestId('featured-post').getByRole('link').click();

  await expect(page).toHaveURL(/\/blog\/batch-cooking-sunday-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: /Batch cooking/ })).toBeVisible();
  await expect(page).toHaveTitle(/Batch cooking.*\| Larder/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /batch-cooking plan/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Batch cooking/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/blog-posts\/batch-cooking-sunday-plan\/image\.svg$/);
  await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('batch cooking');
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  expect(await page.getByTestId('blog-card').count()).toBe(2);
  await expectAccessible(page, 'blog-03-article');
  await shot(page, testInfo, 'blog-03-article');

  // The newsletter really subscribes: stored, and a confirmation email is in the outbox.
  const email = uniqueEmail(testInfo, 'news');
  await page.getByLabel('Email address').fill('not an email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('newsletter-done')).toContainText('Check your inbox');
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const confirmation = outbox.emails.find((e: { kind: string }) => e.kind === 'newsletter-confirm');
  expect(confirmation).toBeTruthy();
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/blog\?newsletter=confirmed/);
  await expect(page.getByText('Your newsletter subscription is confirmed')).toBeVisible();

  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  await expectAccessible(page, 'blog-04-not-found');
  await shot(page, testInfo, 'blog-04-not-found');
});

test('a household sends a support message, enters a receipt and sees the tracker change', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await fillSignup(page, { email: uniqueEmail(testInfo, 'budget'), password: 'correct-horse-battery-9' });
  await page.getByRole('button', { name: 'Start Subscription - £19.99/month' }).click();
  await expectToast(page, 'Account Created!');
  await page.waitForURL('**/account');
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/user/preferences', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ householdSize: 2, weeklyBudget: '62.50', cookingSkill: 'intermediate' }),
    });
    return res.status;
  });
  expect(saved).toBe(200);

  // Signed-in navigation bar, Cancel Subscription in the destructive style, Settings to /account.
  await page.goto('/budget-tracker');
  await openMenuIfMobile(page, testInfo);
  const nav = page.getByRole('navigation', { name: testInfo.project.name === 'mobile' ? 'Mobile' : 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Meal Planner', '/meal-planner'],
    ['AI Planner', '/ai-meal-planner'],
    ['Shopping Lists', '/shopping-lists'],
    ['Budget Tracker', '/budget-tracker'],
    ['Account', '/account'],
    ['Cancel Subscription', '/cancel-subscription'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // Billing and Analytics are operators' pages: a household is not offered them (issue 24).
  for (const name of ['Billing', 'Analytics']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Cancel Subscription' })).toHaveClass(/text-destructive/);
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Close menu' }).click();
  else await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');

  // The tracker before anything: empty state that says what to do first, no sample figures.
  await expect(page.getByRole('heading', { level: 1, name: 'Budget Tracker' })).toBeVisible();
  await expect(page.getByTestId('budget-empty')).toContainText('Nothing to track yet');
  await expectAccessible(page, 'budget-01-empty');
  await shot(page, testInfo, 'budget-01-empty');

  // Generate a plan (the dashboard's call), then the tracker shows its cost and insights.
  const generated = await page.evaluate(async () => (await fetch('/api/simple-meal-plans', { method: 'POST', credentials: 'include' })).status);
  expect(generated).toBe(201);
  await page.reload();
  await expect(page.getByText('Planned this week')).toBeVisible();
  await expect(page.getByTestId('budget-empty')).toHaveCount(0);

  // A receipt over the budget: the week turns red and an alert appears.
  await page.getByLabel('Supermarket').click();
  await page.getByRole('option', { name: 'Lidl' }).click();
  await page.getByLabel('Amount (£)').fill('70.40');
  await page.getByRole('button', { name: 'Add receipt' }).click();
  await expectToast(page, 'Receipt Added', '£70.40 at Lidl');
  await expect(page.getByTestId('budget-alert').filter({ hasText: 'over your £62.50 budget' })).toContainText('£7.90 over your £62.50 budget');
  await expect(page.getByTestId('receipts')).toContainText('£70.40');
  await expect(page.getByText('Over budget', { exact: true })).toBeVisible();
  await expectAccessible(page, 'budget-02-overview');
  await shot(page, testInfo, 'budget-02-overview');

  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByTestId('categories')).toContainText('Receipts (not itemised)');
  await expectAccessible(page, 'budget-03-categories');
  await shot(page, testInfo, 'budget-03-categories');
  await page.getByRole('tab', { name: 'Smart Insights' }).click();
  await expect(page.getByTestId('insights')).toContainText('Cheapest supermarket');
  await expect(page.getByTestId('insights')).toContainText('UK average');
  await expectAccessible(page, 'budget-04-insights');
  await shot(page, testInfo, 'budget-04-insights');

  // Bad input is caught before it is sent.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByLabel('Amount (£)').fill('abc');
  await page.getByRole('button', { name: 'Add receipt' }).click();
  await expectToast(page, 'Invalid Amount', 'Enter the amount in pounds, like 23.45');
  await page.getByLabel('Amount (£)').fill('');
  await page.getByRole('button', { name: 'Add receipt' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields');

  // The support widget: missing fields, then a real message, "Message Sent!", closed after 3 s.
  await page.getByRole('button', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Billing Inquiry' }).click();
  await expect(dialog.getByLabel('Subject (optional)')).toHaveValue('Billing Inquiry');
  await dialog.getByLabel('Message').fill('');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields');
  await dialog.getByLabel('Message').fill('Please check my billing date.');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Critical issue' }).click();
  await expectAccessible(page, 'support-01-form');
  await shot(page, testInfo, 'support-01-form');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expectToast(page, 'Message Sent Successfully', "We'll respond to your inquiry within 24 hours.");
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 6000 });
  const outbox = await (await page.request.get('/api/dev/outbox?to=support%40larder.local')).json();
  expect(outbox.emails.some((e: { subject: string; text: string }) => e.subject.startsWith('[URGENT] Billing Inquiry') && e.text.includes('Please check my billing date.'))).toBe(true);

  expect(errors).toEqual([]);
});
