import { AlertTriangle, Receipt, ShoppingBasket, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TBudgetOverview } from '@larder/contract/budget';
import { PageHeader } from '../../../components/page-header';
import { SupportButton } from '../../../components/support/support-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { messageOr } from '../../../lib/api-client';
import { useBudget } from '../api/budget';
import { longDate, pounds } from '../utils';
import { InfoTip } from './info-tip';
import { ReceiptForm } from './receipt-form';
import { ReceiptList } from './receipt-list';
import { ReceiptScan } from './receipt-scan';
import { LoyaltyCards } from './loyalty-cards';
import { SmartInsights } from './smart-insights';
import { SpendByAisle } from './spend-by-aisle';
import { WeekByWeek } from './week-by-week';
import { PayPeriod } from './pay-period';

const TABS = ['overview', 'categories', 'insights'] as const;
type Tab = (typeof TABS)[number];

function Stat({ label, value, hint, tone = 'default', icon }: { label: string; value: ReactNode; hint?: ReactNode; tone?: 'default' | 'good' | 'bad'; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="px-4 pb-4 pt-4 sm:px-6 sm:pb-6 sm:pt-5">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{label}</span>
          <span aria-hidden>{icon}</span>
        </div>
        <p className={cn('mt-1 text-xl font-bold sm:text-2xl', tone === 'good' && 'text-primary', tone === 'bad' && 'text-destructive')}>{value}</p>
        {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

/** /budget-tracker (document 001, built on real figures): Overview, Categories and Smart Insights. */
export function BudgetTrackerPage() {
  const budget = useBudget();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') ?? 'overview';
  const tab: Tab = (TABS as readonly string[]).includes(raw) ? (raw as Tab) : 'overview';
  const setTab = (t: string) => {
    const p = new URLSearchParams(params);
    if (t === 'overview') p.delete('tab');
    else p.set('tab', t);
    setParams(p, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 pb-24 sm:px-6">
      <PageHeader
        title="Budget Tracker"
        description="What your plans cost, what you actually spent and where the money went, week by week."
        actions={
          <Button asChild variant="outline">
            <Link to="/meal-planner">Meal Planner</Link>
          </Button>
        }
      />
      {budget.isLoading ? (
        <div className="space-y-4" aria-busy="true">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : budget.isError || !budget.data ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-destructive-soft p-6">
          <p className="font-semibold text-red-700">We could not load your budget.</p>
          <p className="mt-1 text-sm text-muted-foreground">{messageOr(budget.error, 'Check your connection and try again.')}</p>
          <Button variant="outline" className="mt-4" onClick={() => budget.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Tracker data={budget.data} tab={tab} setTab={setTab} />
      )}
      <SupportButton />
    </div>
  );
}

function Tracker({ data, tab, setTab }: { data: TBudgetOverview; tab: Tab; setTab: (t: string) => void }) {
  const budget = pounds(data.weeklyBudget);
  const week = data.currentWeek;
  const left = budget === null ? null : budget - Number(week.actual);
  return (
    <div className="space-y-6">
      {budget === null ? (
        <Card className="border-accent/50 bg-accent-soft">
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <strong>Set your weekly budget</strong> to see how each week compares with it.
            </p>
            <Button asChild>
              <Link to="/account">Set my budget</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      {data.alerts.length ? (
        <section aria-label="Budget alerts" className="space-y-2">
          {data.alerts.map((a) => (
            <div
              key={`${a.kind}-${a.weekStart}`}
              role="alert"
              className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', a.kind === 'nearly-at-budget' ? 'border-accent/60 bg-accent-soft text-accent-foreground' : 'border-red-200 bg-destructive-soft text-red-700')}
              data-testid="budget-alert"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="font-medium">{a.message}</span>
            </div>
          ))}
        </section>
      ) : null}

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label="Weekly budget" value={budget === null ? 'Not set' : formatMoney(budget)} icon={<Wallet className="size-4" />} hint={data.householdSize ? `For ${data.householdSize} ${data.householdSize === 1 ? 'person' : 'people'}` : undefined} />
        <Stat label="Planned this week" value={week.planned === null ? 'No plan' : formatMoney(week.planned)} icon={<ShoppingBasket className="size-4" />} hint={week.planned === null ? 'Generate a plan to see its cost' : "This week's share of your meal plan"} />
        <Stat label="Spent this week" value={formatMoney(week.actual)} icon={<Receipt className="size-4" />} hint={`Ticked items ${formatMoney(week.listSpend)} · receipts ${formatMoney(week.receipts)}`} />
        <Stat
          label={left !== null && left < 0 ? 'Over budget' : 'Left this week'}
          value={left === null ? '–' : formatMoney(Math.abs(left))}
          tone={left === null ? 'default' : left < 0 ? 'bad' : 'good'}
          icon={left !== null && left < 0 ? <TrendingUp className="size-4" /> : <TrendingDown className="size-4" />}
          hint={`Week of ${longDate(week.weekStart)}`}
        />
      </div>

      <PayPeriod />

      {!data.hasData ? (
        <Card data-testid="budget-empty">
          <CardContent className="space-y-3 pt-6">
            <h2 className="text-lg font-semibold">Nothing to track yet</h2>
            <p className="text-muted-foreground">
              Start by generating this week's meal plan: its shopping list is priced, and every item you tick off in the shop counts as spent here. Shopped
              without a list? Add the receipt below.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/">Generate a meal plan</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/shopping-lists">Open shopping lists</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Add a receipt <InfoTip text="For shopping you did not tick off on a Larder list, so nothing counts twice." />
          </CardTitle>
          <CardDescription>Shopped somewhere else, or without your list? Enter the total from the receipt.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReceiptForm />
        </CardContent>
      </Card>

      <Card data-testid="receipt-scan-card" id="read-receipt" className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Read a receipt</CardTitle>
          <CardDescription>A photo, a PDF or the text of a receipt: its lines become your own prices, its total your spending. You check it before anything is saved.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReceiptScan />
        </CardContent>
      </Card>

      <LoyaltyCards />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Budget views">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="categories">Categories</TabsTrigger>
          <TabsTrigger value="insights">Smart Insights</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-4 space-y-6">
          <WeekByWeek data={data} />
          <ReceiptList data={data} />
        </TabsContent>
        <TabsContent value="categories" className="mt-4">
          <SpendByAisle data={data} />
        </TabsContent>
        <TabsContent value="insights" className="mt-4">
          <SmartInsights data={data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
