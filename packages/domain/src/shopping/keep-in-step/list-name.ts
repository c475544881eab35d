/**
 * A list's name: its plan's week and chain ("Week of 30 Nov, Lidl"), from the plan's start date (plan-dates.ts, the
 * same date the planner, the calendar feed, the tracker and the larder use). A list without a dated plan is named as
 * lists were before plans had dates: by the Monday of the week it was made for (legacyStartDate).
 */
import { legacyStartDate, shortDate } from '../../planning/plan-dates';

/** The Monday a plan made at `madeAt` was shown as starting on before plans had dates (midnight UTC). */
export function planWeekStart(madeAt: Date): Date {
  return new Date(`${legacyStartDate(madeAt)}T00:00:00Z`);
}

/** `startsOn`: the plan's start date (YYYY-MM-DD); or, for a list without one, the moment it was made. */
export function listName(startsOn: string | Date, chain: string): string {
  return `Week of ${shortDate(typeof startsOn === 'string' ? startsOn : legacyStartDate(startsOn))}, ${chain}`;
}
