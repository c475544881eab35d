import { Activity, CalendarClock, CheckCircle2, Database, Loader2, PlayCircle, PlugZap, ShieldAlert, XCircle, Zap } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { TBillingRunSummary, TPaymentsConfig } from '@larder/contract/billing';
import type { TUser } from '@larder/contract/accounts';
import { PageHeader } from '../../../components/page-header';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { StatusBadge } from './status-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { ordinal } from '../../../lib/ordinal';
import { processDailyBilling, testConnection, triggerBilling, useBillingAction, useBillingStats } from '../api/acquired-admin';
import { usePaymentsConfig } from '../api/get-payments-config';
import { SubscriptionForm } from './subscription-form';
import { SubscriptionManager } from './subscription-manager';

/** Document 001: the latest result's kinds. */
type ResultType = 'connection' | 'billing' | 'daily-billing' | 'subscription';

interface TestResult {
  type: ResultType;
  success: boolean;
  message: string;
  details: unknown;
  at: Date;
}

const RESULT_TITLE: Record<ResultType, string> = {
  connection: 'Connection test',
  billing: 'Billing test',
  'daily-billing': 'Daily billing',
  subscription: 'Subscription',
};

const TABS = ['overview', 'subscribe', 'manage', 'admin'] as const;
type Tab = (typeof TABS)[number];

/** The documents' figures, shown until (or if) the server's configuration is not available. */
const DEFAULTS = { runHourUtc: 9, retries: 3, currencies: ['GBP', 'EUR', 'USD'] };

/** /acquired-test: the Acquired integration test page (document 001), for signed-in users. */
export function AcquiredTestPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInPrompt description="Please log in to access the Acquired integration test page" />;
  return <AcquiredTest user={user} />;
}

