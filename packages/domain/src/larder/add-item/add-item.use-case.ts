/** An item added to the larder: a quick add as typed ("500 g basmati rice"), or an ingredient (or a name) and an amount. */
import { randomUUID } from 'node:crypto';
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { Ingredient } from '../../catalogue/ingredient';
import { MATCH_THRESHOLD } from '../../catalogue/ingredient-lines/ingredient-matcher';
import { type LarderItem, type LarderUnit, defaultDateKind, defaultKeeping, gramsOf, isoDay, parseQuickAdd } from '../larder-item';
import type { LarderRepository } from '../ports';
import { checkBestBefore, checkDateKind, checkPlace, checkQuantity, checkUnit } from '../larder-input';

export interface LarderInput {
  /** A quick add as typed ("500 g basmati rice", "half a bag of spinach"). */
  readonly text?: unknown;
  readonly ingredient?: unknown;
  readonly name?: unknown;
  readonly quantity?: unknown;
  readonly unit?: unknown;
  readonly place?: unknown;
  readonly bestBefore?: unknown;
  /** 'use-by' or 'best-before', as on the pack (default: the kind of food's). */
  readonly dateKind?: unknown;
}

export class AddLarderItem {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

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
    const today = isoDay(this.clock.now());
    const keeping = ingredient ? defaultKeeping(ingredient, today, place?.value) : { place: place?.value ?? 'cupboard', bestBefore: null };
    const bestBefore = input.bestBefore === undefined ? keeping.bestBefore : checkBestBefore(input.bestBefore, today);
    if (bestBefore !== null && typeof bestBefore !== 'string') return bestBefore;
    const dateKind = input.dateKind === undefined ? { ok: true as const, value: ingredient ? defaultDateKind(ingredient, keeping.place) : null } : checkDateKind(input.dateKind);
    if (!dateKind.ok) return dateKind;
    const grams = ingredient ? gramsOf(quantity, unit, ingredient) : null;
    const item: LarderItem = {
      id: randomUUID(), ingredient: ingredient?.slug ?? null, name, quantity, unit, grams: grams === null ? null : Math.round(grams),
      place: keeping.place, bestBefore, dateKind: dateKind.value, source: 'added', valuePence: ingredient && grams ? estimate(ingredient, grams, snapshot) : 0, ref: null, addedAt: this.clock.now(),
    };
    await this.larder.put(householdId, [item]);
    return ok(item);
  }
}

/** What an amount of an ingredient is worth at its cheapest pack per gram. */
function estimate(ingredient: Ingredient, grams: number, snapshot: Awaited<ReturnType<CatalogueCache['current']>>): number {
  const prices = snapshot.productsFor(ingredient.slug).map((p) => {
    const packG = snapshot.packGrams(ingredient, p);
    return packG ? p.pricePence / packG : Infinity;
  });
  const perG = Math.min(...prices);
  return Number.isFinite(perG) ? Math.round(perG * grams) : 0;
}
