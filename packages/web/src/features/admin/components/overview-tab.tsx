import { PoundSterling, TrendingDown, UserCheck, Users } from 'lucide-react';
import type { TAdminAnalytics } from '@larder/contract/admin';
import { EmptyState, StatCard } from '../../../components/operator/stat-card';
import { StatusBadge } from '../../../components/operator/tone-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { TONE_FILL, statusTone } from '../../../lib/operator-colours';
import { formatGrowth, formatPercent } from '../../../lib/operator-format';
import { MonthsChart } from './charts';

const growthNote = (value: number | null, what: string, nothing: string) => (value === null ? nothing : `${formatGrowth(value)} ${what}`);

/** Overview: the headline figures, what the schedule will bring, six months of sign-ups and revenue, statuses. */
export function OverviewTab({ analytics: a }: { analytics: TAdminAnalytics }) {
  const expected = [
    ['Tomorrow', a.expectedRevenue.tomorrow],
    ['This week', a.expectedRevenue.thisWeek],
    ['Rest of this month', a.expectedRevenue.thisMonth],
    ['Next month', a.expectedRevenue.nextMonth],
    ['Next 90 days', a.expectedRevenue.next90Days],
  ] as const;
  const totalSubscriptions = a.subscriptionStatusBreakdown.reduce((n, s) => n + s.count, 0);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="analytics-cards">
        <StatCard label="Total customers" value={a.totalCustomers.toLocaleString('en-GB')} note={growthNote(a.customerGrowth, 'this month', 'no customers before this month')} icon={Users} />
        <StatCard label="Active subscriptions" value={a.activeSubscriptions.toLocaleString('en-GB')} note="active and in their free trial" icon={UserCheck} />
        <StatCard label="Monthly revenue" value={formatMoney(a.monthlyRevenue)} note={growthNote(a.revenueGrowth, 'on the same days last month', 'nothing collected last month to compare')} icon={PoundSterling} />
        <StatCard label="Churn rate" value={formatPercent(a.churnRate)} note="ended in the last 30 days" icon={TrendingDown} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Expected revenue</CardTitle>
          <CardDescription>From the billing schedule: pay days, retries and first charges after trials. Cancelled and suspended subscriptions are left out.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="expected-revenue">
            {expected.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-lg font-semibold">
                  <Money amount={value} />
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Sign-ups</CardTitle>
            <CardDescription>New household accounts, last 6 months</CardDescription>
          </CardHeader>
          <CardContent>
            <MonthsChart title="Sign-ups" data={a.monthlySignups} valueKey="signups" color="#15803d" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Revenue</CardTitle>
            <CardDescription>Payments collected, last 6 months</CardDescription>
          </CardHeader>
          <CardContent>
            <MonthsChart title="Revenue" data={a.revenueByMonth} valueKey="revenue" money color="#f59e0b" />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Subscriptions by status</CardTitle>
          <CardDescription>{totalSubscriptions.toLocaleString('en-GB')} subscriptions in all</CardDescription>
        </CardHeader>
        <CardContent>
          {totalSubscriptions === 0 ? (
            <EmptyState title="No subscriptions yet">Households appear here once they sign up with a card.</EmptyState>
          ) : (
            <ul className="space-y-3" data-testid="status-breakdown">
              {a.subscriptionStatusBreakdown.map((s) => (
                <li key={s.status} className="grid grid-cols-[6rem_1fr_5.5rem] items-center gap-3 text-sm">
                  <span className="justify-self-start">
                    <StatusBadge status={s.status} />
                  </span>
                  <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <span className={cn('block h-full rounded-full')} style={{ width: `${s.percentage}%`, background: TONE_FILL[statusTone(s.status)] }} />
                  </span>
                  <span className="text-right tabular-nums text-muted-foreground">
                    {s.count} · {formatPercent(s.percentage)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
