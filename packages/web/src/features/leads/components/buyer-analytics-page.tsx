import { useQueryClient } from '@tanstack/react-query';
import { Check, KeyRound, Lock, LogOut, Minus, RefreshCw, Settings } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { TBuyerAnalyticsData, TConversionFunnel } from '@larder/contract/leads';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { dismissToast } from '../../../lib/toast-store';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { type AnalyticsRange, signInToAnalytics, signOutOfAnalytics, useAnalyticsData, useAnalyticsSession, useFunnel } from '../api/buyer-analytics';
import { dayLabel, londonToday, rangeLabel, timestampLabel } from '../utils/dates';
import { LEAD_TONE_BAR, LEAD_TONE_CLASSES, type LeadTone, acceptanceTone, conversionTone, roiTone } from '../utils/lead-tones';

const RANGES: Array<{ value: AnalyticsRange['range']; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'this-week', label: 'This Week' },
  { value: 'this-month', label: 'This Month' },
  { value: 'custom', label: 'Custom Range' },
];

const pct = (v: number) => `${v.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

/**
 * /buyer-analytics (document 002): locked until the shared password is accepted by the server (never prefilled,
 * never in the page); then the ranges, Update Data, Logout, the funnel, summary cards, the lead-cost table with
 * its daily breakdown and trend bars, and the lead details, coloured by the thresholds of section 9.
 */
export function BuyerAnalyticsPage() {
  const session = useAnalyticsSession();
  if (session.isLoading) return <PageSpinner />;
  if (session.data && !session.data.configured && !session.data.authenticated) return <NotConfigured />;
  if (!session.data?.authenticated) return <PasswordGate />;
  return <Dashboard />;
}

function NotConfigured() {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card role="status">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Settings className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Buyer analytics is not set up</CardTitle>
          <CardDescription>An operator needs to set the analytics password on the server before anyone can sign in here.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

function PasswordGate() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      toast({ title: 'Password Required', description: 'Please enter a password', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await signInToAnalytics(password);
      setPassword('');
      dismissToast();
      await queryClient.invalidateQueries({ queryKey: ['/api/buyer/analytics/session'] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({ title: 'Authentication Failed', description: 'Incorrect password. It is case-sensitive; ask your account manager if it has changed.', variant: 'destructive' });
      } else if (error instanceof ApiError && error.status === 429) {
        toast({ title: 'Authentication Failed', description: error.serverMessage ?? 'Too many attempts. Please wait and try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Authentication Error', description: 'Failed to authenticate', variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Lock className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Buyer analytics</CardTitle>
          <CardDescription>Enter the password you were given to see your leads’ figures.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
            <Field id="analytics-password" label="Password">
              <Input id="analytics-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} disabled={busy} />
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              <KeyRound aria-hidden /> {busy ? 'Checking…' : 'View analytics'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function Dashboard() {
  const queryClient = useQueryClient();
  const today = londonToday();
  const [choice, setChoice] = useState<AnalyticsRange['range']>('this-month');
  const [start, setStart] = useState(`${today.slice(0, 8)}01`);
  const [end, setEnd] = useState(today);
  const [applied, setApplied] = useState<AnalyticsRange>({ range: 'this-month' });
  const data = useAnalyticsData(applied, true);
  const funnel = useFunnel(data.data?.range.startDate, data.data?.range.endDate);

  useEffect(() => {
    if (!data.error) return;
    if (data.error instanceof ApiError && data.error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: ['/api/buyer/analytics/session'] });
      return;
    }
    toast({ title: 'Error', description: `Failed to load analytics data: ${data.error instanceof ApiError ? (data.error.serverMessage ?? data.error.message) : (data.error as Error).message}`, variant: 'destructive' });
  }, [data.error, queryClient]);

  const choose = (value: AnalyticsRange['range']) => {
    setChoice(value);
    if (value !== 'custom') setApplied({ range: value });
  };
  const update = () => {
    const next: AnalyticsRange = choice === 'custom' ? { range: 'custom', startDate: start, endDate: end } : { range: choice };
    if (JSON.stringify(next) === JSON.stringify(applied)) void data.refetch();
    else setApplied(next);
    void funnel.refetch();
  };
  const logout = async () => {
    await signOutOfAnalytics().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['/api/buyer/analytics/data'] });
    queryClient.removeQueries({ queryKey: ['/api/buyer-analytics/conversion-funnel'] });
    await queryClient.invalidateQueries({ queryKey: ['/api/buyer/analytics/session'] });
  };

  const d = data.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Buyer analytics"
        description={d ? <span data-testid="range-label">{rangeLabel(d.range.startDate, d.range.endDate)}</span> : 'Loading…'}
        actions={
          <Button variant="outline" onClick={() => void logout()}>
            <LogOut aria-hidden /> Logout
          </Button>
        }
      />
      <Card className="mb-6">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:flex-wrap sm:items-end">
          <Field id="analytics-range" label="Date range" className="sm:w-48">
            <Select value={choice} onValueChange={(v) => choose(v as AnalyticsRange['range'])}>
              <SelectTrigger id="analytics-range" aria-label="Date range">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RANGES.map((r) => (
                  <SelectItem key={r.value} value={r.value}>
                    {r.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          {choice === 'custom' ? (
            <>
              <Field id="analytics-start" label="Start date" className="sm:w-44">
                <Input id="analytics-start" type="date" value={start} max={end} onChange={(e) => setStart(e.target.value)} />
              </Field>
              <Field id="analytics-end" label="End date" className="sm:w-44">
                <Input id="analytics-end" type="date" value={end} min={start} onChange={(e) => setEnd(e.target.value)} />
              </Field>
            </>
          ) : null}
          <Button onClick={update} disabled={data.isFetching}>
            <RefreshCw aria-hidden className={cn(data.isFetching && 'animate-spin')} /> Update Data
          </Button>
        </CardContent>
      </Card>

      {!d ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Loading the figures">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          {funnel.data ? <Funnel funnel={funnel.data} /> : null}
          <SummaryCards d={d} />
          <LeadCostTable d={d} />
          <LeadDetails d={d} />
        </div>
      )}
    </div>
  );
}

function Tone({ tone, children, testId }: { tone: LeadTone; children: React.ReactNode; testId?: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', LEAD_TONE_CLASSES[tone])} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}

function Funnel({ funnel }: { funnel: TConversionFunnel }) {
  const max = Math.max(1, ...funnel.stages.map((s) => s.count));
  return (
    <Card data-testid="funnel">
      <CardHeader>
        <CardTitle>Conversion funnel</CardTitle>
        <CardDescription>
          {funnel.summary.totalLeads} lead{funnel.summary.totalLeads === 1 ? '' : 's'} bought; {pct(funnel.summary.overallConversionRate)} became subscribers.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {funnel.stages.map((s, i) => (
          <div key={s.stage} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[12rem_1fr_8rem]">
            <span className="font-medium">{s.stage}</span>
            <div className="order-last col-span-2 h-6 rounded-lg bg-muted sm:order-none sm:col-span-1">
              <div className="flex h-6 items-center rounded-lg bg-primary px-2 text-xs font-semibold text-primary-foreground" style={{ width: `${Math.max(4, (s.count / max) * 100)}%` }}>
                {s.count}
              </div>
            </div>
            <span className="text-right text-xs tabular-nums text-muted-foreground">
              {pct(s.percentage)}
              {i > 0 && s.dropOff > 0 ? ` · ${pct(s.dropOff)} lost` : ''}
            </span>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function SummaryCards({ d }: { d: TBuyerAnalyticsData }) {
  const l = d.leadCostAnalytics;
  const cards: Array<{ label: string; value: string; note?: React.ReactNode; testId: string }> = [
    { label: 'Leads seen', value: String(d.totalLeadsSeen), testId: 'card-seen' },
    {
      label: 'Leads bought',
      value: String(d.totalLeadsPurchased),
      note: <Tone tone={acceptanceTone(l.monthlyAcceptanceRate, d.totalLeadsSeen)}>{pct(l.monthlyAcceptanceRate)} accepted</Tone>,
      testId: 'card-bought',
    },
    { label: 'Total lead cost', value: formatMoney(d.totalLeadsCost), testId: 'card-cost' },
    { label: 'Welcome page clicks', value: String(d.welcomePageClicks), note: <span className="text-xs text-muted-foreground">{pct(d.proceedClickRate)} of leads bought</span>, testId: 'card-welcome' },
    {
      label: 'Subscriptions created',
      value: String(d.subscriptionsCreated),
      note: <Tone tone={conversionTone(d.conversionRate, d.totalLeadsPurchased)}>{pct(d.conversionRate)} conversion</Tone>,
      testId: 'card-subscriptions',
    },
    { label: 'Cost per subscription', value: formatMoney(d.costPerSubscription), note: <span className="text-xs text-muted-foreground">per active: {formatMoney(l.costPerActiveSubscription)}</span>, testId: 'card-cps' },
    { label: 'Revenue from leads', value: formatMoney(l.totalRevenueFromLeads), note: <span className="text-xs text-muted-foreground">{formatMoney(l.subscriptionPrice)} a month each</span>, testId: 'card-revenue' },
    {
      label: 'Profit from leads',
      value: formatMoney(l.profitFromLeads),
      note: <Tone tone={roiTone(l.totalROI, d.totalLeadsCost)}>ROI {pct(l.totalROI)}</Tone>,
      testId: 'card-profit',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.label} data-testid={c.testId}>
          <CardContent className="space-y-1 px-4 pt-4 pb-4 sm:px-6 sm:pt-5">
            <p className="text-sm text-muted-foreground">{c.label}</p>
            <p className="text-xl font-bold tabular-nums sm:text-2xl">{c.value}</p>
            {c.note ?? null}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function LeadCostTable({ d }: { d: TBuyerAnalyticsData }) {
  const rows = d.leadCostAnalytics.dailyBreakdown;
  const max = Math.max(1, ...rows.map((r) => r.totalLeads));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead cost analytics</CardTitle>
        <CardDescription>
          Day by day, {rangeLabel(d.range.startDate, d.range.endDate)}. Revenue counts what the subscriptions started by each day’s leads have paid so far.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="daily-breakdown">
            <thead className="text-xs uppercase text-muted-foreground">
              <tr className="border-b border-border">
                <th className="py-2 pr-3">Date</th>
                <th className="py-2 pr-3 text-right">Leads</th>
                <th className="py-2 pr-3 text-right">Bought</th>
                <th className="py-2 pr-3">Acceptance</th>
                <th className="py-2 pr-3 text-right">Cost</th>
                <th className="py-2 pr-3 text-right">Subs</th>
                <th className="py-2 pr-3">Conversion</th>
                <th className="py-2 pr-3 text-right">Revenue</th>
                <th className="py-2 pr-3">ROI</th>
                <th className="py-2 pr-3 text-right">Cost/sub</th>
                <th className="py-2">Trend</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">{dayLabel(r.date)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{r.totalLeads}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{r.acceptedLeads}</td>
                  <td className="py-2 pr-3">
                    <Tone tone={acceptanceTone(r.acceptanceRate, r.totalLeads)}>{r.totalLeads ? pct(r.acceptanceRate) : '–'}</Tone>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(r.dailyCost)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{r.subscriptionsCreated}</td>
                  <td className="py-2 pr-3">
                    <Tone tone={conversionTone(r.conversionRate, r.acceptedLeads)}>{r.acceptedLeads ? pct(r.conversionRate) : '–'}</Tone>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(r.dailyRevenue)}</td>
                  <td className="py-2 pr-3">
                    <Tone tone={roiTone(r.dailyROI, r.dailyCost)}>{r.dailyCost ? pct(r.dailyROI) : '–'}</Tone>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{r.subscriptionsCreated ? formatMoney(r.costPerSubscription) : '–'}</td>
                  <td className="py-2">
                    <div className="h-2.5 w-24 rounded-full bg-muted" title={`${r.acceptedLeads} of ${r.totalLeads} bought`}>
                      <div className={cn('h-2.5 rounded-full', LEAD_TONE_BAR[acceptanceTone(r.acceptanceRate, r.totalLeads)])} style={{ width: `${(r.totalLeads / max) * 100}%` }} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

function LeadDetails({ d }: { d: TBuyerAnalyticsData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead details</CardTitle>
        <CardDescription>The newest {d.leadDetails.length === 100 ? '100 ' : ''}leads bought in the range. Emails are masked; sessions show their first characters only.</CardDescription>
      </CardHeader>
      <CardContent>
        {d.leadDetails.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">No leads were bought in this range. Choose another range, or send leads through the buyer API.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="lead-details">
              <thead className="text-xs uppercase text-muted-foreground">
                <tr className="border-b border-border">
                  <th className="py-2 pr-3">Session</th>
                  <th className="py-2 pr-3">Email</th>
                  <th className="py-2 pr-3 text-right">Price</th>
                  <th className="py-2 pr-3">Received</th>
                  <th className="py-2 pr-3">Welcome</th>
                  <th className="py-2">Subscribed</th>
                </tr>
              </thead>
              <tbody>
                {d.leadDetails.map((l) => (
                  <tr key={`${l.sessionId}${l.timestamp}`} className="border-b border-border last:border-0">
                    <td className="py-2 pr-3 font-mono text-xs">{l.sessionId}</td>
                    <td className="py-2 pr-3">{l.email}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(l.purchasePrice)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{timestampLabel(l.timestamp)}</td>
                    <td className="py-2 pr-3">{l.welcomeClicked ? <Check className="size-4 text-primary" aria-label="Yes" /> : <Minus className="size-4 text-muted-foreground" aria-label="No" />}</td>
                    <td className="py-2">{l.subscriptionCreated ? <Check className="size-4 text-primary" aria-label="Yes" /> : <Minus className="size-4 text-muted-foreground" aria-label="No" />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
