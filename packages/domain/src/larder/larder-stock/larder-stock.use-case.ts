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
  async heldForPlanning(householdId: string): Promise<HeldLot[]> {
    const lots = await this.lots(await this.larder.list(householdId));
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

  /** A list line ticked as bought puts its whole packs in the larder; unticked, takes them out again. */
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
    const grams = line.quantity * line.packGrams;
    const keeping = defaultKeeping(ingredient, isoDay(this.clock.now()));
    const item: LarderItem = {
      id: randomUUID(), ingredient: ingredient.slug, name: ingredient.name, quantity: grams, unit: 'g', grams,
      place: keeping.place, bestBefore: keeping.bestBefore, dateKind: defaultDateKind(ingredient, keeping.place), source: 'list', valuePence: line.pricePence, ref, addedAt: this.clock.now(),
    };
    await this.larder.put(householdId, [item]);
    return item;
  }
}
