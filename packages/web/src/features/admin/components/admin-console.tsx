import { BarChart3, CreditCard, FileText, LayoutDashboard, LogOut, ReceiptText, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError, messageOr } from '../../../lib/api-client';
import { dateTimeLabel, timeLabel } from '../../../lib/operator-format';
import { ADMIN_POLL_MS, useAdminAnalytics } from '../api/admin-reports';
import { readLocalAdminSession, useAdminLogout } from '../api/admin-session';
import { BillingTab } from './billing-tab';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { ReportsTab } from './reports-tab';

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'payments', label: 'Payments', icon: CreditCard },
  { value: 'billing', label: 'Billing', icon: ReceiptText },
  { value: 'content', label: 'Content', icon: FileText },
  { value: 'reports', label: 'Reports', icon: BarChart3 },
] as const;
type TabValue = (typeof ADMIN_TABS)[number]['value'];

/** The signed-in admin panel: five tabs over the operator calls, the analytics polled every 30 seconds. */
export function AdminConsole({ email }: { email: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = ADMIN_TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'overview';
  const analytics = useAdminAnalytics();
  const logout = useAdminLogout();
  const local = readLocalAdminSession();

  const description = (
    <>
      Signed in as <span className="font-medium text-foreground">{email}</span>
      {local && local.email === email ? <> · until {dateTimeLabel(local.expires)} UTC</> : null}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        title="Admin Panel"
        description={description}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/billing-dashboard">Billing dashboard</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/automation">Support automation</Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden />
              Log out
            </Button>
          </>
        }
      />
      <p className="-mt-3 mb-4 flex items-center gap-1.5 text-xs text-muted-foreground sm:-mt-5" aria-live="polite">
        <RefreshCw className={analytics.isFetching ? 'size-3 animate-spin' : 'size-3'} aria-hidden />
        {analytics.dataUpdatedAt ? `Updated ${timeLabel(analytics.dataUpdatedAt)}` : 'Loading'} · refreshes every {ADMIN_POLL_MS / 1000} seconds · figures in UTC
      </p>

      <Tabs value={tab} onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}>
        <TabsList aria-label="Admin sections" className="grid grid-cols-3 sm:flex">
          {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {analytics.error && !analytics.data ? (
          <Card className="mt-6 p-6" role="alert">
            <p className="font-semibold">The figures could not be loaded.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {analytics.error instanceof ApiError && analytics.error.status === 401
                ? 'Your session has ended. Reload the page to sign in again.'
                : messageOr(analytics.error, 'Please try again in a moment.')}
            </p>
            <Button className="mt-4" variant="outline" onClick={() => void analytics.refetch()}>
              Try again
            </Button>
          </Card>
        ) : !analytics.data ? (
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Loading the figures">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : (
          <>
            <TabsContent value="overview">
              <OverviewTab analytics={analytics.data} />
            </TabsContent>
            <TabsContent value="payments">
              <PaymentsTab analytics={analytics.data} />
            </TabsContent>
            <TabsContent value="billing">
              <BillingTab analytics={analytics.data} />
            </TabsContent>
            <TabsContent value="content">
              <ContentTab />
            </TabsContent>
            <TabsContent value="reports">
              <ReportsTab analytics={analytics.data} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
