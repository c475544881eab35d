// long-file: the planner's incremental state is one class on purpose: every delta of the search's inner loop reads and
// stages the same typed arrays (basket, day nutrition, held lots, leftover days); its aims and penalties live in
// nutrition-penalty.ts and held-stock.ts, and splitting the rest would put a call between the loop and its arrays.
/**
 * The plan being built: which option each slot holds and how many of each extra each day adds, with the
 * basket (whole packs, perishables bought each week) and the food per adult portion per day kept up to date,
 * so that a change is priced by what it alters only.
 */
import type { MealType } from '../catalogue/recipe';
import { type ExtraOption, type IngredientIndex, type MealOption, N, N_SIZE, type OptionLine } from './meal-options';
import { type HeldLot, HeldStock } from './held-stock';
import { leftoverWindow } from './leftover-keeping';
import { DUST_GRAMS, gramsToBuy, packsFor } from '../shared/whole-packs';
import { type NutritionSums, type PortionTargets, type Weights, averagesPenalty, dayPenalty, fruitVegOf } from './nutrition-penalty';
import { CARB_BASES, FLAVOUR_BASES, eatsMeat, weekPenalty } from './variety-rules';

export interface Slot {
  readonly day: number;
  readonly mealType: MealType;
  readonly options: readonly MealOption[];
  readonly locked: MealOption | null;
}

/** A rule that is never broken: a recipe twice in a day, or three times in 7 days. */
export const HARD = 1e7;
const WEEK_KEYS = 8; // basket keys: ingredient * 8 + week (0-5) for perishables, + 7 for the rest
const MAIN_SLOTS: ReadonlySet<MealType> = new Set(['lunch', 'dinner']);

function ascending(a: number, b: number) {
  return a - b;
}
function without(list: readonly number[], x: number): number[] {
  const out: number[] = [];
  for (const v of list) if (v !== x) out.push(v);
  return out;
}

export class PlanState {
  readonly chosen: Array<MealOption | null>;
  readonly extraCount: Int32Array[];
  private readonly grams: Float64Array;
  private readonly scratch: Float64Array;
  private readonly touched: number[] = [];
  private readonly dayN: Float64Array[];
  private readonly dayScratch = new Float64Array(N_SIZE);
  cost = 0;
  /** Value of the perishables' pack remainders (what the plan reports). */
  waste = 0;
  /** Of which the share that goes off before it can be used (remainder-life.ts): what the objective weighs. */
  spoil = 0;
  /** The near-date credit earned by the held food the plan uses (pence, weighted: see HeldStock). */
  credit = 0;
  private readonly occurrences = new Map<string, number[]>();
  private readonly sourceCount = new Map<number, number>();

