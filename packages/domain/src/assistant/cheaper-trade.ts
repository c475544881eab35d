/**
 * What "make it cheaper" trades (issue 31): "£4.10 cheaper (£55.90 for the week now), 210 kcal a day less each." A
 * cheaper plan may feed less: the answer says how much less, and when it no longer feeds everyone fully.
 */
import { formatPounds } from '../shared/money';
import type { PlanSummary } from './plan-summary';

const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');

export function cheaperTrade(before: Pick<PlanSummary, 'costPence' | 'caloriesPerPersonPerDay' | 'meetsTargets' | 'people' | 'days'>, after: Pick<PlanSummary, 'costPence' | 'caloriesPerPersonPerDay' | 'meetsTargets' | 'shortfalls'>): string {
  const saved = before.costPence - after.costPence;
  const span = before.days === 7 ? 'the week' : `these ${before.days} days`;
  const each = before.people === 1 ? '' : ' each';
  const kcal = Math.round(after.caloriesPerPersonPerDay - before.caloriesPerPersonPerDay);
  const energy = Math.abs(kcal) < 10 ? 'the same food energy' : `${thousands(Math.abs(kcal))} kcal a day ${kcal < 0 ? 'less' : 'more'}${each}`;
  const fed = before.meetsTargets && !after.meetsTargets ? ` It no longer feeds everyone fully: ${after.shortfalls[0] ?? 'some targets are missed'}.` : '';
  return `£${formatPounds(saved)} cheaper (£${formatPounds(after.costPence)} for ${span} now), ${energy}.${fed}`;
}
