/**
 * The exact cost optimum of a planner instance, solved by HiGHS (WebAssembly) from a CPLEX LP-format model:
 *   binary x[s,r] for each slot s and each candidate recipe r of its meal type;
 *   integer packs[k] >= 0 for each basket key k (perishables per week, the rest once: one key per ingredient for 7 days);
 *   packs[k] - sum grams(s,r,k) / packGrams_k x[s,r] >= 0   (the pack-size row, divided by packGrams_k);
 *   sum_r x[s,r] = 1 per slot;  sum_s x[s,r] <= 1 per recipe (over slots less than 7 days apart);
 *   minimise sum price_k packs[k].
 * `aggregate` solves the same problem without the days' symmetry (for plans of at most 7 days, where every
 * slot of a meal type buys into the same basket): binary y[m,r] for each meal type m and candidate r,
 * sum_r y[m,r] = days, sum_m y[m,r] <= 1; the meals are then laid out on the days in order.
 */
import loadHighs from 'highs';
import { type BenchCandidate, type Instance, basketKey, evaluateBasket } from './planner-instance';

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

/** Writes `name: terms sense rhs`, a few terms a line. */
function row(out: string[], name: string, terms: string[], tail: string) {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 8) lines.push(terms.slice(i, i + 8).join(' '));
  out.push(` ${name}: ${lines.join('\n   ')} ${tail}`);
}
const signed = (coef: number, v: string) => (coef < 0 ? `- ${num(-coef)} ${v}` : `+ ${num(coef)} ${v}`);

export interface LpModel {
  readonly text: string;
  /** Column name -> the slots and candidate it stands for. */
  readonly columns: ReadonlyMap<string, { slots: number[]; candidate: BenchCandidate }>;
  readonly binaries: number;
  readonly integers: number;
  readonly rows: number;
  readonly aggregate: boolean;
  readonly strengthen: boolean;
}

export function buildLp(instance: Instance, aggregate: boolean, strengthen: boolean): LpModel {
  const { slots, ingredients, request } = instance;
  if (aggregate && request.days > 7) throw new Error('the aggregate model is for plans of at most 7 days');
  // Decision columns: one per (slot, candidate), or per (meal type, candidate) when aggregated.
  const groups: Array<{ slots: number[]; candidates: readonly BenchCandidate[]; prefix: string }> = [];
  if (aggregate) {
    request.mealTypes.forEach((m, mi) => {
      const members = slots.map((s, i) => (s.mealType === m ? i : -1)).filter((i) => i >= 0);
      groups.push({ slots: members, candidates: slots[members[0]!]!.candidates, prefix: `y${mi}_` });
    });
  } else {
    slots.forEach((s, i) => groups.push({ slots: [i], candidates: s.candidates, prefix: `x${i}_` }));
  }
  const columns = new Map<string, { slots: number[]; candidate: BenchCandidate }>();
  const keyTerms = new Map<number, string[]>();
  /** Per key, the columns that need at least ceil(grams / packGrams) packs of it on their own. */
  const keyMinPacks = new Map<number, Array<{ name: string; packs: number }>>();
  const byRecipe = new Map<string, Array<{ name: string; day: number; slotsInGroup: number }>>();
  for (const g of groups) {
    g.candidates.forEach((c, j) => {
      const name = `${g.prefix}${j}`;
      columns.set(name, { slots: g.slots, candidate: c });
      const day = slots[g.slots[0]!]!.day;
      for (const l of c.lines) {
        const ing = ingredients[l.ingredient]!;
        const key = basketKey(ing, l.ingredient, day);
        const list = keyTerms.get(key) ?? [];
        list.push(signed(-l.grams / ing.packG, name));
        keyTerms.set(key, list);
        const packs = Math.ceil(l.grams / ing.packG - 1e-9);
        if (packs >= 1) keyMinPacks.set(key, [...(keyMinPacks.get(key) ?? []), { name, packs }]);
      }
      const uses = byRecipe.get(c.recipeId) ?? [];
      uses.push({ name, day, slotsInGroup: g.slots.length });
      byRecipe.set(c.recipeId, uses);
    });
  }
  const out: string[] = ['Minimize', ' cost:'];
  const keys = [...keyTerms.keys()].sort((a, b) => a - b);
  const obj: string[] = keys.map((k) => `+ ${ingredients[Math.floor(k / 8)]!.price} p${k}`);
  for (let i = 0; i < obj.length; i += 8) out.push(`   ${obj.slice(i, i + 8).join(' ')}`);
  out.push('Subject To');
  let rows = 0;
  for (const [gi, g] of groups.entries()) {
    row(out, `a${gi}`, g.candidates.map((_, j) => `+ ${g.prefix}${j}`), `= ${aggregate ? g.slots.length : 1}`);
    rows += 1;
  }
  for (const k of keys) {
    row(out, `k${k}`, [`+ p${k}`, ...keyTerms.get(k)!], '>= 0');
    rows += 1;
  }
  if (strengthen) {
    // Valid for every integer solution (packs[k] is whole and x binary): packs[k] >= ceil(grams(s,r,k) / packGrams_k) x[s,r].
    // They leave the set of plans and their costs unchanged but tighten the LP relaxation (the bound) a great deal.
    let ci = 0;
    for (const k of keys) {
      for (const { name, packs } of keyMinPacks.get(k) ?? []) {
        out.push(` c${ci}: p${k} - ${packs} ${name} >= 0`);
        ci += 1;
        rows += 1;
      }
    }
  }
  let ri = 0;
  for (const uses of byRecipe.values()) {
    // At most once within 7 days: for a plan of up to 7 days every pair of slots is within 7 days.
    if (request.days > 7) throw new Error('the benchmark models plans of at most 7 days');
    if (uses.length < 2) continue; // a single binary column is already at most 1
    row(out, `u${ri}`, uses.map((u) => `+ ${u.name}`), '<= 1');
    ri += 1;
    rows += 1;
  }
  out.push('Bounds');
  for (const k of keys) out.push(` p${k} >= 0`);
  out.push('Generals');
  for (let i = 0; i < keys.length; i += 10) out.push(` ${keys.slice(i, i + 10).map((k) => `p${k}`).join(' ')}`);
  out.push('Binaries');
  const names = [...columns.keys()];
  for (let i = 0; i < names.length; i += 10) out.push(` ${names.slice(i, i + 10).join(' ')}`);
  out.push('End', '');
  return { text: out.join('\n'), columns, binaries: names.length, integers: keys.length, rows, aggregate, strengthen };
}

