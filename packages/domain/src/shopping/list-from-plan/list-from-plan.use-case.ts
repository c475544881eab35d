/**
 * A plan's shopping list: every ingredient across the plan's meals for its servings, in whole packs of the chain.
 * A plan has one current list: made once, then kept in step (another chain reprices the same list, ticks kept);
 * older lists are archived.
 */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { canonicalChain } from '../../catalogue/import/import-prices.use-case';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import type { MealPlanRepository, StoredPlan } from '../../planning/ports';
import type { ListEvents } from '../list-events';
import { type ListChangeReason, keepInStep } from '../keep-in-step/keep-in-step';
import type { ShoppingListRepository } from '../ports';
import type { ShoppingList } from '../shopping-list';
import type { HouseholdListPrices } from '../household-list-prices';
import { type ListBuilding, addRecipeGrams, priceNote } from '../list-building';
import { tellList } from '../list-changes';

export class ListFromPlan {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly building: ListBuilding,
    private readonly prices: HouseholdListPrices,
    private readonly events: ListEvents | null = null,
  ) {}

  /**
   * Every ingredient across the plan's meals for its servings, in whole packs of the chain. A plan has one current
   * list: made once, then kept in step (another chain reprices the same list, ticks kept); older lists are archived.
   */
  async createFromPlan(userId: string, mealPlanId: unknown, supermarket: unknown, actorId: string = userId, reason: ListChangeReason = 'plan'): Promise<Result<ShoppingList, DomainError>> {
    if (typeof mealPlanId !== 'string' || !mealPlanId) return invalid('mealPlanId', 'Choose the meal plan to shop for');
    const plan = await this.plans.findForUser(userId, mealPlanId);
    if (!plan) return fail('PLAN.NOT_FOUND', 'Meal plan not found');
    return this.fromPlan(userId, plan, await this.lists.currentForPlan(userId, plan.id), supermarket, actorId, reason);
  }

  /**
   * The first list of a plan just stored (POST /api/simple-meal-plans): the same as createFromPlan, without reading
   * back the plan it was handed or looking for a list that a plan made a moment ago cannot have yet.
   */
  async createForNewPlan(userId: string, plan: StoredPlan, supermarket: unknown, actorId: string = userId): Promise<Result<ShoppingList, DomainError>> {
    return this.fromPlan(userId, plan, null, supermarket, actorId, 'plan');
  }

  private async fromPlan(userId: string, plan: StoredPlan, current: ShoppingList | null, supermarket: unknown, actorId: string, reason: ListChangeReason): Promise<Result<ShoppingList, DomainError>> {
    const snapshot = await this.catalogue.forHousehold(userId);
    const chain = supermarket === undefined || supermarket === null || supermarket === '' ? (current?.supermarket ?? plan.summary.chain) : chainName(supermarket, snapshot);
    if (!chain) return invalid('supermarket', `Choose one of ${snapshot.chains.join(', ')}`);
    const needed = planNeeds(plan, snapshot);
    const book = await this.prices.book(userId, needed.keys());
    if (current) {
      const lines = await this.building.lessLarder(userId, needed, snapshot, chain, book, current.items.filter((i) => !i.isExtra).map((i) => i.id));
      const list = await keepInStep(this.lists, current, lines, { chain, priceNote: priceNote(lines, snapshot, chain), reason, at: this.clock.now() });
      await tellList(this.events, this.clock, { listId: list.id, kind: 'list-changed' });
      return ok(await this.prices.pricedOne(userId, list, { book, covers: needed }));
    }
    const before = await this.lists.listForUser(userId);
    const [previous] = before;
    const created = await this.building.save(userId, plan.id, chain, needed, snapshot, book);
    await this.lists.archiveOthers(userId, created.id, this.clock.now());
    // Every member's open page of a list this one replaced hears it at once (it stops saying "Live" and points here).
    for (const old of before.filter((l) => !l.archivedAt && l.id !== created.id)) await tellList(this.events, this.clock, { listId: old.id, kind: 'list-archived', replacedBy: created.id });
    // Every member's open planner hears of the new plan and its list at once (the live channel carries plans too).
    await tellList(this.events, this.clock, { listId: created.id, kind: 'plan-made', household: userId, planId: plan.id });
    // Extras not yet bought move to the new list: "bin bags" is still needed whatever the new plan is.
    const carried = (previous?.items ?? []).filter((i) => i.isExtra && !i.isChecked);
    if (carried.length) {
      await this.lists.addExtras(userId, created.id, carried.map(({ id: _id, listId: _l, isChecked: _c, checkedChangedAt: _t, isExtra: _e, checkedBy: _b, addedBy: _a, notNeeded: _n, priceFrom: _p, ...line }) => line), actorId);
    }
    // Read back only when extras joined it: otherwise the list is as it was stored (archiving touched the others).
    const list = carried.length ? (await this.lists.findForUser(userId, created.id))! : created;
    return ok(await this.prices.pricedOne(userId, list, { book, covers: needed }));
  }

  /** After the plan changed (a swap, a re-plan, a chat edit): its current list follows at its chain; no list, nothing to do. */
  async followPlan(userId: string, mealPlanId: string, reason: ListChangeReason): Promise<ShoppingList | null> {
    if (!(await this.lists.currentForPlan(userId, mealPlanId))) return null;
    const list = await this.createFromPlan(userId, mealPlanId, null, userId, reason);
    return list.ok ? list.value : null;
  }
}

function chainName(input: unknown, snapshot: CatalogueSnapshot): string | null {
  const name = typeof input === 'string' ? (canonicalChain(input) ?? input) : '';
  return snapshot.chains.find((c) => c.toLowerCase() === name.toLowerCase()) ?? null;
}

/**
 * Grams of each ingredient a plan buys: its stored shopping, which is what its cost is made of (the meals in adult
 * portions, cooked twice for a planned leftover, each meal's side and the day's extras). A plan stored without it
 * (none since the planner keeps it) falls back to its meals' recipes.
 */
function planNeeds(plan: StoredPlan, snapshot: CatalogueSnapshot): Map<string, number> {
  const needed = new Map<string, number>();
  const shopping = plan.summary.shopping ?? [];
  if (shopping.length) {
    for (const line of shopping) needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + line.grams);
    return needed;
  }
  for (const meal of plan.meals) addRecipeGrams(needed, snapshot, meal.recipeId, meal.servings);
  return needed;
}