  constructor(
    readonly index: IngredientIndex,
    readonly slots: readonly Slot[],
    readonly extras: readonly ExtraOption[],
    private readonly days: number,
    private readonly perDay: number,
    private readonly targets: PortionTargets,
    private readonly portions: number,
    private readonly budget: number,
    private readonly w: Weights,
    private readonly leftoversEnabled: boolean,
    held: readonly HeldLot[] = [],
    diets: readonly string[] = [],
  ) {
    this.chosen = slots.map(() => null);
    this.extraCount = Array.from({ length: days }, () => new Int32Array(extras.length));
    this.grams = new Float64Array(index.slugs.length * WEEK_KEYS);
    this.scratch = new Float64Array(index.slugs.length * WEEK_KEYS);
    this.dayN = Array.from({ length: days }, () => new Float64Array(N_SIZE));
    // What the larder holds is spent first, each lot only on days up to its date.
    this.held = new HeldStock(index, days, held, w.useSoon);
    this.heldScratch = new Float64Array(this.held.size * days);
    this.heldMark = new Uint8Array(this.held.size);
    this.dishDay = Int32Array.from(slots, (slot) => slot.day);
    const weeks = Math.ceil(days / 7);
    this.carbCount = new Int16Array(weeks * CARB_BASES.length);
    this.flavourCount = new Int16Array(weeks * FLAVOUR_BASES.length);
    this.meatCount = new Int16Array(weeks);
    this.srcCount = new Int16Array(weeks * 16);
    this.mainSlots = new Int16Array(weeks);
    this.dinnerSlots = new Int16Array(weeks);
    for (const slot of slots) {
      if (!MAIN_SLOTS.has(slot.mealType)) continue;
      const week = (slot.day / 7) | 0;
      this.mainSlots[week] = this.mainSlots[week]! + 1;
      if (slot.mealType === 'dinner') this.dinnerSlots[week] = this.dinnerSlots[week]! + 1;
    }
    this.meatEater = eatsMeat(diets, [...new Set(slots.map((x) => x.mealType))], slots.some((x) => x.mealType === 'dinner' && x.options.some((o) => o.meatOrFish)));
  }
  // ---- Variety a cook would accept (variety-rules.ts): counts of a week's lunches and dinners ----
  private readonly carbCount: Int16Array;
  private readonly flavourCount: Int16Array;
  private readonly meatCount: Int16Array;
  /** Lunches and dinners by week and protein source (week * 16 + source id), as sourceCount holds them. */
  private readonly srcCount: Int16Array;
  private readonly mainSlots: Int16Array;
  private readonly dinnerSlots: Int16Array;
  readonly meatEater: boolean;
  /** Meat or fish dinners in week w. */
  meatDinners(week: number): number {
    return this.meatCount[week]!;
  }
  private weekRules(week: number): number {
    if (!this.mainSlots[week]) return 0;
    let sources = 0;
    for (let id = 1; id < 16; id += 1) if (this.srcCount[week * 16 + id]! > 0) sources += 1;
    const nc = CARB_BASES.length;
    const nf = FLAVOUR_BASES.length;
    return weekPenalty(
      {
        mainSlots: this.mainSlots[week]!, dinnerSlots: this.dinnerSlots[week]!, carb: this.carbCount.subarray(week * nc, week * nc + nc),
        flavour: this.flavourCount.subarray(week * nf, week * nf + nf), sources, meatDinners: this.meatCount[week]!,
      },
      this.w,
      this.meatEater,
    );
  }
  /** Counts slot s holding `option` in (sign 1) or out (-1), its protein source too (in sourceCount as well when `persist`). */
  private countRules(s: number, option: MealOption, sign: number, persist = true) {
    const week = (this.slots[s]!.day / 7) | 0;
    const c = week * CARB_BASES.length + option.carbBase;
    const f = week * FLAVOUR_BASES.length + option.flavourBase;
    if (option.carbBase >= 0) this.carbCount[c] = this.carbCount[c]! + sign;
    if (option.flavourBase >= 0) this.flavourCount[f] = this.flavourCount[f]! + sign;
    if (option.meatOrFish && this.slots[s]!.mealType === 'dinner') this.meatCount[week] = this.meatCount[week]! + sign;
    const key = this.sourceKey(s, option);
    this.srcCount[key] = this.srcCount[key]! + sign;
    if (persist) this.sourceCount.set(key, (this.sourceCount.get(key) ?? 0) + sign);
  }
  /** The change in the week's variety rules if slot s (a lunch or dinner) held `option` instead of `old`. */
  private rulesDelta(s: number, old: MealOption | null, option: MealOption): number {
    const anyWeight = this.w.carbBase || this.w.flavourBase || this.w.proteinSources || this.w.meatDinners;
    if (!anyWeight) return 0;
    const week = (this.slots[s]!.day / 7) | 0;
    const before = this.weekRules(week);
    if (old) this.countRules(s, old, -1, false);
    this.countRules(s, option, 1, false);
    const after = this.weekRules(week);
    this.countRules(s, option, -1, false);
    if (old) this.countRules(s, old, 1, false);
    return after - before;
  }
  private readonly held: HeldStock;
  /** Grams per held ingredient and day a change being priced adds (held slot * days + day), and which it touches. */
  private readonly heldScratch: Float64Array;
  private readonly heldMark: Uint8Array;
  private readonly heldTouched: number[] = [];
  /**
   * The day each slot's dish takes its food on: its own, or for planned leftovers the day the dish is cooked (twice
   * over), as cooking takes it (cooking.ts; a side is cooked on its own day): what matters for held food good only up to a date.
   */
  private readonly dishDay: Int32Array;
  private readonly pairOut: number[] = [];
  /** Grams of an ingredient the larder covers in a week (the whole plan for what is not perishable). */
  heldAt(ingredient: number, week: number): number {
    return this.held.coveredIn(ingredient, this.index.perishable[ingredient] ? week : null);
  }

