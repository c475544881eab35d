import { useState } from 'react';
import type { TAdminAnalytics } from '@larder/adapters-http/contract/admin';
import { EmptyState } from '../../../components/operator/stat-card';
import { StatusBadge, TonePill } from '../../../components/operator/tone-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { outcomeTone } from '../../../lib/operator-colours';
import { dateTimeLabel, dayLabel, humanise } from '../../../lib/operator-format';
import { useAuthorizationEvents, usePaymentSchedule } from '../api/admin-reports';
import { DataTable, Pager, Td, Th } from './table';

const EVENTS_PAGE = 10;
const SCHEDULE_PAGE = 25;

/** Payments: the next 7 days, the authorisation events (10 at a time), the 31-day payment schedule. */
export function PaymentsTab({ analytics }: { analytics: TAdminAnalytics }) {
  return (
    <div className="space-y-6">
      <UpcomingPayments days={analytics.upcomingPayments} />
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
  const events = useAuthorizationEvents(offset, EVENTS_PAGE);
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
        ) : data.events.length === 0 ? (
          <EmptyState title="No authorisation events yet" />
        ) : (
          <>
            <DataTable label="Authorisation events" head={<tr><Th>When</Th><Th>Customer</Th><Th>Event</Th><Th>Method</Th><Th className="text-right">Amount</Th><Th>Status</Th></tr>}>
              {data.events.map((e) => (
                <tr key={e.id} data-testid="authorization-event">
                  <Td className="whitespace-nowrap">{dateTimeLabel(e.createdAt)}</Td>
                  <Td className="break-all">{e.email ?? 'deleted account'}</Td>
                  <Td className="whitespace-nowrap">{humanise(e.eventType)}</Td>
                  <Td className="whitespace-nowrap text-muted-foreground">{humanise(e.authorizationMethod)}</Td>
                  <Td className="text-right"><Money amount={e.amount} /></Td>
                  <Td><TonePill tone={outcomeTone(e.status)}>{humanise(e.status)}</TonePill></Td>
                </tr>
              ))}
            </DataTable>
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
                <DataTable label="Payment schedule" minWidth={480} head={<tr><Th>Date</Th><Th>Customer</Th><Th>Status</Th><Th className="text-right">Amount</Th></tr>}>
                  {data.schedule.map((item, i) => (
                    <tr key={`${item.email}-${item.paymentDate}-${i}`}>
                      <Td className="whitespace-nowrap">{dayLabel(item.paymentDate)}</Td>
                      <Td className="break-all">{item.email}</Td>
                      <Td><StatusBadge status={item.status} /></Td>
                      <Td className="text-right"><Money amount={item.amount} /></Td>
                    </tr>
                  ))}
                </DataTable>
                <Pager label="Payment schedule" offset={offset} limit={SCHEDULE_PAGE} total={data.totalUpcomingPayments} onChange={setOffset} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
