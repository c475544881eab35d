import { CatalogueCache } from '../catalogue/catalogue-cache';
import { EMPTY_PROFILE, type HouseholdProfile } from '../accounts/user';
import { pence } from '../shared/money';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
import { ChainsNearby } from '../stores/stores';
import type { Result } from '../shared/result';
import type { DomainError } from '../shared/errors';
import { FixedClock } from './fixed-clock';
import { InMemoryUserRepository } from './in-memory-accounts';
import { InMemoryCatalogueSource } from './in-memory-catalogue';
import { InMemoryMealPlanRepository, InMemoryPlanSettingsRepository } from './in-memory-meal-plans';
import { syntheticCatalogueData } from './synthetic-catalogue';
import { planningUseCases } from './planning-use-cases';

/**
 * A household of two planning at Aldi on the synthetic library (£80 a week, advanced cook), on a Monday morning,
 * with every planning use case wired over in-memory ports; `stranger` is a second household.
 */
export async function planningHousehold(options: { chain?: string | null; profile?: Partial<HouseholdProfile> } = {}) {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const profile = { ...EMPTY_PROFILE, householdSize: 2, weeklyBudget: pence(8000), cookingSkill: 'advanced' as const, ...options.profile };
  const user = (await users.create({ email: 'cook@example.com', passwordHash: null, firstName: 'A', lastName: 'Cook', role: 'user', profile }))!;
  const stranger = (await users.create({ email: 'other@example.com', passwordHash: null, firstName: 'O', lastName: 'Ther', role: 'user', profile }))!;
  const plans = new InMemoryMealPlanRepository();
  const settings = new InMemoryPlanSettingsRepository();
  const chain = options.chain === undefined ? 'Aldi' : options.chain;
  if (chain) await settings.save(user.id, { planDuration: 7, chain });
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(syntheticCatalogueData(7)), clock);
  const nearby = new ChainsNearby({ replaceAll: async () => undefined, all: async () => [] }, new ListPostcodeDirectory([]));
  const useCases = planningUseCases({ users, plans, settings, catalogue, clock, nearby });
  /** A first plan for the household. */
  const firstPlan = async () => unwrap(await useCases.makePlan.generate(user.id));
  return { clock, users, user, stranger, plans, settings, catalogue, nearby, useCases, firstPlan };
}

/** The value of a result a test expects to succeed (its message otherwise). */
export function unwrap<T>(r: Result<T, DomainError>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The error code of a result a test expects to fail (the value's absence otherwise). */
export function codeOf<T>(r: Result<T, DomainError>): string {
  return r.ok ? 'no error' : r.error.code;
}
