import { type ShoppingItem, type ShoppingList, listProgress, listTotalPence } from '@larder/domain/shopping/shopping-list';
import { formatPounds } from '@larder/domain/shared/money';
import { listName } from '@larder/domain/shopping/keep-in-step/list-name';
import { describeChange } from '@larder/domain/shopping/keep-in-step/reconcile-list';
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
  heldGrams: i.heldGrams ?? 0,
  perishable: i.perishable,
  isExtra: i.isExtra,
  checkedBy: i.checkedBy ? { id: i.checkedBy.id, firstName: i.checkedBy.firstName } : null,
  addedBy: i.addedBy ? { id: i.addedBy.id, firstName: i.addedBy.firstName } : null,
  notNeeded: i.notNeeded,
  ...(i.priceFrom !== undefined ? { priceFrom: i.priceFrom ? { ...i.priceFrom } : null } : {}),
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
    name: listName(list.planStartDate ?? list.createdAt, list.supermarket),
    archived: list.archivedAt !== null,
    lastChange: list.lastChange
      ? {
          summary: describeChange(list.lastChange),
          added: [...list.lastChange.added],
          removed: [...list.lastChange.removed],
          changed: [...list.lastChange.changed],
          notNeeded: [...list.lastChange.notNeeded],
          difference: (list.lastChange.differencePence < 0 ? '-' : '') + formatPounds(Math.abs(list.lastChange.differencePence)),
          reason: list.lastChange.reason,
          at: list.lastChange.at,
        }
      : null,
    ...(list.pricing ? { pricing: { sources: { ...list.pricing.sources }, estimatesOnly: list.pricing.estimatesOnly } } : {}),
  };
}
