/**
 * `pnpm bench` (larder, issue 17): generated households over 8 consecutive weeks. Each week a household plans a
 * 7-day plan, buys its list in whole packs, cooks its meals and carries what is left to the next week (the larder:
 * what it holds costs nothing to the next plan, perishables keep to their best-before date by kind and are thrown
 * away when it passes). The same households re-planning every week from an empty cupboard (today's behaviour:
 * every pack remainder forgotten, perishable ones thrown away at the week's end) are the baseline. Printed:
 * spend, perishable waste (pounds), plans meeting the nutrition targets and the budget, and generation time with
 * a full larder (p50, p95). Targets: spend at least 15 % lower, perishable waste at least 50 % lower, p95 <= 50 ms.
 *
 * Environment: LARDER_BENCH_HOUSEHOLDS (default 100), LARDER_BENCH_WEEKS (default 8).
 */
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { Planner, type MealPlan } from '@larder/domain/planning/planner';
import type { PlanRequest } from '@larder/domain/planning/plan-request';
import { foodKind } from '@larder/domain/larder/larder-item';
import { bestBeforeDefaults } from '@larder/domain/larder/larder-item';
import { generateProfiles } from './planner-instance';

const HOUSEHOLDS = Number(process.env.LARDER_BENCH_HOUSEHOLDS ?? 100);
const WEEKS = Number(process.env.LARDER_BENCH_WEEKS ?? 8);
const SEED = 20261117;

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const planner = new Planner(snapshot);
const profiles = generateProfiles(HOUSEHOLDS, snapshot.chains, SEED);
const keepDays = new Map(bestBeforeDefaults().map((d) => [d.kind, d.days]));
/** The simulation's day numbers as dates (its first week starts on a Monday). */
const dateOf = (day: number) => new Date(Date.UTC(2026, 2, 2 + day)).toISOString().slice(0, 10);

/** One lot in the larder: what is left of packs bought on one day. */
interface Lot {
  grams: number;
  pencePerGram: number;
  /** Day (from the first week's start) after which it is thrown away. */
  bestBefore: number;
  perishable: boolean;
}

interface Totals {
  spend: number;
  waste: number;
  plans: number;
  meets: number;
  withinBudget: number;
  times: number[];
}
const fresh = (): Totals => ({ spend: 0, waste: 0, plans: 0, meets: 0, withinBudget: 0, times: [] });

function record(t: Totals, plan: MealPlan, ms: number) {
  t.plans += 1;
  t.meets += plan.feeding.meetsTargets ? 1 : 0;
  t.withinBudget += plan.withinBudget ? 1 : 0;
  t.times.push(ms);
}

function simulate(base: PlanRequest, withLarder: boolean, t: Totals) {
  const larder = new Map<string, Lot[]>();
  for (let week = 0; week < WEEKS; week += 1) {
    const today = week * 7;
    // What is held, lot by lot with its best-before, not past its date, for the planner.
    const held: Array<{ ingredient: string; grams: number; bestBefore: string | null }> = [];
    if (withLarder) {
      for (const [slug, lots] of larder) {
        for (const lot of lots) if (lot.bestBefore >= today && lot.grams > 1) held.push({ ingredient: slug, grams: lot.grams, bestBefore: lot.perishable ? dateOf(lot.bestBefore) : null });
      }
    }
    const request: PlanRequest = { ...base, days: 7, seed: (base.seed + week * 7919) >>> 0, ...(held.length ? { held, startDate: dateOf(today) } : {}) };
    const started = performance.now();
    const result = planner.plan(request);
    const ms = performance.now() - started;
    if (!result.ok) continue;
    const plan = result.value;
    record(t, plan, ms);
    // Buy the list: whole packs of what the larder does not cover.
    for (const line of plan.shopping) {
      const ingredient = snapshot.ingredient(line.ingredient);
      const penceForPacks = line.costPence;
      t.spend += penceForPacks;
      if (!ingredient) continue;
      const boughtG = line.packs * line.packGrams;
      const lots = larder.get(line.ingredient) ?? [];
      if (boughtG > 0) {
        const days = line.perishable ? (keepDays.get(foodKind(ingredient)) ?? 7) : 365;
        lots.push({ grams: boughtG, pencePerGram: penceForPacks / boughtG, bestBefore: today + days, perishable: line.perishable });
      }
      // Cook: what the plan uses comes out, nearest date first.
      let use = line.grams;
      lots.sort((a, b) => a.bestBefore - b.bestBefore);
      for (const lot of lots) {
        if (use <= 0) break;
        const take = Math.min(use, lot.grams);
        lot.grams -= take;
        use -= take;
      }
      larder.set(line.ingredient, lots.filter((l) => l.grams > 0.5));
    }
    // The week ends: what passes its date unused is thrown away; without a larder, every perishable remainder is.
    const next = today + 7;
    for (const [slug, lots] of larder) {
      const kept: Lot[] = [];
      for (const lot of lots) {
        const expired = withLarder ? lot.bestBefore < next : true;
        if (expired && lot.perishable) t.waste += lot.grams * lot.pencePerGram;
        else if (withLarder && !expired) kept.push(lot);
      }
      larder.set(slug, kept);
    }
  }
}

const baseline = fresh();
const larder = fresh();
const started = performance.now();
for (const profile of profiles) {
  simulate(profile, false, baseline);
  simulate(profile, true, larder);
}
const pct = (after: number, before: number) => `${(((after - before) / before) * 100).toFixed(1)} %`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
console.log(`larder: ${HOUSEHOLDS} households x ${WEEKS} weeks (${((performance.now() - started) / 1000).toFixed(1)} s)`);
console.log(`  spend:            empty cupboard ${pounds(baseline.spend)}, with the larder ${pounds(larder.spend)}: ${pct(larder.spend, baseline.spend)} (target <= -15 %)`);
console.log(`  perishable waste: empty cupboard ${pounds(baseline.waste)}, with the larder ${pounds(larder.waste)}: ${pct(larder.waste, baseline.waste)} (target <= -50 %)`);
console.log(`  nutrition targets met: ${larder.meets}/${larder.plans} plans with the larder, ${baseline.meets}/${baseline.plans} without`);
console.log(`  within budget:        ${larder.withinBudget}/${larder.plans} plans with the larder, ${baseline.withinBudget}/${baseline.plans} without`);
console.log(`  generation with a larder: p50 ${percentile(larder.times, 50).toFixed(1)} ms, p95 ${percentile(larder.times, 95).toFixed(1)} ms (target p95 <= 50 ms); empty cupboard p95 ${percentile(baseline.times, 95).toFixed(1)} ms`);
