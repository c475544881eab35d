import { useState } from 'react';
import type { TCollectedPayment } from '@larder/contract/refunds';
import { EmptyState } from '../../../components/operator/stat-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { dateTimeLabel, dayLabel } from '../../../lib/operator-format';
import { useCollectedPayments, useRefundPayment } from '../api/refunds';

/**
 * Payments collected and their refunds. The terms give no refunds; an operator who decides otherwise refunds a
 * whole payment here (with a reason), through the provider that took it. The server checks the role and the policy.
 */
export function RefundsCard() {
  const payments = useCollectedPayments();
  const data = payments.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments and refunds</CardTitle>
        <CardDescription>
          Payments collected in the last {data?.windowDays ?? 180} days, newest first. The terms give no refunds; a refund here returns the whole payment to the card through
          the provider that took it, once, and is recorded with your reason.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          payments.error ? <p role="alert" className="text-sm text-destructive">The payments could not be loaded.</p> : <Skeleton className="h-32" />
        ) : data.payments.length === 0 ? (
          <EmptyState title="No payments collected in the last 180 days" />
        ) : (
          <ul className="divide-y divide-border text-sm" data-testid="collected-payments">
            {data.payments.map((p) => (
              <PaymentRow key={p.chargeId} payment={p} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentRow({ payment: p }: { payment: TCollectedPayment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refund = useRefundPayment();
  const r = p.refund;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="collected-payment">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0">
          <span className="font-medium [overflow-wrap:anywhere]">{p.email ?? 'deleted account'}</span>
          <span className="block text-xs text-muted-foreground">
            {dayLabel(p.periodDate)} payment · collected {dateTimeLabel(p.collectedAt)} · {p.provider}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <Money amount={p.amount} />
          {r ? (
            <Badge variant={r.status === 'succeeded' ? 'default' : r.status === 'failed' ? 'destructive' : 'muted'} data-testid="refund-status">
              {r.status === 'succeeded' ? 'Refunded' : r.status === 'failed' ? 'Refund failed' : 'Refund processing'}
            </Badge>
          ) : null}
          {p.notRefundableBecause === null && !open ? (
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              Refund
            </Button>
          ) : null}
        </span>
      </div>
      {r ? (
        <p className="text-xs text-muted-foreground">
          {r.status === 'failed' ? `Not refunded: ${r.message ?? 'the provider refused'}` : `Refund of ${formatMoney(r.amount)}`} · by {r.method === 'automation' ? 'the support automation' : (r.actorEmail ?? 'an operator')} ·{' '}
          {dateTimeLabel(r.createdAt)} · “{r.reason}”
        </p>
      ) : null}
      {open ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            refund.mutate({ chargeId: p.chargeId, reason }, { onSuccess: () => setOpen(false) });
          }}
        >
          <label className="sr-only" htmlFor={`reason-${p.chargeId}`}>
            Reason for the refund
          </label>
          <Input id={`reason-${p.chargeId}`} className="h-9 min-w-0 flex-1" placeholder="Reason (kept with the refund)" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
          <Button size="sm" variant="destructive" type="submit" disabled={refund.isPending || reason.trim() === ''}>
            Refund <Money amount={p.amount} />
          </Button>
          <Button size="sm" variant="ghost" type="button" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </li>
  );
}
