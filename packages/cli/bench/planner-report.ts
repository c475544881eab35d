/**
 * The planner bench's issue-31 figures, per household and at p95: what the product says feeding everyone costs (its
 * plan with priority 'targets') beside HiGHS's best plan on the same model and the ingredient floor; how the product's
 * plan (within budget) feeds each household; money left while short; and why refused households are refused.
 */
import type { PlanRequest } from '@larder/domain/planning/plan-request';
import type { MealPlan } from '@larder/domain/planning/planner';
import type { Result } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import type { RawSolve } from './planner-milp';

export interface Issue31Row {
  readonly index: number;
  readonly request: PlanRequest;
  readonly plan: Result<MealPlan, DomainError>;
  readonly feeding: { cost: number; meets: boolean } | null;
  readonly milp: RawSolve | null;
  readonly floor: number | null;
  readonly cheapestWeek: RawSolve | null;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};
const pounds = (p: number | null | undefined) => (p === null || p === undefined || !Number.isFinite(p) ? '   n/a' : `£${(p / 100).toFixed(2)}`);
const f = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : 'n/a');
const ADULT = new Set(['19-64', '65+', '15-18']);

/** The band the issue holds plans to: 1,800-2,600 kcal a person a day (adults and teenagers), protein >= 50 g, fibre >= 25 g. */
function fedInBand(plan: MealPlan): boolean {
  return plan.feeding.nutritionPerPersonPerDay.every((food, i) => {
    const band = plan.feeding.targetsPerPersonPerDay[i]!.member?.ageBand ?? '19-64';
    if (!ADULT.has(band)) return food.energyKcal >= 0.9 * plan.feeding.targetsPerPersonPerDay[i]!.energyKcal;
    return food.energyKcal >= 1800 && food.energyKcal <= 2600 && food.proteinG >= 50 && food.fibreG >= 25;
  });
}

export function reportIssue31(rows: readonly Issue31Row[]): void {
  console.log('\nIssue 31, per household: budget; the product\'s plan (cost, kcal a person a day, fed in band); the product\'s feeding cost (priority "targets"); HiGHS\'s best plan on the same model; the ingredient floor');
  console.log('  #  ppl chain      budget    plan    kcal band left  | feeding  HiGHS   ratio | floor  x floor');
  const vsHighs: number[] = [];
  const vsFloor: number[] = [];
  const vsBound: number[] = [];
  let optimal = 0;
  let shortWithMoneyLeft = 0;
  let short = 0;
  for (const r of rows) {
    const plan = r.plan.ok ? r.plan.value : null;
    const best = r.milp?.incumbent ?? null;
    const ratio = r.feeding?.meets && best ? r.feeding.cost / best : NaN;
    if (Number.isFinite(ratio)) vsHighs.push(ratio);
    if (r.milp?.code === 7) optimal += 1;
    if (r.feeding?.meets && r.milp?.bound) vsBound.push(r.feeding.cost / r.milp.bound);
    const xFloor = r.feeding?.meets && r.floor ? r.feeding.cost / r.floor : NaN;
    if (Number.isFinite(xFloor)) vsFloor.push(xFloor);
    const kcal = plan ? Math.round(plan.feeding.nutritionPerPersonPerDay.reduce((s, p) => s + p.energyKcal, 0) / plan.feeding.nutritionPerPersonPerDay.length) : NaN;
    const left = plan ? plan.budgetPence - plan.costPence : NaN;
    if (plan && !plan.feeding.meetsTargets) {
      short += 1;
      if (left > 100) shortWithMoneyLeft += 1;
    }
    const planText = plan ? `${pounds(plan.costPence).padStart(7)} ${String(kcal).padStart(5)} ${fedInBand(plan) ? 'yes ' : 'no  '} ${plan.feeding.meetsTargets ? '   - ' : pounds(left).padStart(6)}` : `refused (422)            `;
    console.log(
      `${String(r.index).padStart(3)} ${String(r.request.householdSize).padStart(3)} ${r.request.chain.padEnd(10)} ${pounds(r.request.weeklyBudgetPence).padStart(7)} ${planText} | ${(r.feeding?.meets ? pounds(r.feeding.cost) : 'not fed').padStart(7)} ${pounds(best).padStart(7)}${r.milp && r.milp.code !== 7 && best ? '*' : ' '} ${f(ratio).padStart(5)} | ${pounds(r.floor).padStart(6)} ${f(xFloor, 1).padStart(5)}`,
    );
  }
  const plans = rows.flatMap((r) => (r.plan.ok ? [r.plan.value] : []));
  const fed = plans.filter(fedInBand).length;
  console.log('  (* HiGHS stopped at its time limit: its best plan so far)');
  console.log(`product feeding cost vs HiGHS's best plan on the same model (${vsHighs.length} households both feed): p50 ${f(percentile(vsHighs, 50), 3)}, p95 ${f(percentile(vsHighs, 95), 3)}, max ${f(Math.max(...vsHighs), 3)} (target p95 <= 1.10); HiGHS proved ${optimal} optimal`);
  // Against HiGHS's proven lower bound: the worst the ratio to the true optimum can be (meaningful when HiGHS ran out of time).
  console.log(`product feeding cost vs HiGHS's proven lower bound (${vsBound.length}): p50 ${f(percentile(vsBound, 50), 3)}, p95 ${f(percentile(vsBound, 95), 3)}: the ratio to the optimum lies between the two`);
  console.log(`product feeding cost vs the ingredient floor (${vsFloor.length}): p50 ${f(percentile(vsFloor, 50), 2)}x, p95 ${f(percentile(vsFloor, 95), 2)}x: the floor buys loose grams of the cheapest foods (no recipes, no packs, any food up to 10 % of the energy); a week of real meals, each bought in whole packs with a recipe at most twice, cannot reach it`);
  console.log(`households fed 1,800-2,600 kcal an adult a day, protein >= 50 g, fibre >= 25 g (children >= 90 % of their own energy): ${fed} of ${plans.length} plans (${rows.length - plans.length} refused)`);
  console.log(`plans short of a target: ${short}; of which more than £1 of the budget left: ${shortWithMoneyLeft} (target 0, or the plan says why)`);
  const refused = rows.filter((r) => !r.plan.ok);
  for (const r of refused) {
    const message = !r.plan.ok ? r.plan.error.message : '';
    const quoted = [...message.matchAll(/£(\d+\.\d\d)/g)].map((m) => Math.round(Number(m[1]) * 100))[1] ?? null;
    const cw = r.cheapestWeek;
    const exact = cw?.incumbent ?? null;
    // Only HiGHS's proven bound says no week fits; its best week within the budget says one does; else unknown.
    const budget = r.request.weeklyBudgetPence;
    const verdict =
      cw?.bound !== null && cw?.bound !== undefined && cw.bound > budget
        ? 'no week of meals the rules allow fits (proven): refused rightly'
        : exact !== null && exact <= budget
          ? 'a week within the budget exists: the planner missed it'
          : `not proven either way in HiGHS's time (its bound ${pounds(cw?.bound)})`;
    console.log(`  refused ${r.index} (${r.request.householdSize} people, ${r.request.chain}, ${pounds(budget)}, ${[...r.request.diets, ...r.request.allergies.map((a) => `no ${a}`)].join(', ') || 'no restrictions'}): the planner's cheapest week ${pounds(quoted)}, HiGHS's cheapest week the rules allow ${pounds(exact)}${cw && cw.code !== 7 ? ' (time limit)' : ''}: ${verdict}`);
  }
}
