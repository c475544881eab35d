/**
 * A plan's real dates (issue 32, "a week is a week"). A plan starts on the day the household chose (by default the
 * next Monday, today when it is Monday; or today when asked) and its day n is that date plus n. The list's name, the
 * planner's day headings, the calendar feed, the budget tracker's week, the larder's "cooked at the end of its day"
 * and the dashboard all take a plan's dates from here. Dates are UK calendar dates (Europe/London), YYYY-MM-DD.
 */
import { londonTime } from '../calendar/ical';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** How far ahead a household may start a plan. */
export const MAX_START_AHEAD_DAYS = 28;

const LONDON = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The UK calendar date (YYYY-MM-DD) of an instant. */
export const londonDay = (at: Date): string => LONDON.format(at);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** Monday 0 ... Sunday 6. */
export const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The Monday of the week holding `date`. */
export const mondayOf = (date: string): string => addDays(date, -weekdayOf(date));
/** "Mon 30 Nov". */
export const dayLabel = (date: string): string => `${WEEKDAYS[weekdayOf(date)]} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
/** "30 Nov". */
export const shortDate = (date: string): string => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
/** The instant a UK day ends (midnight in London at its close: GMT or BST as it is that night). */
export const endOfDay = (date: string): Date => londonTime(addDays(date, 1), '00:00');

/** The day a new plan starts: today when asked, else the next Monday (today, when today is Monday). */
export function defaultStartDate(now: Date, startsToday = false): string {
  const today = londonDay(now);
  if (startsToday) return today;
  const wd = weekdayOf(today);
  return wd === 0 ? today : addDays(today, 7 - wd);
}

/** Why a chosen start date cannot be used, or null: a real date, from today up to four weeks ahead. */
export function startDateProblem(startDate: unknown, now: Date): string | null {
  if (!isIsoDate(startDate)) return 'Choose the day the plan starts as a date (YYYY-MM-DD)';
  const ahead = daysBetween(londonDay(now), startDate);
  if (ahead < 0) return 'A plan cannot start in the past: choose today or a later day';
  if (ahead > MAX_START_AHEAD_DAYS) return `A plan can start at most ${MAX_START_AHEAD_DAYS} days ahead`;
  return null;
}

/**
 * How plans made before they had dates were shown (and are backfilled by migration 042): day 0 a Monday; made from
 * Monday to Thursday, that week's; from Friday to Sunday, the week ahead's. By the UTC calendar, as they were shown.
 */
export function legacyStartDate(madeAt: Date): string {
  const day = (madeAt.getUTCDay() + 6) % 7;
  const offset = day <= 3 ? -day : 7 - day;
  return new Date(Date.UTC(madeAt.getUTCFullYear(), madeAt.getUTCMonth(), madeAt.getUTCDate() + offset)).toISOString().slice(0, 10);
}

/** What a plan's dates are read from. */
export interface DatedPlan {
  readonly createdAt: Date;
  readonly startDate?: string | null;
  readonly summary: { readonly days: number };
}

export interface PlanDay {
  /** 0-based day of the plan. */
  readonly day: number;
  /** Its UK date, YYYY-MM-DD. */
  readonly date: string;
  /** Monday 0 ... Sunday 6. */
  readonly weekday: number;
  /** "Mon 30 Nov". */
  readonly label: string;
}

/** The day the plan starts. */
export const planStart = (plan: Pick<DatedPlan, 'createdAt' | 'startDate'>): string => plan.startDate ?? legacyStartDate(plan.createdAt);

/** The date of the plan's day `day`. */
export const planDate = (plan: Pick<DatedPlan, 'createdAt' | 'startDate'>, day: number): string => addDays(planStart(plan), day);

/** Every day of the plan with its date. */
export function planDays(plan: DatedPlan): PlanDay[] {
  const start = planStart(plan);
  return Array.from({ length: Math.max(0, plan.summary.days) }, (_, day) => {
    const date = addDays(start, day);
    return { day, date, weekday: weekdayOf(date), label: dayLabel(date) };
  });
}

/** The plan's last date. */
export const planEnd = (plan: DatedPlan): string => addDays(planStart(plan), Math.max(1, plan.summary.days) - 1);

/** Which day of the plan `date` is (negative before it starts; past the end after it). */
export const planDayOn = (plan: Pick<DatedPlan, 'createdAt' | 'startDate'>, date: string): number => daysBetween(planStart(plan), date);
