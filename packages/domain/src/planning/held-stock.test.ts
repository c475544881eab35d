import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { syntheticWithSpinach } from '../testing/spinach-catalogue';
import { syntheticCatalogue } from '../testing/synthetic-catalogue';
import { HeldStock, USE_SOON_HORIZON_DAYS, urgency } from './held-stock';
import { IngredientIndex } from './meal-options';
import type { PlanRequest } from './plan-request';
import { PLAN_WEIGHTS, Planner } from './planner';
import { PlanState } from './plan-state';

const START = '2026-03-02';
const dayAfter = (n: number) => new Date(Date.parse(`${START}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The most a set of dated lots can cover of a week's use, by the min-cut of the lots-to-days flow (independent of HeldStock's greedy). */
function mostCoverable(use: readonly number[], lots: ReadonlyArray<{ grams: number; lastDay: number }>): number {
  let best = Infinity;
  for (let t = 0; t <= use.length; t += 1) {
    const cutDays = use.slice(0, t).reduce((s, g) => s + g, 0);
    const cutLots = t === use.length ? 0 : lots.filter((l) => l.lastDay >= t).reduce((s, l) => s + l.grams, 0);
    best = Math.min(best, cutDays + cutLots);
  }
  return best;
}

describe('held stock: a lot is spent only on days up to its date', () => {
  const snapshot = syntheticCatalogue(7);
  const index = new IngredientIndex(snapshot, 'Aldi');
  const perishable = snapshot.allIngredients().filter((i) => i.perishable).map((i) => index.of(i.slug)!)[0]!;
  const dry = snapshot.allIngredients().filter((i) => !i.perishable).map((i) => index.of(i.slug)!)[0]!;
  const packG = index.packG[perishable]!;
  const price = index.price[perishable]!;

  it('covers a meal on its date, and a meal after it buys the food', () => {
    const stock = new HeldStock(index, 7, [{ ingredient: perishable, grams: 200, lastDay: 1 }], 0);
    const h = stock.slot(perishable);
    stock.apply(h, 1, 150);
    expect(stock.figures(h).cost).toBe(0);
    expect(stock.coveredIn(perishable, 0)).toBe(150);
    stock.apply(h, 3, 40);
    // 50 g are still held, but day 3 is past the date: a pack is bought.
    expect(stock.coveredIn(perishable, 0)).toBe(150);
    expect(stock.figures(h).cost).toBe(price);
    expect(stock.figures(h).waste).toBeCloseTo(((packG - 40) / packG) * price, 6);
  });

  it('spends the soonest date first, so a later meal can still use the lot that keeps', () => {
    const stock = new HeldStock(index, 7, [{ ingredient: perishable, grams: 100, lastDay: Infinity }, { ingredient: perishable, grams: 100, lastDay: 1 }], 0);
    const h = stock.slot(perishable);
    stock.apply(h, 0, 100);
    stock.apply(h, 5, 100);
    expect(stock.figures(h).cost).toBe(0);
    expect(stock.coveredIn(perishable, null)).toBe(200);
  });

  it('ignores a lot already past its date, and counts dry goods once over the plan', () => {
    const gone = new HeldStock(index, 7, [{ ingredient: perishable, grams: 500, lastDay: -1 }], 2);
    expect(gone.slot(perishable)).toBe(-1);
    const stock = new HeldStock(index, 14, [{ ingredient: dry, grams: 100, lastDay: Infinity }], 2);
    const h = stock.slot(dry);
    stock.apply(h, 2, 60);
    stock.apply(h, 10, 60);
    expect(stock.coveredIn(dry, null)).toBe(100);
    expect(stock.figures(h).cost).toBe(index.price[dry]);
    expect(stock.figures(h).credit).toBe(0);
  });

  it('credits food near its date by how soon it is due, and nothing a week or more away', () => {
    expect(urgency(0)).toBe(1);
    expect(urgency(USE_SOON_HORIZON_DAYS)).toBe(0);
    expect(urgency(Infinity)).toBe(0);
    expect(urgency(1)).toBeGreaterThan(urgency(3));
    const stock = new HeldStock(index, 7, [{ ingredient: perishable, grams: 100, lastDay: 1 }], 2);
    const h = stock.slot(perishable);
    stock.apply(h, 0, 100);
    expect(stock.figures(h).credit).toBeCloseTo(2 * (price / packG) * 100 * urgency(1), 6);
  });

  it('never draws on a lot after its date, and covers all that the dates allow (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grams: fc.integer({ min: 1, max: 900 }), lastDay: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(Infinity)) }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 14, maxLength: 14 }),
        (lots, use) => {
          const stock = new HeldStock(index, 14, lots.map((l) => ({ ingredient: perishable, ...l })), 2);
          const h = stock.slot(perishable);
          if (h < 0) {
            expect(lots.every((l) => l.lastDay < 0)).toBe(true);
            return;
          }
          use.forEach((g, d) => g && stock.apply(h, d, g));
          const valid = lots.filter((l) => l.lastDay >= 0);
          const covered = stock.coveredIn(perishable, 0) + stock.coveredIn(perishable, 1);
          expect(covered).toBeCloseTo(mostCoverable(use, valid), 6);
          // Nothing after the latest date is ever covered.
          const latest = Math.max(...valid.map((l) => l.lastDay));
          if (latest < 7) expect(stock.coveredIn(perishable, 1)).toBe(0);
          // The figures kept up to date equal the figures worked out afresh.
          const fresh = stock.evaluate(h, 0, 0);
          expect(stock.figures(h).cost).toBeCloseTo(fresh.cost, 6);
        },
      ),
    );
  });
});

/** What each day of a solved plan uses of each ingredient (from the meals and extras it chose). */
function usePerDay(state: PlanState, portions: number, days: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const add = (ingredient: number, day: number, grams: number) => {
    const list = out.get(ingredient) ?? new Array<number>(days).fill(0);
    list[day] = list[day]! + grams;
    out.set(ingredient, list);
  };
  state.chosen.forEach((option, s) => option?.lines.forEach((l) => add(l.ingredient, state.slots[s]!.day, l.grams * portions)));
  state.extraCount.forEach((counts, day) => counts.forEach((n, e) => state.extras[e]!.lines.forEach((l) => add(l.ingredient, day, n * l.grams * portions))));
  return out;
}

const withSpinach = (seed: number): CatalogueSnapshot => syntheticWithSpinach(seed);

describe('the planner spends food near its date first', () => {
  const base: PlanRequest = {
    householdSize: 2, weeklyBudgetPence: 6000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1, startDate: START,
  };

  it('cooks spinach due tomorrow today or tomorrow, and never counts it held after its date (many households)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1000 }), (catalogueSeed, size, seed) => {
        const snapshot = withSpinach(catalogueSeed);
        const planner = new Planner(snapshot);
        const request: PlanRequest = { ...base, householdSize: size, weeklyBudgetPence: 4000 * size, seed, held: [{ ingredient: 'spinach', grams: 300, bestBefore: dayAfter(1) }] };
        const plan = planner.plan(request);
        if (!plan.ok) throw new Error(plan.error.message);
        const early = plan.value.meals.filter((m) => m.day <= 1 && m.recipeId.endsWith('-spinach'));
        expect(early.length, 'a spinach dish today or tomorrow').toBeGreaterThan(0);
        const line = plan.value.shopping.find((l) => l.ingredient === 'spinach')!;
        expect(line.heldGrams).toBeGreaterThan(0);
        // What is counted held is at most what the meals of days 0 and 1 use.
        const instance = planner.instance(request);
        if (!instance.ok) throw new Error(instance.error.message);
        const solved = planner.solve(instance.value, { ...PLAN_WEIGHTS, overBudgetPerPenny: 0 });
        const use = usePerDay(solved.state, instance.value.needs.portions, 7).get(instance.value.index.of('spinach')!) ?? [];
        expect(solved.state.heldAt(instance.value.index.of('spinach')!, 0)).toBeCloseTo(Math.min(300, (use[0] ?? 0) + (use[1] ?? 0)), 6);
      }),
      { numRuns: 25 },
    );
  });

  it('never draws on any held lot after its date, and the figures still add up (property)', () => {
    const snapshot = syntheticCatalogue(7);
    const planner = new Planner(snapshot);
    const slugs = snapshot.allIngredients().map((i) => i.slug);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ ingredient: fc.constantFrom(...slugs), grams: fc.integer({ min: 50, max: 3000 }), days: fc.option(fc.integer({ min: -1, max: 15 })) }), { selector: (h) => h.ingredient, maxLength: 12 }),
        fc.constantFrom(3, 7, 14),
        fc.integer({ min: 0, max: 500 }),
        (lots, days, seed) => {
          const request: PlanRequest = { ...base, householdSize: 4, days, seed, held: lots.map((l) => ({ ingredient: l.ingredient, grams: l.grams, bestBefore: l.days === null ? null : dayAfter(l.days) })) };
          const instance = planner.instance(request);
          if (!instance.ok) throw new Error(instance.error.message);
          const { index, needs } = instance.value;
          const solved = planner.solve(instance.value, { ...PLAN_WEIGHTS, overBudgetPerPenny: 0 });
          const use = usePerDay(solved.state, needs.portions, days);
          for (const lot of lots) {
            const i = index.of(lot.ingredient)!;
            const weeks = Math.ceil(days / 7);
            let covered = 0;
            for (let w = 0; w < (index.perishable[i] ? weeks : 1); w += 1) covered += solved.state.heldAt(i, w);
            const daily = use.get(i) ?? new Array<number>(days).fill(0);
            const last = lot.days === null ? Infinity : lot.days;
            const usable = daily.filter((_, d) => d <= last).reduce((s, g) => s + g, 0);
            expect(covered).toBeCloseTo(Math.min(lot.grams, usable), 6);
          }
          const plan = planner.plan(request);
          if (!plan.ok) throw new Error(plan.error.message);
          expect(plan.value.costPence).toBe(plan.value.shopping.reduce((s, l) => s + l.costPence, 0));
          for (const line of plan.value.shopping) {
            expect(line.packs * line.packGrams).toBeGreaterThanOrEqual(line.grams - (line.heldGrams ?? 0) - 1);
            // The last pack is needed for what the line says is left to buy.
            expect((line.packs - 1) * line.packGrams).toBeLessThan(line.grams - (line.heldGrams ?? 0));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps the targets and the budget it kept without the spinach', () => {
    for (let seed = 0; seed < 12; seed += 1) {
      const snapshot = withSpinach(seed + 1);
      const planner = new Planner(snapshot);
      const without = planner.plan({ ...base, seed });
      const withHeld = planner.plan({ ...base, seed, held: [{ ingredient: 'spinach', grams: 300, bestBefore: dayAfter(1) }] });
      if (!without.ok || !withHeld.ok) throw new Error('no plan');
      if (without.value.feeding.meetsTargets) expect(withHeld.value.feeding.meetsTargets, `seed ${seed}`).toBe(true);
      if (without.value.withinBudget) expect(withHeld.value.withinBudget, `seed ${seed}`).toBe(true);
      // The shop may cost more only by what the near-date credit is worth (useSoon pence a penny of the 300 g held), unless the
      // search found a better plan altogether (its objective lower by more than the extra spend: better fed).
      const extra = withHeld.value.costPence - without.value.costPence - PLAN_WEIGHTS.useSoon * (95 / 200) * 300;
      if (extra > 0) expect(without.value.objective - withHeld.value.objective, `seed ${seed}`).toBeGreaterThan(extra);
    }
  });

  it('weighs food near its date by the credit: the same meal on its date scores better by exactly that much', () => {
    const snapshot = withSpinach(3);
    const request: PlanRequest = { ...base, held: [{ ingredient: 'spinach', grams: 1000, bestBefore: dayAfter(1) }] };
    const planner = new Planner(snapshot);
    const instance = planner.instance(request);
    if (!instance.ok) throw new Error(instance.error.message);
    const { index, slots, extras, targets, needs, budget, held } = instance.value;
    const spinach = index.of('spinach')!;
    const delta = (useSoon: number, day: number) => {
      // The same plan each time: every meal the first option without spinach.
      const state = new PlanState(index, slots, extras, 7, 3, targets, needs.portions, budget, { ...PLAN_WEIGHTS, useSoon }, true, held);
      slots.forEach((slot, s) => state.assign(s, slot.options.find((o) => !o.lines.some((l) => l.ingredient === spinach))!));
      const s = slots.findIndex((slot) => slot.day === day && slot.mealType === 'dinner');
      const option = slots[s]!.options.find((o) => o.main.recipe.id.endsWith('-spinach'))!;
      return { change: state.deltaFor(s, option), grams: option.lines.find((l) => l.ingredient === spinach)!.grams * needs.portions };
    };
    const withCredit = delta(2, 1);
    const without = delta(0, 1);
    expect(without.change - withCredit.change).toBeCloseTo(2 * (95 / 200) * withCredit.grams * urgency(1), 4);
    // After its date the food is bought: no credit, and no difference.
    expect(delta(0, 3).change - delta(2, 3).change).toBeCloseTo(0, 6);
  });

  it('asks for the start date when held food is dated', () => {
    const planner = new Planner(syntheticCatalogue(7));
    const { startDate: _s, ...undated } = base;
    const refused = planner.plan({ ...undated, held: [{ ingredient: 'i1', grams: 100, bestBefore: START }] });
    expect(!refused.ok && refused.error).toMatchObject({ code: 'VALIDATION' });
    expect(planner.plan({ ...undated, held: [{ ingredient: 'i1', grams: 100 }] }).ok).toBe(true);
  });
});
