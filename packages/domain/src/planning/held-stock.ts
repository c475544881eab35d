/**
 * What the larder holds, as the planner spends it: each held ingredient's lots with the last plan day each may be
 * eaten on (its best-before), and the grams the plan uses of it day by day. A lot covers a meal only on a day up
 * to its date; after it, the meal must buy the food. Lots are spent soonest date first, day by day (earliest
 * deadline first: no other order covers more). What no lot covers is bought in whole packs, each week for
 * perishables and once for the rest, as the rest of the basket is.
 *
 * The near-date credit: every penny of food a meal takes from a lot by its date earns `useSoon` pence, in full for
 * a lot due today and falling in a straight line to nothing for one due USE_SOON_HORIZON_DAYS or more away. Held
 * food already costs nothing; the credit makes spending what is about to go off the stronger choice, and spending
 * it early (a lot is only counted on days up to its date).
 */
import type { IngredientIndex } from './meal-options';
import { gramsToBuy, packsFor } from '../shared/whole-packs';

export const USE_SOON_HORIZON_DAYS = 7;

/** A held lot, by ingredient index; lastDay is the last plan day (0-based) it may be eaten on (Infinity: no date). */
export interface HeldLot {
  readonly ingredient: number;
  readonly grams: number;
  readonly lastDay: number;
  /** Its date is a use-by: spent ahead of best-before food (its near-date credit counts USE_BY_URGENCY times). */
  readonly useBy?: boolean;
}

/** How much more spending use-by food by its date counts than best-before food due the same day. */
export const USE_BY_URGENCY = 1.5;

/** How much a gram's worth of a lot due on `lastDay` counts, 0 to 1. */
export const urgency = (lastDay: number): number => Math.max(0, Math.min(1, (USE_SOON_HORIZON_DAYS - lastDay) / USE_SOON_HORIZON_DAYS));

/** The plan's figures for one held ingredient: packs bought, perishable remainder, and the near-date credit (all pence). */
export interface HeldFigures {
  cost: number;
  waste: number;
  credit: number;
}

export class HeldStock {
  /** The held slot of each ingredient index (-1: nothing held). */
  private readonly slotOf: Int32Array;
  private readonly ingredientOf: number[] = [];
  /** Each held ingredient's lots, soonest date first. */
  private readonly lots: Array<Array<{ grams: number; lastDay: number; creditPerGram: number }>> = [];
  /** Grams used by the plan of each held ingredient, on each day. */
  private readonly dayGrams: Float64Array;
  private readonly current: HeldFigures[] = [];
  private readonly left: Float64Array;
  private readonly buy: Float64Array;
  private readonly coveredWeek: Float64Array;
  private readonly weeks: number;
  private readonly out: HeldFigures = { cost: 0, waste: 0, credit: 0 };
  private readonly change: HeldFigures = { cost: 0, waste: 0, credit: 0 };
  /** Held slots whose every lot keeps to the plan's end, in a plan bought in one go (one week, or dry goods): only the total used matters. */
  private readonly whole: Uint8Array;
  private readonly totalUse: Float64Array;

