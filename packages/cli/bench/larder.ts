/**
 * `pnpm bench` (larder, issue 17): generated households over 8 consecutive weeks. Each week a household plans a
 * 7-day plan, buys its list in whole packs, cooks its meals day by day (what each uses, as the cooking rule takes it
 * out) and carries what is left to the next week (the larder: what it holds costs nothing to the next plan, lot by
 * lot up to its best-before date by kind; carried food is cooked only up to its date, a shortfall is bought on the
 * day, and what passes its date is thrown away). With the larder the household does what /larder tells it on the
 * day: meat, fish and bread on the last day of their date are frozen ("Freeze today", larder-item.ts), and the plans
 * spend them from the freezer. The same households re-planning every week from an empty cupboard (today's behaviour:
 * every pack remainder forgotten, perishable ones thrown away at the week's end) are the baseline. Printed:
 * spend, perishable waste (pounds), what was frozen and what is left at the end (not counted as waste), plans meeting
 * the nutrition targets and the budget, and generation time with a full larder (p50, p95). Targets: spend at least 15 % lower, perishable waste at least 50 % lower, p95 <= 50 ms.
 *
 * Environment: LARDER_BENCH_HOUSEHOLDS (default 100), LARDER_BENCH_WEEKS (default 8), LARDER_BENCH_TIMING_RUNS
 * (default 1; more: each plan is timed that many times and its fastest counts, for a machine other work shares).
 */
import { loadavg } from 'node:os';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { Planner, type MealPlan } from '@larder/domain/planning/planner';
import type { PlanRequest } from '@larder/domain/planning/plan-request';
import { foodKind } from '@larder/domain/larder/larder-item';
import { FROZEN_DAYS, bestBeforeDefaults, freezesOnTheDay } from '@larder/domain/larder/larder-item';
import { generateProfiles } from './planner-instance';
import type { Ingredient } from '@larder/domain/catalogue/ingredient';
import { mealGrams } from '@larder/domain/larder/cooking';
import type { StoredPlan } from '@larder/domain/planning/ports';

const HOUSEHOLDS = Number(process.env.LARDER_BENCH_HOUSEHOLDS ?? 100);
const WEEKS = Number(process.env.LARDER_BENCH_WEEKS ?? 8);
const SEED = 20261117;
const TIMING_RUNS = Math.max(1, Number(process.env.LARDER_BENCH_TIMING_RUNS ?? 1));

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
const planner = new Planner(snapshot);
const profiles = generateProfiles(HOUSEHOLDS, snapshot.chains, SEED);
const keepDays = new Map(bestBeforeDefaults().map((d) => [d.kind, d.days]));
const keepFor = (ingredient: Ingredient, perishable: boolean) => (perishable ? (keepDays.get(foodKind(ingredient)) ?? 7) : 365);
/** The simulation's day numbers as dates (its first week starts on a Monday). */
const dateOf = (day: number) => new Date(Date.UTC(2026, 2, 2 + day)).toISOString().slice(0, 10);

/** One lot in the larder: what is left of packs bought on one day. */
interface Lot {
  grams: number;
  pencePerGram: number;
  /** Day (from the first week's start) after which it is thrown away. */
  bestBefore: number;
  perishable: boolean;
  /** The week it was bought in. */
  week: number;
  /** In the freezer (frozen on the last day of its date, as /larder says): its best-before is the freezer's. */
  frozen?: boolean;
}

interface Totals {
  spend: number;
  /** Pence of food frozen on its last day ("Freeze today"), and left in the freezer, or fresh and still good, at the end. */
  frozen: number;
  frozenAtEnd: number;
  freshAtEnd: number;
  /** Of which bought mid-week because what was held had passed its date. */
  topUps: number;
  waste: number;
  plans: number;
  meets: number;
  withinBudget: number;
  times: number[];
}
const fresh = (): Totals => ({ spend: 0, frozen: 0, frozenAtEnd: 0, freshAtEnd: 0, topUps: 0, waste: 0, plans: 0, meets: 0, withinBudget: 0, times: [] });

function record(t: Totals, plan: MealPlan, ms: number) {
  t.plans += 1;
  t.meets += plan.feeding.meetsTargets ? 1 : 0;
  t.withinBudget += plan.withinBudget ? 1 : 0;
  t.times.push(ms);
}

