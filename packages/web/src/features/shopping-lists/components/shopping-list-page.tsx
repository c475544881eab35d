import { AlertCircle, ArrowLeft, ClipboardCopy, CloudOff, Download, ExternalLink, FileText, Info, Loader2, Radio, Store, Trash2, X } from 'lucide-react';
import { FeedingLine } from '../../../components/feeding-line';
import { useMealPlans } from '../../../lib/meal-plans/get-meal-plans';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useListComparison } from '../api/get-list-comparison';
import { useRemoveItem } from '../api/extras';
import { useLiveList } from '../api/live-list';
import { useAuth } from '../../../lib/auth/get-user';
import { AddExtra } from './add-extra';
import { useShoppingList } from '../api/get-shopping-list';
import { useTickSync } from '../sync/tick-store';
import { ListChangeNote } from './list-change-note';
import { coveredByLarder, createdDateLabel, groupByAisle, listFigures, listTotal, poundsText, quantityLabel, toPence, type ShoppingListItem } from '../utils/totals';
import { ChainComparison } from './chain-comparison';
import { ConfirmDelete } from './confirm-delete';
import { Leftovers } from './leftovers';
import { AddReceiptPrompt } from './add-receipt-prompt';
import { PriceSource } from './price-source';
import { SplitShopPanel } from './split-shop-panel';
import { useListsBasePath } from './shopping-lists-page';
import { SyncStatus } from './sync-status';
import { TickRow } from './tick-row';
import { useListActions } from './use-list-actions';
import { chainSearchUrl, stillToBuy } from '../utils/hand-to-shop';

