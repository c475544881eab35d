import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { EMPTY_PROFILE } from '../accounts/user';
import { pence } from '../shared/money';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
import { ChainsNearby } from '../stores/stores';
import { LarderStock } from '../larder/larder-stock/larder-stock.use-case';
import type { LarderItem } from '../larder/larder-item';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryUserRepository } from '../testing/in-memory-accounts';
import { InMemoryCatalogueSource } from '../testing/in-memory-catalogue';
import { InMemoryLarderRepository } from '../testing/in-memory-larder';
import { InMemoryMealPlanRepository, InMemoryPlanSettingsRepository } from '../testing/in-memory-meal-plans';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import type { PlanView } from './household-planning';
import { planningUseCases } from '../testing/planning-use-cases';

/** A household planning at Aldi on the synthetic library, with a larder. */
async function household() {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const user = (await users.create({ email: 'cook@example.com', passwordHash: null, firstName: 'A', lastName: 'Cook', role: 'user', profile: { ...EMPTY_PROFILE, householdSize: 2, weeklyBudget: pence(8000), cookingSkill: 'advanced' } }))!;
  const plans = new InMemoryMealPlanRepository();
  const settings = new InMemoryPlanSettingsRepository();
  await settings.save(user.id, { planDuration: 7, chain: 'Aldi' });
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(syntheticCatalogueData(7)), clock);
  const repo = new InMemoryLarderRepository();
  const larder = new LarderStock(repo, catalogue, clock);
  const nearby = new ChainsNearby({ replaceAll: async () => undefined, all: async () => [] }, new ListPostcodeDirectory([]));
  const mealPlans = planningUseCases({ users, plans, settings, catalogue, clock, nearby, larder });
  /** Puts a plan's whole shopping in the larder, dated a week on. */
  const stock = async (view: PlanView) => {
    const items: LarderItem[] = view.stored.summary.shopping.map((l, k) => ({
      id: `held-${k}-${l.ingredient}`, ingredient: l.ingredient, name: l.ingredient, quantity: l.grams + 500, unit: 'g', grams: l.grams + 500, place: 'cupboard',
      bestBefore: '2026-03-09', source: 'added', valuePence: 100, ref: null, addedAt: clock.now(),
    }));
    await repo.put(user.id, items);
  };
  const empty = async () => {
    await repo.delete(user.id, (await repo.list(user.id)).map((i) => i.id));
  };
  return { clock, user, plans, mealPlans, stock, empty };
}

const heldIn = (view: PlanView) => view.stored.summary.shopping.reduce((s, l) => s + (l.heldGrams ?? 0), 0);
const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a plan reads the larder as it is now, never as it was when the plan was made', () => {
  it('stores no larder with the plan; a re-plan after the larder was emptied buys everything again', async () => {
    const { user, mealPlans, stock, empty } = await household();
    await stock(unwrap(await mealPlans.makePlan.generate(user.id)));
    const planned = unwrap(await mealPlans.makePlan.generate(user.id));
    expect(heldIn(planned)).toBeGreaterThan(0);
    expect(planned.stored.request.held).toBeUndefined();
    expect(planned.stored.request.startDate).toBe('2026-03-02');
    await empty();
    const again = unwrap(await mealPlans.replan.replan(user.id, planned.stored.id));
    expect(heldIn(again)).toBe(0);
    expect(again.stored.summary.costPence).toBeGreaterThan(planned.stored.summary.costPence);
    expect(again.stored.request.held).toBeUndefined();
  });

  it('a swap and its preview spend what was put in the larder after the plan was made', async () => {
    const { user, mealPlans, stock } = await household();
    const planned = unwrap(await mealPlans.makePlan.generate(user.id));
    expect(heldIn(planned)).toBe(0);
    await stock(planned);
    const meal = planned.stored.meals.find((m) => m.mealType === 'dinner')!;
    const preview = unwrap(await mealPlans.swapMeal.previewSwap(user.id, planned.stored.id, meal.id));
    const swapped = unwrap(await mealPlans.swapMeal.swap(user.id, planned.stored.id, meal.id));
    expect(heldIn(swapped)).toBeGreaterThan(0);
    expect(preview.afterPence).toBe(swapped.stored.summary.costPence);
    expect(swapped.stored.summary.costPence).toBeLessThan(planned.stored.summary.costPence);
  });

  it('a chat edit (revise) reads the larder now too, even when an older plan stored one in its request', async () => {
    const { user, plans, mealPlans, stock, empty } = await household();
    await stock(unwrap(await mealPlans.makePlan.generate(user.id)));
    const planned = unwrap(await mealPlans.makePlan.generate(user.id));
    // A plan stored before this fix kept the larder in its request.
    const stale = [{ ingredient: planned.stored.summary.shopping[0]!.ingredient, grams: 100_000 }];
    await plans.update(planned.stored.id, { ...planned.stored.request, held: stale }, { ...planned.stored.summary, meals: planned.stored.meals.map((m) => ({ ...m })) }, new Date());
    await empty();
    const revised = unwrap(await mealPlans.replan.revise(user.id, planned.stored.id, (current) => ({ ...current, seed: current.seed + 1 })));
    expect(heldIn(revised)).toBe(0);
  });

  it('dates what is held from the plan\'s first day, not from the day of a later re-plan', async () => {
    const { clock, user, mealPlans, stock } = await household();
    const first = unwrap(await mealPlans.makePlan.generate(user.id));
    await stock(first);
    const planned = unwrap(await mealPlans.makePlan.generate(user.id));
    clock.set('2026-03-04T09:00:00Z');
    const replanned = unwrap(await mealPlans.replan.replan(user.id, planned.stored.id));
    // The lots are good to the 9th, day 7 of a plan that began on the 2nd: every day still counts them.
    expect(replanned.stored.request.startDate).toBe('2026-03-02');
    expect(heldIn(replanned)).toBeGreaterThan(0);
  });
});
