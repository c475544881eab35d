/**
 * A planned meal cooked: what it uses comes out of the larder (soonest date first) and a dish cooked for later goes
 * in; by hand, or automatically once the meal's day is over unless the household undid it.
 */
import { randomUUID } from 'node:crypto';
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { MealPlanRepository } from '../../planning/ports';
import { type LarderItem, daysUntil } from '../larder-item';
import type { LarderRepository } from '../ports';
import { cookMeal } from '../cooking';
import { endOfDay, londonDay, planDate } from '../../planning/plan-dates';

export class CookPlannedMeal {
  constructor(
    private readonly larder: LarderRepository,
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /** Marks a planned meal cooked: what it uses comes out (soonest date first); a dish cooked for later goes in. */
  async cook(householdId: string, planId: string, mealId: string, automatic = false): Promise<Result<{ taken: number; leftovers: LarderItem | null }, DomainError>> {
    const plan = await this.plans.findForUser(householdId, planId);
    const meal = plan?.meals.find((m) => m.id === mealId);
    if (!plan || !meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const done = (await this.larder.cookedMeals(householdId, planId)).find((c) => c.mealId === mealId);
    if (done?.status === 'cooked') return fail('LARDER.ALREADY_COOKED', 'This meal is already marked cooked');
    // Cooked automatically, it was cooked on its own day: its leftovers are dated from then.
    const cookedOn = automatic ? planDate(plan, meal.day) : undefined;
    const outcome = cookMeal({ plan, meal, items: await this.larder.list(householdId), snapshot: await this.catalogue.current(), now: this.clock.now(), newId: randomUUID, cookedOn });
    if (outcome.changed.length) await this.larder.put(householdId, outcome.changed);
    if (outcome.emptied.length) await this.larder.delete(householdId, outcome.emptied);
    await this.larder.saveCooked(householdId, { planId, mealId, status: 'cooked', automatic, before: outcome.before, added: outcome.added, at: this.clock.now() });
    return ok({ taken: outcome.before.length, leftovers: outcome.changed.find((i) => i.source === 'leftovers' && outcome.added.includes(i.id)) ?? null });
  }

  /** Undoes a cooking: what it took goes back, what it put in comes out, and it is not cooked automatically again. */
  async undoCook(householdId: string, planId: string, mealId: string): Promise<Result<void, DomainError>> {
    const plan = await this.plans.findForUser(householdId, planId);
    if (!plan || !plan.meals.some((m) => m.id === mealId)) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const done = (await this.larder.cookedMeals(householdId, planId)).find((c) => c.mealId === mealId);
    if (done?.status === 'cooked') {
      if (done.added.length) await this.larder.delete(householdId, done.added);
      if (done.before.length) await this.larder.put(householdId, done.before);
    }
    await this.larder.saveCooked(householdId, { planId, mealId, status: 'undone', automatic: false, before: [], added: [], at: this.clock.now() });
    return ok(undefined);
  }

  /** Which meals of a plan are cooked (and which were undone). */
  async cookedIn(householdId: string, planId: string) {
    return (await this.larder.cookedMeals(householdId, planId)).map((c) => ({ mealId: c.mealId, status: c.status, automatic: c.automatic, at: c.at }));
  }

  /**
   * The end-of-day sweep: the newest plan's meals whose real date (plan-dates.ts) has ended in London (in the last
   * week) and that nobody marked: cooked, as most were. Never before the meal's own day is over.
   */
  async autoCook(householdId: string): Promise<number> {
    const [plan] = await this.plans.listForUser(householdId, 1);
    if (!plan) return 0;
    const now = this.clock.now();
    const today = londonDay(now);
    const marked = new Set((await this.larder.cookedMeals(householdId, plan.id)).map((c) => c.mealId));
    let n = 0;
    for (const meal of [...plan.meals].sort((a, b) => a.day - b.day)) {
      const date = planDate(plan, meal.day);
      if (now.getTime() < endOfDay(date).getTime() || daysUntil(date, today) < -7 || marked.has(meal.id)) continue;
      if ((await this.cook(householdId, plan.id, meal.id, true)).ok) n += 1;
    }
    return n;
  }
}