function NotFound({ basePath }: { basePath: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <AlertCircle className="size-6 text-destructive" aria-hidden /> Shopping list not found
          </CardTitle>
          <CardDescription>This list does not exist, was deleted, or belongs to another household.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={basePath}>Back to Shopping Lists</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** /shopping-lists/{id}: the whole list by aisle, for the shop: big ticks, the running total always in view. */
/** The larder's part of a line: what it already covers, and that a ticked line filled it (issue 17). */
function LarderNote({ item, checked }: { item: ShoppingListItem; checked: boolean }) {
  const g = (n: number) => (n >= 1000 ? `${Math.round(n / 100) / 10} kg` : `${Math.round(n)} g`);
  return (
    <>
      {(item.heldGrams ?? 0) > 0 ? <span data-testid="larder-held" className="text-primary"> · you have {g(item.heldGrams ?? 0)} of {g(item.neededGrams)}</span> : null}
      {checked && !item.isExtra && item.quantity > 0 ? <span data-testid="larder-filled"> · <Link to="/larder" className="underline">added to your larder</Link></span> : null}
    </>
  );
}

export function ShoppingListPage() {
  const basePath = useListsBasePath();
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const query = useShoppingList(id);
  const comparison = useListComparison(id, query.isSuccess);
  const sync = useTickSync();
  const actions = useListActions(sync.pending);
  const live = useLiveList(id);
  const removeItem = useRemoveItem(id);
  const me = useAuth().user?.id;
  const list = query.data;
  // The plan's line at the top (whom it feeds, whom not, the £ it takes), when the list is the plan's.
  const plans = useMealPlans();
  const plan = list?.mealPlanId ? plans.data?.find((p) => p.id === list.mealPlanId) : undefined;

  if (!Number.isSafeInteger(id) || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound basePath={basePath} />;
  if (query.isLoading) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6" aria-label="Loading the shopping list">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.error || !list) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader>
            <CardTitle>The list could not be loaded</CardTitle>
            <CardDescription role="alert">{messageOr(query.error, 'Check your connection and try again.')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void query.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const isChecked = (item: ShoppingListItem) => sync.pending.get(item.id) ?? item.isChecked;
  const figures = listFigures(list.items, isChecked);
  const total = listTotal(list);
  const groups = groupByAisle(list.items);
  // A line still to buy opens in the chain's own site search in one tap (issue 37: handing the list to the shop).
  const searchAt = (item: ShoppingListItem) => (list.archived || !stillToBuy(item, isChecked(item)) ? null : chainSearchUrl(list.supermarket, item.name));

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-8" data-testid="shopping-list-page">
      <Link to={basePath} className="mb-3 inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> All shopping lists
      </Link>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{list.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge>
              <Store className="size-3.5" aria-hidden /> {list.supermarket}
            </Badge>
            <span>Created {createdDateLabel(list.createdAt)}</span>
            <span aria-hidden>·</span>
            <span>
              {figures.itemCount} {figures.itemCount === 1 ? 'item' : 'items'}
            </span>
            {live === 'live' && !list.archived ? (
              <span className="inline-flex items-center gap-1 font-medium text-primary" data-testid="live-status" title="Changes by everyone in the household show here as they happen">
                <Radio className="size-3.5" aria-hidden /> Live
              </span>
            ) : null}
          </p>
        </div>
        {/* One row on a phone too: each action an icon over its name, so the list itself starts higher. */}
        <div className="grid grid-cols-4 gap-2 sm:flex [&>button]:h-auto [&>button]:min-h-14 [&>button]:flex-col [&>button]:gap-1 [&>button]:px-1 [&>button]:text-xs sm:[&>button]:min-h-10 sm:[&>button]:flex-row sm:[&>button]:gap-2 sm:[&>button]:px-4 sm:[&>button]:text-sm">
          <Button variant="outline" onClick={() => void actions.copy(list)}>
            <ClipboardCopy aria-hidden /> Copy list
          </Button>
          <Button variant="outline" onClick={() => actions.download(list)}>
            <Download aria-hidden /> Download
          </Button>
          <Button variant="outline" onClick={() => void actions.exportPdf(list)} disabled={actions.exporting === list.id}>
            {actions.exporting === list.id ? <Loader2 className="animate-spin" aria-hidden /> : <FileText aria-hidden />} Export PDF
          </Button>
          <ConfirmDelete
            listId={list.id}
            onConfirm={() => actions.deleteList(list, () => navigate(basePath))}
            trigger={
              <Button variant="destructive-outline" disabled={actions.deleting === list.id}>
                <Trash2 aria-hidden /> Delete
              </Button>
            }
          />
        </div>
      </div>

      {plan && !list.archived ? <FeedingLine plan={plan} className="mb-4" /> : null}
      <SyncStatus status={sync.status} waiting={sync.queue.length} className="mb-4" />
      {list.archived ? (
        <p className="mb-4 rounded-xl border border-border bg-muted p-3 text-sm" data-testid="list-archived">
          An older list: a newer meal plan has its own list now. This one no longer follows any changes.
        </p>
      ) : list.lastChange ? (
        <ListChangeNote change={list.lastChange} className="mb-4" />
      ) : null}

      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,360px)] lg:items-start lg:gap-8">
        <div className="space-y-4" data-testid="aisles">
          {figures.checkedCount > 0 && !list.archived ? <AddReceiptPrompt listId={list.id} chain={list.supermarket} /> : null}
          <AddExtra listId={list.id} />
          {groups.map((group) => {
            const subtotal = group.items.reduce((sum, i) => sum + (i.notNeeded ? 0 : toPence(i.price)), 0);
            const toGet = group.items.filter((i) => !coveredByLarder(i));
            const left = toGet.filter((i) => !isChecked(i)).length;
            return (
              <Card key={group.aisle} data-testid="aisle" data-aisle={group.aisle}>
                <div className="flex items-baseline justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
                  <h2 className="text-lg font-semibold">{group.aisle}</h2>
                  <p className="text-sm text-muted-foreground">
                    {left ? `${left} to get` : toGet.length ? 'all in the basket' : 'all in your larder'} · <Money amount={poundsText(subtotal)} />
                  </p>
                </div>
                <ul className="divide-y divide-border/70 px-2 py-1 sm:px-3">
                  {group.items.map((item) => (
                    <li key={item.id} data-testid="list-item" data-item-id={item.id} className="flex items-center">
                      <div className="min-w-0 flex-1">
                      <TickRow
                        checked={isChecked(item)}
                        pending={sync.pending.has(item.id)}
                        onToggle={() => sync.tick(list.id, item.id, !isChecked(item))}
                        label={item.name}
                        detail={
                          <>
                            <span className="font-medium text-foreground/80">{item.quantity > 0 || item.isExtra ? quantityLabel(item.quantity, item.unit) : 'Nothing to buy'}</span> · {item.category}
                            <PriceSource item={item} />
                            <LarderNote item={item} checked={isChecked(item) && !sync.pending.has(item.id)} />
                            {item.notNeeded ? <span data-testid="not-needed" className="font-medium text-accent-foreground"> · not needed any more (the plan changed)</span> : null}
                            {item.addedBy && !isChecked(item) ? <span data-testid="added-by"> · added by {item.addedBy.id === me ? 'you' : item.addedBy.firstName}</span> : null}
                            {item.checkedBy && isChecked(item) && !sync.pending.has(item.id) ? (
                              <span data-testid="ticked-by" className="text-primary"> · ticked by {item.checkedBy.id === me ? 'you' : item.checkedBy.firstName}</span>
                            ) : null}
                          </>
                        }
                        aside={<Money amount={item.price} className="text-base font-semibold" />}
                      />
                      </div>
                      {searchAt(item) ? (
                        <a
                          href={searchAt(item)!}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
                          aria-label={`Find ${item.name} at ${list.supermarket} (opens its website)`}
                          title={`Find at ${list.supermarket}`}
                          data-testid="chain-search"
                        >
                          <ExternalLink className="size-4" aria-hidden />
                        </a>
                      ) : null}
                      {item.isExtra ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="ml-1 size-10 shrink-0 p-0"
                          aria-label={`Remove ${item.name}`}
                          disabled={removeItem.isPending}
                          onClick={() => removeItem.mutate(item.id)}
                        >
                          <X aria-hidden />
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
          {list.items.length === 0 ? <p className="text-muted-foreground">This list has no items.</p> : null}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-20">
          <ChainComparison
            data={comparison.data}
            isLoading={comparison.isLoading}
            error={comparison.error}
            onRetry={() => void comparison.refetch()}
            listChain={list.supermarket}
          />
          <SplitShopPanel listId={list.id} />
          <Leftovers items={list.items} />
          <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-accent-soft/60 p-3 text-xs text-accent-foreground" data-testid="list-price-note">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>
              {list.priceNote}{' '}
              <Link to="/about-our-data#prices" className="font-semibold underline underline-offset-2 hover:no-underline">
                About our data
              </Link>
            </span>
          </p>
        </aside>
      </div>

      {/* The running total: always in view while shopping. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-border bg-card/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6" data-testid="running-total">
        <div className="mx-auto flex max-w-6xl items-center gap-4">
          <div className="min-w-0 flex-1 space-y-1.5">
            <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <span>
                <span className="font-semibold">{figures.checkedCount}</span> of {figures.itemCount} in basket
              </span>
              <span className="text-muted-foreground" data-testid="remaining">
                {formatMoney(poundsText(figures.remainingPence))} to go · {figures.remainingCount} left
              </span>
              {sync.queue.length ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-accent-strong" data-testid="bar-waiting">
                  <CloudOff className="size-3.5" aria-hidden /> {sync.queue.length} to sync
                </span>
              ) : null}
            </p>
            <Progress value={figures.progress * 100} aria-label={`${figures.checkedCount} of ${figures.itemCount} items ticked`} />
          </div>
          <p className="shrink-0 text-right">
            <span className="block text-xs text-muted-foreground">Total</span>
            <Money amount={total} className="text-2xl font-bold text-primary" />
          </p>
        </div>
      </div>
    </div>
  );
}