function simulate(base: PlanRequest, withLarder: boolean, t: Totals) {
  const larder = new Map<string, Lot[]>();
  /** "Freeze today": what is left of meat, fish and bread at the end of the last day of its date goes in the freezer. */
  const freezeOnTheDay = (day: number) => {
    for (const [slug, lots] of larder) {
      const ingredient = snapshot.ingredient(slug);
      if (!ingredient || !freezesOnTheDay(ingredient)) continue;
      for (const lot of lots) {
        if (lot.frozen || !lot.perishable || lot.bestBefore !== day) continue;
        lot.frozen = true;
        lot.bestBefore = day + FROZEN_DAYS;
        t.frozen += lot.grams * lot.pencePerGram;
      }
    }
  };
  for (let week = 0; week < WEEKS; week += 1) {
    const today = week * 7;
    // What is held, lot by lot with its best-before, not past its date, for the planner.
    const held: Array<{ ingredient: string; grams: number; bestBefore: string | null }> = [];
    if (withLarder) {
      for (const [slug, lots] of larder) {
        for (const lot of lots) if (lot.bestBefore >= today && lot.grams > 1) held.push({ ingredient: slug, grams: lot.grams, bestBefore: lot.perishable && !lot.frozen ? dateOf(lot.bestBefore) : null });
      }
    }
    const request: PlanRequest = { ...base, days: 7, seed: (base.seed + week * 7919) >>> 0, ...(held.length ? { held, startDate: dateOf(today) } : {}) };
    let started = performance.now();
    const result = planner.plan(request);
    let ms = performance.now() - started;
    for (let run = 1; run < TIMING_RUNS; run += 1) {
      started = performance.now();
      planner.plan(request);
      ms = Math.min(ms, performance.now() - started);
    }
    if (!result.ok) continue;
    const plan = result.value;
    record(t, plan, ms);
    // Buy the list at the week's start: whole packs of what the larder does not cover.
    for (const line of plan.shopping) {
      t.spend += line.costPence;
      const ingredient = snapshot.ingredient(line.ingredient);
      const boughtG = line.packs * line.packGrams;
      if (!ingredient || boughtG <= 0) continue;
      const lots = larder.get(line.ingredient) ?? [];
      lots.push({ grams: boughtG, pencePerGram: line.costPence / boughtG, bestBefore: today + keepFor(ingredient, line.perishable), perishable: line.perishable, week });
      larder.set(line.ingredient, lots);
    }
    // Cook day by day: each meal takes what it uses (cooking.ts), nearest date first, from food still good that day.
    // What this week's shop bought counts as good all week (the planner plans a week's perishables as one shop);
    // what was carried over keeps only to its date. What falls short is bought on the day: a top-up, in whole packs.
    // With the larder, at each day's end, meat, fish and bread on the last day of their date are frozen.
    const stored = { id: 'bench', meals: plan.meals.map((m, k) => ({ ...m, id: String(k) })) } as unknown as StoredPlan;
    const meals = [...stored.meals].sort((a, b) => a.day - b.day);
    for (let d = 0; d < 7; d += 1) {
      for (const meal of meals) {
        if (meal.day !== d) continue;
        const day = today + meal.day;
        for (const [slug, grams] of mealGrams(stored, meal, snapshot)) {
          const lots = larder.get(slug) ?? [];
          let use = grams;
          for (const lot of lots.filter((l) => l.week === week || l.bestBefore >= day).sort((a, b) => a.bestBefore - b.bestBefore)) {
            if (use <= 0) break;
            const take = Math.min(use, lot.grams);
            lot.grams -= take;
            use -= take;
          }
          const ingredient = snapshot.ingredient(slug);
          const product = ingredient ? snapshot.product(slug, plan.chain) : undefined;
          const packG = ingredient && product ? snapshot.packGrams(ingredient, product) : null;
          if (use > 1 && ingredient && product && packG) {
            const packs = Math.ceil(use / packG - 1e-9);
            t.spend += packs * product.pricePence;
            t.topUps += packs * product.pricePence;
            lots.push({ grams: packs * packG - use, pencePerGram: product.pricePence / packG, bestBefore: day + keepFor(ingredient, ingredient.perishable), perishable: ingredient.perishable, week });
          }
          larder.set(slug, lots.filter((l) => l.grams > 0.5));
        }
      }
      if (withLarder) freezeOnTheDay(today + d);
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
  // Left at the end (not counted as waste): the freezer's food, and carried fresh food still good on the next day.
  for (const lots of larder.values()) {
    for (const lot of lots) {
      if (lot.frozen) t.frozenAtEnd += lot.grams * lot.pencePerGram;
      else if (lot.perishable) t.freshAtEnd += lot.grams * lot.pencePerGram;
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
console.log(`    of which top-ups mid-week: empty cupboard ${pounds(baseline.topUps)}, with the larder ${pounds(larder.topUps)}`);
console.log(`  perishable waste: empty cupboard ${pounds(baseline.waste)}, with the larder ${pounds(larder.waste)}: ${pct(larder.waste, baseline.waste)} (target <= -50 %)`);
console.log(`    frozen on the last day of its date ("Freeze today"): ${pounds(larder.frozen)}; left at the end, not counted as waste: in the freezer ${pounds(larder.frozenAtEnd)}, fresh food good one more day ${pounds(larder.freshAtEnd)} (all of it thrown away: ${pct(larder.waste + larder.frozenAtEnd + larder.freshAtEnd, baseline.waste)})`);
console.log(`  nutrition targets met: ${larder.meets}/${larder.plans} plans with the larder, ${baseline.meets}/${baseline.plans} without`);
console.log(`  within budget:        ${larder.withinBudget}/${larder.plans} plans with the larder, ${baseline.withinBudget}/${baseline.plans} without`);
console.log(`  generation with a larder: p50 ${percentile(larder.times, 50).toFixed(1)} ms, p95 ${percentile(larder.times, 95).toFixed(1)} ms (target p95 <= 50 ms); empty cupboard p95 ${percentile(baseline.times, 95).toFixed(1)} ms${TIMING_RUNS > 1 ? ` (each the fastest of ${TIMING_RUNS} runs)` : ''}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
