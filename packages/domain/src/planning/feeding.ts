/**
 * How well a plan feeds each person: their daily targets, what the plan's food gives them (meals, sides and
 * extras, shared in proportion to each person's energy need), whether every target is met, and in plain words
 * what falls short.
 */
import { formatPounds } from '../shared/money';
import { N } from './meal-options';
import type { HouseholdMember, HouseholdNeeds } from './nutrition-targets';
import type { PlanState } from './plan-state';
import type { PortionTargets } from './nutrition-penalty';
import type { PlanRequest } from './plan-request';

export interface PersonTargets {
  readonly member: HouseholdMember | null;
  readonly energyKcal: number;
  readonly proteinG: number;
  readonly fibreG: number;
  readonly saltMaxG: number;
  readonly fruitVegPortions: number;
}

export interface PersonFood {
  /** Average a day over the plan. */
  readonly energyKcal: number;
  /** The lightest day. */
  readonly minDayEnergyKcal: number;
  readonly proteinG: number;
  readonly fibreG: number;
  readonly saltG: number;
  readonly fruitVegPortions: number;
  readonly freeSugarsG: number;
}

export interface PlanFeeding {
  readonly targetsPerPersonPerDay: readonly PersonTargets[];
  readonly nutritionPerPersonPerDay: readonly PersonFood[];
  readonly meetsTargets: boolean;
  /** Plain words for each target not met ("about 1,650 kcal a day each, under the 1,800 they need"). */
  readonly shortfalls: readonly string[];
  /** What the plan that feeds everyone fully would cost, when this plan does not (the budget was too small). */
  readonly costToMeetTargetsPence: number | null;
}

/** A figure within rounding of its target counts as met. */
const TOLERANCE = 0.01;
const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');

export function describeFeeding(state: PlanState, needs: HouseholdNeeds, request: PlanRequest, targets: PortionTargets): Omit<PlanFeeding, 'costToMeetTargetsPence'> & { costToMeetTargetsPence: null } {
  const days = request.days;
  const perDay = Array.from({ length: days }, (_, d) => state.foodPerPortion(d));
  const mean = (k: number) => perDay.reduce((sum, n) => sum + n[k]!, 0) / days;
  const fv = perDay.reduce((sum, _, d) => sum + state.fruitVeg(d), 0) / days;
  const minKcal = Math.min(...perDay.map((n) => n[N.kcal]!));
  const maxKcal = Math.max(...perDay.map((n) => n[N.kcal]!));
  const perPortion = { kcal: mean(N.kcal), protein: mean(N.protein), fibre: mean(N.fibre), salt: mean(N.salt), sugars: mean(N.freeSugars) };
  // Per adult portion, then each person's share of it.
  const share = targets.kcalLow / (0.9 * needs.perPortion.energyKcal);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const targetsPerPersonPerDay = needs.targets.map((t, i) => ({
    member: needs.members[i] ?? null,
    energyKcal: Math.round(t.energyKcal * share),
    proteinG: round1(t.proteinG * share),
    fibreG: round1(t.fibreG * share),
    saltMaxG: round1(t.saltMaxG * share),
    fruitVegPortions: round1(t.fruitVegPortions * share),
  }));
  const nutritionPerPersonPerDay = needs.targets.map((t) => {
    const s = t.energyKcal / needs.perPortion.energyKcal;
    return {
      energyKcal: Math.round(perPortion.kcal * s),
      minDayEnergyKcal: Math.round(minKcal * s),
      proteinG: round1(perPortion.protein * s),
      fibreG: round1(perPortion.fibre * s),
      saltG: round1(perPortion.salt * s),
      fruitVegPortions: round1((fv * s) / t.portionG),
      freeSugarsG: round1(perPortion.sugars * s),
    };
  });
  const shortfalls: string[] = [];
  const who = request.householdSize === 1 ? '' : ' each';
  const ok = (value: number, target: number) => value >= target * (1 - TOLERANCE);
  if (!ok(minKcal, targets.kcalLow)) {
    const avgPerson = (perPortion.kcal * needs.portions) / request.householdSize;
    const needPerson = (targets.kcalLow / 0.9) * (needs.portions / request.householdSize);
    shortfalls.push(`about ${thousands(avgPerson)} kcal a day${who}, under the ${thousands(needPerson)} kcal needed`);
  }
  if (maxKcal > targets.kcalHigh * (1 + TOLERANCE)) shortfalls.push('more food than needed on some days');
  if (!ok(perPortion.protein, targets.protein)) shortfalls.push(`${Math.round((100 * perPortion.protein) / targets.protein)} % of the protein needed`);
  if (!ok(perPortion.fibre, targets.fibre)) shortfalls.push(`${Math.round((100 * perPortion.fibre) / targets.fibre)} % of the fibre needed`);
  if (!ok(fv, targets.fv)) shortfalls.push(`about ${round1((5 * fv) / targets.fv)} portions of fruit and vegetables a day instead of 5`);
  if (perPortion.salt > targets.saltMax * (1 + TOLERANCE)) shortfalls.push(`${round1((perPortion.salt / targets.saltMax) * 100)} % of the salt limit`);
  return { targetsPerPersonPerDay, nutritionPerPersonPerDay, meetsTargets: shortfalls.length === 0, shortfalls, costToMeetTargetsPence: null };
}

/** "Feeding all four fully this week costs £86.40, £6.40 over your budget." */
export function costToFeedSentence(people: number, days: number, costPence: number, budgetPence: number): string {
  const everyone = people === 1 ? 'you' : people === 2 ? 'both of you' : `all ${NUMBER_WORDS[people] ?? people}`;
  const span = days === 7 ? 'this week' : `for these ${days} days`;
  return `Feeding ${everyone} fully ${span} costs £${formatPounds(costPence)}, £${formatPounds(costPence - budgetPence)} over your budget`;
}
const NUMBER_WORDS: Record<number, string> = { 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten' };
