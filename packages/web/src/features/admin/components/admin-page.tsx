import { useNavigate, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useAdminMe } from '../api/admin-session';
import { AdminConsole } from './admin-console';
import { AdminLogin } from './admin-login';

/**
 * /admin: the admin sign-in, then the console (document 002). The server checks the role on every call; the
 * page only follows what GET /api/admin/me answers. `?next=/billing-dashboard` returns there after signing in.
 */
export function AdminPage() {
  const me = useAdminMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get('next');

  if (me.isLoading) {
    return (
      <div className="mx-auto max-w-7xl space-y-3 px-4 py-10 sm:px-6" aria-label="Loading the admin panel">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (me.error || !me.data) {
    const status = me.error instanceof ApiError ? me.error.status : 0;
    const notice =
      status === 403
        ? 'You are signed in with a household account. Sign in with an administrator account to open the admin panel.'
        : status === 401 || status === 0
          ? null
          : 'The admin panel could not check your session. Please sign in again.';
    return <AdminLogin notice={notice} onSignedIn={() => (next && next.startsWith('/') && !next.startsWith('//') ? navigate(next) : void me.refetch())} />;
  }
  return <AdminConsole email={me.data.email} />;
}