function AcquiredTest({ user }: { user: TUser }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'overview';
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const [result, setResult] = useState<TestResult | null>(null);
  const record = (r: Omit<TestResult, 'at'>) => setResult({ ...r, at: new Date() });

  const connection = useMutation({ mutationFn: testConnection });
  const runConnectionTest = () =>
    connection.mutate(undefined, {
      onSuccess: (answer) =>
        record({ type: 'connection', success: answer.success, message: answer.success ? 'Connection successful' : (answer.error ?? answer.message ?? 'Connection failed'), details: answer }),
      onError: (error) => record({ type: 'connection', success: false, message: messageOr(error, 'Connection failed'), details: { error: error.message } }),
    });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runConnectionTest();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  const connectionStatus = connection.isPending ? 'Testing...' : connection.data?.success ? 'Connected' : 'Not Connected';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Acquired integration test" description="Check the connection to Acquired, subscribe with a card, manage the subscription and run billing." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Acquired integration test">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="subscribe">Subscribe</TabsTrigger>
          <TabsTrigger value="manage">Manage</TabsTrigger>
          <TabsTrigger value="admin">Admin</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Integration status</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="grid gap-3 sm:grid-cols-3">
                <StatusTile icon={PlugZap} label="API connection">
                  <span data-testid="connection-status" className={connectionStatus === 'Connected' ? 'text-primary' : connectionStatus === 'Not Connected' ? 'text-destructive' : ''}>
                    {connectionStatus}
                  </span>
                </StatusTile>
                <StatusTile icon={CalendarClock} label="Billing scheduler">
                  <span className="text-primary">Active</span>
                  <span className="block text-sm font-normal text-muted-foreground">Runs daily at 9 AM GMT</span>
                </StatusTile>
                <StatusTile icon={Database} label="Database tables">
                  <span className="text-primary">Created</span>
                </StatusTile>
              </div>
              <Button onClick={runConnectionTest} disabled={connection.isPending}>
                {connection.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Zap aria-hidden />}
                Test Connection
              </Button>
            </CardContent>
          </Card>
          <BillingStatistics isAdmin={user.role === 'admin'} />
          <LatestResult result={result} />
        </TabsContent>

        <TabsContent value="subscribe">
          <Card>
            <CardHeader>
              <CardTitle>Subscribe with a card</CardTitle>
              <CardDescription>The in-app subscription form: £19.99 a month, billed on the day you choose.</CardDescription>
            </CardHeader>
            <CardContent>
              <SubscriptionForm
                defaults={{ firstName: user.firstName, lastName: user.lastName }}
                onSuccess={(subscription, message) => {
                  record({ type: 'subscription', success: true, message, details: subscription ?? null });
                  setTab('manage');
                }}
                onFailure={(message) => record({ type: 'subscription', success: false, message, details: null })}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="manage">
          <SubscriptionManager
            emptyAction={
              <Button variant="outline" onClick={() => setTab('subscribe')}>
                Subscribe with a card
              </Button>
            }
          />
        </TabsContent>

        <TabsContent value="admin" className="space-y-6">
          <AdminActions isAdmin={user.role === 'admin'} onResult={record} />
          {result && (result.type === 'billing' || result.type === 'daily-billing') ? <LatestResult result={result} /> : null}
          <SystemInfo />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function StatusTile({ icon: Icon, label, children }: { icon: typeof Activity; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border p-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden /> {label}
      </p>
      <p className="mt-1 text-lg font-semibold">{children}</p>
    </div>
  );
}

function BillingStatistics({ isAdmin }: { isAdmin: boolean }) {
  const stats = useBillingStats(isAdmin);
  const forbidden = !isAdmin || (stats.error instanceof ApiError && stats.error.status === 403);
  const value = (n: number | undefined, suffix = '') => (stats.isLoading ? '…' : n === undefined ? '-' : `${n}${suffix}`);
  const rate = stats.data ? Math.round(stats.data.recentSuccessRate * 10) / 10 : undefined;
  const cards = [
    { label: 'Total subscriptions', value: value(stats.data?.totalSubscriptions) },
    { label: 'Active', value: value(stats.data?.activeSubscriptions) },
    { label: 'Pending billings', value: value(stats.data?.pendingBillings) },
    { label: 'Success rate', value: value(rate, '%') },
  ];
  return (
    <section aria-labelledby="billing-stats-heading" className="space-y-3">
      <h2 id="billing-stats-heading" className="text-lg font-semibold">
        Billing statistics
      </h2>
      {forbidden ? (
        <p className="flex gap-2 rounded-xl border border-border bg-muted p-3 text-sm text-muted-foreground" data-testid="stats-admin-only">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Billing statistics cover every household, so only administrators can see them.
        </p>
      ) : stats.error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800">
          {messageOr(stats.error, 'The billing statistics could not be loaded.')}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="billing-stats">
          {cards.map((c) => (
            <Card key={c.label}>
              <CardContent className="pt-5 sm:pt-6">
                <p className="text-sm text-muted-foreground">{c.label}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums">{c.value}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}

function LatestResult({ result }: { result: TestResult | null }) {
  return (
    <Card data-testid="latest-result">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Latest test result</CardTitle>
          {result ? (
            <StatusBadge variant={result.success ? 'default' : 'destructive'}>
              {result.success ? <CheckCircle2 className="size-3.5" aria-hidden /> : <XCircle className="size-3.5" aria-hidden />}
              {result.success ? 'Passed' : 'Failed'}
            </StatusBadge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {result ? (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">
              {RESULT_TITLE[result.type]} at {result.at.toLocaleTimeString('en-GB')}
            </p>
            <p className="font-medium" data-testid="latest-result-message">
              {result.message}
            </p>
            <details className="rounded-xl border border-border p-3">
              <summary className="cursor-pointer text-sm font-semibold text-primary">Show details</summary>
              <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap break-all">{JSON.stringify(result.details, null, 2)}</pre>
            </details>
          </div>
        ) : (
          <p className="text-muted-foreground">No tests run yet. Test the connection, subscribe or run billing to see a result here.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Used when the server's answer carries no message of its own. */
const summaryLine = (s: TBillingRunSummary) =>
  s.ran ? `${s.due} due, ${s.charged} charged, ${s.failed} failed, ${s.retried} retried, ${s.skipped} skipped.` : 'Another billing run was in progress, so this one did not run.';

function AdminActions({ isAdmin, onResult }: { isAdmin: boolean; onResult: (r: Omit<TestResult, 'at'>) => void }) {
  const today = new Date().getUTCDate();
  const trigger = useBillingAction(triggerBilling);
  const daily = useBillingAction<void>(() => processDailyBilling());

  const run = (type: 'billing' | 'daily-billing') => {
    const fallback = type === 'billing' ? 'Billing test failed' : 'Daily billing failed';
    const callbacks = {
      onSuccess: (answer: Awaited<ReturnType<typeof processDailyBilling>>) => {
        const message = answer.message || summaryLine(answer.summary);
        onResult({ type, success: answer.success, message, details: answer.summary });
        toast(answer.success ? { title: type === 'billing' ? 'Billing Test Complete' : 'Daily Billing Complete', description: message } : { title: 'Billing Failed', description: answer.message || fallback, variant: 'destructive' });
      },
      onError: (error: Error) => {
        const message =
          error instanceof ApiError && error.status === 403 ? 'Only administrators can run billing. Your account is a household account.' : messageOr(error, fallback);
        onResult({ type, success: false, message, details: { error: error.message } });
        toast({ title: 'Billing Failed', description: message, variant: 'destructive' });
      },
    };
    if (type === 'billing') trigger.mutate(today, callbacks);
    else daily.mutate(undefined, callbacks);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing actions</CardTitle>
        <CardDescription>Charges are made once per subscription per billing period, however often these run.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!isAdmin ? (
          <p className="flex gap-2 rounded-xl border border-amber-200 bg-accent-soft p-3 text-sm text-accent-foreground" role="note" data-testid="admin-only">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            Billing actions are for administrators only. You are signed in with a household account, so the server would refuse them.
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-2 rounded-xl border border-border p-4">
            <p className="font-semibold">Test billing for today</p>
            <p className="text-sm text-muted-foreground">Bills the subscriptions whose pay day is the {ordinal(today)} (today).</p>
            <Button onClick={() => run('billing')} disabled={!isAdmin || trigger.isPending} className="w-full">
              {trigger.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <PlayCircle aria-hidden />}
              Trigger Test Billing
            </Button>
          </div>
          <div className="space-y-2 rounded-xl border border-border p-4">
            <p className="font-semibold">Daily billing run</p>
            <p className="text-sm text-muted-foreground">Runs today's billing now, as the scheduler does at 9 AM GMT, retries included.</p>
            <Button onClick={() => run('daily-billing')} disabled={!isAdmin || daily.isPending} className="w-full">
              {daily.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Activity aria-hidden />}
              Process Daily Billing
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

const environmentLabel = (mode: TPaymentsConfig['acquired']['mode']) => (mode === 'live' ? 'Production' : mode === 'test' ? 'Test (Acquired sandbox)' : 'Simulated (test cards, no network)');

function SystemInfo() {
  const config = usePaymentsConfig();
  const c = config.data;
  const hour = c?.billing.runHourUtc ?? DEFAULTS.runHourUtc;
  // Document 002's "3 retry attempts": retries after the first charge; maxAttempts counts the first charge too.
  const delays = c?.billing.retryDelaysDays;
  const retries = c?.billing.retryAttempts ?? DEFAULTS.retries;
  const rows: Array<[string, ReactNode]> = [
    ['Billing schedule', `Daily at ${hour}:00 AM GMT`],
    [
      'Retries',
      `${retries} retry attempts with increasing delays${delays && delays.length > 1 ? ` (after ${delays.slice(0, -1).join(', ')} and ${delays.at(-1)} days)` : ''}: ${retries + 1} attempts in all, then suspended`,
    ],
    ['Currencies', (c?.billing.currencies ?? DEFAULTS.currencies).join(', ')],
    ['3D Secure', 'On initial payments'],
    ['Environment', c ? environmentLabel(c.acquired.mode) : config.isLoading ? '…' : 'Unknown'],
    [
      'Credentials',
      c ? (
        <StatusBadge variant={c.acquired.credentials === 'Configured' ? 'default' : 'destructive'} data-testid="acquired-credentials">
          {c.acquired.credentials}
        </StatusBadge>
      ) : config.isLoading ? (
        '…'
      ) : (
        'Unknown'
      ),
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>System information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4 border-b border-border py-2.5 last:border-b-0">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {config.error ? <p className="mt-3 text-sm text-muted-foreground">{messageOr(config.error, 'The payment configuration could not be loaded.')}</p> : null}
      </CardContent>
    </Card>
  );
}