  constructor(
    private readonly index: IngredientIndex,
    private readonly days: number,
    lots: readonly HeldLot[],
    useSoon: number,
  ) {
    this.slotOf = new Int32Array(index.slugs.length).fill(-1);
    let most = 1;
    for (const lot of lots) {
      if (!(lot.grams > 0) || lot.lastDay < 0) continue;
      let h = this.slotOf[lot.ingredient]!;
      if (h < 0) {
        h = this.ingredientOf.length;
        this.slotOf[lot.ingredient] = h;
        this.ingredientOf.push(lot.ingredient);
        this.lots.push([]);
      }
      const pencePerGram = index.price[lot.ingredient]! / index.packG[lot.ingredient]!;
      const list = this.lots[h]!;
      list.push({ grams: lot.grams, lastDay: lot.lastDay, creditPerGram: useSoon * pencePerGram * urgency(lot.lastDay) * (lot.useBy ? USE_BY_URGENCY : 1) });
      most = Math.max(most, list.length);
    }
    // Soonest first; on the same day, use-by food (the larger credit) first.
    for (const list of this.lots) list.sort((a, b) => a.lastDay - b.lastDay || b.creditPerGram - a.creditPerGram);
    const oneBuy = Math.ceil(days / 7) === 1;
    this.whole = Uint8Array.from(this.lots, (list, h) => (list[0]!.lastDay >= days - 1 && (oneBuy || !index.perishable[this.ingredientOf[h]!]) ? 1 : 0));
    this.totalUse = new Float64Array(this.ingredientOf.length);
    this.dayGrams = new Float64Array(this.ingredientOf.length * days);
    this.weeks = Math.ceil(days / 7);
    this.left = new Float64Array(most);
    this.buy = new Float64Array(this.weeks);
    this.coveredWeek = new Float64Array(this.weeks);
    for (let h = 0; h < this.ingredientOf.length; h += 1) this.current.push({ cost: 0, waste: 0, credit: 0 });
  }

  /** The ingredient index of held slot h. */
  ingredientAt(h: number): number {
    return this.ingredientOf[h]!;
  }

  /** The held slot of an ingredient, or -1. */
  slot(ingredient: number): number {
    return this.slotOf[ingredient]!;
  }

  /** How many ingredients the larder holds (held slots 0 to size - 1). */
  get size(): number {
    return this.ingredientOf.length;
  }

  /** The figures held slot h would have if day `day` used `dg` grams more (the object is reused: read it at once). */
  evaluate(h: number, day: number, dg: number): HeldFigures {
    return this.evaluateChange(h, null, 0, day, dg);
  }

  /**
   * The figures held slot h would have if each day d used `change[offset + d]` grams more (a meal moved from one day
   * to another changes two days at once), plus `dg` on `day` (the object is reused: read it at once).
   */
  evaluateChange(h: number, change: Float64Array | null, offset: number, day = -1, dg = 0): HeldFigures {
    if (this.whole[h]) {
      let total = dg;
      if (change) for (let d = 0; d < this.days; d += 1) total += change[offset + d]!;
      return this.evaluateWhole(h, total);
    }
    const ingredient = this.ingredientOf[h]!;
    const lots = this.lots[h]!;
    const left = this.left;
    for (let k = 0; k < lots.length; k += 1) left[k] = lots[k]!.grams;
    const buy = this.buy;
    buy.fill(0);
    const coveredWeek = this.coveredWeek;
    coveredWeek.fill(0);
    const base = h * this.days;
    let credit = 0;
    for (let d = 0; d < this.days; d += 1) {
      let need = this.dayGrams[base + d]! + (d === day ? dg : 0) + (change ? change[offset + d]! : 0);
      if (need <= 1e-9) continue;
      for (let k = 0; k < lots.length && need > 1e-9; k += 1) {
        const lot = lots[k]!;
        if (lot.lastDay < d || left[k]! <= 0) continue;
        const take = Math.min(need, left[k]!);
        left[k] = left[k]! - take;
        need -= take;
        coveredWeek[(d / 7) | 0] = coveredWeek[(d / 7) | 0]! + take;
        credit += take * lot.creditPerGram;
      }
      if (need > 1e-9) buy[(d / 7) | 0] = buy[(d / 7) | 0]! + need;
    }
    const packG = this.index.packG[ingredient]!;
    const price = this.index.price[ingredient]!;
    const perishable = this.index.perishable[ingredient]!;
    let cost = 0;
    let waste = 0;
    if (perishable) {
      for (let w = 0; w < this.weeks; w += 1) {
        // Bought as the week's line states it: its whole grams less the whole grams held (shared/whole-packs.ts).
        const toBuy = gramsToBuy(buy[w]! + coveredWeek[w]!, coveredWeek[w]!);
        const packs = packsFor(toBuy, packG, coveredWeek[w]!);
        cost += packs * price;
        if (packs) waste += ((packs * packG - toBuy) / packG) * price;
      }
    } else {
      let use = 0;
      let covered = 0;
      for (let w = 0; w < this.weeks; w += 1) {
        use += buy[w]! + coveredWeek[w]!;
        covered += coveredWeek[w]!;
      }
      cost = packsFor(gramsToBuy(use, covered), packG, covered) * price;
    }
    const out = this.out;
    out.cost = cost;
    out.waste = waste;
    out.credit = credit;
    return out;
  }