  /** The soonest plan day by which held food of an ingredient near its date must be eaten (Infinity: none near). */
  nearDateUntil(ingredient: number): number {
    return this.held.nearDateUntil(ingredient);
  }

  private key(ingredient: number, day: number) {
    return ingredient * WEEK_KEYS + (this.index.perishable[ingredient] ? Math.floor(day / 7) : 7);
  }
  /** Whole packs to buy of an ingredient the larder does not hold, by its whole grams as its line states them (held ones: HeldStock). */
  private packCost(key: number, grams: number) {
    const ingredient = (key / WEEK_KEYS) | 0;
    return packsFor(gramsToBuy(grams), this.index.packG[ingredient]!) * this.index.price[ingredient]!;
  }
  private wasteOf(key: number, grams: number) {
    const ingredient = (key / WEEK_KEYS) | 0;
    if (!this.index.perishable[ingredient]) return 0;
    const packG = this.index.packG[ingredient]!;
    const toBuy = gramsToBuy(grams);
    return ((packsFor(toBuy, packG) * packG - toBuy) / packG) * this.index.price[ingredient]!;
  }

  // ---- Food per adult portion ----

  private dayPenalty(n: Float64Array): number {
    return dayPenalty(n, this.targets, this.w, this.portions);
  }
  private fvOf(n: Float64Array) {
    return fruitVegOf(n, this.targets);
  }
  private averagesPenalty(sum: NutritionSums): number {
    return averagesPenalty(sum, this.targets, this.w, this.portions, this.days);
  }
  private sumsCache: NutritionSums | null = null;
  private sums() {
    if (this.sumsCache) return this.sumsCache;
    const s = { protein: 0, fibre: 0, salt: 0, fv: 0, sugars: 0 };
    for (const n of this.dayN) {
      s.protein += n[N.protein]!;
      s.fibre += n[N.fibre]!;
      s.salt += n[N.salt]!;
      s.fv += this.fvOf(n);
      s.sugars += n[N.freeSugars]!;
    }
    this.sumsCache = s;
    return s;
  }
  /** The change in the nutrition penalty if day d's food changed by +add -remove. */
  private nutritionDelta(day: number, add: Float64Array | null, remove: Float64Array | null, times = 1): number {
    const before = this.dayN[day]!;
    const after = this.dayScratch;
    for (let k = 0; k < N_SIZE; k += 1) after[k] = before[k]! + times * ((add?.[k] ?? 0) - (remove?.[k] ?? 0));
    const sums = this.sums();
    const next = {
      protein: sums.protein + after[N.protein]! - before[N.protein]!,
      fibre: sums.fibre + after[N.fibre]! - before[N.fibre]!,
      salt: sums.salt + after[N.salt]! - before[N.salt]!,
      fv: sums.fv + this.fvOf(after) - this.fvOf(before),
      sugars: sums.sugars + after[N.freeSugars]! - before[N.freeSugars]!,
    };
    return this.dayPenalty(after) - this.dayPenalty(before) + this.averagesPenalty(next) - this.averagesPenalty(sums);
  }

  // ---- Basket ----

