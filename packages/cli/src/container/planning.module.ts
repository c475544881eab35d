import { ContainerModule, type ResolutionContext } from 'inversify';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { ChainsNearby } from '@larder/domain/stores/stores';
import { HouseholdPrices } from '@larder/domain/receipts/price-book/household-prices';
import { SHOPPING_LIST_REPOSITORY, type ShoppingListRepository } from '@larder/domain/shopping/ports';
import { LarderStock } from '@larder/domain/larder/larder-stock/larder-stock.use-case';
import { MEAL_PLAN_REPOSITORY, type MealPlanRepository, PLAN_SETTINGS_REPOSITORY, type PlanSettingsRepository } from '@larder/domain/planning/ports';
import { HouseholdPlanning } from '@larder/domain/planning/household-planning';
import { PlanningSettings } from '@larder/domain/planning/plan-settings/plan-settings.use-case';
import { MakePlan } from '@larder/domain/planning/make-plan/make-plan.use-case';
import { PayCycleBudget } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import { ReadMealPlans } from '@larder/domain/planning/read-plans/read-plans.use-case';
import { SwapMeal } from '@larder/domain/planning/swap-meal/swap-meal.use-case';
import { LockMeal } from '@larder/domain/planning/lock-meal/lock-meal.use-case';
import { PinRecipe } from '@larder/domain/planning/pin-recipe/pin-recipe.use-case';
import { Replan } from '@larder/domain/planning/replan/replan.use-case';
import type { PlanningUseCases } from '@larder/domain/planning/planning-use-cases';

/** Meal plans: made, read, swapped, locked, pinned and re-planned, at the household's prices and from what its larder holds. */
export const planningModule = new ContainerModule(({ bind }) => {
  const plans = (c: ResolutionContext) => c.get<MealPlanRepository>(MEAL_PLAN_REPOSITORY);
  const clock = (c: ResolutionContext) => c.get<Clock>(CLOCK);
  bind(HouseholdPlanning).toDynamicValue((c) => new HouseholdPlanning(plans(c), c.get(CatalogueCache), clock(c), c.get(LarderStock), c.get(HouseholdPrices), c.get<UserRepository>(USER_REPOSITORY), c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY))).inSingletonScope();
  bind(PlanningSettings).toDynamicValue((c) => new PlanningSettings(c.get<PlanSettingsRepository>(PLAN_SETTINGS_REPOSITORY), c.get(CatalogueCache))).inSingletonScope();
  bind(MakePlan)
    .toDynamicValue((c) => new MakePlan(c.get<UserRepository>(USER_REPOSITORY), plans(c), c.get(CatalogueCache), clock(c), c.get(ChainsNearby), c.get(PlanningSettings), c.get(HouseholdPlanning), c.get(PayCycleBudget)))
    .inSingletonScope();
  bind(ReadMealPlans).toDynamicValue((c) => new ReadMealPlans(plans(c), c.get(CatalogueCache), c.get(HouseholdPlanning))).inSingletonScope();
  bind(SwapMeal).toDynamicValue((c) => new SwapMeal(plans(c), c.get(CatalogueCache), c.get(HouseholdPlanning))).inSingletonScope();
  bind(LockMeal).toDynamicValue((c) => new LockMeal(plans(c), clock(c), c.get(HouseholdPlanning))).inSingletonScope();
  bind(PinRecipe).toDynamicValue((c) => new PinRecipe(plans(c), c.get(CatalogueCache), c.get(HouseholdPlanning))).inSingletonScope();
  bind(Replan).toDynamicValue((c) => new Replan(plans(c), c.get(HouseholdPlanning))).inSingletonScope();
});

/** Every planning use case, for the meal-plan calls (as their HTTP dependencies) and the assistant's tools. */
export const planningUseCases = (c: ResolutionContext): PlanningUseCases => ({
  settings: c.get(PlanningSettings),
  makePlan: c.get(MakePlan),
  readPlans: c.get(ReadMealPlans),
  swapMeal: c.get(SwapMeal),
  lockMeal: c.get(LockMeal),
  pinRecipe: c.get(PinRecipe),
  replan: c.get(Replan),
});
