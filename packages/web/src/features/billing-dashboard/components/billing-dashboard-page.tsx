import { Activity, CalendarClock, LineChart, LogIn, PoundSterling, RefreshCw, ShieldAlert, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAdminBillingAnalytics } from '@larder/contract/admin';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, StatCard } from '../../../components/operator/stat-card';
import { type Column, ResponsiveTable } from '../../../components/operator/responsive-table';
import { StatusBadge, TonePill } from '../../../components/operator/tone-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { TONE_FILL, outcomeTone, statusTone } from '../../../lib/operator-colours';
import { currentMonthLabel, dateTimeLabel, dayLabel, formatGrowth, formatPercent, humanise, monthLabel, timeLabel } from '../../../lib/operator-format';
import { BILLING_DASHBOARD_REFRESH_MS, useBillingAnalytics } from '../api/get-billing-analytics';
import { RetryPolicyNote } from '../../../lib/retry-policy';

const TABS = ['overview', 'upcoming', 'activity', 'trends'] as const;
type Tab = (typeof TABS)[number];

/**
 * /billing-dashboard (document 002): the Admin billing analytics, admin data only (a sign-in prompt otherwise),
 * refreshed every 30 seconds, with live dates.
 */
export function BillingDashboardPage() {
  const query = useBillingAnalytics();
  const [tab, setTab] = useState<Tab>('overview');

  if (query.isLoading) {
    return (
      <Shell>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Loading billing statistics">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      </Shell>
    );
  }
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 401 || status === 403) return <AdminOnly household={status === 403} />;
    return (
      <Shell>
        <Card className="p-6" role="alert">
          <p className="font-semibold">Unable to load billing statistics</p>
          <p className="mt-1 text-sm text-muted-foreground">The server did not answer as expected. The page tries again every 30 seconds.</p>
          <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      </Shell>
    );
  }
  const d = query.data!;
  const noData = d.totalSubscriptions === 0 && d.recentBillings.length === 0 && d.recentRuns.length === 0;
  return (
    <Shell updatedAt={query.dataUpdatedAt} fetching={query.isFetching}>
      {noData ? (
        <Card className="p-6" data-testid="no-billing-data">
          <p className="font-semibold">No billing data available</p>
          <p className="mt-1 text-sm text-muted-foreground">Figures appear here once households subscribe and the first payments are taken.</p>
        </Card>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="billing-cards">
        <StatCard label="Monthly revenue" value={formatMoney(d.monthlyRevenue)} icon={PoundSterling} note={d.revenueGrowth === null ? 'nothing to compare with last month' : `${formatGrowth(d.revenueGrowth)} vs last month`} />
        <StatCard label="Active subscriptions" value={d.activeSubscriptions.toLocaleString('en-GB')} icon={Users} note={`of ${d.totalCustomers.toLocaleString('en-GB')} total customers`} />
        <StatCard label="Billing success rate" value={formatPercent(d.billingSuccessRate)} icon={Activity} note={`${d.billingSuccess} collected, ${d.billingFailures} declined (30 days)`}>
          <Progress className="mt-3" value={d.billingSuccessRate ?? 0} aria-label="Billing success rate" />
        </StatCard>
        <StatCard label="Avg revenue per customer" value={formatMoney(d.avgRevenuePerCustomer)} icon={LineChart} note={`Churn rate ${formatPercent(d.churnRate)}`} />
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-6">
        <TabsList aria-label="Billing dashboard sections" className="grid grid-cols-2 sm:flex">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="upcoming">Upcoming Billings</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          <TabsTrigger value="trends">Monthly Trends</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanel d={d} />
          <RetryPolicyNote className="mt-4 text-sm text-muted-foreground" />
        </TabsContent>
        <TabsContent value="upcoming">
          <UpcomingPanel d={d} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityPanel d={d} />
        </TabsContent>
        <TabsContent value="trends">
          <TrendsPanel d={d} />
        </TabsContent>
      </Tabs>
    </Shell>
  );
}

function Shell({ children, updatedAt, fetching }: { children: ReactNode; updatedAt?: number; fetching?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        title="Billing Dashboard"
        description={`${currentMonthLabel()}: revenue, subscriptions and billing activity`}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin">Admin panel</Link>
          </Button>
        }
      />
      {updatedAt ? (
        <p className="-mt-3 mb-4 flex items-center gap-1.5 text-xs text-muted-foreground sm:-mt-5" aria-live="polite">
          <RefreshCw className={fetching ? 'size-3 animate-spin' : 'size-3'} aria-hidden />
          Updated {timeLabel(updatedAt)} · refreshes every {BILLING_DASHBOARD_REFRESH_MS / 1000} seconds
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Signed out, or signed in as a household: the data is for administrators only. */
function AdminOnly({ household }: { household: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            {household ? <ShieldAlert className="size-6" aria-hidden /> : <LogIn className="size-6" aria-hidden />}
          </span>
          <CardTitle className="text-2xl">{household ? 'Administrators only' : 'Please Log In'}</CardTitle>
          <CardDescription>
            {household
              ? 'The billing dashboard shows every customer’s billing. Sign in with an administrator account to see it.'
              : 'The billing dashboard is for administrators. Sign in with an administrator account to see it.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full">
            <Link to="/admin?next=/billing-dashboard">Admin Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function OverviewPanel({ d }: { d: TAdminBillingAnalytics }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Subscriptions by status</CardTitle>
          <CardDescription>{d.totalSubscriptions} subscriptions</CardDescription>
        </CardHeader>
        <CardContent>
          {d.totalSubscriptions === 0 ? (
            <EmptyState title="No billing data available" />
          ) : (
            <ul className="space-y-3">
              {d.subscriptionStatusBreakdown.map((s) => (
                <li key={s.status} className="grid grid-cols-[6.5rem_1fr_3.5rem] items-center gap-3 text-sm">
                  <span className="justify-self-start"><StatusBadge status={s.status} /></span>
                  <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <span className="block h-full rounded-full" style={{ width: `${s.percentage}%`, background: TONE_FILL[statusTone(s.status)] }} />
                  </span>
                  <span className="text-right tabular-nums text-muted-foreground">{formatPercent(s.percentage)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>This month</CardTitle>
          <CardDescription>{currentMonthLabel()} so far</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-muted/60 p-3">
              <dt className="text-muted-foreground">Revenue</dt>
              <dd className="text-lg font-semibold"><Money amount={d.monthlyRevenue} /></dd>
            </div>
            <div className="rounded-xl bg-muted/60 p-3">
              <dt className="text-muted-foreground">Growth</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatGrowth(d.revenueGrowth)}</dd>
            </div>
            <div className="rounded-xl bg-muted/60 p-3">
              <dt className="text-muted-foreground">Subscriptions</dt>
              <dd className="text-lg font-semibold tabular-nums">{d.totalSubscriptions}</dd>
            </div>
            <div className="rounded-xl bg-muted/60 p-3">
              <dt className="text-muted-foreground">Churn (30 days)</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPercent(d.churnRate)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function UpcomingPanel({ d }: { d: TAdminBillingAnalytics }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-primary" aria-hidden /> Upcoming billings
        </CardTitle>
        <CardDescription>Today and the next 6 days</CardDescription>
      </CardHeader>
      <CardContent>
        {d.upcomingBillings.length === 0 ? (
          <EmptyState title="No upcoming billings scheduled" />
        ) : (
          <ul className="divide-y divide-border" data-testid="upcoming-billings">
            {d.upcomingBillings.map((b, i) => (
              <li key={`${b.email}-${b.date}-${i}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block break-all font-medium">{b.email}</span>
                  <span className="text-muted-foreground">
                    {dayLabel(b.date)} · pay day {b.payDay}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <StatusBadge status={b.status} />
                  <Money amount={b.amount} className="font-semibold" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityPanel({ d }: { d: TAdminBillingAnalytics }) {
  if (d.recentBillings.length === 0 && d.recentRuns.length === 0) {
    return (
      <Card className="p-5 sm:p-6">
        <EmptyState title="No recent billing activity" />
      </Card>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>Payments</CardTitle>
          <CardDescription>The latest 20 payment attempts</CardDescription>
        </CardHeader>
        <CardContent>
          {d.recentBillings.length === 0 ? (
            <EmptyState title="No recent billing activity" />
          ) : (
            <ul className="divide-y divide-border" data-testid="recent-billings">
              {d.recentBillings.map((b, i) => (
                <li key={`${b.email}-${b.timestamp}-${i}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                  <span className="min-w-0">
                    <span className="block break-all font-medium">{b.email}</span>
                    <span className="text-muted-foreground">{dateTimeLabel(b.timestamp)} UTC</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <TonePill tone={outcomeTone(b.status)}>{humanise(b.status)}</TonePill>
                    <Money amount={b.amount} className="font-semibold" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Billing runs</CardTitle>
          <CardDescription>Runs started by an operator; the 09:00 UTC run's payments are listed beside</CardDescription>
        </CardHeader>
        <CardContent>
          {d.recentRuns.length === 0 ? (
            <EmptyState title="No runs started by an operator yet" />
          ) : (
            <ul className="divide-y divide-border" data-testid="recent-runs">
              {d.recentRuns.map((r) => (
                <li key={r.timestamp + r.actorEmail} className="py-3 text-sm">
                  <span className="flex items-center justify-between gap-3">
                    <span className="font-medium">{r.kind === 'daily' ? 'Daily billing' : 'Billing for one pay day'}</span>
                    <TonePill tone={r.outcome === '200' ? 'good' : 'bad'}>{r.outcome === '200' ? 'Done' : `Refused (${r.outcome})`}</TonePill>
                  </span>
                  <span className="block text-muted-foreground">
                    {dateTimeLabel(r.timestamp)} UTC by <span className="break-all">{r.actorEmail}</span>
                  </span>
                  {r.due !== null ? (
                    <span className="block tabular-nums">
                      {r.due} due · {r.charged ?? 0} charged · {r.failed ?? 0} failed · {r.retried ?? 0} to retry
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

const MONTH_COLUMNS: ReadonlyArray<Column<TAdminBillingAnalytics['monthlyBreakdown'][number]>> = [
  { header: 'Month', cell: (m) => monthLabel(m.month), primary: true },
  { header: 'Subscriptions', cell: (m) => m.subscriptions, align: 'right', className: 'tabular-nums' },
  { header: 'Revenue', cell: (m) => <Money amount={m.revenue} />, align: 'right' },
  { header: 'Success rate', cell: (m) => formatPercent(m.successRate), align: 'right', className: 'tabular-nums' },
];

function TrendsPanel({ d }: { d: TAdminBillingAnalytics }) {
  const empty = d.monthlyBreakdown.every((m) => m.subscriptions === 0 && m.revenue === 0);
  if (empty) {
    return (
      <Card className="p-5 sm:p-6">
        <EmptyState title="No monthly data available" />
      </Card>
    );
  }
  const rows = d.monthlyBreakdown.map((m) => ({ ...m, label: monthLabel(m.month, true) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly trends</CardTitle>
        <CardDescription>Revenue collected, subscriptions billed and the share of attempts that succeeded, last 6 months</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-56 w-full sm:h-64" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid vertical={false} stroke="#e5e1d8" />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5b5650' }} tickLine={false} axisLine={{ stroke: '#d6d1c6' }} />
              <YAxis tick={{ fontSize: 12, fill: '#5b5650' }} tickLine={false} axisLine={false} width={56} tickFormatter={(v: number) => `£${v.toLocaleString('en-GB')}`} />
              <Tooltip cursor={{ fill: '#f3f1ec' }} formatter={(v) => [formatMoney(Number(v)), 'Revenue']} />
              <Bar dataKey="revenue" fill="#15803d" radius={[6, 6, 0, 0]} maxBarSize={48} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <div className="mt-4" data-testid="monthly-breakdown">
          <ResponsiveTable label="Monthly breakdown" columns={MONTH_COLUMNS} rows={d.monthlyBreakdown} rowKey={(m) => m.month} />
        </div>
      </CardContent>
    </Card>
  );
}
