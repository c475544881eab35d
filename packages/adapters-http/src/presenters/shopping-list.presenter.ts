import { type ShoppingItem, type ShoppingList, listProgress, listTotalPence } from '@larder/domain/shopping/shopping-list';
import { formatPounds } from '@larder/domain/shared/money';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import type { UsualItem } from '@larder/domain/shopping/ports';

export const presentItem = (i: ShoppingItem) => ({
  id: i.id,
  name: i.name,
  quantity: i.quantity,
  unit: i.unit,
  category: i.category,
  price: formatPounds(i.pricePence),
  isChecked: i.isChecked,
  ingredient: i.ingredient,
  neededGrams: i.neededGrams,
  leftoverGrams: i.leftoverGrams,
  perishable: i.perishable,
  isExtra: i.isExtra,
  checkedBy: i.checkedBy ? { id: i.checkedBy.id, firstName: i.checkedBy.firstName } : null,
  addedBy: i.addedBy ? { id: i.addedBy.id, firstName: i.addedBy.firstName } : null,
});

export const presentUsual = (u: UsualItem) => ({ id: u.id, name: u.name, quantity: u.quantity, unit: u.unit, category: u.category, price: formatPounds(u.pricePence) });

export function presentShoppingList(list: ShoppingList): TShoppingList {
  return {
    id: list.id,
    supermarket: list.supermarket,
    createdAt: list.createdAt.toISOString(),
    totalCost: formatPounds(listTotalPence(list)),
    mealPlanId: list.mealPlanId,
    priceNote: list.priceNote,
    progress: Math.round(listProgress(list) * 1000) / 1000,
    items: list.items.map(presentItem),
  };
}
