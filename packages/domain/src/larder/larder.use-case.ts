/**
 * The larder: what a household holds, kept for them. It fills from list ticks and empties as planned meals are
 * cooked (by hand, or automatically once the meal's day is over unless the household undid it); the household
 * adds, corrects, moves, uses up or throws away items; staples are what it always keeps.
 */
import { randomUUID } from 'node:crypto';
import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Ingredient } from '../catalogue/ingredient';
import { MATCH_THRESHOLD } from '../catalogue/ingredient-lines/ingredient-matcher';
import type { MealPlanRepository } from '../planning/ports';
import type { ShoppingItem } from '../shopping/shopping-list';
import {
  type LarderItem, type LarderPlace, type LarderUnit, LARDER_PLACES, LARDER_UNITS, REMOVAL_REASONS, type RemovalReason,
  FROZEN_DAYS, FROZEN_LEFTOVERS_DAYS, addDaysIso, bySoonest, daysUntil, defaultKeeping, gramsOf, isoDay, parseQuickAdd, useSoon, valueOfPart,
} from './larder-item';
import type { LarderRepository } from './ports';
import { cookMeal } from './cooking';
import type { LarderForLists } from './list-quantities';
import { type CookNowRecipe, cookNow } from './cook-now';

const notFound = () => fail('LARDER.NOT_FOUND', 'Larder item not found');
/** More than 100 kg (or 100 l, or 1,000 things) is a typing slip. */
const MAX = { g: 100_000, ml: 100_000, each: 1000 } as const;
/** Best-before dates further back or ahead than this are slips too. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 5 * 366;

export interface LarderInput {
  /** A quick add as typed ("500 g basmati rice", "half a bag of spinach"). */
  readonly text?: unknown;
  readonly ingredient?: unknown;
  readonly name?: unknown;
  readonly quantity?: unknown;
  readonly unit?: unknown;
  readonly place?: unknown;
  readonly bestBefore?: unknown;
}

