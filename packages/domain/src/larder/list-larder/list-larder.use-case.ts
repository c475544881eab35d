/**
 * The larder read: every item a household holds ("use soon" first), what it threw away, and the dashboard's summary.
 * Meals whose day is over are cooked first (unless the household undid them).
 */
import type { Clock } from '../../shared/clock';
import { type LarderItem, type LarderRemoval, bySoonest, isoDay, useSoon } from '../larder-item';
import type { LarderRepository } from '../ports';
import type { CookPlannedMeal } from '../cook-planned-meal/cook-planned-meal.use-case';

export class ListLarder {
  constructor(
    private readonly larder: LarderRepository,
    private readonly cooking: Pick<CookPlannedMeal, 'autoCook'>,
    private readonly clock: Clock,
  ) {}

  /** Every item, "use soon" first then by date; meals whose day is over are cooked first (unless undone). */
  async list(householdId: string): Promise<{ items: LarderItem[]; today: string }> {
    await this.cooking.autoCook(householdId);
    const today = isoDay(this.clock.now());
    const items = (await this.larder.list(householdId)).sort((a, b) => Number(useSoon(b, today)) - Number(useSoon(a, today)) || bySoonest(a, b));
    return { items, today };
  }

  /** For the dashboard and budget tracker: use-soon items, the value held, and what was thrown away (in pence) since a date. */
  async summary(householdId: string, since: Date): Promise<{ useSoon: LarderItem[]; valuePence: number; thrownAwayPence: number; itemCount: number }> {
    const { items, today } = await this.list(householdId);
    const removals = await this.larder.removals(householdId, since);
    return {
      useSoon: items.filter((i) => useSoon(i, today)),
      valuePence: items.reduce((s, i) => s + i.valuePence, 0),
      thrownAwayPence: thrownAway(removals).totalPence,
      itemCount: items.length,
    };
  }

  removals(householdId: string, since: Date) {
    return this.larder.removals(householdId, since);
  }
}

/**
 * What was thrown away (pence), told apart by its date: past a use-by (it had to go: safety), past a best-before
 * (often still good: look and smell first), in date; `unknownPence` for removals recorded before dates were kept.
 */
export function thrownAway(removals: readonly LarderRemoval[]): { totalPence: number; pastUseByPence: number; pastBestBeforePence: number; inDatePence: number; unknownPence: number } {
  const out = { totalPence: 0, pastUseByPence: 0, pastBestBeforePence: 0, inDatePence: 0, unknownPence: 0 };
  for (const r of removals) {
    if (r.reason !== 'thrown-away') continue;
    out.totalPence += r.valuePence;
    if (r.dateState === 'past-use-by') out.pastUseByPence += r.valuePence;
    else if (r.dateState === 'past-best-before') out.pastBestBeforePence += r.valuePence;
    else if (r.dateState === 'in-date') out.inDatePence += r.valuePence;
    else out.unknownPence += r.valuePence;
  }
  return out;
}