  /** The soonest date (plan day) of the held food of an ingredient that is near its date; Infinity when none is. */
  nearDateUntil(ingredient: number): number {
    const h = this.slotOf[ingredient]!;
    if (h < 0) return Number.POSITIVE_INFINITY;
    const lot = this.lots[h]![0]!;
    return urgency(lot.lastDay) > 0 ? lot.lastDay : Number.POSITIVE_INFINITY;
  }

  /** evaluate() when only the total matters: the lots, soonest date first, cover the plan's whole use. */
  private evaluateWhole(h: number, dg: number): HeldFigures {
    const ingredient = this.ingredientOf[h]!;
    const use = Math.max(0, this.totalUse[h]! + dg);
    let need = use;
    let credit = 0;
    let covered = 0;
    for (const lot of this.lots[h]!) {
      if (need <= 1e-9) break;
      const take = Math.min(need, lot.grams);
      need -= take;
      covered += take;
      credit += take * lot.creditPerGram;
    }
    const packG = this.index.packG[ingredient]!;
    const price = this.index.price[ingredient]!;
    const toBuy = gramsToBuy(use, covered);
    const packs = packsFor(toBuy, packG, covered);
    const out = this.out;
    out.cost = packs * price;
    out.waste = packs && this.index.perishable[ingredient] ? ((packs * packG - toBuy) / packG) * price : 0;
    out.credit = credit;
    return out;
  }

  /** What held slot h's figures are now. */
  figures(h: number): HeldFigures {
    return this.current[h]!;
  }

  /** Day `day` uses `dg` grams more of held slot h; answers the change in its figures (the object is reused: read it at once). */
  apply(h: number, day: number, dg: number): HeldFigures {
    const next = this.evaluate(h, day, dg);
    const now = this.current[h]!;
    const change = this.change;
    change.cost = next.cost - now.cost;
    change.waste = next.waste - now.waste;
    change.credit = next.credit - now.credit;
    now.cost = next.cost;
    now.waste = next.waste;
    now.credit = next.credit;
    const i = h * this.days + day;
    const before = this.dayGrams[i]!;
    const after = before + dg;
    this.dayGrams[i] = Math.abs(after) < 1e-6 ? 0 : Math.max(0, after);
    this.totalUse[h] = this.totalUse[h]! + this.dayGrams[i]! - before;
    return change;
  }

  /** Grams of an ingredient the larder covers in a week (perishables), or over the plan (the rest: week null). */
  coveredIn(ingredient: number, week: number | null): number {
    const h = this.slotOf[ingredient]!;
    if (h < 0) return 0;
    const lots = this.lots[h]!;
    const left = lots.map((l) => l.grams);
    let covered = 0;
    for (let d = 0; d < this.days; d += 1) {
      let need = this.dayGrams[h * this.days + d]!;
      for (let k = 0; k < lots.length && need > 1e-9; k += 1) {
        if (lots[k]!.lastDay < d || left[k]! <= 0) continue;
        const take = Math.min(need, left[k]!);
        left[k] = left[k]! - take;
        need -= take;
        if (week === null || ((d / 7) | 0) === week) covered += take;
      }
    }
    return covered;
  }
}
