import { lazy, Suspense } from 'react';
import { AppLayout } from '../../components/layout/app-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/get-user';

// Each is its own chunk: a visitor downloads the landing page only, a household the dashboard only.
const Dashboard = lazy(() => import('../../features/dashboard/components/dashboard').then((m) => ({ default: m.Dashboard })));
const LandingPage = lazy(() => import('../../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })));

/** Root: a spinner while authentication loads, then the dashboard or the landing page. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user)
    return (
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  return (
    <AppLayout>
      <Suspense fallback={<PageSpinner />}>
        <Dashboard user={user} />
      </Suspense>
    </AppLayout>
  );
}
