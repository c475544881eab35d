/** A larder item corrected (its amount or unit), moved (to the freezer: its date becomes the freezer's), or re-dated. */
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { type LarderItem, FROZEN_DAYS, FROZEN_LEFTOVERS_DAYS, addDaysIso, defaultKeeping, gramsOf, isoDay, valueOfPart } from '../larder-item';
import type { LarderRepository } from '../ports';
import { checkBestBefore, checkPlace, checkQuantity, checkUnit, larderItemNotFound } from '../larder-input';

export class ChangeLarderItem {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /** Corrects an amount, moves it (to the freezer: its date becomes the freezer's), or changes its date. */
  async update(householdId: string, id: string, input: { quantity?: unknown; unit?: unknown; place?: unknown; bestBefore?: unknown }): Promise<Result<LarderItem, DomainError>> {
    const item = await this.larder.find(householdId, id);
    if (!item) return larderItemNotFound();
    const today = isoDay(this.clock.now());
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
        if (item.source === 'leftovers') bestBefore = addDaysIso(today, p.value === 'freezer' ? FROZEN_LEFTOVERS_DAYS : 1);
        else if (ingredient) bestBefore = defaultKeeping(ingredient, today, p.value).bestBefore;
        else if (p.value === 'freezer') bestBefore = addDaysIso(today, FROZEN_DAYS);
      }
      place = p.value;
    }
    if (input.bestBefore !== undefined) {
      const d = checkBestBefore(input.bestBefore, today);
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
}
