/**
 * `pnpm bench` (planner): the meal planner's figures on 100 seeded household profiles over the whole library,
 * printed (not asserted; the process exits 0):
 * - generation time of a 7-day x 3-meal plan (p50, p95; target p95 <= 50 ms);
 * - cost against the exact optimum of the same instance solved by HiGHS (target ratio <= 1.01), for the planner
 *   with cost as its only aim and, for information, with its default weights;
 * - waste against a random planner under the same hard rules (target: at least 40 % less);
 * - the share of feasible budgets the default planner meets.
 *
 * Environment: PLANNER_BENCH_MILP_SECONDS (HiGHS time limit per profile, default 10), PLANNER_BENCH_WORKERS
 * (HiGHS worker threads, default 2), PLANNER_BENCH_SLOT_MODEL=1 (solve the literal x[slot, recipe] model
 * instead of the equivalent one without the days' symmetry), PLANNER_BENCH_PROFILES (default 100).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import type { PlanRequest } from '@larder/domain/planning/plan-request';
import { type MealPlan, type PlanWeights, Planner, seededRandom } from '@larder/domain/planning/planner';
import {
  type Basket,
  type BenchCandidate,
  type Instance,
  buildInstance,
  candidatesOf,
  evaluateBasket,
  generateProfiles,
  randomPlan,
  repeatCount,
} from './planner-instance';
import { type LpModel, type MilpResult, type RawSolve, type SolveOptions, buildLp, interpret, solveLpText } from './planner-milp';

const PROFILE_SEED = 20260501;
const PROFILE_COUNT = Number(process.env.PLANNER_BENCH_PROFILES ?? 100);
const TIME_LIMIT_S = Number(process.env.PLANNER_BENCH_MILP_SECONDS ?? 10);
const WORKERS = Math.max(1, Math.min(os.availableParallelism(), Number(process.env.PLANNER_BENCH_WORKERS ?? 2)));
const AGGREGATE = process.env.PLANNER_BENCH_SLOT_MODEL !== '1';
const TIMED_RUNS = 3;
const RANDOM_DRAWS = 10;
/** Cost as the only aim; a repeat costs far more than any basket, mirroring the optimum's at-most-once rule. */
const COST_ONLY: PlanWeights = { waste: 0, nonPreferredCuisine: 0, repeatWithin7Days: 100000, nearDuplicate: 0, energyPerKcal: 0, lightMeal: 0, overBudgetPerPenny: 0 };

const started = performance.now();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');
const f = (v: number, digits = 3) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const profiles = generateProfiles(PROFILE_COUNT, snapshot.chains, PROFILE_SEED);

interface Row {
  readonly index: number;
  readonly request: PlanRequest;
  readonly instance: Instance;
  plan: MealPlan;
  planBasket: Basket;
  costOnly: MealPlan;
  costOnlyBasket: Basket;
  costOnlyOneOpt: boolean;
  randomWaste: number;
  randomRepeats: number;
  model: LpModel;
  milp: MilpResult | null;
  times: number[];
}

// 1. Instances, skipping profiles with a slot no recipe fits.
const skipped: Array<{ index: number; mealType: string }> = [];
const usable: Array<{ index: number; request: PlanRequest; instance: Instance }> = [];
profiles.forEach((request, index) => {
  const built = buildInstance(snapshot, request);
  if (built.ok) usable.push({ index, request, instance: built.instance });
  else skipped.push({ index, mealType: built.mealType });
});

