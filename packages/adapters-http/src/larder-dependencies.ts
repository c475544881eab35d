import type { ListLarder } from '@larder/domain/larder/list-larder/list-larder.use-case';
import type { AddLarderItem } from '@larder/domain/larder/add-item/add-item.use-case';
import type { ChangeLarderItem } from '@larder/domain/larder/change-item/change-item.use-case';
import type { RemoveLarderItem } from '@larder/domain/larder/remove-item/remove-item.use-case';
import type { Staples } from '@larder/domain/larder/staples/staples.use-case';
import type { CookPlannedMeal } from '@larder/domain/larder/cook-planned-meal/cook-planned-meal.use-case';
import type { WhatToCookNow } from '@larder/domain/larder/what-to-cook-now/what-to-cook-now.use-case';

/** What the larder calls need: one use case for each job. */
export interface LarderHttpDependencies {
  readonly listLarder: ListLarder;
  readonly addItem: AddLarderItem;
  /** Correct, move or re-date an item. */
  readonly changeItem: ChangeLarderItem;
  /** Used up or thrown away. */
  readonly removeItem: RemoveLarderItem;
  readonly staples: Staples;
  /** A planned meal marked cooked (or not), and the end-of-day sweep. */
  readonly cookPlannedMeal: CookPlannedMeal;
  readonly whatToCookNow: WhatToCookNow;
}
