import type { UserRepository } from '../accounts/ports';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Clock } from '../shared/clock';
import type { ChainsNearby } from '../stores/stores';
import type { HouseholdPrices } from '../receipts/price-book/household-prices';
import type { MealPlanRepository, PlanSettingsRepository } from '../planning/ports';
import type { PlanRequest } from '../planning/plan-request';
import { HouseholdPlanning } from '../planning/household-planning';
import { PlanningSettings } from '../planning/plan-settings/plan-settings.use-case';
import { MakePlan } from '../planning/make-plan/make-plan.use-case';
import { ReadMealPlans } from '../planning/read-plans/read-plans.use-case';
import { SwapMeal } from '../planning/swap-meal/swap-meal.use-case';
import { LockMeal } from '../planning/lock-meal/lock-meal.use-case';
import { PinRecipe } from '../planning/pin-recipe/pin-recipe.use-case';
import { Replan } from '../planning/replan/replan.use-case';
import type { PlanningUseCases } from '../planning/planning-use-cases';

/** The planning use cases over one set of ports, wired as the container wires them (for tests that drive several). */
export function planningUseCases(ports: {
  users: UserRepository;
  plans: MealPlanRepository;
  settings: PlanSettingsRepository;
  catalogue: CatalogueCache;
  clock: Clock;
  nearby: ChainsNearby;
  larder?: { heldForPlanning(householdId: string): Promise<PlanRequest['held']> } | null;
  prices?: HouseholdPrices | null;
}): PlanningUseCases {
  const { users, plans, settings, catalogue, clock, nearby } = ports;
  const planning = new HouseholdPlanning(plans, catalogue, clock, ports.larder ?? null, ports.prices ?? null, users);
  const planSettings = new PlanningSettings(settings, catalogue);
  return {
    settings: planSettings,
    makePlan: new MakePlan(users, plans, catalogue, clock, nearby, planSettings, planning),
    readPlans: new ReadMealPlans(plans, catalogue, planning),
    swapMeal: new SwapMeal(plans, catalogue, planning),
    lockMeal: new LockMeal(plans, clock, planning),
    pinRecipe: new PinRecipe(plans, catalogue, planning),
    replan: new Replan(plans, planning),
  };
}
