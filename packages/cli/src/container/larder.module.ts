import { ContainerModule, type ResolutionContext } from 'inversify';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { MEAL_PLAN_REPOSITORY, type MealPlanRepository } from '@larder/domain/planning/ports';
import { LARDER_REPOSITORY, type LarderRepository } from '@larder/domain/larder/ports';
import { ListLarder } from '@larder/domain/larder/list-larder/list-larder.use-case';
import { AddLarderItem } from '@larder/domain/larder/add-item/add-item.use-case';
import { ChangeLarderItem } from '@larder/domain/larder/change-item/change-item.use-case';
import { RemoveLarderItem } from '@larder/domain/larder/remove-item/remove-item.use-case';
import { Staples } from '@larder/domain/larder/staples/staples.use-case';
import { CookPlannedMeal } from '@larder/domain/larder/cook-planned-meal/cook-planned-meal.use-case';
import { WhatToCookNow } from '@larder/domain/larder/what-to-cook-now/what-to-cook-now.use-case';
import { LarderStock } from '@larder/domain/larder/larder-stock/larder-stock.use-case';
import type { LarderHttpDependencies } from '@larder/adapters-http/larder-dependencies';

/** The larder: its items, staples, cooking planned meals, and what plans and lists read of it. */
export const larderModule = new ContainerModule(({ bind }) => {
  const larder = (c: ResolutionContext) => c.get<LarderRepository>(LARDER_REPOSITORY);
  const clock = (c: ResolutionContext) => c.get<Clock>(CLOCK);
  bind(CookPlannedMeal).toDynamicValue((c) => new CookPlannedMeal(larder(c), c.get<MealPlanRepository>(MEAL_PLAN_REPOSITORY), c.get(CatalogueCache), clock(c))).inSingletonScope();
  bind(ListLarder).toDynamicValue((c) => new ListLarder(larder(c), c.get(CookPlannedMeal), clock(c))).inSingletonScope();
  bind(AddLarderItem).toDynamicValue((c) => new AddLarderItem(larder(c), c.get(CatalogueCache), clock(c))).inSingletonScope();
  bind(ChangeLarderItem).toDynamicValue((c) => new ChangeLarderItem(larder(c), c.get(CatalogueCache), clock(c))).inSingletonScope();
  bind(RemoveLarderItem).toDynamicValue((c) => new RemoveLarderItem(larder(c), clock(c), c.get(CatalogueCache))).inSingletonScope();
  bind(Staples).toDynamicValue((c) => new Staples(larder(c), c.get(CatalogueCache))).inSingletonScope();
  bind(WhatToCookNow).toDynamicValue((c) => new WhatToCookNow(larder(c), c.get(CatalogueCache), clock(c), c.get<UserRepository>(USER_REPOSITORY))).inSingletonScope();
  bind(LarderStock).toDynamicValue((c) => new LarderStock(larder(c), c.get(CatalogueCache), clock(c))).inSingletonScope();
});

export const larderHttpDependencies = (c: ResolutionContext): LarderHttpDependencies => ({
  listLarder: c.get(ListLarder),
  addItem: c.get(AddLarderItem),
  changeItem: c.get(ChangeLarderItem),
  removeItem: c.get(RemoveLarderItem),
  staples: c.get(Staples),
  cookPlannedMeal: c.get(CookPlannedMeal),
  whatToCookNow: c.get(WhatToCookNow),
});
