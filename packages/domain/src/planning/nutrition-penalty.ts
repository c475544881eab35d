/**
 * The planner's aims and their weights (PLAN_WEIGHTS in planner.ts), and the nutrition aims as penalties in pence:
 * each day's energy outside its band, and the plan's averages of protein, fibre and fruit and vegetables short,
 * salt and free sugars over.
 */
import { N } from './meal-options';
import type { VarietyWeights } from './variety-rules';

/** What one adult portion of a day's food must give (energy as a band), for the meals planned. */
export interface PortionTargets {
  readonly kcalLow: number;
  readonly kcalHigh: number;
  readonly protein: number;
  readonly fibre: number;
  readonly saltMax: number;
  readonly fv: number;
  /** Pulses and juice each count for at most one portion a day. */
  readonly fvCap: number;
  readonly freeSugarsMax: number;
}

/** Every aim, in pence, so it weighs against money directly (see PLAN_WEIGHTS in planner.ts). */
export interface Weights extends VarietyWeights {
  readonly waste: number;
  readonly nonPreferredCuisine: number;
  /** The second time a recipe is served within 7 days (not as planned leftovers). */
  readonly repeat: number;
  /** Planned leftovers: cooking once for two meals (negative: a saving of the cook's time). */
  readonly leftover: number;
  readonly nearDuplicate: number;
  /** Each main meal beyond four a week with the same protein source. */
  readonly proteinBalance: number;
  /** Per adult portion per day: a kcal outside the energy band, a gram of protein or fibre short, a gram of fruit and vegetables short, a gram of salt over, a gram of free sugars over. */
  readonly energyPerKcal: number;
  readonly proteinPerG: number;
  readonly fibrePerG: number;
  readonly fruitVegPerG: number;
  readonly saltPerG: number;
  readonly freeSugarsPerG: number;
  readonly overBudgetPerPenny: number;
  /** A credit per penny of held food a meal uses by its date, scaled by how soon the date is (held-stock.ts). */
  readonly useSoon: number;
}

/** The plan's totals per adult portion over its days. */
export interface NutritionSums {
  protein: number;
  fibre: number;
  salt: number;
  fv: number;
  sugars: number;
}

/** A day's energy outside its band, for the household's portions. */
export function dayPenalty(n: Float64Array, t: PortionTargets, w: Weights, portions: number): number {
  const kcal = n[N.kcal]!;
  const off = kcal < t.kcalLow ? t.kcalLow - kcal : kcal > t.kcalHigh ? kcal - t.kcalHigh : 0;
  return off * w.energyPerKcal * portions;
}

/** Fruit and vegetables in a day's food: pulses and juice count for at most one portion each. */
export function fruitVegOf(n: Float64Array, t: PortionTargets): number {
  return n[N.fv]! + Math.min(n[N.pulse]!, t.fvCap) + Math.min(n[N.juice]!, t.fvCap);
}

/** What the plan's averages fall short of (or go over) over `days`, for the household's portions. */
export function averagesPenalty(sum: NutritionSums, t: PortionTargets, w: Weights, portions: number, days: number): number {
  const d = days;
  return (
    portions *
    (Math.max(0, t.protein * d - sum.protein) * w.proteinPerG +
      Math.max(0, t.fibre * d - sum.fibre) * w.fibrePerG +
      Math.max(0, t.fv * d - sum.fv) * w.fruitVegPerG +
      Math.max(0, sum.salt / d - t.saltMax) * d * w.saltPerG +
      Math.max(0, sum.sugars / d - t.freeSugarsMax) * d * w.freeSugarsPerG)
  );
}
