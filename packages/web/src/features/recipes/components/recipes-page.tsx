import { ChevronLeft, ChevronRight, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/get-user';
import { CookNow } from './cook-now';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { messageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRecipes } from '../api/get-recipes';
import {
  EMPTY_FILTERS,
  PAGE_SIZE,
  activeFilterCount,
  describeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasAnyFilter,
  pageCount,
  withFilter,
  type RecipeFilters,
} from '../utils/filters';
import { RecipeCard } from './recipe-card';
import { RecipeFiltersPanel } from './recipe-filters';

const hrefFor = (filters: RecipeFilters) => {
  const qs = filtersToSearchParams(filters).toString();
  return qs ? `/recipes?${qs}` : '/recipes';
};

/** The filters that are set, each with the change that removes it (the empty state offers these). */
function removals(filters: RecipeFilters): Array<{ label: string; change: Partial<Omit<RecipeFilters, 'page'>> }> {
  const out: Array<{ label: string; change: Partial<Omit<RecipeFilters, 'page'>> }> = [];
  const one = (change: Partial<RecipeFilters>) => describeFilters({ ...EMPTY_FILTERS, ...change })[0] ?? '';
  if (filters.q.trim()) out.push({ label: `search ${one({ q: filters.q })}`, change: { q: '' } });
  if (filters.mealType) out.push({ label: one({ mealType: filters.mealType }), change: { mealType: null } });
  if (filters.cuisine) out.push({ label: one({ cuisine: filters.cuisine }), change: { cuisine: null } });
  if (filters.diet) out.push({ label: one({ diet: filters.diet }), change: { diet: null } });
  for (const chip of filters.allergenFree) out.push({ label: `free from ${chip}`, change: { allergenFree: filters.allergenFree.filter((c) => c !== chip) } });
  if (filters.maxMinutes !== null) out.push({ label: one({ maxMinutes: filters.maxMinutes }), change: { maxMinutes: null } });
  if (filters.difficulty) out.push({ label: one({ difficulty: filters.difficulty }), change: { difficulty: null } });
  if (filters.maxCost) out.push({ label: one({ maxCost: filters.maxCost }), change: { maxCost: null } });
  return out;
}

function GridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading recipes">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-border bg-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /recipes: the recipe library for everyone, with its filters in the address. */
export function RecipesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const cookNowOpen = searchParams.get('cook-now') === '1';
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const [text, setText] = useState(filters.q);
  const [showFilters, setShowFilters] = useState(false);
  const panelId = useId();
  const recipes = useRecipes(filters);

  // The back button changes the address: the search box follows it.
  useEffect(() => {
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [filters.page]);

  const go = (next: RecipeFilters) => setSearchParams(filtersToSearchParams(next));
  const change = (c: Partial<Omit<RecipeFilters, 'page'>>) => go(withFilter(filters, c));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() });
  };

  const data = recipes.data;
  const count = activeFilterCount(filters);
  const pages = data ? pageCount(data.total, data.pageSize || PAGE_SIZE) : 1;
  const shownChain = filters.chain ?? null;

  let results;
  if (recipes.isLoading) {
    results = <GridSkeleton />;
  } else if (recipes.error) {
    results = (
      <Card>
        <CardHeader>
          <CardTitle>Recipes could not be loaded</CardTitle>
          <CardDescription role="alert">{messageOr(recipes.error, 'Something went wrong while loading recipes.')} Please try again.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => void recipes.refetch()}>Try again</Button>
          {hasAnyFilter(filters) ? (
            <Button asChild variant="outline">
              <Link to="/recipes">Clear all filters</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    );
  } else if (data && data.items.length === 0) {
    const options = removals(filters);
    results = (
      <Card className="border-dashed" data-testid="recipes-empty">
        <CardHeader className="items-center py-10 text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <SearchX className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-xl">No recipes match</CardTitle>
          {options.length ? (
            <CardDescription className="max-w-md text-base">
              Nothing fits all of: {describeFilters(filters).join(', ')}. Try removing one of these, or searching for a single ingredient such as
              “chicken”.
            </CardDescription>
          ) : data.total === 0 && filters.page === 1 ? (
            <CardDescription className="max-w-md text-base">The recipe library is empty for now. Please come back a little later.</CardDescription>
          ) : (
            <CardDescription className="max-w-md text-base">There are no recipes on this page. Go back to the first page.</CardDescription>
          )}
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            {options.map((o) => (
              <Button key={o.label} variant="outline" size="sm" onClick={() => change(o.change)}>
                <X aria-hidden /> Remove {o.label}
              </Button>
            ))}
            {options.length > 1 || filters.page > 1 ? (
              <Button asChild size="sm">
                <Link to={hrefFor({ ...EMPTY_FILTERS, chain: filters.chain })}>{options.length > 1 ? 'Clear all filters' : 'First page'}</Link>
              </Button>
            ) : null}
          </div>
        </CardHeader>
      </Card>
    );
  } else if (data) {
    results = (
      <>
        <ul className={cn('grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3', recipes.isPlaceholderData && 'opacity-60 transition-opacity')} aria-label="Recipes">
          {data.items.map((recipe) => (
            <li key={recipe.id} className="flex">
              <RecipeCard recipe={recipe} chain={shownChain} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-3">
            {filters.page > 1 ? (
              <Button asChild variant="outline">
                <Link to={hrefFor({ ...filters, page: filters.page - 1 })} rel="prev">
                  <ChevronLeft aria-hidden /> Previous
                </Link>
              </Button>
            ) : (
              <Button variant="outline" disabled>
                <ChevronLeft aria-hidden /> Previous
              </Button>
            )}
            <span className="text-sm text-muted-foreground" aria-current="page">
              Page {filters.page} of {pages}
            </span>
            {filters.page < pages ? (
              <Button asChild variant="outline">
                <Link to={hrefFor({ ...filters, page: filters.page + 1 })} rel="next">
                  Next <ChevronRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button variant="outline" disabled>
                Next <ChevronRight aria-hidden />
              </Button>
            )}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Recipes"
        description="Search the library by what you have, what you eat and what you want to spend. Every cost is an estimate per serving."
        actions={
          <div className="flex flex-wrap gap-2">
            {isAuthenticated ? (
              <Button variant="outline" aria-pressed={cookNowOpen} onClick={() => setSearchParams((p) => { const next = new URLSearchParams(p); if (cookNowOpen) next.delete('cook-now'); else next.set('cook-now', '1'); return next; })}>
                What can I cook now?
              </Button>
            ) : null}
            <Button asChild variant="outline"><Link to="/my-recipes">My recipes</Link></Button>
            <Button asChild><Link to="/recipes/new">Add a recipe</Link></Button>
          </div>
        }
      />
      {isAuthenticated && cookNowOpen ? <CookNow /> : null}

      <form role="search" onSubmit={onSearch} className="mb-4 flex gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search recipes"
            aria-label="Search recipes"
            maxLength={100}
            className="pl-10"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>

      <div className="grid gap-6 lg:grid-cols-[260px_1fr] lg:items-start">
        <aside aria-label="Filters" className="lg:sticky lg:top-20">
          <Button
            variant="outline"
            className="w-full justify-between lg:hidden"
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => setShowFilters((v) => !v)}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden /> Filters
              {count ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{count}</span> : null}
            </span>
            <span className="text-muted-foreground">{showFilters ? 'Hide' : 'Show'}</span>
          </Button>
          <Card id={panelId} className={cn('mt-3 p-4 lg:mt-0 lg:block', showFilters ? 'block' : 'hidden')}>
            <RecipeFiltersPanel filters={filters} chains={data?.chains ?? []} onChange={change} />
            <div className="mt-4 grid gap-2">
              {count ? (
                <Button variant="ghost" size="sm" className="w-full" onClick={() => go({ ...EMPTY_FILTERS, q: filters.q, chain: filters.chain })}>
                  <X aria-hidden /> Clear filters
                </Button>
              ) : null}
              <Button className="w-full lg:hidden" onClick={() => setShowFilters(false)}>
                {data ? `Show ${data.total} ${data.total === 1 ? 'recipe' : 'recipes'}` : 'Show recipes'}
              </Button>
            </div>
          </Card>
        </aside>

        <section aria-label="Results" className="min-w-0">
          <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="recipes-count">
              {data ? `${data.total} ${data.total === 1 ? 'recipe' : 'recipes'}` : '\u00a0'}
              {recipes.isFetching && !recipes.isLoading ? <Spinner className="ml-2 size-4" label="Updating" /> : null}
            </p>
            <p>{shownChain ? `Prices per serving at ${shownChain}` : 'Prices per serving at the cheapest chain for each recipe'}</p>
          </div>
          {results}
        </section>
      </div>
    </div>
  );
}
