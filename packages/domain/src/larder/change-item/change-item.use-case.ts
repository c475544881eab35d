/**
 * A larder item corrected (its amount or unit), moved (to the freezer: its date becomes the freezer's), or re-dated
 * with the kind of date on its pack (use-by or best-before).
 */
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { type LarderItem, FROZEN_DAYS, FROZEN_LEFTOVERS_DAYS, addDaysIso, dateKindOf, defaultDateKind, defaultKeeping, gramsOf, isoDay, storageOf, valueOfPart } from '../larder-item';
import type { LarderRepository } from '../ports';
import { checkBestBefore, checkDateKind, checkPlace, checkQuantity, checkUnit, larderItemNotFound } from '../larder-input';

export class ChangeLarderItem {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /** Corrects an amount, moves it (to the freezer: its date becomes the freezer's), or changes its date. */
  async update(householdId: string, id: string, input: { quantity?: unknown; unit?: unknown; place?: unknown; bestBefore?: unknown; dateKind?: unknown; opened?: unknown }): Promise<Result<LarderItem, DomainError>> {
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
    const ingredient = item.ingredient ? (await this.catalogue.current()).ingredient(item.ingredient) : undefined;
    let dateKind = item.dateKind ?? null;
    if (input.dateKind !== undefined) {
      const k = checkDateKind(input.dateKind);
      if (!k.ok) return k;
      dateKind = k.value;
    }
    if (input.place !== undefined) {
      const p = checkPlace(input.place);
      if (!p.ok) return p;
      if (p.value !== item.place) {
        // Out of the freezer, the kind of food says again (the frozen pack's date was a best-before).
        const useBy = (item.place === 'freezer' && ingredient ? defaultDateKind(ingredient, p.value) : dateKindOf(item, ingredient)) === 'use-by';
        // Frozen, it keeps for months to a best-before (a cooked dish as long as best-before.json says); out of the
        // freezer, food with a use-by (and a cooked dish) is eaten within a day of defrosting, the rest keeps its kind's time.
        if (p.value === 'freezer') dateKind = 'best-before';
        else if (item.place === 'freezer' && (useBy || item.source === 'leftovers')) dateKind = 'use-by';
        if (item.source === 'leftovers') bestBefore = addDaysIso(today, p.value === 'freezer' ? FROZEN_LEFTOVERS_DAYS : 1);
        else if (item.place === 'freezer' && dateKind === 'use-by') bestBefore = addDaysIso(today, 1);
        else if (ingredient) bestBefore = defaultKeeping(ingredient, today, p.value).bestBefore;
        else if (p.value === 'freezer') bestBefore = addDaysIso(today, FROZEN_DAYS);
      }
      place = p.value;
    }
    if (input.opened !== undefined && typeof input.opened !== 'boolean') return invalid('opened', 'opened must be true or false');
    // Opened: the rest keeps its opened life (an opened tin 2 days in the fridge), never longer than its date.
    if (input.opened === true && ingredient && place !== 'freezer') {
      const storage = storageOf(ingredient);
      if (storage.openedDays !== null) {
        const opened = addDaysIso(today, storage.openedDays);
        bestBefore = bestBefore !== null && bestBefore < opened ? bestBefore : opened;
        place = storage.openedPlace ?? place;
        dateKind = 'use-by';
      }
    }
    if (input.bestBefore !== undefined) {
      const d = checkBestBefore(input.bestBefore, today);
      if (d !== null && typeof d !== 'string') return d;
      bestBefore = d;
    }
    const grams = ingredient ? gramsOf(quantity, unit, ingredient) : item.grams;
    const valuePence = unit === item.unit ? valueOfPart(item, quantity) + (quantity > item.quantity ? Math.round((item.valuePence / Math.max(item.quantity, 1e-9)) * (quantity - item.quantity)) : 0) : item.valuePence;
    const next: LarderItem = { ...item, quantity, unit, place, bestBefore, dateKind, grams: grams === null ? null : Math.round(grams), valuePence };
    await this.larder.put(householdId, [next]);
    return ok(next);
  }
}