  private basketDelta(day: number, add: readonly OptionLine[] | null, remove: readonly OptionLine[] | null, times = 1) {
    if (remove) this.stage(day, remove, -times);
    if (add) this.stage(day, add, times);
    return this.settle();
  }
  /** Adds `times` portions of lines taken on `day` to the change being priced (settle() prices it). */
  private stage(day: number, lines: readonly OptionLine[], times: number) {
    const touched = this.touched;
    const scratch = this.scratch;
    const scale = times * this.portions;
    for (const l of lines) {
      const h = this.held.slot(l.ingredient);
      if (h >= 0) {
        if (!this.heldMark[h]) {
          this.heldMark[h] = 1;
          this.heldTouched.push(h);
        }
        const i = h * this.days + day;
        this.heldScratch[i] = this.heldScratch[i]! + scale * l.grams;
        continue;
      }
      const key = this.key(l.ingredient, day);
      if (scratch[key] === 0) touched.push(key);
      scratch[key] = scratch[key]! + scale * l.grams || 1e-12;
    }
  }
  /** The change in cost, weighted waste and credit of what has been staged; clears it. */
  private settle() {
    const touched = this.touched;
    const scratch = this.scratch;
    let dCost = 0;
    let dWaste = 0;
    let dCredit = 0;
    for (const h of this.heldTouched) {
      const offset = h * this.days;
      const ingredient = this.held.ingredientAt(h);
      const now = this.held.figures(h);
      const next = this.held.evaluateChange(h, this.heldScratch, offset);
      dCost += next.cost - now.cost;
      dWaste += (next.waste - now.waste) * this.index.wasteShare[ingredient]!;
      dCredit += next.credit - now.credit;
      this.heldScratch.fill(0, offset, offset + this.days);
      this.heldMark[h] = 0;
    }
    this.heldTouched.length = 0;
    for (const key of touched) {
      const dg = scratch[key]!;
      scratch[key] = 0;
      if (Math.abs(dg) < 1e-9) continue;
      const ingredient = (key / WEEK_KEYS) | 0;
      const before = this.grams[key]!;
      const after = Math.max(0, before + dg);
      dCost += this.packCost(key, after) - this.packCost(key, before);
      if (this.w.waste !== 0) dWaste += (this.wasteOf(key, after) - this.wasteOf(key, before)) * this.index.wasteShare[ingredient]!;
    }
    touched.length = 0;
    this.lastCost = dCost;
    return dCost + this.w.waste * dWaste - dCredit;
  }
  /** The cost part of the last basketDelta. */
  private lastCost = 0;
  private applyBasket(day: number, lines: readonly OptionLine[], sign: number) {
    for (const l of lines) {
      const key = this.key(l.ingredient, day);
      const before = this.grams[key]!;
      let after = before + sign * this.portions * l.grams;
      if (Math.abs(after) < 1e-6) after = 0;
      this.grams[key] = after;
      const h = this.held.slot(l.ingredient);
      if (h >= 0) {
        const change = this.held.apply(h, day, sign * this.portions * l.grams);
        this.cost += change.cost;
        this.waste += change.waste;
        this.spoil += change.waste * this.index.wasteShare[l.ingredient]!;
        this.credit += change.credit;
        continue;
      }
      this.cost += this.packCost(key, after) - this.packCost(key, before);
      const dWaste = this.wasteOf(key, after) - this.wasteOf(key, before);
      this.waste += dWaste;
      this.spoil += dWaste * this.index.wasteShare[l.ingredient]!;
    }
  }
  private overBudget(cost: number) {
    return Math.max(0, cost - this.budget) * this.w.overBudgetPerPenny;
  }

  // ---- Variety ----

