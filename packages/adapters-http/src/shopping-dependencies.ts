import type { ReadShoppingLists } from '@larder/domain/shopping/read-lists/read-lists.use-case';
import type { ListFromPlan } from '@larder/domain/shopping/list-from-plan/list-from-plan.use-case';
import type { AddRecipeToList } from '@larder/domain/shopping/add-recipe/add-recipe.use-case';
import type { CompareChains } from '@larder/domain/shopping/compare-chains/compare-chains.use-case';
import type { TickListItem } from '@larder/domain/shopping/tick-item/tick-item.use-case';
import type { DeleteShoppingList } from '@larder/domain/shopping/delete-list/delete-list.use-case';
import type { ExtraItems } from '@larder/domain/shopping/extra-items/extra-items.use-case';
import type { Usuals } from '@larder/domain/shopping/usuals/usuals.use-case';

/** What the shopping-list calls need: one use case for each job. */
export interface ShoppingHttpDependencies {
  readonly readLists: ReadShoppingLists;
  /** A plan's list, made once and then kept in step with the plan. */
  readonly listFromPlan: ListFromPlan;
  readonly addRecipe: AddRecipeToList;
  readonly compareChains: CompareChains;
  readonly tickItem: TickListItem;
  readonly deleteList: DeleteShoppingList;
  /** Free-text lines added, and lines taken off. */
  readonly extraItems: ExtraItems;
  readonly usuals: Usuals;
}
