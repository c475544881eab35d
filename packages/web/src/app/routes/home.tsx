import { AppLayout } from '../../components/layout/app-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/get-user';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { LandingPage } from '../../features/landing/components/landing-page';

/** Root: a spinner while authentication loads, then the dashboard or the landing page. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <AppLayout>
      <Dashboard user={user} />
    </AppLayout>
  );
}
