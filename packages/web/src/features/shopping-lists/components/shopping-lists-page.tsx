import { AlertCircle, CalendarPlus, ListChecks } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isUnauthorizedError } from '../../../lib/api-client';
import { useMealPlans } from '../../../lib/meal-plans/get-meal-plans';
import { useShoppingLists } from '../api/get-shopping-lists';
import { usePlanSettings } from '../api/get-plan-settings';
import { useTickSync } from '../sync/tick-store';
import { GenerateList } from './generate-list';
import { ShoppingListCard } from './shopping-list-card';
import { SyncStatus } from './sync-status';
import { useListActions } from './use-list-actions';

/** The path family the page was opened under: /shopping-lists or /simple-shopping-lists. */
export const useListsBasePath = () => (useLocation().pathname.startsWith('/simple-shopping-lists') ? '/simple-shopping-lists' : '/shopping-lists');

/** /shopping-lists and /simple-shopping-lists: the household's lists as cards, newest first. */
export function ShoppingListsPage() {
  const basePath = useListsBasePath();
  const lists = useShoppingLists();
  const plans = useMealPlans();
  const settings = usePlanSettings();
  const sync = useTickSync();
  const actions = useListActions(sync.pending);
  const plan = plans.data?.[0];
  const chains = settings.data?.chains ?? (plan ? plan.costAtChains.map((c) => c.chain) : []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10" data-testid="shopping-lists-page">
      <PageHeader
        title="Shopping Lists"
        description={
          plan
            ? `Priced in whole packs, grouped by aisle. Tick items off as you shop; it works without signal too.`
            : 'Lists come from your meal plan, priced in whole packs at the supermarket you choose.'
        }
        actions={<GenerateList key={`${plan?.id ?? 'none'}-${settings.data?.chain ?? ''}`} plan={plan} chains={chains} householdChain={settings.data?.chain ?? null} />}
      />
      <SyncStatus status={sync.status} waiting={sync.queue.length} className="mb-4" />

      {lists.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading shopping lists">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} className="h-96" />
          ))}
        </div>
      ) : lists.error ? (
        <Card className="mx-auto max-w-lg">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <AlertCircle className="size-5 text-destructive" aria-hidden />
              {isUnauthorizedError(lists.error) ? 'You are logged out' : 'Failed to fetch shopping lists'}
            </CardTitle>
            <CardDescription role="alert">Check your connection and try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void lists.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      ) : !lists.data?.length ? (
        <Card className="mx-auto max-w-lg text-center" data-testid="lists-empty">
          <CardHeader className="items-center">
            <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <ListChecks className="size-7" aria-hidden />
            </span>
            <CardTitle className="text-2xl">No Shopping Lists Yet</CardTitle>
            <CardDescription>
              {plans.isLoading
                ? 'Checking your meal plans…'
                : plan
                  ? 'Choose a supermarket above and press Generate New List: your current meal plan becomes a list priced in whole packs.'
                  : 'A shopping list is made from a meal plan. Generate your first meal plan, then come back here for its list.'}
            </CardDescription>
          </CardHeader>
          {!plans.isLoading && !plan ? (
            <CardContent>
              <Button asChild size="lg">
                <Link to="/meal-planner">
                  <CalendarPlus aria-hidden /> Generate a meal plan first
                </Link>
              </Button>
            </CardContent>
          ) : null}
        </Card>
      ) : (
        <div className="space-y-6">
          {[lists.data.filter((l) => !l.archived), lists.data.filter((l) => l.archived)].map((group, k) =>
            group.length ? (
              <section key={k} aria-labelledby={k ? 'older-lists' : undefined} data-testid={k ? 'older-lists' : 'current-lists'}>
                {k ? (
                  <h2 id="older-lists" className="mb-3 text-lg font-semibold text-muted-foreground">
                    Older lists ({group.length})
                  </h2>
                ) : null}
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.map((list) => (
                    <ShoppingListCard
                      key={list.id}
                      list={list}
                      basePath={basePath}
                      pending={sync.pending}
                      onTick={(itemId, checked) => sync.tick(list.id, itemId, checked)}
                      onDownload={() => actions.download(list)}
                      onDelete={() => actions.deleteList(list)}
                      deleting={actions.deleting === list.id}
                    />
                  ))}
                </div>
              </section>
            ) : null,
          )}
        </div>
      )}
    </div>
  );
}