  /** A recipe's variety penalty from the slots that hold it: repeats, planned leftovers, the hard rules. */
  private recipePenalty(slotsOf: readonly number[], option: MealOption): number {
    if (slotsOf.length < 2) return 0;
    const sorted = slotsOf.length === 2 ? (slotsOf[0]! < slotsOf[1]! ? slotsOf : [slotsOf[1]!, slotsOf[0]!]) : [...slotsOf].sort(ascending);
    let p = 0;
    const keep = this.leftoverDays(option);
    for (let i = 0; i < sorted.length; i += 1) {
      const a = this.slots[sorted[i]!]!;
      let inWindow = 0;
      for (let j = i + 1; j < sorted.length; j += 1) {
        const b = this.slots[sorted[j]!]!;
        const gap = b.day - a.day;
        if (gap === 0) p += HARD;
        if (gap < 7) inWindow += 1;
      }
      if (inWindow >= 2) p += HARD * (inWindow - 1);
    }
    // Consecutive pairs: a planned leftover, or a repeat.
    for (let i = 0; i + 1 < sorted.length; i += 1) {
      const a = this.slots[sorted[i]!]!;
      const b = this.slots[sorted[i + 1]!]!;
      if (b.day - a.day >= 7) continue;
      const leftover = keep > 0 && b.day > a.day && b.day - a.day <= keep && MAIN_SLOTS.has(a.mealType) && MAIN_SLOTS.has(b.mealType);
      // A repeat the next day is felt twice as much.
      p += leftover ? this.w.leftover : b.day - a.day <= 1 ? 2 * this.w.repeat : this.w.repeat;
    }
    return p;
  }
  /** Days a cooked dish can wait for its second meal (0: it cannot), when the household wants leftovers. */
  leftoverDays(option: MealOption): number {
    if (!this.leftoversEnabled || option.main.recipe.role !== 'main') return 0;
    const recipe = option.main.recipe;
    let days = this.keepCache.get(recipe);
    if (days === undefined) {
      // From the fridge within 2 days (a rice dish 1), or frozen when it freezes well (leftover-keeping.ts).
      days = leftoverWindow(recipe);
      this.keepCache.set(recipe, days);
    }
    return days;
  }
  private readonly keepCache = new Map<object, number>();
  /**
   * The day each of a recipe's slots takes its food on (as [slot, day, slot, day...] in pairOut): a planned leftover
   * (the next serving within its keeping time, lunch or dinner, paired in turn as the plan reads them) on the day
   * its dish is cooked, the rest on their own.
   */
  private pairDays(slotsOf: readonly number[], option: MealOption): number[] {
    const out = this.pairOut;
    out.length = 0;
    const sorted = slotsOf.length === 1 ? slotsOf : slotsOf.length === 2 ? (slotsOf[0]! < slotsOf[1]! ? slotsOf : [slotsOf[1]!, slotsOf[0]!]) : [...slotsOf].sort(ascending);
    const keep = this.leftoverDays(option);
    for (let i = 0; i < sorted.length; i += 1) {
      const a = sorted[i]!;
      const b = sorted[i + 1];
      out.push(a, this.slots[a]!.day);
      if (keep > 0 && b !== undefined) {
        const sa = this.slots[a]!;
        const sb = this.slots[b]!;
        const gap = sb.day - sa.day;
        if (gap > 0 && gap <= keep && MAIN_SLOTS.has(sa.mealType) && MAIN_SLOTS.has(sb.mealType)) {
          out.push(b, sa.day);
          i += 1;
        }
      }
    }
    return out;
  }
  /** Stages the food of a recipe's other slots whose day changes when it holds these slots (`s`: the slot being priced, skipped). */
  private stageMoves(slotsOf: readonly number[], option: MealOption, s: number, added: MealOption | null) {
    const pairs = this.pairDays(slotsOf, option);
    for (let k = 0; k < pairs.length; k += 2) {
      const u = pairs[k]!;
      const d = pairs[k + 1]!;
      if (u === s) {
        if (added) this.stageOption(s, added, d, 1);
        continue;
      }
      if (d === this.dishDay[u]) continue;
      const lines = this.chosen[u]!.mainLines;
      this.stage(this.dishDay[u]!, lines, -1);
      this.stage(d, lines, 1);
    }
  }
  /**
   * Whether the day a dish's food is taken on can change the figures: always in a plan of more than one week (the
   * week's shop it comes from); in a week's plan only when the dish uses food the larder holds.
   */
  private movesMatter(option: MealOption): boolean {
    if (this.days > 7) return true;
    if (this.held.size === 0) return false;
    let known = this.heldDish.get(option);
    if (known === undefined) {
      known = option.mainLines.some((l) => this.held.slot(l.ingredient) >= 0);
      this.heldDish.set(option, known);
    }
    return known;
  }
  private readonly heldDish = new Map<MealOption, boolean>();
  /** Stages slot s holding `option` with its main's food taken on `mainDay` (its side's on its own day). */
  private stageOption(s: number, option: MealOption, mainDay: number, sign: number) {
    const day = this.slots[s]!.day;
    if (mainDay === day) this.stage(day, option.lines, sign);
    else {
      this.stage(mainDay, option.mainLines, sign);
      this.stage(day, option.sideLines, sign);
    }
  }
  private applyOption(s: number, option: MealOption, mainDay: number, sign: number) {
    const day = this.slots[s]!.day;
    if (mainDay === day) this.applyBasket(day, option.lines, sign);
    else {
      this.applyBasket(mainDay, option.mainLines, sign);
      this.applyBasket(day, option.sideLines, sign);
    }
  }
  /** Moves the food of a recipe's slots to the days their pairing now gives. */
  private applyMoves(slotsOf: readonly number[], option: MealOption) {
    const pairs = [...this.pairDays(slotsOf, option)];
    for (let k = 0; k < pairs.length; k += 2) {
      const u = pairs[k]!;
      const d = pairs[k + 1]!;
      if (d === this.dishDay[u]) continue;
      const lines = this.chosen[u]!.mainLines;
      this.applyBasket(this.dishDay[u]!, lines, -1);
      this.applyBasket(d, lines, 1);
      this.dishDay[u] = d;
    }
  }
  private sourceKey(s: number, option: MealOption) {
    return ((this.slots[s]!.day / 7) | 0) * 16 + option.proteinSourceId;
  }
  private balancePenalty(count: number) {
    return Math.max(0, count - 4) * this.w.proteinBalance;
  }
  /** Penalties of slot s holding `option` that involve it alone and its neighbours. */
  private ownPenalty(s: number, option: MealOption): number {
    let p = option.cuisinePreferred ? 0 : this.w.nonPreferredCuisine;
    for (const t of [s - this.perDay, s + this.perDay]) {
      const other = this.chosen[t];
      if (other && other.main !== option.main && other.mainIngredient === option.mainIngredient) p += this.w.nearDuplicate;
    }
    return p;
  }

