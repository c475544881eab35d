import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ZCookNow } from '@larder/contract/larder';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiRequest, messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';

/** "What can I cook now?" (issue 17): recipes the larder can make, or with one thing to buy and its cost. */
export function CookNow() {
  const query = useQuery({ queryKey: ['/api/larder/cook-now'], queryFn: () => apiRequest('GET', '/api/larder/cook-now', undefined, ZCookNow) });
  return (
    <Card className="mb-6" data-testid="cook-now">
      <CardHeader><CardTitle>What can I cook now?</CardTitle></CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-24" />
        ) : query.isError ? (
          <p role="alert" className="text-destructive">{messageOr(query.error, 'Could not read your larder.')}</p>
        ) : !query.data?.recipes.length ? (
          <p className="text-sm text-muted-foreground">Nothing yet: tick your shopping list as you buy, or <Link to="/larder" className="underline">add what you have</Link>.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {query.data.recipes.map((r) => (
              <li key={r.recipeId} className="rounded-lg border p-3">
                <Link to={`/recipe/${encodeURIComponent(r.recipeId)}`} className="font-medium underline-offset-4 hover:underline">{r.name}</Link>
                <p className="text-sm text-muted-foreground">
                  {r.totalMinutes} min ·{' '}
                  {r.missing ? <>buy {r.missing.name} (<span className="money">{formatMoney(r.missing.cost)}</span> at {r.missing.chain})</> : <Badge>All in your larder</Badge>}
                  {r.useSoonGrams > 0 ? ' · uses food to use soon' : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