// 2. The default planner: one untimed run each (the plans), then timed runs.
const planner = new Planner(snapshot);
const costOnlyPlanner = new Planner(snapshot, COST_ONLY);
const planOrThrow = (p: Planner, request: PlanRequest): MealPlan => {
  const result = p.plan(request);
  if (!result.ok) throw new Error(`planner failed: ${result.error.message}`);
  return result.value;
};
const rows: Row[] = usable.map(({ index, request, instance }) => {
  const plan = planOrThrow(planner, request);
  const costOnly = planOrThrow(costOnlyPlanner, request);
  return {
    index,
    request,
    instance,
    plan,
    planBasket: evaluateBasket(instance, candidatesOf(instance, plan.meals.map((m) => m.recipeId))),
    costOnly,
    costOnlyBasket: evaluateBasket(instance, candidatesOf(instance, costOnly.meals.map((m) => m.recipeId))),
    costOnlyOneOpt: true,
    randomWaste: 0,
    randomRepeats: 0,
    model: buildLp(instance, AGGREGATE, false),
    milp: null,
    times: [],
  };
});
let nondeterministic = 0;
for (let run = 0; run < TIMED_RUNS; run += 1) {
  for (const row of rows) {
    const start = performance.now();
    const plan = planOrThrow(planner, row.request);
    row.times.push(performance.now() - start);
    if (plan.costPence !== row.plan.costPence || plan.meals.some((m, i) => m.recipeId !== row.plan.meals[i]!.recipeId)) nondeterministic += 1;
  }
}
const allTimes = rows.flatMap((r) => r.times);
const costOnlyTimes: number[] = rows.map((r) => {
  const start = performance.now();
  planOrThrow(costOnlyPlanner, r.request);
  return performance.now() - start;
});

// 3. Random plans under the same hard rules, and whether the cost-only plan is a 1-slot local optimum.
for (const row of rows) {
  const random = seededRandom(row.request.seed * 7919 + 17);
  let waste = 0;
  for (let d = 0; d < RANDOM_DRAWS; d += 1) {
    const r = randomPlan(row.instance, random);
    waste += evaluateBasket(row.instance, r.chosen).wastePence;
    row.randomRepeats += r.repeats;
  }
  row.randomWaste = waste / RANDOM_DRAWS;
  const chosen = candidatesOf(row.instance, row.costOnly.meals.map((m) => m.recipeId));
  const used = new Set(chosen.map((c) => c.recipeId));
  outer: for (let s = 0; s < chosen.length; s += 1) {
    for (const c of row.instance.slots[s]!.candidates) {
      if (used.has(c.recipeId)) continue;
      const trial: BenchCandidate[] = [...chosen];
      trial[s] = c;
      if (evaluateBasket(row.instance, trial).costPence < row.costOnlyBasket.costPence) {
        row.costOnlyOneOpt = false;
        break outer;
      }
    }
  }
}

