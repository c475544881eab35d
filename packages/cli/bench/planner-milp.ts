/**
 * The exact cost optimum of a planner instance with the nutrition targets as constraints, solved by HiGHS
 * (WebAssembly) from a CPLEX LP-format model built from the very instance the planner solves
 * (`Planner.instance`: the same options per slot, extras, packs and targets):
 *   binary x[s,o] for each slot s and option o (a dish, with its side when it has one);
 *   integer e[d,k] in [0, maxPerDay] for each day d and extra k (adult portions);
 *   integer p[b] >= 0 for each basket key b (perishables per week, the rest once);
 *   sum_o x[s,o] = 1 per slot;  p[b] >= sum grams(b) / packGrams_b of what is chosen;
 *   each day, per adult portion: kcalLow <= energy <= kcalHigh;
 *   over the plan, per adult portion: protein >= target, fibre >= target, salt <= limit, and fruit and
 *   vegetables >= target, pulses and juice counted up to one portion a day (continuous u[d] <= cap, <= pulses);
 *   a recipe at most once a day and at most twice in the week;
 *   minimise sum price_b p[b].
 */
import loadHighs from 'highs';
import { N } from '@larder/domain/planning/meal-options';
import type { PlanInstance } from '@larder/domain/planning/planner';

type Highs = Awaited<ReturnType<typeof loadHighs>>;
let highsPromise: Promise<Highs> | null = null;
export const getHighs = () => (highsPromise ??= loadHighs());

/** A coefficient in plain decimal (the LP reader needs no exponent), 12 significant digits. */
function num(v: number): string {
  if (v === 0) return '0';
  const s = v.toPrecision(12);
  if (!s.includes('e')) return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return v.toFixed(15).replace(/\.?0+$/, '');
}
const signed = (coef: number, v: string) => (coef < 0 ? `- ${num(-coef)} ${v}` : `+ ${num(coef)} ${v}`);
function row(out: string[], name: string, terms: string[], tail: string) {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 8) lines.push(terms.slice(i, i + 8).join(' '));
  out.push(` ${name}: ${lines.length ? lines.join('\n   ') : '0 x0'} ${tail}`);
}

export interface LpModel {
  readonly text: string;
  readonly binaries: number;
  readonly integers: number;
  readonly rows: number;
}