  /** The change in the objective if slot s held `option` instead of what it holds. */
  deltaFor(s: number, option: MealOption): number {
    const old = this.chosen[s];
    if (old === option) return 0;
    const day = this.slots[s]!.day;
    const newId = option.main.recipe.id;
    const newSlots = this.occurrences.get(newId);
    // The basket: the old food out and the new in, on the day each is taken, and the recipes' other slots whose
    // day changes (a planned leftover made or undone).
    if (old) this.stageOption(s, old, this.dishDay[s]!, -1);
    if (old && old.main === option.main) this.stageOption(s, option, this.dishDay[s]!, 1);
    else {
      if (old) {
        const oldSlots = this.occurrences.get(old.main.recipe.id)!;
        if (oldSlots.length > 1 && this.movesMatter(old)) this.stageMoves(without(oldSlots, s), old, s, null);
      }
      if (newSlots?.length && this.movesMatter(option)) this.stageMoves([...newSlots, s], option, s, option);
      else this.stage(day, option.lines, 1);
    }
    const dBasket = this.settle();
    const dCost = this.lastCost;
    const dNutrition = this.nutritionDelta(day, option.n, old?.n ?? null);
    const dBudget = this.overBudget(this.cost + dCost) - this.overBudget(this.cost);
    // Variety: the recipes that lose and gain this slot.
    let dVariety = 0;
    if (newSlots?.length && !(old && old.main === option.main)) dVariety += this.recipePenalty([...newSlots, s], option) - this.recipePenalty(newSlots, option);
    if (old && old.main !== option.main) {
      const oldSlots = this.occurrences.get(old.main.recipe.id)!;
      if (oldSlots.length > 1) dVariety += this.recipePenalty(without(oldSlots, s), old) - this.recipePenalty(oldSlots, old);
    }
    // Near-duplicates count on both neighbours: twice.
    dVariety += 2 * (this.ownPenalty(s, option) - (old ? this.ownPenalty(s, old) : 0)) - (option.cuisinePreferred ? 0 : this.w.nonPreferredCuisine) + (old && !old.cuisinePreferred ? this.w.nonPreferredCuisine : 0);
    if (MAIN_SLOTS.has(this.slots[s]!.mealType)) {
      const kNew = this.sourceKey(s, option);
      const kOld = old ? this.sourceKey(s, old) : null;
      if (kNew !== kOld) {
        const cNew = this.sourceCount.get(kNew) ?? 0;
        dVariety += this.balancePenalty(cNew + 1) - this.balancePenalty(cNew);
        if (kOld) {
          const cOld = this.sourceCount.get(kOld) ?? 0;
          dVariety += this.balancePenalty(cOld - 1) - this.balancePenalty(cOld);
        }
      }
      dVariety += this.rulesDelta(s, old ?? null, option);
    }
    return dBasket + dNutrition + dBudget + dVariety;
  }

  assign(s: number, option: MealOption) {
    const old = this.chosen[s];
    const day = this.slots[s]!.day;
    const dayN = this.dayN[day]!;
    const main = MAIN_SLOTS.has(this.slots[s]!.mealType);
    if (old) {
      this.applyOption(s, old, this.dishDay[s]!, -1);
      for (let k = 0; k < N_SIZE; k += 1) dayN[k] = dayN[k]! - old.n[k]!;
      const list = this.occurrences.get(old.main.recipe.id)!;
      list.splice(list.indexOf(s), 1);
      if (main) this.countRules(s, old, -1);
      this.chosen[s] = null;
      this.dishDay[s] = day;
      if (list.length) this.applyMoves(list, old);
    }
    this.sumsCache = null;
    this.chosen[s] = option;
    for (let k = 0; k < N_SIZE; k += 1) dayN[k] = dayN[k]! + option.n[k]!;
    const list = this.occurrences.get(option.main.recipe.id) ?? [];
    list.push(s);
    this.occurrences.set(option.main.recipe.id, list);
    // Its food on the day it is taken (the cooking day when it is a planned leftover); the recipe's other slots follow.
    this.applyBasket(day, option.lines, 1);
    this.applyMoves(list, option);
    if (main) this.countRules(s, option, 1);
  }

