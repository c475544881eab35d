import { ListBuilding } from '../shopping/list-building';
import { HouseholdListPrices } from '../shopping/household-list-prices';
import { ListFromPlan } from '../shopping/list-from-plan/list-from-plan.use-case';
import { AddRecipeToList } from '../shopping/add-recipe/add-recipe.use-case';
import { CompareChains } from '../shopping/compare-chains/compare-chains.use-case';
import { DeleteShoppingList } from '../shopping/delete-list/delete-list.use-case';
import { ExtraItems } from '../shopping/extra-items/extra-items.use-case';
import { ReadShoppingLists } from '../shopping/read-lists/read-lists.use-case';
import { TickListItem } from '../shopping/tick-item/tick-item.use-case';
import { Usuals } from '../shopping/usuals/usuals.use-case';
import type { ShoppingItem } from '../shopping/shopping-list';
import { InMemoryListEvents } from './in-memory-households';
import { InMemoryShoppingListRepository } from './in-memory-shopping-lists';
import { planningHousehold, unwrap } from './planning-household';

/** The planning household (testing/planning-household.ts) with its shopping lists and every shopping use case. */
export async function shoppingFixture(options: Parameters<typeof planningHousehold>[0] = {}) {
  const h = await planningHousehold(options);
  const names = new Map([[h.user.id, h.user.firstName], [h.stranger.id, h.stranger.firstName]]);
  const lists = new InMemoryShoppingListRepository((id) => names.get(id) ?? null);
  const events = new InMemoryListEvents();
  const building = new ListBuilding(lists, h.clock);
  const prices = new HouseholdListPrices(h.catalogue, h.clock);
  /** What the tick use case hands the larder: the item and whether it was ticked. */
  const larderTicks: Array<{ userId: string; itemId: number; isChecked: boolean }> = [];
  const larder = { fromTick: async (userId: string, item: ShoppingItem) => void larderTicks.push({ userId, itemId: item.id, isChecked: item.isChecked }) };
  const shopping = {
    fromPlan: new ListFromPlan(lists, h.plans, h.catalogue, h.clock, building, prices, events),
    addRecipe: new AddRecipeToList(lists, h.settings, h.users, h.catalogue, h.clock, building, prices, events),
    compare: new CompareChains(lists, h.settings, h.users, h.catalogue, h.nearby, prices),
    deleteList: new DeleteShoppingList(lists, h.clock, events),
    extras: new ExtraItems(lists, h.catalogue, h.clock, events),
    read: new ReadShoppingLists(lists, prices),
    tick: new TickListItem(lists, h.clock, events, larder),
    usuals: new Usuals(lists, h.clock, events),
  };
  /** A plan and its list, at the household's chain. */
  const planAndList = async () => {
    const plan = await h.firstPlan();
    const list = unwrap(await shopping.fromPlan.createFromPlan(h.user.id, plan.stored.id, null));
    return { plan, list };
  };
  return { ...h, lists, events, building, prices, larderTicks, shopping, planAndList };
}