// 4. The exact optimum of each instance, HiGHS in worker threads (one solve per thread at a time).
async function solveAll(): Promise<string> {
  const options: SolveOptions = { timeLimitSeconds: TIME_LIMIT_S };
  let next = 0;
  let done = 0;
  const report = () => {
    done += 1;
    if (done % 10 === 0 || done === rows.length) process.stderr.write(`  HiGHS: ${done}/${rows.length} solved (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  };
  const runInWorker = async (): Promise<void> => {
    // The worker loads the TypeScript helper through tsx's API (a worker does not inherit tsx's loader).
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); import(workerData.api).then((api) => api.tsImport(workerData.file, workerData.file));",
      { eval: true, workerData: { api: import.meta.resolve('tsx/esm/api'), file: new URL('./planner-worker.ts', import.meta.url).href } },
    );
    try {
      while (next < rows.length) {
        const row = rows[next]!;
        const id = next;
        next += 1;
        const raw = await new Promise<RawSolve>((resolve, reject) => {
          const onMessage = (msg: { id: number; result?: RawSolve; error?: string }) => {
            if (msg.id !== id) return;
            worker.off('message', onMessage);
            worker.off('error', reject);
            if (msg.result) resolve(msg.result);
            else reject(new Error(msg.error));
          };
          worker.on('message', onMessage);
          worker.once('error', reject);
          worker.postMessage({ id, text: row.model.text, options });
        });
        row.milp = interpret(row.instance, row.model, raw);
        report();
      }
    } finally {
      await worker.terminate();
    }
  };
  try {
    await Promise.all(Array.from({ length: WORKERS }, () => runInWorker()));
    return `${WORKERS} worker thread(s)`;
  } catch (error) {
    // Worker threads unavailable (e.g. no TypeScript loader in workers): solve what is left on this thread.
    process.stderr.write(`  HiGHS workers failed (${String(error)}); solving on the main thread\n`);
    for (const row of rows) {
      if (row.milp) continue;
      row.milp = interpret(row.instance, row.model, await solveLpText(row.model.text, options));
      report();
    }
    return 'the main thread (workers failed)';
  }
}
const solvedOn = await solveAll();

// 5. Figures.
interface Compared {
  readonly row: Row;
  readonly milp: MilpResult;
  /** Cheapest plan HiGHS found (its plan re-priced with the planner's rounding). */
  readonly best: number;
  readonly bound: number;
}
const compared: Compared[] = [];
const infeasible: Row[] = [];
const noSolution: Row[] = [];
for (const row of rows) {
  const milp = row.milp!;
  if (milp.infeasible) infeasible.push(row);
  else if (milp.repricedCost === null || milp.bound === null) noSolution.push(row);
  else compared.push({ row, milp, best: Math.min(milp.repricedCost, milp.incumbent ?? Infinity), bound: milp.bound });
}
const optimal = compared.filter((c) => c.milp.optimal);
/** Too few distinct recipes to fill the week without a repeat (per meal type, or over all slots). */
const tooFew = (row: Row) =>
  row.request.mealTypes.some((m) => row.instance.slots.find((s) => s.mealType === m)!.candidates.length < row.request.days) || row.instance.recipeIds.length < row.instance.slots.length;
const limited = compared.filter((c) => !c.milp.optimal);

const lines: string[] = [];
const out = (s = '') => lines.push(s);
const ratioRow = (label: string, ratios: number[]) =>
  out(`  ${label.padEnd(46)} ${String(ratios.length).padStart(4)} ${f(mean(ratios)).padStart(7)} ${(ratios.length ? f(percentile(ratios, 95)) : 'n/a').padStart(7)} ${(ratios.length ? f(Math.max(...ratios)) : 'n/a').padStart(7)} ${`${ratios.filter((r) => r <= 1.01 + 1e-12).length}/${ratios.length}`.padStart(8)}`);
const ratioTable = (title: string, cost: (r: Row) => number) => {
  out(title);
  out(`  ${'compared with'.padEnd(46)} ${'n'.padStart(4)} ${'mean'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'<=1.01'.padStart(8)}`);
  ratioRow('proven optimum (HiGHS optimal)', optimal.map((c) => cost(c.row) / c.best));
  ratioRow('time-limited: best plan HiGHS found', limited.map((c) => cost(c.row) / c.best));
  ratioRow('time-limited: HiGHS best bound', limited.map((c) => cost(c.row) / c.bound));
  ratioRow('all: best known (optimum, else best found) [low]', compared.map((c) => cost(c.row) / c.best));
  ratioRow('all: bound (optimum, else best bound) [high]', compared.map((c) => cost(c.row) / (c.milp.optimal ? c.best : c.bound)));
};

out('');
out('Planner benchmark (7 days x breakfast/lunch/dinner, whole library)');
out(`  profiles: ${profiles.length} generated (seed ${PROFILE_SEED}), ${skipped.length} skipped (no eligible recipe for a slot: ${summarise(skipped.map((s) => s.mealType))}), ${rows.length} benchmarked`);
out(`  chains ${summarise(rows.map((r) => r.request.chain))}; household sizes ${summarise(rows.map((r) => String(r.request.householdSize)))}`);
out(`  candidates per slot: breakfast ${summariseNums(rows.map((r) => r.instance.slots[0]!.candidates.length))}, lunch ${summariseNums(rows.map((r) => r.instance.slots[1]!.candidates.length))}, dinner ${summariseNums(rows.map((r) => r.instance.slots[2]!.candidates.length))}`);
out('');
out('Generation time, default weights (after one warm-up run per profile)');
out(`  ${rows.length} profiles x ${TIMED_RUNS} runs: p50 ${f(percentile(allTimes, 50), 2)} ms, p95 ${f(percentile(allTimes, 95), 2)} ms, max ${f(Math.max(...allTimes), 2)} ms  (target p95 <= 50 ms: ${percentile(allTimes, 95) <= 50 ? 'MET' : 'NOT MET'})`);
out(`  cost-only weights, 1 run each: p50 ${f(percentile(costOnlyTimes, 50), 2)} ms, p95 ${f(percentile(costOnlyTimes, 95), 2)} ms`);
out('');
out(`Exact optimum: HiGHS ${AGGREGATE ? 'on the recipe-per-meal-type model (x[s,r] summed over the days: same plans and costs, no day symmetry)' : 'on the x[slot, recipe] model'}, ${TIME_LIMIT_S} s limit, ${solvedOn}`);
out(`  model size (mean): ${f(mean(rows.map((r) => r.model.binaries)), 0)} binaries, ${f(mean(rows.map((r) => r.model.integers)), 0)} integer pack counts, ${f(mean(rows.map((r) => r.model.rows)), 0)} rows`);
out(`  solved to optimality ${optimal.length}, time limit reached ${limited.length} (a plan found in all ${limited.length}), no plan found ${noSolution.length}, infeasible ${infeasible.length} (no repeat-free plan; ${infeasible.filter(tooFew).length} of them have fewer than 7 recipes for a meal type or fewer than 21 in all)`);
out(`  HiGHS time: mean ${f(mean(rows.map((r) => r.milp!.seconds)), 2)} s, p50 ${f(percentile(rows.map((r) => r.milp!.seconds), 50), 2)} s; time-limited gap (best found - bound) / best found: mean ${f(100 * mean(limited.map((c) => (c.best - c.bound) / c.best)), 1)} %, max ${limited.length ? f(100 * Math.max(...limited.map((c) => (c.best - c.bound) / c.best)), 1) : 'n/a'} %`);
out('');
ratioTable('Cost: planner with cost as its only aim / optimum   (target <= 1.01)', (r) => r.costOnly.costPence);
{
  const proven = optimal.map((c) => c.row.costOnly.costPence / c.best);
  const low = compared.map((c) => c.row.costOnly.costPence / c.best);
  const verdict = Math.max(...low) <= 1.01 ? 'MET' : mean(low) <= 1.01 ? 'MET on the mean only' : 'NOT MET';
  out(`  target <= 1.01: ${verdict} (mean ${f(mean(proven))} against the ${proven.length} proven optima; even against the best known plans, mean ${f(mean(low))}, p95 ${f(percentile(low, 95))}, max ${f(Math.max(...low))})`);
}
out('');
ratioTable('Cost: default-weights planner / optimum   (informational: it also weighs variety, waste, nutrition)', (r) => r.plan.costPence);
out('');
const meanDefault = mean(rows.map((r) => r.planBasket.wastePence));
const meanRandom = mean(rows.map((r) => r.randomWaste));
const meanCostOnlyWaste = mean(rows.map((r) => r.costOnlyBasket.wastePence));
const reduction = 1 - meanDefault / meanRandom;
out(`Waste (value of perishable pack remainders), mean per weekly plan over ${rows.length} profiles   (target: default >= 40 % below random)`);
out(`  default planner            ${gbp(meanDefault).padStart(9)}`);
out(`  random planner (${RANDOM_DRAWS} draws)   ${gbp(meanRandom).padStart(9)}   -> default is ${f(reduction * 100, 1)} % below random: ${reduction >= 0.4 ? 'MET' : 'NOT MET'}`);
out(`  cost-only planner          ${gbp(meanCostOnlyWaste).padStart(9)}   (informational)`);
out(`  profiles where the default plan wastes less than the random mean: ${rows.filter((r) => r.planBasket.wastePence < r.randomWaste).length}/${rows.length}`);
out('');
const provenFeasible = compared.filter((c) => c.best <= c.row.plan.budgetPence);
const provenInfeasible = compared.filter((c) => c.bound > c.row.plan.budgetPence);
const undetermined = compared.length - provenFeasible.length - provenInfeasible.length;
const met = provenFeasible.filter((c) => c.row.plan.withinBudget);
out('Budgets (weekly budget x 7/7)');
out(`  a plan within budget exists (HiGHS found one): ${provenFeasible.length}; none exists (bound over budget): ${provenInfeasible.length}; undetermined (bound <= budget < best found): ${undetermined}`);
out(`  default planner within budget where one exists: ${met.length}/${provenFeasible.length} = ${pct(met.length, provenFeasible.length)}`);
out(`  cost-only planner within budget where one exists: ${provenFeasible.filter((c) => c.row.costOnly.costPence <= c.row.plan.budgetPence).length}/${provenFeasible.length}`);
out(`  default planner within budget, all benchmarked profiles: ${rows.filter((r) => r.plan.withinBudget).length}/${rows.length}`);
out('');
out('Checks');
out(`  planner cost = bench re-pricing of its meals: ${rows.filter((r) => r.plan.costPence === r.planBasket.costPence && r.costOnly.costPence === r.costOnlyBasket.costPence).length}/${rows.length}; waste: ${rows.filter((r) => r.plan.wastePence === Math.round(r.planBasket.wastePence)).length}/${rows.length}`);
out(`  planner deterministic over timed runs: ${nondeterministic === 0 ? 'yes' : `no (${nondeterministic} runs differed)`}`);
out(`  repeated recipes: cost-only plans ${rows.filter((r) => repeatCount(r.costOnly.meals.map((m) => m.recipeId)) > 0).length}, default plans ${rows.filter((r) => repeatCount(r.plan.meals.map((m) => m.recipeId)) > 0).length}, random draws that had to repeat ${rows.filter((r) => r.randomRepeats > 0).length} profiles`);
const hasRepeats = (plan: MealPlan) => repeatCount(plan.meals.map((m) => m.recipeId)) > 0;
const defaultBelowBound = compared.filter((c) => c.row.plan.costPence < c.bound);
const costOnlyBelowBound = compared.filter((c) => c.row.costOnly.costPence < c.bound);
out(`  cost-only planner cheaper than the HiGHS bound: ${costOnlyBelowBound.length}${costOnlyBelowBound.length ? ` [profiles ${costOnlyBelowBound.map((c) => c.row.index).join(', ')}], ${costOnlyBelowBound.every((c) => hasRepeats(c.row.costOnly)) ? 'all repeating a recipe (not a pricing mismatch)' : 'some without a repeat: a modelling mismatch!'}` : ''}`);
out(`  default planner cheaper than the HiGHS bound: ${defaultBelowBound.length}, all of them repeating a recipe (the optimum allows none; the default weights price a repeat): ${defaultBelowBound.every((c) => hasRepeats(c.row.plan)) ? 'yes' : `no (${defaultBelowBound.filter((c) => !hasRepeats(c.row.plan)).length} without a repeat: mismatch!)`}`);
out(`  cost-only planner cheaper than the best plan HiGHS found in its time (time-limited only): ${limited.filter((c) => c.row.costOnly.costPence < c.best).length}/${limited.length}`);
const needlessRepeats = (plan: (r: Row) => MealPlan) => compared.filter((c) => hasRepeats(plan(c.row))).map((c) => c.row.index);
out(`  plans repeating a recipe although a repeat-free plan exists (HiGHS found one): cost-only ${needlessRepeats((r) => r.costOnly).length} [profiles ${needlessRepeats((r) => r.costOnly).join(', ') || '-'}], default ${needlessRepeats((r) => r.plan).length}`);
out(`  HiGHS plan re-priced below its objective (packs over what the meals need): ${compared.filter((c) => c.milp.repricedCost! < (c.milp.incumbent ?? 0) - 0.5).length}${optimal.some((c) => c.milp.repricedCost! < (c.milp.incumbent ?? 0) - 0.5) ? ' (some among the optimal ones: mismatch!)' : ''}`);
out(`  cost-only plans that one slot change would make cheaper (not a 1-slot local optimum): ${rows.filter((r) => !r.costOnlyOneOpt).length}/${rows.length}`);
out('');
out(`Total run time ${((performance.now() - started) / 1000).toFixed(0)} s (almost all of it HiGHS: up to ${TIME_LIMIT_S} s a profile on ${WORKERS} thread(s); PLANNER_BENCH_MILP_SECONDS changes the limit)`);
console.log(lines.join('\n'));
if (process.env.PLANNER_BENCH_DETAIL === '1') {
  console.log('\nindex size chain        budget  cost-only  default  HiGHS best  bound  status');
  for (const c of compared) {
    const r = c.row;
    console.log(`${String(r.index).padStart(5)} ${String(r.request.householdSize).padStart(4)} ${r.request.chain.padEnd(12)} ${String(r.plan.budgetPence).padStart(7)} ${String(r.costOnly.costPence).padStart(10)} ${String(r.plan.costPence).padStart(8)} ${String(c.best).padStart(11)} ${String(c.bound).padStart(6)}  ${c.milp.status}`);
  }
}
process.exit(0);

function summarise(values: string[]): string {
  if (!values.length) return 'none';
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');
}
function summariseNums(values: number[]): string {
  return `min ${Math.min(...values)}, median ${percentile(values, 50)}, max ${Math.max(...values)}`;
}
