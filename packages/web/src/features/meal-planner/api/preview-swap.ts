import { ZSwapPreview } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';
import { type MealRef, itemPath } from './swap-meal';

/** GET .../items/{itemId}/swap-preview: the meal a swap would put in and the week's total after; nothing is stored. */
export const previewSwap = (ref: MealRef) => apiRequest('GET', `${itemPath(ref)}/swap-preview`, undefined, ZSwapPreview);
