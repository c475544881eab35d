import { Loader2, ShoppingCart } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useAddRecipeToShoppingList } from '../api/add-recipe-to-shopping-list';

/** Document 001: "Add to Shopping List" on the recipe page, merging the recipe into the newest list. */
export function AddToShoppingListButton({ recipeId, size = 'default', className }: { recipeId: string; size?: ButtonSize; className?: string }) {
  const add = useAddRecipeToShoppingList();
  const onClick = () =>
    add.mutate(recipeId, {
      onSuccess: (list) =>
        toast({
          title: 'Added to Shopping List',
          description: `Its ingredients are in Shopping List #${list.id} (${list.supermarket}).`,
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: 'Failed to add to shopping list', variant: 'destructive' });
      },
    });
  return (
    <Button variant="outline" size={size} onClick={onClick} disabled={add.isPending} className={className} data-testid="add-to-shopping-list">
      {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ShoppingCart aria-hidden />}
      Add to Shopping List
    </Button>
  );
}
