import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCreateShoppingList } from '../api/create-shopping-list';

/**
 * "Generate New List": the current plan (the first of the household's plans) at a chain; the picker starts at
 * the household's chain, or the plan's own chain when the household lets the planner choose the cheapest.
 */
export function GenerateList({ plan, chains, householdChain }: { plan: TMealPlan | undefined; chains: readonly string[]; householdChain: string | null }) {
  const create = useCreateShoppingList();
  const defaultChain = householdChain ?? plan?.chain ?? chains[0] ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const chain = chosen ?? defaultChain;
  const options = chains.includes(chain) || !chain ? chains : [chain, ...chains];

  const generate = () => {
    if (!plan || !chain) return;
    create.mutate(
      { mealPlanId: plan.id, supermarket: chain },
      {
        onSuccess: (list) =>
          toast({ title: 'Shopping List Generated', description: `Shopping List #${list.id}: ${list.items.length} items at ${list.supermarket}.` }),
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else toast({ title: 'Error', description: messageOr(error, 'Failed to generate shopping list'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center" data-testid="generate-list">
      <label htmlFor="list-chain" className="sr-only">
        Supermarket for the new list
      </label>
      <Select value={chain || undefined} onValueChange={setChosen} disabled={!options.length}>
        <SelectTrigger id="list-chain" aria-label="Supermarket" className="sm:w-48">
          <SelectValue placeholder="Supermarket" />
        </SelectTrigger>
        <SelectContent>
          {options.map((c) => (
            <SelectItem key={c} value={c} hint={c === defaultChain ? (householdChain ? 'your chain' : 'plan’s chain') : undefined}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button size="lg" onClick={generate} disabled={!plan || !chain || create.isPending} className="sm:h-11">
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {create.isPending ? 'Generating…' : 'Generate New List'}
      </Button>
    </div>
  );
}
