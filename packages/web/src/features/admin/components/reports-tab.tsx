import type { TAdminAnalytics } from '@larder/contract/admin';
import { EmptyState } from '../../../components/operator/stat-card';
import { RatePill, StatusBadge } from '../../../components/operator/tone-badge';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { binDeclineTone, binSuccessTone, collectionTone, segmentChurnTone, segmentSuccessTone } from '../../../lib/operator-colours';
import { dateTimeLabel, humanise } from '../../../lib/operator-format';
import { useAdminUsers, useAuditLog } from '../api/admin-reports';
import { type Column, ResponsiveTable } from '../../../components/operator/responsive-table';
import type { TAdminUserList, TAuditLog } from '@larder/contract/admin';

type BinRow = TAdminAnalytics['binReporting']['binRanges'][number];
const BIN_COLUMNS: ReadonlyArray<Column<BinRow>> = [
  { header: 'BIN', cell: (r) => <span className="font-mono">{r.bin}</span>, primary: true },
  {
    header: 'Issuer',
    cell: (r) => (
      <>
        <span className={r.issuer === 'issuer unknown' ? 'text-muted-foreground italic' : 'font-medium'}>{r.issuer}</span>
        <span className="block text-xs text-muted-foreground">{[humanise(r.scheme), r.country].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { header: 'Attempts', cell: (r) => r.totalAttempts, align: 'right', className: 'tabular-nums' },
  { header: 'Success', cell: (r) => <RatePill value={r.successRate} tone={binSuccessTone} /> },
  { header: 'Decline', cell: (r) => <RatePill value={r.declineRate} tone={binDeclineTone} /> },
  { header: 'Collection', cell: (r) => <RatePill value={r.collectionRate} tone={collectionTone} /> },
  { header: 'Average', cell: (r) => <Money amount={r.averageAmount} />, align: 'right' },
  { header: 'Revenue', cell: (r) => <Money amount={r.totalRevenue} />, align: 'right' },
];

const SEGMENT_COLUMNS: ReadonlyArray<Column<TAdminAnalytics['customerSegments'][number]>> = [
  { header: 'Segment', cell: (s) => s.segment, primary: true, className: 'font-medium' },
  { header: 'Customers', cell: (s) => s.customerCount, align: 'right', className: 'tabular-nums' },
  { header: 'Avg revenue', cell: (s) => <Money amount={s.averageRevenue} />, align: 'right' },
  { header: 'Success', cell: (s) => <RatePill value={s.successRate} tone={segmentSuccessTone} /> },
  { header: 'Churn', cell: (s) => <RatePill value={s.churnRate} tone={segmentChurnTone} /> },
  { header: 'Lifetime value', cell: (s) => <Money amount={s.lifetimeValue} />, align: 'right' },
];

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '–');

const ACCOUNT_COLUMNS: ReadonlyArray<Column<TAdminUserList['users'][number]>> = [
  { header: 'Email', cell: (u) => u.email, primary: true, className: '[overflow-wrap:anywhere]' },
  { header: 'Name', cell: (u) => `${u.firstName} ${u.lastName}`.trim() || '–', className: 'whitespace-nowrap font-medium' },
  { header: 'Role', cell: (u) => (u.role === 'admin' ? <Badge variant="accent">admin</Badge> : <Badge variant="muted">user</Badge>) },
  { header: 'Postcode', cell: (u) => u.postcode ?? '–', className: 'whitespace-nowrap' },
  { header: 'Subscription', cell: (u) => (u.subscriptionStatus ? <StatusBadge status={u.subscriptionStatus} /> : '–') },
  { header: 'Trial ends', cell: (u) => shortDate(u.trialEndsAt), className: 'whitespace-nowrap' },
  { header: 'Joined', cell: (u) => shortDate(u.createdAt), className: 'whitespace-nowrap' },
];

const AUDIT_COLUMNS: ReadonlyArray<Column<TAuditLog['entries'][number]>> = [
  { header: 'When', cell: (e) => dateTimeLabel(e.createdAt), className: 'whitespace-nowrap' },
  { header: 'Who', cell: (e) => e.actorEmail, primary: true, className: '[overflow-wrap:anywhere]' },
  { header: 'What', cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
  { header: 'Outcome', cell: (e) => e.outcome, className: 'whitespace-nowrap' },
];

/** Reports: BIN reporting, customer segments with their lifetime value, the customers, the audit log. */
export function ReportsTab({ analytics: a }: { analytics: TAdminAnalytics }) {
  const bins = a.binReporting;
  const unknownIssuers = bins.binRanges.some((r) => r.issuer === 'issuer unknown');
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>BIN reporting</CardTitle>
          <CardDescription>
            Payment attempts of the last {bins.windowDays} days by the card's first six digits. Success: green from 85%, amber from 70%; decline: green up to 15%, amber up to 30%; collection 90/75.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {bins.binRanges.length === 0 ? (
            <EmptyState title="No card payments in the last 90 days">Each card range appears here once a payment has been attempted with it.</EmptyState>
          ) : (
            <ResponsiveTable label="BIN reporting" columns={BIN_COLUMNS} rows={bins.binRanges} rowKey={(r) => r.bin} testId="bin-range" />
          )}
          <p className="mt-3 text-xs text-muted-foreground">
            {bins.attemptsWithoutBin ? `${bins.attemptsWithoutBin} attempt${bins.attemptsWithoutBin === 1 ? '' : 's'} made before BINs were kept are not shown. ` : ''}
            {unknownIssuers ? 'Issuers come from a BIN list: load one with npm run cli -- bins import FILE.csv.' : ''}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Customer segments</CardTitle>
          <CardDescription>By payments made. Lifetime value = £239.88 × retention. Success: green from 90%, amber from 75%; churn: green up to 5%, amber up to 15%.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResponsiveTable label="Customer segments" columns={SEGMENT_COLUMNS} rows={a.customerSegments} rowKey={(s) => s.segment} testId="customer-segment" />
        </CardContent>
      </Card>

      <Customers />
      <AuditLog />
    </div>
  );
}


function Customers() {
  const users = useAdminUsers();
  const list = users.data?.users ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription>{users.data ? `${list.length} ${list.length === 1 ? 'account' : 'accounts'}, newest first` : 'Households and operators'}</CardDescription>
      </CardHeader>
      <CardContent>
        {!users.data ? (
          users.error ? <p role="alert" className="text-sm text-destructive">The accounts could not be loaded.</p> : <Skeleton className="h-32" />
        ) : list.length === 0 ? (
          <EmptyState title="No accounts yet" />
        ) : (
          <ResponsiveTable label="Accounts" columns={ACCOUNT_COLUMNS} rows={list} rowKey={(u) => u.id} />
        )}
      </CardContent>
    </Card>
  );
}

function AuditLog() {
  const log = useAuditLog(20);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>Every operator action: who, what and when (the latest 20{log.data ? ` of ${log.data.total}` : ''})</CardDescription>
      </CardHeader>
      <CardContent>
        {!log.data ? (
          log.error ? <p role="alert" className="text-sm text-destructive">The audit log could not be loaded.</p> : <Skeleton className="h-32" />
        ) : log.data.entries.length === 0 ? (
          <EmptyState title="No operator actions recorded yet" />
        ) : (
          <ResponsiveTable label="Audit log" columns={AUDIT_COLUMNS} rows={log.data.entries} rowKey={(e) => e.id} testId="audit-entry" />
        )}
      </CardContent>
    </Card>
  );
}
