import { useState } from 'react';
import type { TAdminAnalytics } from '@larder/contract/admin';
import { EmptyState } from '../../../components/operator/stat-card';
import { StatusBadge, TonePill } from '../../../components/operator/tone-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { outcomeTone } from '../../../lib/operator-colours';
import { dateTimeLabel, dayLabel, humanise } from '../../../lib/operator-format';
import { useAuthorizationEvents, usePaymentSchedule } from '../api/admin-reports';
import { RefundsCard } from './refunds-card';
import { type Column, Pager, ResponsiveTable } from '../../../components/operator/responsive-table';
import type { TAuthorizationEvents, TPaymentSchedule } from '@larder/contract/admin';

const EVENT_COLUMNS: ReadonlyArray<Column<TAuthorizationEvents[number]>> = [
  { header: 'When', cell: (e) => dateTimeLabel(e.createdAt), className: 'whitespace-nowrap' },
  { header: 'Customer', cell: (e) => e.email ?? 'deleted account', primary: true, className: '[overflow-wrap:anywhere]' },
  { header: 'Event', cell: (e) => humanise(e.eventType), className: 'whitespace-nowrap' },
  { header: 'Method', cell: (e) => humanise(e.authorizationMethod), className: 'whitespace-nowrap text-muted-foreground' },
  { header: 'Amount', cell: (e) => <Money amount={e.amount} />, align: 'right' },
  { header: 'Status', cell: (e) => <TonePill tone={outcomeTone(e.status)}>{humanise(e.status)}</TonePill> },
];

const SCHEDULE_COLUMNS: ReadonlyArray<Column<TPaymentSchedule['schedule'][number]>> = [
  { header: 'Date', cell: (i) => dayLabel(i.paymentDate), className: 'whitespace-nowrap' },
  { header: 'Customer', cell: (i) => i.email, primary: true, className: '[overflow-wrap:anywhere]' },
  { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
  { header: 'Amount', cell: (i) => <Money amount={i.amount} />, align: 'right' },
];

const EVENTS_PAGE = 10;
const SCHEDULE_PAGE = 25;

/** Payments: the next 7 days, the authorisation events (10 at a time), the 31-day payment schedule. */
export function PaymentsTab({ analytics }: { analytics: TAdminAnalytics }) {
  return (
    <div className="space-y-6">
      <UpcomingPayments days={analytics.upcomingPayments} />
      <RefundsCard />
      <AuthorizationEvents />
      <PaymentSchedule />
    </div>
  );
}

function UpcomingPayments({ days }: { days: TAdminAnalytics['upcomingPayments'] }) {
  const total = days.reduce((n, d) => n + d.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming payments</CardTitle>
        <CardDescription>The next 7 days: {total} payment{total === 1 ? '' : 's'} due</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" data-testid="upcoming-payments">
          {days.map((d) => (
            <li key={d.date} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="w-24 font-medium">{dayLabel(d.date)}</span>
              <span className="min-w-0 flex-1 text-muted-foreground">
                {d.count === 0 ? 'Nothing due' : `${d.customers.join(', ')}${d.count > d.customers.length ? ` and ${d.count - d.customers.length} more` : ''}`}
              </span>
              <span className="tabular-nums">
                {d.count} · <Money amount={d.revenue} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AuthorizationEvents() {
  const [offset, setOffset] = useState(0);
  // The call pages by page number (from 1); the pager counts rows from 0.
  const events = useAuthorizationEvents(Math.floor(offset / EVENTS_PAGE) + 1, EVENTS_PAGE);
  const data = events.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Authorisation events</CardTitle>
        <CardDescription>Sign-ups, cards added, refunds and cancellations, newest first</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          events.error ? <p role="alert" className="text-sm text-destructive">The events could not be loaded.</p> : <Skeleton className="h-40" />
        ) : data.items.length === 0 ? (
          <EmptyState title="No authorisation events yet" />
        ) : (
          <>
            <ResponsiveTable label="Authorisation events" columns={EVENT_COLUMNS} rows={data.items} rowKey={(e) => e.id} testId="authorization-event" />
            <Pager label="Authorisation events" offset={offset} limit={EVENTS_PAGE} total={data.total} onChange={setOffset} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentSchedule() {
  const [offset, setOffset] = useState(0);
  const schedule = usePaymentSchedule(offset, SCHEDULE_PAGE);
  const data = schedule.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment schedule</CardTitle>
        <CardDescription>{data ? `${dayLabel(data.from, false)} to ${dayLabel(data.until, false)}: the next 31 days` : 'The next 31 days'}</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          schedule.error ? <p role="alert" className="text-sm text-destructive">The schedule could not be loaded.</p> : <Skeleton className="h-40" />
        ) : (
          <>
            <dl className="mb-4 grid grid-cols-3 gap-3" data-testid="schedule-totals">
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Customers</dt>
                <dd className="text-lg font-semibold tabular-nums">{data.totalCustomers}</dd>
              </div>
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Payments</dt>
                <dd className="text-lg font-semibold tabular-nums">{data.totalUpcomingPayments}</dd>
              </div>
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Revenue</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatMoney(data.totalUpcomingRevenue)}</dd>
              </div>
            </dl>
            {data.schedule.length === 0 ? (
              <EmptyState title="No payments in the next 31 days" />
            ) : (
              <>
                <ResponsiveTable label="Payment schedule" columns={SCHEDULE_COLUMNS} rows={data.schedule} rowKey={(item, i) => `${item.email}-${item.paymentDate}-${i}`} testId="schedule-item" />
                <Pager label="Payment schedule" offset={offset} limit={SCHEDULE_PAGE} total={data.totalUpcomingPayments} onChange={setOffset} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
