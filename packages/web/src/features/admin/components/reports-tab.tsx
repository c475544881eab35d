import type { TAdminAnalytics } from '@larder/adapters-http/contract/admin';
import { EmptyState } from '../../../components/operator/stat-card';
import { RatePill, StatusBadge } from '../../../components/operator/tone-badge';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { binDeclineTone, binSuccessTone, collectionTone, segmentChurnTone, segmentSuccessTone } from '../../../lib/operator-colours';
import { dateTimeLabel, humanise } from '../../../lib/operator-format';
import { useAdminUsers, useAuditLog } from '../api/admin-reports';
import { DataTable, Td, Th } from './table';

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
            Payment attempts of the last {bins.windowDays} days by the card's first six digits. Success: green from 85 %, amber from 70 %; decline: green up to 15 %, amber up to 30 %; collection 90/75.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {bins.binRanges.length === 0 ? (
            <EmptyState title="No card payments in the last 90 days">Each card range appears here once a payment has been attempted with it.</EmptyState>
          ) : (
            <DataTable
              label="BIN reporting"
              minWidth={760}
              head={<tr><Th>BIN</Th><Th>Issuer</Th><Th className="text-right">Attempts</Th><Th>Success</Th><Th>Decline</Th><Th>Collection</Th><Th className="text-right">Average</Th><Th className="text-right">Revenue</Th></tr>}
            >
              {bins.binRanges.map((r) => (
                <tr key={r.bin} data-testid="bin-range">
                  <Td className="font-mono">{r.bin}</Td>
                  <Td>
                    <span className={r.issuer === 'issuer unknown' ? 'text-muted-foreground italic' : 'font-medium'}>{r.issuer}</span>
                    <span className="block text-xs text-muted-foreground">{[humanise(r.scheme), r.country].filter(Boolean).join(' · ')}</span>
                  </Td>
                  <Td className="text-right tabular-nums">{r.totalAttempts}</Td>
                  <Td><RatePill value={r.successRate} tone={binSuccessTone} /></Td>
                  <Td><RatePill value={r.declineRate} tone={binDeclineTone} /></Td>
                  <Td><RatePill value={r.collectionRate} tone={collectionTone} /></Td>
                  <Td className="text-right"><Money amount={r.averageAmount} /></Td>
                  <Td className="text-right"><Money amount={r.totalRevenue} /></Td>
                </tr>
              ))}
            </DataTable>
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
          <CardDescription>By payments made. Lifetime value = £239.88 × retention. Success: green from 90 %, amber from 75 %; churn: green up to 5 %, amber up to 15 %.</CardDescription>
        </CardHeader>
        <CardContent>
          <DataTable
            label="Customer segments"
            minWidth={640}
            head={<tr><Th>Segment</Th><Th className="text-right">Customers</Th><Th className="text-right">Avg revenue</Th><Th>Success</Th><Th>Churn</Th><Th className="text-right">Lifetime value</Th></tr>}
          >
            {a.customerSegments.map((s) => (
              <tr key={s.segment} data-testid="customer-segment">
                <Td className="font-medium">{s.segment}</Td>
                <Td className="text-right tabular-nums">{s.customerCount}</Td>
                <Td className="text-right"><Money amount={s.averageRevenue} /></Td>
                <Td><RatePill value={s.successRate} tone={segmentSuccessTone} /></Td>
                <Td><RatePill value={s.churnRate} tone={segmentChurnTone} /></Td>
                <Td className="text-right"><Money amount={s.lifetimeValue} /></Td>
              </tr>
            ))}
          </DataTable>
        </CardContent>
      </Card>

      <Customers />
      <AuditLog />
    </div>
  );
}

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '–');

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
          <DataTable
            label="Accounts"
            minWidth={720}
            head={<tr><Th>Name</Th><Th>Email</Th><Th>Role</Th><Th>Postcode</Th><Th>Subscription</Th><Th>Trial ends</Th><Th>Joined</Th></tr>}
          >
            {list.map((u) => (
              <tr key={u.id}>
                <Td className="whitespace-nowrap font-medium">{`${u.firstName} ${u.lastName}`.trim() || '–'}</Td>
                <Td className="break-all">{u.email}</Td>
                <Td>{u.role === 'admin' ? <Badge variant="accent">admin</Badge> : <Badge variant="muted">user</Badge>}</Td>
                <Td className="whitespace-nowrap">{u.postcode ?? '–'}</Td>
                <Td>{u.subscriptionStatus ? <StatusBadge status={u.subscriptionStatus} /> : '–'}</Td>
                <Td className="whitespace-nowrap">{shortDate(u.trialEndsAt)}</Td>
                <Td className="whitespace-nowrap">{shortDate(u.createdAt)}</Td>
              </tr>
            ))}
          </DataTable>
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
          <DataTable label="Audit log" minWidth={620} head={<tr><Th>When</Th><Th>Who</Th><Th>What</Th><Th>Outcome</Th></tr>}>
            {log.data.entries.map((e) => (
              <tr key={e.id} data-testid="audit-entry">
                <Td className="whitespace-nowrap">{dateTimeLabel(e.createdAt)}</Td>
                <Td className="break-all">{e.actorEmail}</Td>
                <Td className="font-mono text-xs">{e.action}</Td>
                <Td className="whitespace-nowrap">{e.outcome}</Td>
              </tr>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}