  /** The change in the objective if day d had `step` more (or fewer) of extra e. */
  extraDelta(day: number, e: number, step: 1 | -1): number {
    const count = this.extraCount[day]![e]! + step;
    const extra = this.extras[e]!;
    if (count < 0 || count > extra.maxPerDay) return Infinity;
    const dBasket = this.basketDelta(day, step > 0 ? extra.lines : null, step < 0 ? extra.lines : null);
    const dCost = this.lastCost;
    const dNutrition = this.nutritionDelta(day, step > 0 ? extra.n : null, step < 0 ? extra.n : null);
    return dBasket + dNutrition + this.overBudget(this.cost + dCost) - this.overBudget(this.cost);
  }
  /** What one more (or one fewer) adult portion of extra e on day d changes the shop's cost by, in pence (whole packs, held food first). */
  extraCostDelta(day: number, e: number, step: 1 | -1): number {
    const extra = this.extras[e]!;
    this.basketDelta(day, step > 0 ? extra.lines : null, step < 0 ? extra.lines : null);
    return this.lastCost;
  }
  /** The change in the objective if day d had one portion of extra `out` fewer and one of `into` more. */
  extraSwapDelta(day: number, out: number, into: number): number {
    const a = this.extras[out]!;
    const b = this.extras[into]!;
    if (out === into || this.extraCount[day]![out]! < 1 || this.extraCount[day]![into]! + 1 > b.maxPerDay) return Infinity;
    const dBasket = this.basketDelta(day, b.lines, a.lines);
    const dCost = this.lastCost;
    const dNutrition = this.nutritionDelta(day, b.n, a.n);
    return dBasket + dNutrition + this.overBudget(this.cost + dCost) - this.overBudget(this.cost);
  }
  applyExtra(day: number, e: number, step: 1 | -1) {
    const extra = this.extras[e]!;
    this.sumsCache = null;
    this.extraCount[day]![e] = this.extraCount[day]![e]! + step;
    this.applyBasket(day, extra.lines, step);
    const dayN = this.dayN[day]!;
    for (let k = 0; k < N_SIZE; k += 1) dayN[k] = dayN[k]! + step * extra.n[k]!;
  }

  // ---- Reading the plan ----

  foodPerPortion(day: number): Float64Array {
    return this.dayN[day]!;
  }
  fruitVeg(day: number): number {
    return this.fvOf(this.dayN[day]!);
  }
  basket(): Array<{ ingredient: number; week: number; grams: number }> {
    const out: Array<{ ingredient: number; week: number; grams: number }> = [];
    this.grams.forEach((g, key) => {
      if (g > DUST_GRAMS) out.push({ ingredient: Math.floor(key / WEEK_KEYS), week: key % WEEK_KEYS === 7 ? 0 : key % WEEK_KEYS, grams: g });
    });
    return out;
  }
  /** Every penalty of the plan as it stands, and the objective. */
  objective(): { nutrition: number; variety: number; total: number } {
    let nutrition = this.averagesPenalty(this.sums());
    for (const n of this.dayN) nutrition += this.dayPenalty(n);
    let variety = 0;
    const seen = new Set<string>();
    this.chosen.forEach((option, s) => {
      if (!option) return;
      variety += this.ownPenalty(s, option);
      const id = option.main.recipe.id;
      if (!seen.has(id)) {
        seen.add(id);
        variety += this.recipePenalty(this.occurrences.get(id) ?? [], option);
      }
    });
    for (const count of this.sourceCount.values()) variety += this.balancePenalty(count);
    for (let week = 0; week < this.mainSlots.length; week += 1) variety += this.weekRules(week);
    return { nutrition, variety, total: this.cost + this.w.waste * this.spoil - this.credit + nutrition + variety + this.overBudget(this.cost) };
  }
}
