import { type DomainError, invalid } from '../../shared/errors';
import { formatPounds, parsePounds } from '../../shared/money';
import { type Result, ok } from '../../shared/result';
import { addDaysToDate, isCalendarDate } from '../weeks';
import { NATIONS_LIST, type Nation, onOrBeforeWorkingDay } from './bank-holidays';

/**
 * How a household is paid. Weekly, fortnightly and four-weekly pay counts from one known pay day (the anchor);
 * monthly pay falls on a day of the month (the last day in shorter months) or on the last working day;
 * Universal Credit is paid 7 days after each monthly assessment period ends.
 */
export type PaySchedule =
  | { readonly frequency: 'weekly' | 'fortnightly' | 'four-weekly'; readonly anchor: string }
  | { readonly frequency: 'monthly'; readonly day: number }
  | { readonly frequency: 'last-working-day' }
  | { readonly frequency: 'universal-credit'; readonly assessmentDay: number };
export const FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'last-working-day', 'universal-credit'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The pay cycle kept on the household: the schedule, the food money for each period, and the nation (null: from the postcode). */
export interface PayCycle {
  readonly schedule: PaySchedule;
  readonly moneyPence: number;
  readonly nation: Nation | null;
}

export const MIN_PERIOD_MONEY = 100; // £1
export const MAX_PERIOD_MONEY = 1_000_000; // £10,000
const STEP_DAYS = { weekly: 7, fortnightly: 14, 'four-weekly': 28 } as const;
const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate(); // month 1-12
const isoDate = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day an assessment period starts in a month (Universal Credit Regulations 2013, reg. 21(2)). */
export function assessmentStart(assessmentDay: number, year: number, month: number): string {
  const last = daysInMonth(year, month);
  if (assessmentDay <= 28) return isoDate(year, month, assessmentDay);
  if (assessmentDay === 31) return isoDate(year, month, last);
  if (month === 2) return isoDate(year, month, last === 29 ? 28 : 27);
  return isoDate(year, month, assessmentDay);
}

type MonthlySchedule = Extract<PaySchedule, { frequency: 'monthly' | 'last-working-day' | 'universal-credit' }>;
const isMonthly = (s: PaySchedule): s is MonthlySchedule => s.frequency === 'monthly' || s.frequency === 'last-working-day' || s.frequency === 'universal-credit';
/** A monthly schedule's pay date in a month, before banks move it. */
function monthlyPayDate(schedule: MonthlySchedule, year: number, month: number): string {
  if (schedule.frequency === 'monthly') return isoDate(year, month, Math.min(schedule.day, daysInMonth(year, month)));
  if (schedule.frequency === 'last-working-day') return isoDate(year, month, daysInMonth(year, month));
  // The assessment period ends the day before the next one starts; Universal Credit is paid 7 days after that.
  return addDaysToDate(assessmentStart(schedule.assessmentDay, year, month), 6);
}

