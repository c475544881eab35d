import { type Result, ok } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';

/** Pay day: the day of the month a household chose (1 to 31). */
export const PAY_DAY_MIN = 1;
export const PAY_DAY_MAX = 31;
export const DEFAULT_PAY_DAY = 1;

export const isPayDay = (value: number): boolean => Number.isInteger(value) && value >= PAY_DAY_MIN && value <= PAY_DAY_MAX;

/** A pay day as a form sends it (a number, or digits in a string), checked; `field` names it in the error. */
export function readPayDay(value: number | string, field: string): Result<number, DomainError> {
  const day = typeof value === 'number' ? value : /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN;
  return isPayDay(day) ? ok(day) : invalid(field, 'Billing day must be between 1 and 31');
}

/** Days in a month (month 0-11) of a year, leap years included. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The date (UTC midnight) a pay day falls on in a month: the day itself, or the month's last day when the month is shorter. */
export function chargeDateIn(year: number, month: number, payDay: number): Date {
  return new Date(Date.UTC(year, month, Math.min(payDay, daysInMonth(year, month))));
}

/** The first charge date on or after `from` (compared by UTC calendar day) for a pay day. */
export function nextChargeDate(from: Date, payDay: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth();
  const thisMonth = chargeDateIn(year, month, payDay);
  if (thisMonth.getUTCDate() >= from.getUTCDate()) return thisMonth;
  return chargeDateIn(month === 11 ? year + 1 : year, (month + 1) % 12, payDay);
}

/** The daily billing run's hour (09:00 UTC: the documents' "9 AM GMT"). */
export const BILLING_RUN_HOUR_UTC = 9;

/**
 * The first charge after a free trial: the first pay day whose billing run (09:00 UTC) is at or after
 * the moment the trial ends, so nothing is ever charged while the trial is still running.
 */
export function firstChargeDate(trialEndsAt: Date, payDay: number): Date {
  const candidate = nextChargeDate(trialEndsAt, payDay);
  const runAt = candidate.getTime() + BILLING_RUN_HOUR_UTC * 3_600_000;
  if (runAt >= trialEndsAt.getTime()) return candidate;
  return nextChargeDate(new Date(candidate.getTime() + 86_400_000), payDay);
}
