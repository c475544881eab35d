/**
 * A plan that falls short spends its budget on feeding (issue 31): once the search has settled, while a day is short
 * of energy (or the week of protein, fibre or fruit and vegetables) and money is left, one more portion of the extra that brings the most
 * of what is short per penny it adds to the shop (whole packs, held food first) is added, never past a day's energy
 * band, an extra's most a day, the salt limit or the budget. Staple carbohydrates (porridge, bread, rice, pasta, a
 * baked potato: extras.json, kind 'starch') are the cheapest energy, so they come first when energy is short.
 */
import { formatPounds } from '../shared/money';
import { N } from './meal-options';
import type { PortionTargets } from './nutrition-penalty';
import type { PlanState } from './plan-state';

export interface TopUpMove {
  readonly day: number;
  readonly extra: number;
  /** What it adds to the shop, in pence. */
  readonly costPence: number;
  /** The share of a day's energy, and of a day's protein, fibre and fruit and vegetable targets, it makes up. */
  readonly gain: number;
}

/** A portion with less salt than this share of a day's limit adds next to none (plain rice: 0.01 g; bread: 0.8 g). */
const SALT_FREE_SHARE = 0.03;

/** A penny of room: a move that costs nothing still counts as costing half a penny, so the most food per penny wins. */
const MIN_COST = 0.5;

/** The best single extra portion to add within the budget, or null when nothing more fits or is needed. */
export function bestTopUp(state: PlanState, targets: PortionTargets, budget: number): TopUpMove | null {
  const days = state.extraCount.length;
  const left = budget - Math.round(state.cost);
  if (left <= 0) return null;
  let protein = 0;
  let fibre = 0;
  let salt = 0;
  let fv = 0;
  for (let d = 0; d < days; d += 1) {
    const n = state.foodPerPortion(d);
    protein += n[N.protein]!;
    fibre += n[N.fibre]!;
    salt += n[N.salt]!;
    fv += state.fruitVeg(d);
  }
  const proteinGap = Math.max(0, targets.protein * days - protein);
  const fibreGap = Math.max(0, targets.fibre * days - fibre);
  const fvGap = Math.max(0, targets.fv * days - fv);
  let best: TopUpMove | null = null;
  let bestScore = 0;
  for (let day = 0; day < days; day += 1) {
    const kcal = state.foodPerPortion(day)[N.kcal]!;
    const energyGap = Math.max(0, targets.kcalLow - kcal);
    if (energyGap <= 0 && proteinGap <= 0 && fibreGap <= 0 && fvGap <= 0) continue;
    const room = targets.kcalHigh - kcal;
    state.extras.forEach((extra, e) => {
      if (state.extraCount[day]![e]! >= extra.maxPerDay) return;
      const x = extra.n;
      if (x[N.kcal]! > room) return;
      // Past the salt limit, only food with next to no salt (rice, pasta, oats, potatoes, fruit): not bread or beans.
      if (x[N.salt]! > SALT_FREE_SHARE * targets.saltMax && (salt + x[N.salt]!) / days > targets.saltMax) return;
      const gain =
        Math.min(x[N.kcal]!, energyGap) / targets.kcalLow +
        (targets.protein > 0 ? Math.min(x[N.protein]!, proteinGap) / targets.protein : 0) +
        (targets.fibre > 0 ? Math.min(x[N.fibre]!, fibreGap) / targets.fibre : 0) +
        (targets.fv > 0 ? Math.min(x[N.fv]!, fvGap) / targets.fv : 0);
      if (gain <= 1e-9) return;
      const cost = state.extraCostDelta(day, e, 1);
      if (Math.round(state.cost + cost) > budget) return;
      const score = gain / Math.max(MIN_COST, cost);
      if (score > bestScore) {
        bestScore = score;
        best = { day, extra: e, costPence: cost, gain };
      }
    });
  }
  return best;
}

/** Adds the best extra portions, one at a time, until nothing more fits or is needed; answers how many were added. */
export function topUp(state: PlanState, targets: PortionTargets, budget: number): number {
  let added = 0;
  // Each move adds a portion; a day's extras are bounded, so this ends: the cap is a guard only.
  for (let guard = 0; guard < 1000; guard += 1) {
    const move = bestTopUp(state, targets, budget);
    if (!move) break;
    state.applyExtra(move.day, move.extra, 1);
    added += 1;
  }
  return added;
}

/**
 * How far a plan falls short, as shares of a day's targets per adult portion: each day's energy under its band, and the
 * week's protein and fibre under theirs and salt over its limit (0: nothing short). Two plans within the budget compare by it.
 */
export function shortfallScore(state: PlanState, targets: PortionTargets): number {
  const days = state.extraCount.length;
  let score = 0;
  let protein = 0;
  let fibre = 0;
  let salt = 0;
  for (let d = 0; d < days; d += 1) {
    const n = state.foodPerPortion(d);
    salt += n[N.salt]!;
    score += Math.max(0, targets.kcalLow - n[N.kcal]!) / targets.kcalLow;
    protein += n[N.protein]!;
    fibre += n[N.fibre]!;
  }
  if (targets.protein > 0) score += Math.max(0, targets.protein * days - protein) / targets.protein;
  if (targets.fibre > 0) score += Math.max(0, targets.fibre * days - fibre) / targets.fibre;
  if (targets.saltMax > 0) score += (days * Math.max(0, salt / days - targets.saltMax)) / targets.saltMax;
  return score;
}

/** What the plan says when it still falls short with more than £1 of the budget left: why that money buys nothing more. */
export function unspentSentence(leftPence: number): string {
  return `£${formatPounds(leftPence)} of the budget is left: no more of the food the plan can add (bread, porridge, rice, pasta, potatoes, fruit, milk) fits in it without going over the budget, the salt limit or a day's energy`;
}

/** More than this left while the plan falls short must be explained (issue 31: no more than £1 unspent). */
export const UNSPENT_ALLOWED_PENCE = 100;