/** `nutrition: false`: the cheapest week the rules allow (every slot filled, the variety rules kept), with no nutrition rows. */
export function buildLp(instance: PlanInstance, options: { nutrition?: boolean } = {}): LpModel {
  const nutrition = options.nutrition !== false;
  const { slots, extras, targets, index, request } = instance;
  const days = request.days;
  const key = (ingredient: number, day: number) => ingredient * 8 + (index.perishable[ingredient] ? Math.floor(day / 7) : 7);
  const basket = new Map<number, string[]>();
  /** Valid cuts for every integer solution: p[b] >= ceil(grams / packGrams) v (they tighten the LP bound a great deal). */
  const cuts: Array<{ key: number; text: string }> = [];
  const addLines = (lines: ReadonlyArray<{ ingredient: number; grams: number }>, day: number, v: string) => {
    const grams = new Map<number, number>();
    // Option lines are per adult portion: the household eats `portions` of each.
    for (const l of lines) grams.set(key(l.ingredient, day), (grams.get(key(l.ingredient, day)) ?? 0) + l.grams * instance.needs.portions);
    for (const [k, g] of grams) {
      basket.set(k, [...(basket.get(k) ?? []), signed(-g / index.packG[Math.floor(k / 8)]!, v)]);
      const packs = Math.ceil(g / index.packG[Math.floor(k / 8)]! - 1e-9);
      if (packs >= 1) cuts.push({ key: k, text: ` c${cuts.length}: p${k} - ${packs} ${v} >= 0` });
    }
  };
  const nutrient = Array.from({ length: days }, () => new Map<number, string[]>());
  const addN = (day: number, n: Float64Array, v: string) => {
    for (const k of [N.kcal, N.protein, N.fibre, N.salt, N.fv, N.pulse, N.juice]) {
      if (Math.abs(n[k]!) < 1e-9) continue;
      const list = nutrient[day]!.get(k) ?? [];
      list.push(signed(n[k]!, v));
      nutrient[day]!.set(k, list);
    }
  };
  const out: string[] = [];
  const binaries: string[] = [];
  const generals: string[] = [];
  const bounds: string[] = [];
  const rows: string[] = [];
  const byRecipeDay = new Map<string, string[]>();
  const byRecipe = new Map<string, string[]>();
  slots.forEach((slot, s) => {
    const names: string[] = [];
    slot.options.forEach((o, j) => {
      const v = `x${s}_${j}`;
      names.push(`+ ${v}`);
      binaries.push(v);
      addLines(o.lines, slot.day, v);
      addN(slot.day, o.n, v);
      const id = o.main.recipe.id;
      byRecipeDay.set(`${id}@${slot.day}`, [...(byRecipeDay.get(`${id}@${slot.day}`) ?? []), `+ ${v}`]);
      byRecipe.set(id, [...(byRecipe.get(id) ?? []), `+ ${v}`]);
    });
    if (slot.locked) row(rows, `l${s}`, [`+ x${s}_${slot.options.indexOf(slot.locked)}`], '= 1');
    row(rows, `a${s}`, names, '= 1');
  });
  for (let d = 0; d < days; d += 1) {
    extras.forEach((extra, k) => {
      const v = `e${d}_${k}`;
      generals.push(v);
      bounds.push(` 0 <= ${v} <= ${extra.maxPerDay}`);
      addLines(extra.lines, d, v);
      addN(d, extra.n, v);
    });
  }
  const keys = [...basket.keys()].sort((a, b) => a - b);
  const held = new Map<number, number>();
  for (const h of instance.held) held.set(key(h.ingredient, 0), (held.get(key(h.ingredient, 0)) ?? 0) + h.grams);
  for (const k of keys) {
    // What the larder holds is not bought.
    row(rows, `k${k}`, [`+ p${k}`, ...basket.get(k)!], `>= ${num(-(held.get(k) ?? 0) / index.packG[Math.floor(k / 8)]!)}`);
    generals.push(`p${k}`);
    bounds.push(` p${k} >= 0`);
  }
  const all = (k: number) => nutrient.flatMap((m) => m.get(k) ?? []);
  for (let d = 0; d < days && nutrition; d += 1) {
    const kcal = nutrient[d]!.get(N.kcal) ?? [];
    row(rows, `elo${d}`, kcal, `>= ${num(targets.kcalLow)}`);
    row(rows, `ehi${d}`, kcal, `<= ${num(targets.kcalHigh)}`);
    // Pulses and juice count up to one portion a day.
    for (const [name, k] of [['up', N.pulse], ['uj', N.juice]] as const) {
      const v = `${name}${d}`;
      bounds.push(` 0 <= ${v} <= ${num(targets.fvCap)}`);
      row(rows, `${name}c${d}`, [`+ ${v}`, ...(nutrient[d]!.get(k) ?? []).map((t) => (t.startsWith('+') ? `-${t.slice(1)}` : `+${t.slice(1)}`))], '<= 0');
    }
  }
  if (nutrition) {
    row(rows, 'protein', all(N.protein), `>= ${num(targets.protein * days)}`);
    row(rows, 'fibre', all(N.fibre), `>= ${num(targets.fibre * days)}`);
    row(rows, 'salt', all(N.salt), `<= ${num(targets.saltMax * days)}`);
    const caps = Array.from({ length: days }, (_, d) => [`+ up${d}`, `+ uj${d}`]).flat();
    row(rows, 'fv', [...all(N.fv), ...caps], `>= ${num(targets.fv * days)}`);
  }
  let u = 0;
  for (const terms of byRecipeDay.values()) if (terms.length > 1) row(rows, `d${u++}`, terms, '<= 1');
  for (const terms of byRecipe.values()) if (terms.length > 2) row(rows, `w${u++}`, terms, '<= 2');
  const objective = keys.map((k) => `+ ${index.price[Math.floor(k / 8)]} p${k}`);
  out.push('Minimize', ' cost:');
  for (let i = 0; i < objective.length; i += 8) out.push(`   ${objective.slice(i, i + 8).join(' ')}`);
  // A cut holds only where nothing is held (held food covers grams without packs).
  const cutRows = cuts.filter((c) => !held.has(c.key)).map((c) => c.text);
  out.push('Subject To', ...rows, ...cutRows, 'Bounds', ...bounds, 'Generals');
  for (let i = 0; i < generals.length; i += 10) out.push(` ${generals.slice(i, i + 10).join(' ')}`);
  out.push('Binaries');
  for (let i = 0; i < binaries.length; i += 10) out.push(` ${binaries.slice(i, i + 10).join(' ')}`);
  out.push('End', '');
  return { text: out.join('\n'), binaries: binaries.length, integers: generals.length, rows: rows.length + cutRows.length };
}

/** What a solve returns; plain data, so it can come back from a worker thread. */
export interface RawSolve {
  readonly code: number;
  readonly incumbent: number | null;
  readonly bound: number | null;
  readonly seconds: number;
}
export interface SolveOptions {
  readonly timeLimitSeconds: number;
}
export const STATUS_NAMES: Record<number, string> = {
  7: 'Optimal', 8: 'Infeasible', 9: 'Infeasible or unbounded', 13: 'Time limit reached', 15: 'Unknown',
};

/** Solves CPLEX LP text with HiGHS: the best plan's cost and the proven bound. */
export async function solveLpText(text: string, options: SolveOptions): Promise<RawSolve> {
  const highs = await getHighs();
  const start = performance.now();
  return highs.withModel({ format: 'lp', data: text }, (m) => {
    // Every plan costs whole pence: an incumbent less than 1p above the bound is optimal.
    m.options.set({ output_flag: false, time_limit: options.timeLimitSeconds, mip_rel_gap: 0, mip_abs_gap: 0.999 });
    const run = m.run();
    const seconds = (performance.now() - start) / 1000;
    const primal = Number(m.info.get('primal_solution_status'));
    const boundRaw = Number(m.info.get('mip_dual_bound'));
    return { code: run.modelStatus as number, incumbent: primal === 2 ? m.getObjectiveValue() : null, bound: Number.isFinite(boundRaw) ? Math.ceil(boundRaw - 1e-6) : null, seconds };
  });
}