/** The pay dates before banks move them, for every pay day whose date falls from `from` to `to`. */
function nominalPayDates(schedule: PaySchedule, from: string, to: string): string[] {
  if (!isMonthly(schedule)) {
    const step = STEP_DAYS[schedule.frequency];
    const k = Math.floor(daysBetween(schedule.anchor, from) / step);
    const out: string[] = [];
    for (let date = addDaysToDate(schedule.anchor, k * step); date <= to; date = addDaysToDate(date, step)) if (date >= from) out.push(date);
    return out;
  }
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)) - 1;
  if (month === 0) [year, month] = [year - 1, 12];
  for (;;) {
    const date = monthlyPayDate(schedule, year, month);
    if (date > to) return out;
    if (date >= from) out.push(date);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Pay days as banks pay them (a weekend or bank holiday moves one to the working day before), oldest first. */
export function payDaysBetween(schedule: PaySchedule, nation: Nation, from: string, to: string): string[] {
  // A moved pay day is at most a few days earlier than its date: look a week past `to`, then keep those in range.
  return nominalPayDates(schedule, addDaysToDate(from, -1), addDaysToDate(to, 7))
    .map((date) => onOrBeforeWorkingDay(date, nation))
    .filter((date) => date >= from && date <= to);
}

export interface PayPeriod {
  /** The pay day the period began on (YYYY-MM-DD). */
  readonly start: string;
  /** The next pay day; the period's last day is the day before. */
  readonly nextPayDay: string;
  /** Days in the period, from `start` up to the day before the next pay day. */
  readonly days: number;
}

/** The pay period holding `today`: from the last pay day on or before it to the next pay day after it. */
export function currentPeriod(schedule: PaySchedule, nation: Nation, today: string): PayPeriod {
  const around = payDaysBetween(schedule, nation, addDaysToDate(today, -70), addDaysToDate(today, 70));
  const start = around.filter((d) => d <= today).at(-1)!;
  const nextPayDay = around.find((d) => d > today)!;
  return { start, nextPayDay, days: daysBetween(start, nextPayDay) };
}

/** The period's money as a weekly figure (7 days' worth, to the nearest penny). */
export const weeklyBudgetOf = (moneyPence: number, period: PayPeriod): number => Math.round((moneyPence * 7) / period.days);

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const wholeDay = (value: unknown): number | null => {
  const v = clean(value);
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
};

/** Reads a pay cycle from what a form sends; each bad field is refused by name. */
export function readPayCycle(input: { frequency?: unknown; anchor?: unknown; day?: unknown; assessmentDay?: unknown; money?: unknown; nation?: unknown }): Result<PayCycle, DomainError> {
  const frequency = clean(input.frequency);
  if (typeof frequency !== 'string' || !(FREQUENCIES as readonly string[]).includes(frequency)) return invalid('frequency', `Choose how you are paid: ${FREQUENCIES.join(', ')}`);
  let schedule: PaySchedule;
  if (frequency === 'weekly' || frequency === 'fortnightly' || frequency === 'four-weekly') {
    const anchor = clean(input.anchor);
    if (typeof anchor !== 'string' || !isCalendarDate(anchor) || anchor < '2000-01-01' || anchor > '2100-12-31') return invalid('anchor', 'Enter one of your pay days as YYYY-MM-DD');
    schedule = { frequency, anchor };
  } else if (frequency === 'monthly') {
    const day = wholeDay(input.day);
    if (day === null) return invalid('day', 'Enter the day of the month you are paid, 1 to 31');
    schedule = { frequency, day };
  } else if (frequency === 'universal-credit') {
    const day = wholeDay(input.assessmentDay);
    if (day === null) return invalid('assessmentDay', 'Enter the day of the month your assessment period starts, 1 to 31');
    schedule = { frequency, assessmentDay: day };
  } else {
    schedule = { frequency: 'last-working-day' };
  }
  const rawMoney = clean(input.money);
  const money = typeof rawMoney === 'string' || typeof rawMoney === 'number' ? parsePounds(rawMoney) : null;
  if (money === null) return invalid('money', 'Enter the food money for each pay period in pounds, like 400.00');
  if (money < MIN_PERIOD_MONEY || money > MAX_PERIOD_MONEY) return invalid('money', `The food money must be between £${formatPounds(MIN_PERIOD_MONEY)} and £${formatPounds(MAX_PERIOD_MONEY)}`);
  const nation = input.nation === undefined || input.nation === null || input.nation === '' ? null : clean(input.nation);
  if (nation !== null && (typeof nation !== 'string' || !(NATIONS_LIST as readonly string[]).includes(nation))) return invalid('nation', `Choose ${NATIONS_LIST.join(', ')}, or leave it to your postcode`);
  return ok({ schedule, moneyPence: money, nation: nation as Nation | null });
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "Friday 12 December". */
export function payDayName(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
