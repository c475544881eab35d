/**
 * A saving, defined once (issue 32): what the household spent, from its own ticks and receipts, against what a UK
 * household of its size spends on food on average (ONS Family Food survey, financial year ending 2022: £32.17 a
 * person a week). Only weeks that have ended and that hold spending count: a week two days old has not been shopped
 * for in full, and a week with nothing ticked or entered says nothing about what was spent. A plan's room in its
 * budget is not a saving (nothing has been spent yet). Every page that shows a saving shows SAVING_BASIS with it.
 */
import { UK_AVERAGE_PER_PERSON } from '../accounts/household-options';
import { addDaysToDate } from './weeks';

export const SAVING_BASIS =
  'Saved = the UK average food spend for a household of your size (£32.17 a person a week, ONS Family Food survey, year to March 2022) less what you spent, from your ticks and receipts, over the weeks that have ended.';

/** Weeks of spending before a yearly figure is projected: one week is not a year's habit. */
export const WEEKS_BEFORE_PROJECTING = 4;

export interface SpendWeek {
  /** Monday, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly actualPence: number;
}

export interface HouseholdSaving {
  /** The survey's weekly spend for this household (people x £32.17). */
  readonly averageWeeklyPence: number;
  readonly weeksCounted: number;
  readonly spentPence: number;
  /** The survey's spend over the weeks counted. */
  readonly averagePence: number;
  /** averagePence - spentPence: negative when the household spent more than the average. */
  readonly savedPence: number;
  /** savedPence per week counted (rounded), 0 with no week counted. */
  readonly perWeekPence: number;
  /** perWeekPence x 52 once WEEKS_BEFORE_PROJECTING weeks are counted, otherwise null. */
  readonly yearlyPence: number | null;
}

/** `today` is YYYY-MM-DD (London): a week counts once its Sunday has passed. */
export function householdSaving(people: number, weeks: readonly SpendWeek[], today: string): HouseholdSaving {
  const averageWeeklyPence = Math.max(0, Math.round(people)) * UK_AVERAGE_PER_PERSON;
  const counted = weeks.filter((w) => w.actualPence > 0 && addDaysToDate(w.weekStart, 7) <= today);
  const spentPence = counted.reduce((s, w) => s + w.actualPence, 0);
  const averagePence = averageWeeklyPence * counted.length;
  const savedPence = averagePence - spentPence;
  const perWeekPence = counted.length ? Math.round(savedPence / counted.length) : 0;
  return {
    averageWeeklyPence,
    weeksCounted: counted.length,
    spentPence,
    averagePence,
    savedPence,
    perWeekPence,
    yearlyPence: counted.length >= WEEKS_BEFORE_PROJECTING ? perWeekPence * 52 : null,
  };
}
