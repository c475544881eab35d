/** An item used up, or thrown away (its value is the real waste); a quantity takes out only that much. */
import { randomUUID } from 'node:crypto';
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { type LarderItem, REMOVAL_REASONS, type RemovalReason, dateStateOf, isoDay, valueOfPart } from '../larder-item';
import type { LarderRepository } from '../ports';
import { checkQuantity, larderItemNotFound } from '../larder-input';

export class RemoveLarderItem {
  constructor(
    private readonly larder: LarderRepository,
    private readonly clock: Clock,
    /** For an item's kind of date when the household did not say (its kind of food's). */
    private readonly catalogue: Pick<CatalogueCache, 'current'> | null = null,
  ) {}

  /** Used up, or thrown away (its value is the real waste); a quantity takes out only that much. */
  async remove(householdId: string, id: string, reasonInput: unknown, quantityInput?: unknown): Promise<Result<{ removed: number; valuePence: number; left: LarderItem | null }, DomainError>> {
    const reason = typeof reasonInput === 'string' && (REMOVAL_REASONS as readonly string[]).includes(reasonInput) ? (reasonInput as RemovalReason) : null;
    if (!reason) return invalid('reason', 'Say why it goes: "used" or "thrown-away"');
    const item = await this.larder.find(householdId, id);
    if (!item) return larderItemNotFound();
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
    const now = this.clock.now();
    // Waste is told apart by its date: past a use-by it had to go, past a best-before it was often still good.
    const ingredient = item.ingredient && this.catalogue ? (await this.catalogue.current()).ingredient(item.ingredient) : null;
    const dateState = reason === 'thrown-away' ? dateStateOf(item, ingredient, isoDay(now)) : null;
    await this.larder.recordRemoval(householdId, { id: randomUUID(), ingredient: item.ingredient, name: item.name, quantity, unit: item.unit, reason, valuePence, at: now, dateState });
    return ok({ removed: quantity, valuePence, left });
  }
}
