/**
 * The ingredient floor (issue 31): the cheapest week of the catalogue's own ingredients that meets every one of the
 * planner's targets for the household, as a linear programme with no recipes and no packs: grams g_i >= 0 of each
 * ingredient the household's rules allow (every ingredient of its eligible meals and extras, at its chain's price per
 * gram; the staples priced too: free oil, flour and sugar would make a third of the energy cost nothing), for the whole
 * plan and all its portions:
 *   energy between the band's low and high times days; protein and fibre at least, salt at most their targets;
 *   fruit and vegetables at least theirs, pulses and juice counted up to one portion a day;
 *   no one food more than 10 % of the energy, nor more than 300 g a person a day.
 * No meal plan can reach it (a recipe buys whole packs and cooks what it cooks); the distance to it is the library's
 * and the planner's, not the shop's.
 */
import { N, N_SIZE, addNutrients } from '@larder/domain/planning/meal-options';
import type { PlanInstance } from '@larder/domain/planning/planner';
import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { getHighs } from './planner-milp';

const num = (v: number) => (Math.abs(v) < 1e-12 ? '0' : v.toFixed(9).replace(/\.?0+$/, ''));
const term = (c: number, v: string) => (c < 0 ? `- ${num(-c)} ${v}` : `+ ${num(c)} ${v}`);
const wrap = (terms: string[]) => terms.reduce<string[]>((rows, t, i) => (i % 8 ? (rows[rows.length - 1] += ` ${t}`, rows) : [...rows, t]), []).join('\n   ');

export function floorLp(snapshot: CatalogueSnapshot, instance: PlanInstance): string {
  const { index, targets, request, needs } = instance;
  const days = request.days;
  const portions = needs.portions;
  const vars = index.slugs.map((slug, i) => {
    const n = new Float64Array(N_SIZE);
    addNutrients(n, snapshot.ingredient(slug)!, 1, 1);
    return { v: `g${i}`, n, price: index.price[i]! / index.packG[i]! };
  });
  const rows: string[] = [];
  const sum = (k: number) => vars.filter((x) => Math.abs(x.n[k]!) > 1e-12).map((x) => term(x.n[k]!, x.v));
  const kcal = sum(N.kcal);
  rows.push(` elo: ${wrap(kcal)} >= ${num(targets.kcalLow * days * portions)}`);
  rows.push(` ehi: ${wrap(kcal)} <= ${num(targets.kcalHigh * days * portions)}`);
  rows.push(` protein: ${wrap(sum(N.protein))} >= ${num(targets.protein * days * portions)}`);
  rows.push(` fibre: ${wrap(sum(N.fibre))} >= ${num(targets.fibre * days * portions)}`);
  rows.push(` salt: ${wrap(sum(N.salt))} <= ${num(targets.saltMax * days * portions)}`);
  const cap = targets.fvCap * days * portions;
  rows.push(` up: u_p ${sum(N.pulse).map((t) => (t.startsWith('+') ? `-${t.slice(1)}` : `+${t.slice(1)}`)).join(' ')} <= 0`);
  rows.push(` uj: u_j ${sum(N.juice).map((t) => (t.startsWith('+') ? `-${t.slice(1)}` : `+${t.slice(1)}`)).join(' ')} <= 0`);
  rows.push(` fv: ${wrap([...sum(N.fv), '+ u_p', '+ u_j'])} >= ${num(targets.fv * days * portions)}`);
  // No one food more than 10 % of the energy.
  vars.forEach((x, i) => {
    if (x.n[N.kcal]! <= 0) return;
    rows.push(` c${i}: ${term(0.9 * x.n[N.kcal]!, x.v)} ${vars.filter((y) => y !== x && y.n[N.kcal]! > 0).map((y) => term(-0.1 * y.n[N.kcal]!, y.v)).join(' ')} <= 0`);
  });
  const bounds = [...vars.map((x) => ` 0 <= ${x.v} <= ${num(300 * request.householdSize * days)}`), ` 0 <= u_p <= ${num(cap)}`, ` 0 <= u_j <= ${num(cap)}`];
  const objective = vars.filter((x) => x.price > 0).map((x) => term(x.price, x.v));
  return ['Minimize', ` cost: ${wrap(objective.length ? objective : ['0 g0'])}`, 'Subject To', ...rows, 'Bounds', ...bounds, 'End', ''].join('\n');
}

/** The floor in pence, or null when no week of these ingredients meets the targets. */
export async function solveFloor(snapshot: CatalogueSnapshot, instance: PlanInstance): Promise<number | null> {
  const highs = await getHighs();
  return highs.withModel({ format: 'lp', data: floorLp(snapshot, instance) }, (m) => {
    m.options.set({ output_flag: false, time_limit: 20 });
    const run = m.run();
    return (run.modelStatus as number) === 7 ? m.getObjectiveValue() : null;
  });
}
