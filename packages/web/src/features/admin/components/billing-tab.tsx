import { Loader2, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TAdminAnalytics } from '@larder/contract/admin';
import { EmptyState } from '../../../components/operator/stat-card';
import { RatePill } from '../../../components/operator/tone-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { collectionTone } from '../../../lib/operator-colours';
import { useProcessDailyBilling } from '../api/admin-actions';
import { type Column, ResponsiveTable } from '../../../components/operator/responsive-table';
import { RetryPolicyNote } from '../../../lib/retry-policy';

const CYCLE_COLUMNS: ReadonlyArray<Column<TAdminAnalytics['billingCycles'][number]>> = [
  { header: 'Cycle', cell: (c) => c.cycle, primary: true, className: 'whitespace-nowrap font-medium' },
  { header: 'Customers', cell: (c) => c.totalCustomers, align: 'right', className: 'tabular-nums' },
  { header: 'Collected', cell: (c) => c.successfulBillings, align: 'right', className: 'tabular-nums' },
  { header: 'Failed', cell: (c) => c.failedBillings, align: 'right', className: 'tabular-nums' },
  { header: 'Collection', cell: (c) => <RatePill value={c.collectionRate} tone={collectionTone} /> },
  { header: 'Revenue', cell: (c) => <Money amount={c.revenue} />, align: 'right' },
];

/** Billing: run the daily billing, pre-authorisations awaiting their first payment, billing cycles by pay day. */
export function BillingTab({ analytics: a }: { analytics: TAdminAnalytics }) {
  const billing = useProcessDailyBilling();
  const last = billing.data;
  const pre = a.preAuthorizations;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Daily billing</CardTitle>
            <CardDescription>Runs by itself at 09:00 UTC. Running it again now charges only what is due and never charges a period twice.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <RetryPolicyNote />
            <Button onClick={() => billing.mutate()} disabled={billing.isPending}>
              {billing.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
              Process Daily Billing
            </Button>
            {last ? (
              <p className="rounded-xl bg-muted/60 p-3 text-sm" data-testid="billing-result" role="status">
                Run for {last.date}: {last.processed} processed, {last.successful} successful, {last.failed} failed, {last.retried} to retry
                {last.skipped ? `, ${last.skipped} skipped` : ''}.
              </p>
            ) : null}
            <p className="text-sm">
              <Link to="/billing-dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
                Open the billing dashboard
              </Link>{' '}
              for recent activity and monthly trends.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Pre-authorisations</CardTitle>
            <CardDescription>Cards saved and verified, waiting to be charged</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3" data-testid="pre-authorizations">
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Live cards saved</dt>
                <dd className="text-lg font-semibold tabular-nums">{pre.total}</dd>
              </div>
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Awaiting first payment</dt>
                <dd className="text-lg font-semibold tabular-nums">{pre.awaitingFirstPayment}</dd>
              </div>
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Expected first payments</dt>
                <dd className="text-lg font-semibold"><Money amount={pre.expectedFirstPaymentRevenue} /></dd>
              </div>
              <div className="rounded-xl bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">Average days to first payment</dt>
                <dd className="text-lg font-semibold tabular-nums">{pre.averageDaysToFirstPayment === null ? '–' : pre.averageDaysToFirstPayment.toLocaleString('en-GB')}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Billing cycles</CardTitle>
          <CardDescription>Customers by pay day; periods of the last 90 days collected or given up (collection: green from 90%, amber from 75%)</CardDescription>
        </CardHeader>
        <CardContent>
          {a.billingCycles.length === 0 ? (
            <EmptyState title="No billing cycles yet">Each pay day in use appears here with its collection rate.</EmptyState>
          ) : (
            <ResponsiveTable label="Billing cycles" columns={CYCLE_COLUMNS} rows={a.billingCycles} rowKey={(c) => String(c.payDay)} testId="billing-cycle" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
