import { ZShoppingListItem } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/simple-shopping-list-items/{itemId} {isChecked, changedAt}: the item as saved. The server keeps the
 * newest change by `changedAt`, so the answer may show a newer tick made elsewhere.
 */
export const checkItem = (itemId: number, isChecked: boolean, changedAt: string) =>
  apiRequest('PUT', `/api/simple-shopping-list-items/${itemId}`, { isChecked, changedAt }, ZShoppingListItem);
