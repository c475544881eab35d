/**
 * What planning and lists read of the larder, and what a list fills it with: the lots a plan may spend, the stock a
 * list subtracts (with the staples), and a ticked line's packs put in (or taken out again when unticked).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { ShoppingItem } from '../../shopping/shopping-list';
import { type LarderItem, dateKindOf, defaultDateKind, defaultKeeping, isoDay, stillGoodDaysOf } from '../larder-item';
import type { LarderRepository } from '../ports';
import type { LarderForLists } from '../list-quantities';
import { type HeldLot, byIngredient, heldLots } from '../held-lots';
import { householdStaples } from '../staples/staples.use-case';

/** A staple the household has counts as held without end: the plan never buys it (as the list never does). */
const STAPLE_GRAMS = 100_000;

export class LarderStock implements LarderForLists {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /**
   * What the planner may spend, lot by lot: grams held of each ingredient for each date, so a plan counts each lot
   * only on days up to its date (best-before food past it while still good). The freezer's food keeps: no date.
   */
  async heldForPlanning(householdId: string, boughtOnList: readonly number[] = []): Promise<HeldLot[]> {
    // The packs the plan's own list ticked are the plan's shopping (counted in its cost as on the list), not stock.
    const own = new Set(boughtOnList.map((id) => `list-item:${id}`));
    const lots = await this.lots((await this.larder.list(householdId)).filter((i) => !own.has(i.ref ?? '')));
    // The staples it has (not run out) are free to the plan, so the plan's cost and the list's total agree.
    const snapshot = await this.catalogue.current();
    const kept = [...(await householdStaples(this.larder, householdId)).kept].filter((s) => snapshot.ingredient(s));
    return [...lots, ...kept.map((ingredient) => ({ ingredient, grams: STAPLE_GRAMS, bestBefore: null }))];
  }

  /** Each lot with the kind of its date (as the household said, else its kind of food's): use-by food is spent first. */
  private async lots(items: readonly LarderItem[]): Promise<HeldLot[]> {
    const snapshot = await this.catalogue.current();
    const ingredient = (i: LarderItem) => (i.ingredient ? snapshot.ingredient(i.ingredient) : null);
    return heldLots(items, isoDay(this.clock.now()), (i) => dateKindOf(i, ingredient(i)), (i) => stillGoodDaysOf(i, ingredient(i)));
  }

  /** What the list subtracts: grams held of each ingredient (as the planner counts it), and the staples. */
  async stockForList(householdId: string, boughtOnList: readonly number[] = []): Promise<{ held: Map<string, number>; staples: Set<string> }> {
    // The packs this list's own ticks put in the larder are the list's lines bought, not stock the list may subtract again.
    const own = new Set(boughtOnList.map((id) => `list-item:${id}`));
    const lots = await this.lots((await this.larder.list(householdId)).filter((i) => !own.has(i.ref ?? '')));
    return { held: byIngredient(lots), staples: (await householdStaples(this.larder, householdId)).kept };
  }

  /**
   * A list line ticked as bought puts its whole packs in the larder; unticked, takes them out again. What a confirmed
   * receipt of the same week already put in for its ingredient is not put in twice (see `boughtTwice`).
   */
  async fromTick(householdId: string, line: Pick<ShoppingItem, 'id' | 'ingredient' | 'name' | 'quantity' | 'packGrams' | 'pricePence' | 'isExtra' | 'isChecked'>): Promise<LarderItem | null> {
    const ref = `list-item:${line.id}`;
    const existing = (await this.larder.list(householdId)).filter((i) => i.ref === ref);
    if (!line.isChecked) {
      if (existing.length) await this.larder.delete(householdId, existing.map((i) => i.id));
      return null;
    }
    if (existing.length || line.isExtra || line.quantity <= 0 || line.packGrams <= 0) return existing[0] ?? null;
    // A staple that had run out is back in the cupboard once its line is bought.
    const staples = await householdStaples(this.larder, householdId);
    if (staples.runOut.has(line.ingredient)) await this.larder.setStapleRunOut(householdId, line.ingredient, false);
    const ingredient = (await this.catalogue.current()).ingredient(line.ingredient);
    if (!ingredient) return null;
    const grams = line.quantity * line.packGrams - (await this.boughtTwice(householdId, ingredient.slug, isoDay(this.clock.now()), 'list-item:', 'receipt-line:'));
    if (grams <= 0) return null;
    const keeping = defaultKeeping(ingredient, isoDay(this.clock.now()));
    const item: LarderItem = {
      id: randomUUID(), ingredient: ingredient.slug, name: ingredient.name, quantity: grams, unit: 'g', grams,
      place: keeping.place, bestBefore: keeping.bestBefore, dateKind: defaultDateKind(ingredient, keeping.place), source: 'list', valuePence: line.pricePence, ref, addedAt: this.clock.now(),
    };
    await this.larder.put(householdId, [item]);
    return item;
  }

  /**
   * A confirmed receipt's matched lines go into the larder as bought, once: each line's ref is `receipt-line:<receipt>:<index>`,
   * so confirming again (or a retry) adds nothing. `lines` carry grams bought (packs x pack size, or the weighed grams).
   */
  async fromReceipt(householdId: string, receipt: { id: number; date: string; lines: ReadonlyArray<{ index: number; ingredient: string; grams: number; pricePence: number }> }): Promise<LarderItem[]> {
    const snapshot = await this.catalogue.current();
    const held = new Set((await this.larder.list(householdId)).map((i) => i.ref));
    const added: LarderItem[] = [];
    for (const line of receipt.lines) {
      const ref = `receipt-line:${receipt.id}:${line.index}`;
      const ingredient = snapshot.ingredient(line.ingredient);
      if (held.has(ref) || !ingredient || !(line.grams > 0)) continue;
      const grams = Math.round(line.grams - (await this.boughtTwice(householdId, ingredient.slug, receipt.date, 'receipt-line:', 'list-item:')));
      if (grams <= 0) continue;
      const keeping = defaultKeeping(ingredient, isoDay(this.clock.now()));
      const item: LarderItem = {
        id: randomUUID(), ingredient: ingredient.slug, name: ingredient.name, quantity: grams, unit: 'g', grams,
        place: keeping.place, bestBefore: keeping.bestBefore, dateKind: defaultDateKind(ingredient, keeping.place), source: 'receipt', valuePence: line.pricePence, ref, addedAt: this.clock.now(),
      };
      await this.larder.put(householdId, [item]);
      added.push(item);
    }
    return added;
  }

  /**
   * A receipt line and a ticked list line of one ingredient in one week are the same shopping, not two: what the one
   * record adds is only what exceeds what the other already put in and the first record's kind has not yet matched.
   * Concretely, of one ingredient within seven days either side of `day`: grams put in by the other kind (`other`)
   * minus grams put in by this kind (`mine`), never below zero. So a receipt of 1 kg rice after a ticked 1 kg bag adds
   * nothing; a 2 kg receipt adds 1 kg; a bag ticked after the receipt's 1 kg adds nothing. Unticking takes out only what
   * the tick put in.
   */
  private async boughtTwice(householdId: string, ingredient: string, day: string, mine: string, other: string): Promise<number> {
    const near = (at: Date) => Math.abs(Date.parse(`${isoDay(at)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) <= 6 * 86_400_000;
    const lots = (await this.larder.list(householdId)).filter((i) => i.ingredient === ingredient && near(i.addedAt));
    const sum = (prefix: string) => lots.filter((i) => (i.ref ?? '').startsWith(prefix)).reduce((s, i) => s + (i.grams ?? 0), 0);
    return Math.max(0, sum(other) - sum(mine));
  }
}