export class Larder implements LarderForLists {
  constructor(
    private readonly larder: LarderRepository,
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  private today() {
    return isoDay(this.clock.now());
  }

  /** Every item, "use soon" first then by date; meals whose day is over are cooked first (unless undone). */
  async list(householdId: string): Promise<{ items: LarderItem[]; today: string }> {
    await this.autoCook(householdId);
    const today = this.today();
    const items = (await this.larder.list(householdId)).sort((a, b) => Number(useSoon(b, today)) - Number(useSoon(a, today)) || bySoonest(a, b));
    return { items, today };
  }

  async add(householdId: string, input: LarderInput): Promise<Result<LarderItem, DomainError>> {
    const snapshot = await this.catalogue.current();
    let ingredient: Ingredient | undefined;
    let name: string;
    let quantity: number;
    let unit: LarderUnit;
    if (typeof input.text === 'string' && input.text.trim()) {
      const parsed = parseQuickAdd(input.text);
      if (!parsed) return invalid('text', 'Say how much and what, e.g. "500 g basmati rice" or "half a bag of spinach"');
      const match = snapshot.matcher().match(parsed.name);
      ingredient = match && match.confidence >= MATCH_THRESHOLD ? snapshot.ingredient(match.slug) : undefined;
      name = ingredient?.name ?? parsed.name;
      if (parsed.unit === 'pack') {
        if (!ingredient) return invalid('text', `We do not know the pack size of "${parsed.name}": give an amount in g, ml or a count`);
        const packG = gramsOf(ingredient.pack.size, ingredient.pack.unit, ingredient) ?? 0;
        quantity = Math.round(parsed.amount * packG);
        unit = 'g';
      } else {
        quantity = parsed.unit === 'kg' || parsed.unit === 'l' ? parsed.amount * 1000 : parsed.amount;
        unit = parsed.unit === 'kg' ? 'g' : parsed.unit === 'l' ? 'ml' : parsed.unit;
      }
    } else {
      if (input.ingredient !== undefined && input.ingredient !== null && input.ingredient !== '') {
        ingredient = typeof input.ingredient === 'string' ? snapshot.ingredient(input.ingredient) : undefined;
        if (!ingredient) return invalid('ingredient', 'Unknown ingredient: choose one from the search');
      }
      const typed = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
      name = ingredient?.name ?? typed;
      if (!name) return invalid('name', 'Say what the item is');
      if (name.length > 80) return invalid('name', 'Keep the name under 80 characters');
      const unitChecked = checkUnit(input.unit ?? 'g');
      if (!unitChecked.ok) return unitChecked;
      unit = unitChecked.value;
      const q = checkQuantity(input.quantity, unit);
      if (!q.ok) return q;
      quantity = q.value;
    }
    const q = checkQuantity(quantity, unit);
    if (!q.ok) return invalid(input.text !== undefined ? 'text' : 'quantity', q.error.message);
    const place = input.place === undefined || input.place === null ? undefined : checkPlace(input.place);
    if (place && !place.ok) return place;
    const today = this.today();
    const keeping = ingredient ? defaultKeeping(ingredient, today, place?.value) : { place: place?.value ?? 'cupboard', bestBefore: null };
    const bestBefore = input.bestBefore === undefined ? keeping.bestBefore : this.checkDate(input.bestBefore);
    if (bestBefore !== null && typeof bestBefore !== 'string') return bestBefore;
    const grams = ingredient ? gramsOf(quantity, unit, ingredient) : null;
    const item: LarderItem = {
      id: randomUUID(), ingredient: ingredient?.slug ?? null, name, quantity, unit, grams: grams === null ? null : Math.round(grams),
      place: keeping.place, bestBefore, source: 'added', valuePence: ingredient && grams ? this.estimate(ingredient, grams, snapshot) : 0, ref: null, addedAt: this.clock.now(),
    };
    await this.larder.put(householdId, [item]);
    return ok(item);
  }

  /** Corrects an amount, moves it (to the freezer: its date becomes the freezer's), or changes its date. */
  async update(householdId: string, id: string, input: { quantity?: unknown; unit?: unknown; place?: unknown; bestBefore?: unknown }): Promise<Result<LarderItem, DomainError>> {
    const item = await this.larder.find(householdId, id);
    if (!item) return notFound();
    let unit = item.unit;
    if (input.unit !== undefined) {
      const u = checkUnit(input.unit);
      if (!u.ok) return u;
      unit = u.value;
    }
    let quantity = item.quantity;
    if (input.quantity !== undefined) {
      const q = checkQuantity(input.quantity, unit);
      if (!q.ok) return q;
      quantity = q.value;
    }
    let place = item.place;
    let bestBefore = item.bestBefore;
    if (input.place !== undefined) {
      const p = checkPlace(input.place);
      if (!p.ok) return p;
      if (p.value !== item.place) {
        const ingredient = item.ingredient ? (await this.catalogue.current()).ingredient(item.ingredient) : undefined;
        // Frozen, it keeps for months (a cooked dish as long as best-before.json says); out of the freezer, a day (a
        // dish) or its kind's time where it now is.
        if (item.source === 'leftovers') bestBefore = addDaysIso(this.today(), p.value === 'freezer' ? FROZEN_LEFTOVERS_DAYS : 1);
        else if (ingredient) bestBefore = defaultKeeping(ingredient, this.today(), p.value).bestBefore;
        else if (p.value === 'freezer') bestBefore = addDaysIso(this.today(), FROZEN_DAYS);
      }
      place = p.value;
    }
    if (input.bestBefore !== undefined) {
      const d = this.checkDate(input.bestBefore);
      if (d !== null && typeof d !== 'string') return d;
      bestBefore = d;
    }
    const ingredient = item.ingredient ? (await this.catalogue.current()).ingredient(item.ingredient) : undefined;
    const grams = ingredient ? gramsOf(quantity, unit, ingredient) : item.grams;
    const valuePence = unit === item.unit ? valueOfPart(item, quantity) + (quantity > item.quantity ? Math.round((item.valuePence / Math.max(item.quantity, 1e-9)) * (quantity - item.quantity)) : 0) : item.valuePence;
    const next: LarderItem = { ...item, quantity, unit, place, bestBefore, grams: grams === null ? null : Math.round(grams), valuePence };
    await this.larder.put(householdId, [next]);
    return ok(next);
  }

  /** Used up, or thrown away (its value is the real waste); a quantity takes out only that much. */
  async remove(householdId: string, id: string, reasonInput: unknown, quantityInput?: unknown): Promise<Result<{ removed: number; valuePence: number; left: LarderItem | null }, DomainError>> {
    const reason = typeof reasonInput === 'string' && (REMOVAL_REASONS as readonly string[]).includes(reasonInput) ? (reasonInput as RemovalReason) : null;
    if (!reason) return invalid('reason', 'Say why it goes: "used" or "thrown-away"');
    const item = await this.larder.find(householdId, id);
    if (!item) return notFound();
    let quantity = item.quantity;
    if (quantityInput !== undefined && quantityInput !== null) {
      const q = checkQuantity(quantityInput, item.unit);
      if (!q.ok) return q;
      if (q.value > item.quantity) return invalid('quantity', `Only ${item.quantity} ${item.unit} is held`);
      quantity = q.value;
    }
    const valuePence = valueOfPart(item, quantity);
    const left = quantity < item.quantity ? { ...item, quantity: item.quantity - quantity, grams: item.grams === null ? null : Math.round((item.grams * (item.quantity - quantity)) / item.quantity), valuePence: item.valuePence - valuePence } : null;
    if (left) await this.larder.put(householdId, [left]);
    else await this.larder.delete(householdId, [item.id]);
    await this.larder.recordRemoval(householdId, { id: randomUUID(), ingredient: item.ingredient, name: item.name, quantity, unit: item.unit, reason, valuePence, at: this.clock.now() });
    return ok({ removed: quantity, valuePence, left });
  }

  staples(householdId: string): Promise<string[]> {
    return this.larder.staples(householdId);
  }

  async setStaples(householdId: string, input: unknown): Promise<Result<string[], DomainError>> {
    if (!Array.isArray(input) || input.some((s) => typeof s !== 'string')) return invalid('staples', 'Staples are a list of ingredients');
    if (input.length > 200) return invalid('staples', 'Keep the staples to 200 ingredients');
    const snapshot = await this.catalogue.current();
    const unknown = input.find((s: string) => !snapshot.ingredient(s));
    if (unknown !== undefined) return invalid('staples', `Unknown ingredient: ${String(unknown).slice(0, 60)}`);
    return ok(await this.larder.setStaples(householdId, [...new Set(input as string[])].sort()));
  }

  /** A list line ticked as bought puts its whole packs in the larder; unticked, takes them out again. */
  async fromTick(householdId: string, line: Pick<ShoppingItem, 'id' | 'ingredient' | 'name' | 'quantity' | 'packGrams' | 'pricePence' | 'isExtra' | 'isChecked'>): Promise<LarderItem | null> {
    const ref = `list-item:${line.id}`;
    const existing = (await this.larder.list(householdId)).filter((i) => i.ref === ref);
    if (!line.isChecked) {
      if (existing.length) await this.larder.delete(householdId, existing.map((i) => i.id));
      return null;
    }
    if (existing.length || line.isExtra || line.quantity <= 0 || line.packGrams <= 0) return existing[0] ?? null;
    const ingredient = (await this.catalogue.current()).ingredient(line.ingredient);
    if (!ingredient) return null;
    const grams = line.quantity * line.packGrams;
    const keeping = defaultKeeping(ingredient, this.today());
    const item: LarderItem = {
      id: randomUUID(), ingredient: ingredient.slug, name: ingredient.name, quantity: grams, unit: 'g', grams,
      place: keeping.place, bestBefore: keeping.bestBefore, source: 'list', valuePence: line.pricePence, ref, addedAt: this.clock.now(),
    };
    await this.larder.put(householdId, [item]);
    return item;
  }

  /** Marks a planned meal cooked: what it uses comes out (soonest date first); a dish cooked for later goes in. */
  async cook(householdId: string, planId: string, mealId: string, automatic = false): Promise<Result<{ taken: number; leftovers: LarderItem | null }, DomainError>> {
    const plan = await this.plans.findForUser(householdId, planId);
    const meal = plan?.meals.find((m) => m.id === mealId);
    if (!plan || !meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const done = (await this.larder.cookedMeals(householdId, planId)).find((c) => c.mealId === mealId);
    if (done?.status === 'cooked') return fail('LARDER.ALREADY_COOKED', 'This meal is already marked cooked');
    // Cooked automatically, it was cooked on its own day: its leftovers are dated from then.
    const cookedOn = automatic ? addDaysIso(isoDay(plan.createdAt), meal.day) : undefined;
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

  /** The newest plan's meals whose day is over (in the last week) and that nobody marked: cooked, as most were. */
  async autoCook(householdId: string): Promise<number> {
    const [plan] = await this.plans.listForUser(householdId, 1);
    if (!plan) return 0;
    const today = this.today();
    const start = isoDay(plan.createdAt);
    const marked = new Set((await this.larder.cookedMeals(householdId, plan.id)).map((c) => c.mealId));
    let n = 0;
    for (const meal of [...plan.meals].sort((a, b) => a.day - b.day)) {
      const over = daysUntil(addDaysIso(start, meal.day), today);
      if (over >= 0 || over < -7 || marked.has(meal.id)) continue;
      if ((await this.cook(householdId, plan.id, meal.id, true)).ok) n += 1;
    }
    return n;
  }

  /** What the list subtracts: grams held of each ingredient (not past its date), and the staples. */
  async stockForList(householdId: string): Promise<{ held: Map<string, number>; staples: Set<string> }> {
    return { held: byIngredient(await this.heldForPlanning(householdId)), staples: new Set(await this.larder.staples(householdId)) };
  }

  /**
   * What the planner may spend, lot by lot: grams held of each ingredient for each best-before date (not past it),
   * so a plan counts each lot only on days up to its date. The freezer's food keeps: its lots carry no date.
   */
  async heldForPlanning(householdId: string): Promise<Array<{ ingredient: string; grams: number; bestBefore: string | null }>> {
    const today = this.today();
    const out = new Map<string, { ingredient: string; grams: number; bestBefore: string | null }>();
    for (const i of await this.larder.list(householdId)) {
      if (!i.ingredient || !i.grams || (i.bestBefore !== null && i.bestBefore < today && i.place !== 'freezer')) continue;
      const bestBefore = i.place === 'freezer' ? null : i.bestBefore;
      const key = `${i.ingredient}|${bestBefore ?? ''}`;
      out.set(key, { ingredient: i.ingredient, grams: (out.get(key)?.grams ?? 0) + i.grams, bestBefore });
    }
    return [...out.values()].sort((a, b) => a.ingredient.localeCompare(b.ingredient) || (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999'));
  }

  /** For the dashboard and budget tracker: use-soon items, the value held, and what was thrown away (in pence) since a date. */
  async summary(householdId: string, since: Date): Promise<{ useSoon: LarderItem[]; valuePence: number; thrownAwayPence: number; itemCount: number }> {
    const { items, today } = await this.list(householdId);
    const removals = await this.larder.removals(householdId, since);
    return {
      useSoon: items.filter((i) => useSoon(i, today)),
      valuePence: items.reduce((s, i) => s + i.valuePence, 0),
      thrownAwayPence: removals.filter((r) => r.reason === 'thrown-away').reduce((s, r) => s + r.valuePence, 0),
      itemCount: items.length,
    };
  }

  /** "What can I cook now?" for the household's size, at its chain when it has one. */
  async cookNow(householdId: string, servings: number, chain: string | null): Promise<CookNowRecipe[]> {
    const today = this.today();
    const items = await this.larder.list(householdId);
    const held = byIngredient(await this.heldForPlanning(householdId));
    const soon = new Set(items.filter((i) => i.ingredient && useSoon(i, today)).map((i) => i.ingredient!));
    const snapshot = await this.catalogue.forHousehold(householdId);
    return cookNow(snapshot, held, { servings: Math.max(1, servings), staples: new Set(await this.larder.staples(householdId)), useSoon: soon, chain });
  }

  removals(householdId: string, since: Date) {
    return this.larder.removals(householdId, since);
  }

  private estimate(ingredient: Ingredient, grams: number, snapshot: Awaited<ReturnType<CatalogueCache['current']>>): number {
    const prices = snapshot.productsFor(ingredient.slug).map((p) => {
      const packG = snapshot.packGrams(ingredient, p);
      return packG ? p.pricePence / packG : Infinity;
    });
    const perG = Math.min(...prices);
    return Number.isFinite(perG) ? Math.round(perG * grams) : 0;
  }

  private checkDate(input: unknown): string | null | ReturnType<typeof invalid> {
    if (input === null || input === '') return null;
    if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input) || Number.isNaN(Date.parse(`${input}T00:00:00Z`)) || isoDay(new Date(`${input}T00:00:00Z`)) !== input) {
      return invalid('bestBefore', 'Best-before must be a date (YYYY-MM-DD)');
    }
    const d = daysUntil(input, this.today());
    if (d < -PAST_DAYS || d > FUTURE_DAYS) return invalid('bestBefore', 'Best-before must be within a month ago and five years ahead');
    return input;
  }
}

/** Grams held of each ingredient, all its lots together. */
function byIngredient(lots: ReadonlyArray<{ ingredient: string; grams: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const lot of lots) out.set(lot.ingredient, (out.get(lot.ingredient) ?? 0) + lot.grams);
  return out;
}

function checkUnit(input: unknown): Result<LarderUnit, DomainError> {
  return typeof input === 'string' && (LARDER_UNITS as readonly string[]).includes(input) ? ok(input as LarderUnit) : invalid('unit', 'Unit must be g, ml or each');
}
function checkPlace(input: unknown): Result<LarderPlace, DomainError> {
  return typeof input === 'string' && (LARDER_PLACES as readonly string[]).includes(input) ? ok(input as LarderPlace) : invalid('place', 'Place must be fridge, freezer or cupboard');
}
function checkQuantity(input: unknown, unit: LarderUnit): Result<number, DomainError> {
  const n = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return invalid('quantity', 'Quantity must be a number above 0');
  if (n > MAX[unit]) return invalid('quantity', unit === 'each' ? 'Quantity must be at most 1,000' : 'Quantity must be at most 100 kg (100,000 g or ml)');
  return ok(Math.round(n * 100) / 100);
}
