import { ContainerModule, type ResolutionContext } from 'inversify';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { MEAL_PLAN_REPOSITORY, type MealPlanRepository, PLAN_SETTINGS_REPOSITORY, type PlanSettingsRepository } from '@larder/domain/planning/ports';
import { ChainsNearby } from '@larder/domain/stores/stores';
import { HouseholdPrices } from '@larder/domain/receipts/price-book/household-prices';
import { LarderStock } from '@larder/domain/larder/larder-stock/larder-stock.use-case';
import { LIST_EVENTS, type ListEvents } from '@larder/domain/shopping/list-events';
import { SHOPPING_LIST_REPOSITORY, type ShoppingListRepository } from '@larder/domain/shopping/ports';
import { HouseholdListPrices } from '@larder/domain/shopping/household-list-prices';
import { ListBuilding } from '@larder/domain/shopping/list-building';
import { ReadShoppingLists } from '@larder/domain/shopping/read-lists/read-lists.use-case';
import { ListFromPlan } from '@larder/domain/shopping/list-from-plan/list-from-plan.use-case';
import { AddRecipeToList } from '@larder/domain/shopping/add-recipe/add-recipe.use-case';
import { CompareChains } from '@larder/domain/shopping/compare-chains/compare-chains.use-case';
import { TickListItem } from '@larder/domain/shopping/tick-item/tick-item.use-case';
import { DeleteShoppingList } from '@larder/domain/shopping/delete-list/delete-list.use-case';
import { ExtraItems } from '@larder/domain/shopping/extra-items/extra-items.use-case';
import { Usuals } from '@larder/domain/shopping/usuals/usuals.use-case';
import type { ShoppingHttpDependencies } from '@larder/adapters-http/shopping-dependencies';

/** Shopping lists: made from a plan and kept in step, recipes and extras added, compared across chains, ticked off. */
export const shoppingModule = new ContainerModule(({ bind }) => {
  const lists = (c: ResolutionContext) => c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY);
  const plans = (c: ResolutionContext) => c.get<MealPlanRepository>(MEAL_PLAN_REPOSITORY);
  const settings = (c: ResolutionContext) => c.get<PlanSettingsRepository>(PLAN_SETTINGS_REPOSITORY);
  const users = (c: ResolutionContext) => c.get<UserRepository>(USER_REPOSITORY);
  const clock = (c: ResolutionContext) => c.get<Clock>(CLOCK);
  const events = (c: ResolutionContext) => c.get<ListEvents>(LIST_EVENTS);
  bind(HouseholdListPrices).toDynamicValue((c) => new HouseholdListPrices(c.get(CatalogueCache), clock(c), c.get(HouseholdPrices))).inSingletonScope();
  bind(ListBuilding).toDynamicValue((c) => new ListBuilding(lists(c), clock(c), c.get(LarderStock), users(c))).inSingletonScope();
  bind(ReadShoppingLists).toDynamicValue((c) => new ReadShoppingLists(lists(c), c.get(HouseholdListPrices))).inSingletonScope();
  bind(ListFromPlan)
    .toDynamicValue((c) => new ListFromPlan(lists(c), plans(c), c.get(CatalogueCache), clock(c), c.get(ListBuilding), c.get(HouseholdListPrices), events(c)))
    .inSingletonScope();
  bind(AddRecipeToList)
    .toDynamicValue((c) => new AddRecipeToList(lists(c), settings(c), users(c), c.get(CatalogueCache), clock(c), c.get(ListBuilding), c.get(HouseholdListPrices), events(c)))
    .inSingletonScope();
  bind(CompareChains)
    .toDynamicValue((c) => new CompareChains(lists(c), settings(c), users(c), c.get(CatalogueCache), c.get(ChainsNearby), c.get(HouseholdListPrices)))
    .inSingletonScope();
  bind(TickListItem).toDynamicValue((c) => new TickListItem(lists(c), clock(c), events(c), c.get(LarderStock))).inSingletonScope();
  bind(DeleteShoppingList).toDynamicValue((c) => new DeleteShoppingList(lists(c), clock(c), events(c))).inSingletonScope();
  bind(ExtraItems).toDynamicValue((c) => new ExtraItems(lists(c), c.get(CatalogueCache), clock(c), events(c))).inSingletonScope();
  bind(Usuals).toDynamicValue((c) => new Usuals(lists(c), clock(c), events(c))).inSingletonScope();
});

export const shoppingHttpDependencies = (c: ResolutionContext): ShoppingHttpDependencies => ({
  readLists: c.get(ReadShoppingLists),
  listFromPlan: c.get(ListFromPlan),
  addRecipe: c.get(AddRecipeToList),
  compareChains: c.get(CompareChains),
  tickItem: c.get(TickListItem),
  deleteList: c.get(DeleteShoppingList),
  extraItems: c.get(ExtraItems),
  usuals: c.get(Usuals),
});
