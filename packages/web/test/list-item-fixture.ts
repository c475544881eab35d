import type { TShoppingList } from '@larder/contract/shopping-lists';

/** A list line for the list's unit tests: a 500 g pack at £1.00, unticked, with whatever `over` changes. */
export const item = (id: number, over: Partial<TShoppingList['items'][number]> = {}): TShoppingList['items'][number] => ({
  id,
  name: `Item ${id}`,
  quantity: 1,
  unit: '500 g pack',
  category: 'Pantry',
  price: '1.00',
  isChecked: false,
  ingredient: `item-${id}`,
  neededGrams: 400,
  leftoverGrams: 100,
  perishable: false,
  isExtra: false,
  checkedBy: null,
  addedBy: null,
  notNeeded: false,
  ...over,
});
