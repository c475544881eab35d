import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { RequireAuth } from '../components/require-auth';
import { AboutDataPage } from '../features/about-data/components/about-data-page';
import { AdminPage } from '../features/admin/components/admin-page';
import { LoginPage } from '../features/auth/components/login-page';
import { MagicLoginPage } from '../features/auth/components/magic-login-page';
import { MealPlannerPage } from '../features/meal-planner/components/meal-planner-page';
import { AiMealPlannerPage } from '../features/ai-planner/components/ai-meal-planner-page';
import { AiOnboardingPage } from '../features/ai-planner/components/ai-onboarding-page';
import { AccountPage } from '../features/profile/components/account-page';
import { OnboardingPage } from '../features/profile/components/onboarding-page';
import { SetupPage } from '../features/profile/components/setup-page';
import { RecipePage } from '../features/recipes/components/recipe-page';
import { RecipesPage } from '../features/recipes/components/recipes-page';
import { SavedRecipesPage } from '../features/recipes/components/saved-recipes-page';
import { ShoppingListPage } from '../features/shopping-lists/components/shopping-list-page';
import { ShoppingListsGate } from '../features/shopping-lists/components/shopping-lists-gate';
import { ShoppingListsPage } from '../features/shopping-lists/components/shopping-lists-page';
import { SignupPage } from '../features/signup/components/signup-page';
import { AcquiredPaymentPage } from '../features/subscription/components/acquired-payment-page';
import { AcquiredTestPage } from '../features/subscription/components/acquired-test-page';
import { StripeDebugPage } from '../features/subscription/components/stripe-debug-page';
import { SubscribePage } from '../features/subscription/components/subscribe-page';
import { CancelSubscriptionPage } from '../features/cancel-subscription/components/cancel-subscription-page';
import { UndoCancelPage } from '../features/cancel-subscription/components/undo-cancel-page';
import type { DataSourceHandle } from '../components/layout/data-sources';
import { HomeRoute } from './routes/home';
import { NotFound } from './routes/not-found';

/**
 * Routes built so far. Pages that later issues build (/meal-planner, /shopping-lists, /subscribe,
 * /about, /contact, /privacy, /terms, /blog, /cancel-subscription ...) fall to the 404 until then.
 * A route whose page shows open data names it in `handle.dataSources`; the footer then carries the
 * attribution its licence asks for.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  {
    element: <AppLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/magic-login', element: <MagicLoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/about-our-data', element: <AboutDataPage /> },
      { path: '/recipes', element: <RecipesPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
      // The AI chat planner and its preference wizard (issue 9): signed-in pages that show their own login prompt (document 001).
      { path: '/ai-meal-planner', element: <AiMealPlannerPage /> },
      { path: '/ai-onboarding', element: <AiOnboardingPage /> },
      // Payments (issue 6). /subscribe and /acquired-test are signed-in pages that show their own sign-in prompts (documents 000 and 001).
      { path: '/subscribe', element: <SubscribePage /> },
      { path: '/acquired-test', element: <AcquiredTestPage /> },
      { path: '/acquired-payment', element: <AcquiredPaymentPage /> },
      { path: '/stripe-debug', element: <StripeDebugPage /> },
      { path: '/cancel-subscription', element: <CancelSubscriptionPage /> },
      { path: '/cancel-subscription/undo', element: <UndoCancelPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/setup', element: <SetupPage />, handle: { dataSources: ['postcodes'] } satisfies DataSourceHandle },
          { path: '/account', element: <AccountPage /> },
          { path: '/onboarding', element: <OnboardingPage />, handle: { dataSources: ['postcodes'] } satisfies DataSourceHandle },
          { path: '/admin', element: <AdminPage /> },
          { path: '/recipe/:id', element: <RecipePage />, handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
          { path: '/saved-recipes', element: <SavedRecipesPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/meal-planner', element: <MealPlannerPage />, handle: { dataSources: ['prices', 'nutrition'] } satisfies DataSourceHandle },
        ],
      },
      {
        // Signed out: "Please Log In" with a Log In button (document 000 section 2).
        element: <ShoppingListsGate />,
        children: [
          { path: '/shopping-lists', element: <ShoppingListsPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/shopping-lists/:id', element: <ShoppingListPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/simple-shopping-lists', element: <ShoppingListsPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
          { path: '/simple-shopping-lists/:id', element: <ShoppingListPage />, handle: { dataSources: ['prices'] } satisfies DataSourceHandle },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