export interface MilpResult {
  /** HiGHS model status, as its name. */
  readonly status: string;
  readonly optimal: boolean;
  readonly infeasible: boolean;
  /** HiGHS's objective for its best plan (pence), or null when none was found. */
  readonly incumbent: number | null;
  /** Best proven lower bound (pence, rounded up to a whole penny). */
  readonly bound: number | null;
  readonly seconds: number;
  /** The best plan found, one candidate per slot; null when none. */
  readonly chosen: BenchCandidate[] | null;
  /** The best plan re-priced with the planner's rounding (whole packs of what it needs: at most `incumbent`). */
  readonly repricedCost: number | null;
}

/** What a solve of LP text returns; plain data, so it can come back from a worker thread. */
export interface RawSolve {
  readonly code: number;
  readonly incumbent: number | null;
  readonly bound: number | null;
  readonly seconds: number;
  /** Names of the columns at 1 (packs columns included), when a feasible solution exists. */
  readonly ones: string[] | null;
}

export interface SolveOptions {
  readonly timeLimitSeconds: number;
}

const STATUS_NAMES: Record<number, string> = {
  0: 'Not set', 1: 'Load error', 2: 'Model error', 3: 'Presolve error', 4: 'Solve error', 5: 'Postsolve error', 6: 'Empty',
  7: 'Optimal', 8: 'Infeasible', 9: 'Infeasible or unbounded', 10: 'Unbounded', 11: 'Objective bound', 12: 'Objective target',
  13: 'Time limit reached', 14: 'Iteration limit reached', 15: 'Unknown', 16: 'Solution limit', 17: 'Interrupted', 18: 'Memory limit',
};

/** Solves CPLEX LP text with HiGHS. */
export async function solveLpText(text: string, options: SolveOptions): Promise<RawSolve> {
  const highs = await getHighs();
  const start = performance.now();
  return highs.withModel({ format: 'lp', data: text }, (m) => {
    // Prices are whole pence and packs whole, so every plan costs a whole number of pence:
    // an incumbent less than 1p above the bound is optimal (mip_abs_gap 0.999), and no relative gap is allowed.
    m.options.set({ output_flag: false, time_limit: options.timeLimitSeconds, mip_rel_gap: 0, mip_abs_gap: 0.999 });
    const run = m.run();
    const seconds = (performance.now() - start) / 1000;
    const primal = Number(m.info.get('primal_solution_status'));
    const boundRaw = Number(m.info.get('mip_dual_bound'));
    let ones: string[] | null = null;
    let incumbent: number | null = null;
    if (primal === 2) {
      incumbent = m.getObjectiveValue();
      const values = m.getSolution().colValue;
      const n = m.getDimensions().numCols;
      ones = [];
      for (let i = 0; i < n; i += 1) if (values[i]! > 0.5) ones.push(m.getColName(i));
    }
    return { code: run.modelStatus as number, incumbent, bound: Number.isFinite(boundRaw) ? boundRaw : null, seconds, ones };
  });
}

/** Reads a raw solve back into the instance's slots. */
export function interpret(instance: Instance, model: LpModel, raw: RawSolve): MilpResult {
  let chosen: BenchCandidate[] | null = null;
  if (raw.ones) {
    const picks: Array<BenchCandidate | null> = instance.slots.map(() => null);
    const perGroup = new Map<string, BenchCandidate[]>();
    for (const name of raw.ones) {
      const col = model.columns.get(name);
      if (!col) continue; // a packs column
      const key = col.slots.join(',');
      perGroup.set(key, [...(perGroup.get(key) ?? []), col.candidate]);
    }
    // Lay a group's chosen recipes out over its slots in order (one slot each when not aggregated).
    for (const [key, list] of perGroup) key.split(',').map(Number).forEach((s, i) => (picks[s] = list[i] ?? null));
    if (picks.every((p) => p !== null)) chosen = picks as BenchCandidate[];
  }
  return {
    status: STATUS_NAMES[raw.code] ?? `status ${raw.code}`,
    optimal: raw.code === 7,
    infeasible: raw.code === 8 || raw.code === 9,
    incumbent: raw.incumbent,
    // Every plan costs whole pence, so the bound rounds up.
    bound: raw.bound === null ? null : Math.ceil(raw.bound - 1e-6),
    seconds: raw.seconds,
    chosen,
    repricedCost: chosen ? evaluateBasket(instance, chosen).costPence : null,
  };
}
