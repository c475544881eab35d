import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { RequireAuth } from '../components/require-auth';
import type { DataSourceHandle } from '../components/layout/data-sources';
import { HomeRoute } from './routes/home';
import { PricingRoute } from './routes/pricing';
import { NotFound } from './routes/not-found';
import { PageSpinner } from '../components/ui/spinner';

/** Route-level code splitting: each page is its own chunk, loaded when its route is first visited. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as ComponentType });

/**
 * Routes built so far. Pages that later issues build (/meal-planner, /shopping-lists, /subscribe,
 * /about, /contact, /privacy, /terms, /blog, /cancel-subscription ...) fall to the 404 until then.
 * A route whose page shows open data names it in `handle.dataSources`; the footer then carries the
 * attribution its licence asks for.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  // Issue 24: /pricing shows the landing page's pricing section.
  { path: '/pricing', element: <PricingRoute /> },
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/login', lazy: page(() => import('../features/auth/components/login-page'), 'LoginPage') },
      { path: '/magic-login', lazy: page(() => import('../features/auth/components/magic-login-page'), 'MagicLoginPage') },
      { path: '/forgot-password', lazy: page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage') },
      { path: '/reset-password', lazy: page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage') },
      // Issue 21: an emailed deletion link lands here, signed in or not; only its button acts.
      { path: '/confirm-deletion', lazy: page(() => import('../features/profile/components/confirm-deletion-page'), 'ConfirmDeletionPage') },
      { path: '/signup', lazy: page(() => import('../features/signup/components/signup-page'), 'SignupPage') },
      { path: '/about-our-data', lazy: page(() => import('../features/about-data/components/about-data-page'), 'AboutDataPage') },
      { path: '/recipes', lazy: page(() => import('../features/recipes/components/recipes-page'), 'RecipesPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
      // A library recipe's public page, drawn on the server with its JSON-LD (issue 33); /recipe/:id is the household's.
      { path: '/recipes/:id', lazy: page(() => import('../features/recipes/components/public-recipe-page'), 'PublicRecipePage'), handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
      // Payments (issue 6). /subscribe and /acquired-test are signed-in pages that show their own sign-in prompts (documents 000 and 001).
      { path: '/subscribe', lazy: page(() => import('../features/subscription/components/subscribe-page'), 'SubscribePage') },
      { path: '/acquired-test', lazy: page(() => import('../features/subscription/components/acquired-test-page'), 'AcquiredTestPage') },
      { path: '/acquired-payment', lazy: page(() => import('../features/subscription/components/acquired-payment-page'), 'AcquiredPaymentPage') },
      { path: '/stripe-debug', lazy: page(() => import('../features/subscription/components/stripe-debug-page'), 'StripeDebugPage') },
      { path: '/cancel-subscription', lazy: page(() => import('../features/cancel-subscription/components/cancel-subscription-page'), 'CancelSubscriptionPage') },
      { path: '/cancel-subscription/undo', lazy: page(() => import('../features/cancel-subscription/components/undo-cancel-page'), 'UndoCancelPage') },
      { path: '/household/join/:token', lazy: page(() => import('../features/profile/components/join-household-page'), 'JoinHouseholdPage') },
      { path: '/about', lazy: page(() => import('../features/site/components/about-page'), 'AboutPage') },
      { path: '/contact', lazy: page(() => import('../features/site/components/contact-page'), 'ContactPage') },
      { path: '/privacy', lazy: page(() => import('../features/site/components/privacy-page'), 'PrivacyPage') },
      { path: '/terms', lazy: page(() => import('../features/site/components/terms-page'), 'TermsPage') },
      { path: '/blog', lazy: page(() => import('../features/blog/components/blog-page'), 'BlogPage') },
      { path: '/blog/:id', lazy: page(() => import('../features/blog/components/blog-article-page'), 'BlogArticlePage') },
      // The operator console (issue 10): /admin shows its own sign-in; /billing-dashboard a sign-in prompt. The server checks the role.
      { path: '/admin', lazy: page(() => import('../features/admin/components/admin-page'), 'AdminPage') },
      // Customer-service automation (issue 11): admin-only calls; the page shows a sign-in prompt otherwise.
      { path: '/admin/automation', lazy: page(() => import('../features/admin-automation/components/automation-page'), 'AutomationPage') },
      { path: '/billing-dashboard', lazy: page(() => import('../features/billing-dashboard/components/billing-dashboard-page'), 'BillingDashboardPage') },
      // The AI chat planner and its preference wizard (issue 9): signed-in pages that show their own login prompt (document 001).
      { path: '/ai-meal-planner', lazy: page(() => import('../features/ai-planner/components/ai-meal-planner-page'), 'AiMealPlannerPage') },
      { path: '/ai-onboarding', lazy: page(() => import('../features/ai-planner/components/ai-onboarding-page'), 'AiOnboardingPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: '/budget-tracker', lazy: page(() => import('../features/budget-tracker/components/budget-tracker-page'), 'BudgetTrackerPage') },
          { path: '/setup', lazy: page(() => import('../features/profile/components/setup-page'), 'SetupPage'), handle: { dataSources: ['postcodes'] } satisfies DataSourceHandle },
          { path: '/account', lazy: page(() => import('../features/profile/components/account-page'), 'AccountPage') },
          { path: '/onboarding', lazy: page(() => import('../features/profile/components/onboarding-page'), 'OnboardingPage'), handle: { dataSources: ['postcodes'] } satisfies DataSourceHandle },
          { path: '/recipe/:id', lazy: page(() => import('../features/recipes/components/recipe-page'), 'RecipePage'), handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
          // The household's own recipes (issue 19).
          { path: '/my-recipes', lazy: page(() => import('../features/own-recipes/components/my-recipes-page'), 'MyRecipesPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/recipes/new', lazy: page(() => import('../features/own-recipes/components/recipe-editor-page'), 'RecipeEditorPage'), handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
          { path: '/recipes/:id/edit', lazy: page(() => import('../features/own-recipes/components/recipe-editor-page'), 'RecipeEditorPage'), handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
          { path: '/saved-recipes', lazy: page(() => import('../features/recipes/components/saved-recipes-page'), 'SavedRecipesPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          // The larder (issue 17).
          { path: '/larder', lazy: page(() => import('../features/larder/components/larder-page'), 'LarderPage') },
          { path: '/meal-planner', lazy: page(() => import('../features/meal-planner/components/meal-planner-page'), 'MealPlannerPage'), handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
        ],
      },
      {
        // Signed out: "Please Log In" with a Log In button (document 000 section 2).
        lazy: page(() => import('../features/shopping-lists/components/shopping-lists-gate'), 'ShoppingListsGate'),
        children: [
          { path: '/shopping-lists', lazy: page(() => import('../features/shopping-lists/components/shopping-lists-page'), 'ShoppingListsPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/shopping-lists/:id', lazy: page(() => import('../features/shopping-lists/components/shopping-list-page'), 'ShoppingListPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/simple-shopping-lists', lazy: page(() => import('../features/shopping-lists/components/shopping-lists-page'), 'ShoppingListsPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/simple-shopping-lists/:id', lazy: page(() => import('../features/shopping-lists/components/shopping-list-page'), 'ShoppingListPage'), handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
        ],
      },
      // Leads (issue 7, document 002): the lead journey, the buyer API guide and buyer analytics (its data behind the server-checked password).
      { path: '/lead-welcome', lazy: page(() => import('../features/leads/components/lead-welcome-page'), 'LeadWelcomePage') },
      { path: '/lead-subscribe', lazy: page(() => import('../features/leads/components/lead-subscribe-page'), 'LeadSubscribePage') },
      { path: '/subscription-signup', lazy: page(() => import('../features/leads/components/lead-subscribe-page'), 'LeadSubscribePage') },
      { path: '/payment-success', lazy: page(() => import('../features/leads/components/payment-success-page'), 'PaymentSuccessPage') },
      // The whole API's reference (issue 23), for signed-in households and operators; the page checks which.
      { path: '/api-reference', lazy: page(() => import('../features/api-reference/components/api-reference-page'), 'ApiReferencePage') },
      { path: '/buyer-api-guide', lazy: page(() => import('../features/leads/components/buyer-api-guide-page'), 'BuyerApiGuidePage') },
      { path: '/buyer-analytics', lazy: page(() => import('../features/leads/components/buyer-analytics-page'), 'BuyerAnalyticsPage') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
