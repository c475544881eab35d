import { AlertTriangle, Info, Leaf, PiggyBank, Receipt, ShoppingBasket, Store, Trash2, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { RealWaste } from './real-waste';
import { useAuth } from '../../../lib/auth/get-user';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TBudgetOverview } from '@larder/contract/budget';
import { PageHeader } from '../../../components/page-header';
import { SupportButton } from '../../../components/support/support-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Tooltip } from '../../../components/ui/tooltip';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { messageOr } from '../../../lib/api-client';
import { useBudget, useDeleteReceipt } from '../api/budget';
import { longDate, pounds, shortDate } from '../utils';
import { ReceiptForm } from './receipt-form';
import { ReceiptScan } from './receipt-scan';
import { LoyaltyCards } from './loyalty-cards';
import { WeekChart } from './week-chart';

const TABS = ['overview', 'categories', 'insights'] as const;
type Tab = (typeof TABS)[number];

function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <button type="button" className="inline-flex rounded-full p-0.5 text-muted-foreground hover:text-foreground" aria-label={text}>
        <Info className="size-4" aria-hidden />
      </button>
    </Tooltip>
  );
}

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
          <Overview data={data} />
        </TabsContent>
        <TabsContent value="categories" className="mt-4">
          <Categories data={data} />
        </TabsContent>
        <TabsContent value="insights" className="mt-4">
          <Insights data={data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Overview({ data }: { data: TBudgetOverview }) {
  // Receipts another member entered say who (the household shares one tracker).
  const me = useAuth().user?.id;
  const budget = pounds(data.weeklyBudget);
  const remove = useDeleteReceipt();
  const weeks = [...data.weeks].reverse();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Week by week</CardTitle>
          <CardDescription>
            {data.weeks.length === 1 ? 'This week so far.' : `The last ${data.weeks.length} weeks.`} {data.totals.weeksOver} over budget, {data.totals.weeksUnder} under.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <WeekChart weeks={data.weeks} budget={budget} />
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Spend by week">
            <table className="w-full text-sm">
              <caption className="sr-only">Spend by week</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Week of
                  </th>
                  <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                    Planned
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Spent
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <span className="sm:hidden">vs budget</span>
                    <span className="hidden sm:inline">Against budget</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => {
                  const diff = pounds(w.difference);
                  return (
                    <tr key={w.weekStart} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2.5 text-left font-medium">
                        {shortDate(w.weekStart)}
                      </th>
                      <td className="hidden py-2.5 text-right sm:table-cell">{w.planned === null ? <span className="text-muted-foreground">–</span> : <Money amount={w.planned} />}</td>
                      <td className="py-2.5 text-right">
                        <Money amount={w.actual} />
                      </td>
                      <td className={cn('py-2.5 text-right font-semibold', w.status === 'over' ? 'text-destructive' : w.status === 'under' ? 'text-primary' : 'text-muted-foreground')}>
                        {w.status === 'no-spend' || diff === null ? 'No spend' : diff > 0 ? `${formatMoney(diff)} over` : diff < 0 ? `${formatMoney(-diff)} under` : 'On budget'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Receipts</CardTitle>
          <CardDescription>Shops you entered by hand.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.receipts.length ? (
            <ul className="divide-y divide-border" data-testid="receipts">
              {data.receipts.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div>
                    <p className="font-medium">{r.chain}</p>
                    <p className="text-sm text-muted-foreground">
                      {longDate(r.date)}
                      {r.addedBy && r.addedBy.id !== me ? ` · added by ${r.addedBy.firstName}` : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Money amount={r.amount} className="font-semibold" />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete receipt: ${r.chain}, ${longDate(r.date)}, ${formatMoney(r.amount)}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(r.id, {
                          onSuccess: () => toast({ title: 'Receipt Deleted' }),
                          onError: (e) => toast({ title: 'Error', description: messageOr(e, 'Failed to delete receipt'), variant: 'destructive' }),
                        })
                      }
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No receipts yet. Items you tick off on your shopping lists already count; add a receipt for anything else.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function Categories({ data }: { data: TBudgetOverview }) {
  if (!data.categories.length) {
    return (
      <Card>
        <CardContent className="space-y-2 pt-6">
          <h2 className="font-semibold">No spending by aisle yet</h2>
          <p className="text-sm text-muted-foreground">Tick items off on a shopping list as you buy them and they appear here by aisle.</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/shopping-lists">Open shopping lists</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Spend by aisle</CardTitle>
        <CardDescription>Over the weeks shown, {formatMoney(data.totals.spent)} in all.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4" data-testid="categories">
          {data.categories.map((c) => (
            <li key={c.category}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{c.category}</span>
                <span className="flex items-baseline gap-2">
                  <span className="text-muted-foreground">{Math.round(c.share * 100)}%</span>
                  <Money amount={c.amount} className="font-semibold" />
                </span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(2, c.share * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Insights({ data }: { data: TBudgetOverview }) {
  const { cheapestChain: chain, ukAverage: uk, wasteAvoided: waste } = data.insights;
  const saved = uk ? Number(uk.saved) : 0;
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="insights">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Store className="size-4 text-primary" aria-hidden /> Cheapest supermarket
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {chain ? (
            chain.chain === chain.listChain ? (
              <p>
                Your latest list is already at the cheapest chain: <strong>{chain.chain}</strong>, {formatMoney(chain.total)}.
              </p>
            ) : (
              <p>
                Your latest list would have cost <strong>{formatMoney(chain.total)}</strong> at <strong>{chain.chain}</strong>, saving{' '}
                <strong className="text-primary">{formatMoney(chain.saving)}</strong> against {chain.listChain}.
              </p>
            )
          ) : (
            <p className="text-muted-foreground">Generate a meal plan and its shopping list is compared across the supermarkets near you.</p>
          )}
          {chain?.reachNote ? <p className="text-xs text-muted-foreground">{chain.reachNote}</p> : null}
          {chain ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/shopping-lists/${chain.listId}`}>Compare on the list</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <PiggyBank className="size-4 text-primary" aria-hidden /> Against the UK average
            <InfoTip text="The UK average food spend is £32.17 per person per week (national statistics, financial year ending 2022)." />
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {!uk ? (
            <p className="text-muted-foreground">Set your household size to compare with the UK average.</p>
          ) : uk.weeksCounted === 0 ? (
            <p>
              The UK average for your household is <strong>{formatMoney(uk.weekly)}</strong> a week.
              {uk.plannedWeekly !== null ? (
                <>
                  {' '}
                  This week's plan costs <strong>{formatMoney(uk.plannedWeekly)}</strong>.
                </>
              ) : null}{' '}
              Tick items off or add receipts to see what you save.
            </p>
          ) : (
            <p>
              Over {uk.weeksCounted} {uk.weeksCounted === 1 ? 'week' : 'weeks'} you spent <strong>{formatMoney(uk.spent)}</strong>, against{' '}
              {formatMoney(Number(uk.weekly) * uk.weeksCounted)} at the UK average:{' '}
              {saved >= 0 ? (
                <strong className="text-primary">{formatMoney(saved)} saved</strong>
              ) : (
                <strong className="text-destructive">{formatMoney(-saved)} more</strong>
              )}
              .
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Leaf className="size-4 text-primary" aria-hidden /> Waste avoided
            <InfoTip text="Fresh food left in packs if each meal were bought on its own, against what your planned week leaves over." />
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {waste ? (
            <>
              <p>
                Planning the week as one shop avoids about <strong className="text-primary">{formatMoney(waste.avoided)}</strong> of fresh food going to waste
                {waste.packsSaved > 0 ? (
                  <>
                    {' '}
                    and <strong>{waste.packsSaved}</strong> {waste.packsSaved === 1 ? 'pack' : 'packs'} bought
                  </>
                ) : null}
                .
              </p>
              <p className="text-xs text-muted-foreground">
                Bought meal by meal at {waste.chain}: {formatMoney(waste.separateWaste)} left over; your plan: {formatMoney(waste.planWaste)}.
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">Once you have a meal plan, we show how much waste sharing ingredients across the week avoids.</p>
          )}
          <RealWaste planWaste={waste ? waste.planWaste : null} />
        </CardContent>
      </Card>
    </div>
  );
}
