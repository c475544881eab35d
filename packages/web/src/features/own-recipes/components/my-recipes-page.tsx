import { ChefHat, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useOwnRecipeSettings, useOwnRecipes, useSaveOwnRecipeSettings } from '../api/own-recipes';

const ROLE_LABEL: Record<string, string> = { main: 'Main', light: 'Light meal', breakfast: 'Breakfast', side: 'Side', dessert: 'Pudding', snack: 'Snack' };

function PlanSwitch() {
  const settings = useOwnRecipeSettings();
  const save = useSaveOwnRecipeSettings();
  const id = useId();
  const on = settings.data?.planOwnRecipes ?? false;
  return (
    <Card>
      <CardContent className="flex items-start gap-3 p-4">
        <Checkbox id={id} checked={on} disabled={settings.isLoading || save.isPending} onCheckedChange={(v) => save.mutate(v === true)} className="mt-1" />
        <div>
          <label htmlFor={id} className="font-medium">Plan my recipes too</label>
          <p className="text-sm text-muted-foreground">New meal plans may choose your own recipes beside ours, when every ingredient line is matched.</p>
          {save.isError ? <p className="text-sm text-destructive">{messageOr(save.error, 'Could not save the setting.')}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /my-recipes: the household's own recipes, and the switch that lets the planner use them. */
export function MyRecipesPage() {
  const recipes = useOwnRecipes();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="My recipes"
        description="Your own and imported recipes, costed and analysed like ours."
        actions={<Button asChild><Link to="/recipes/new"><Plus aria-hidden /> Add a recipe</Link></Button>}
      />
      <PlanSwitch />
      {recipes.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2">{[0, 1].map((i) => <Skeleton key={i} className="h-28" />)}</div>
      ) : recipes.isError ? (
        <p role="alert" className="text-destructive">{messageOr(recipes.error, 'Could not load your recipes.')} <Button variant="link" onClick={() => void recipes.refetch()}>Retry</Button></p>
      ) : !recipes.data?.length ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <ChefHat className="size-10 text-primary" aria-hidden />
            <p className="font-medium">No recipes of your own yet.</p>
            <p className="text-sm text-muted-foreground">Write one, paste one from a book, or import one from a recipe page.</p>
            <Button asChild><Link to="/recipes/new">Add your first recipe</Link></Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {recipes.data.map((r) => (
            <li key={r.id}>
              <Card className="h-full">
                <CardContent className="flex gap-4 p-4">
                  <img src={r.imageUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <Link to={`/recipe/${encodeURIComponent(r.id)}`} className="font-semibold hover:underline">{r.name}</Link>
                    <div className="flex flex-wrap gap-1">
                      <Badge>{ROLE_LABEL[r.role] ?? r.role}</Badge>
                      {r.coverage.complete ? null : <Badge variant="accent">{r.coverage.unmatchedLines} line{r.coverage.unmatchedLines === 1 ? '' : 's'} to match</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {r.costChain ? `${formatMoney(r.costPerServing)} a serving at ${r.costChain}` : 'No price yet'} · {r.calories} kcal
                    </p>
                    <Link to={`/recipes/${encodeURIComponent(r.id)}/edit`} className="text-sm text-primary hover:underline">Edit</Link>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
