import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import { addDays } from '../shared/clock';
import { chargeDateIn, firstChargeDate, isPayDay } from './billing-day';
import { type ChargeOutcome, type DeclineReason, RETRYABLE_REASONS } from './ports';
import type { Subscription, SubscriptionStatus } from './subscription';

/**
 * The rules of every subscription transition, written once and used by the billing run, the pages and the CLI.
 *
 *   trialing --charge ok--> active          trialing/active/pending --retryable decline (attempt < 4)--> pending
 *   pending  --charge ok--> active          trialing/active/pending --final or hard decline--> failed (suspended)
 *   any but cancelled --cancel--> cancelled (access to the end of the paid period or the trial)
 *   cancelled --undo before access ends--> the status it had
 *
 * Retries: after a decline that may succeed later (insufficient funds, a generic decline, a provider timeout or
 * error) the run tries again 1 day, then 3 days, then 7 days after the previous attempt: at most 4 attempts per
 * period (the first and 3 retries). A hard decline (closed account, expired card, authentication needed...) or the
 * fourth failure suspends the subscription (status failed) and the household is told.
 */
/**
 * The documents say "billing retries up to 3 attempts" (002 section 4) and "billing retries 3 attempts" (section 9).
 * Our reading, one for the code, the payment-config call, the README and the operators' screens: the retries are
 * 3 attempts after the first charge of a period, so a period is tried at most 4 times in all.
 */
export const RETRY_ATTEMPTS = 3;
/** The wait before each retry, one per retry (the tuple's length is RETRY_ATTEMPTS, checked by the type below). */
export const RETRY_DELAYS_DAYS = [1, 3, 7] as const;
const _oneDelayPerRetry: (typeof RETRY_DELAYS_DAYS)['length'] = RETRY_ATTEMPTS;
void _oneDelayPerRetry;
/** The first charge and its retries. */
export const MAX_ATTEMPTS_PER_PERIOD = 1 + RETRY_ATTEMPTS;

export const DAY_MS = 86_400_000;
/** UTC midnight of the instant's calendar day. */
export const utcDate = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
/** "2026-12": the calendar month a period's charge falls in; one charge per subscription per month. */
export const periodMonth = (period: Date): string => `${period.getUTCFullYear()}-${String(period.getUTCMonth() + 1).padStart(2, '0')}`;
export const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The pay day of the month after a period. */
export function periodAfter(period: Date, payDay: number): Date {
  const month = period.getUTCMonth();
  const year = period.getUTCFullYear();
  return chargeDateIn(month === 11 ? year + 1 : year, (month + 1) % 12, payDay);
}

export type ChargeResult = 'charged' | 'retry_scheduled' | 'suspended';

/** The subscription after an attempt's answer (an `unknown` answer changes nothing: it is reconciled later). */
export function applyChargeOutcome(
  subscription: Subscription,
  outcome: Exclude<ChargeOutcome, { status: 'unknown' }>,
  attemptedAt: Date,
): { subscription: Subscription; result: ChargeResult } {
  const day = utcDate(attemptedAt);
  if (outcome.status === 'succeeded') {
    const period = subscription.billingPeriod ?? day;
    const next = periodAfter(period, subscription.preferredPayDay);
    return {
      result: 'charged',
      subscription: { ...subscription, status: 'active', failedAttempts: 0, lastBillingDate: day, billingPeriod: next, nextChargeAt: next, updatedAt: attemptedAt },
    };
  }
  const failedAttempts = subscription.failedAttempts + 1;
  if (isRetryable(outcome.reason) && failedAttempts < MAX_ATTEMPTS_PER_PERIOD) {
    return {
      result: 'retry_scheduled',
      subscription: { ...subscription, status: 'pending', failedAttempts, nextChargeAt: addDays(day, RETRY_DELAYS_DAYS[failedAttempts - 1]!), updatedAt: attemptedAt },
    };
  }
  return { result: 'suspended', subscription: { ...subscription, status: 'failed', failedAttempts, nextChargeAt: null, updatedAt: attemptedAt } };
}

/**
 * An attempt's answer applied to the subscription as it stands when the answer is written (read again, locked,
 * in the same transaction), not as it stood when the charge began: a cancellation, a new card or a new pay day
 * made while the provider was answering is kept. Only what the charge owns changes (status, the period being
 * collected, the next attempt, the failures, the last billing date; and for a cancelled subscription whose charge
 * went through, the access it paid for).
 * - cancelled meanwhile, charge succeeded: it stays cancelled; the period charged is paid, so access lasts to
 *   its end and an undo restores an active subscription;
 * - cancelled meanwhile, declined: nothing changes (there is nothing left to retry);
 * - otherwise the usual rules, over the current row; a success pays the period the attempt was for.
 */
export function settleAttempt(
  current: Subscription,
  attempt: { readonly periodDate: Date },
  outcome: Exclude<ChargeOutcome, { status: 'unknown' }>,
  attemptedAt: Date,
): { subscription: Subscription; result: ChargeResult } {
  const day = utcDate(attemptedAt);
  if (current.status === 'cancelled') {
    if (outcome.status !== 'succeeded') return { subscription: current, result: 'suspended' };
    const next = periodAfter(attempt.periodDate, current.preferredPayDay);
    const accessEndsAt = current.accessEndsAt && current.accessEndsAt.getTime() > next.getTime() ? current.accessEndsAt : next;
    return {
      result: 'charged',
      subscription: { ...current, failedAttempts: 0, lastBillingDate: day, billingPeriod: next, accessEndsAt, statusBeforeCancel: 'active', updatedAt: attemptedAt },
    };
  }
  if (outcome.status === 'succeeded') return applyChargeOutcome({ ...current, billingPeriod: attempt.periodDate }, outcome, attemptedAt);
  return applyChargeOutcome(current, outcome, attemptedAt);
}

export const isRetryable = (reason: DeclineReason): boolean => RETRYABLE_REASONS.has(reason);

/** When a cancelled subscription's access ends: the end of the trial, or of the period already paid for. */
export function accessEndsAfterCancelling(subscription: Subscription, now: Date): Date {
  let end: Date | null = null;
  if (subscription.status === 'trialing') end = subscription.trialEndsAt;
  else if (subscription.status === 'active') end = subscription.billingPeriod;
  // pending and failed: the current period was never paid for, so access ends now.
  return end && end.getTime() > now.getTime() ? end : now;
}

export function cancel(subscription: Subscription, now: Date): Result<Subscription, DomainError> {
  if (subscription.status === 'cancelled') return fail('SUBSCRIPTION.ALREADY_CANCELLED', 'This subscription is already cancelled.');
  return ok({
    ...subscription,
    status: 'cancelled',
    statusBeforeCancel: subscription.status,
    cancelledAt: now,
    accessEndsAt: accessEndsAfterCancelling(subscription, now),
    nextChargeAt: null,
    updatedAt: now,
  });
}

/** Undoes a cancellation while its access lasts; billing resumes where it stood. */
export function undoCancel(subscription: Subscription, now: Date): Result<Subscription, DomainError> {
  if (subscription.status !== 'cancelled') return fail('SUBSCRIPTION.NOT_CANCELLED', 'This subscription is not cancelled.');
  if (!subscription.accessEndsAt || subscription.accessEndsAt.getTime() <= now.getTime() || !subscription.statusBeforeCancel) {
    return fail('SUBSCRIPTION.UNDO_EXPIRED', 'This cancellation can no longer be undone: the paid period has ended. Please subscribe again.');
  }
  const status: SubscriptionStatus = subscription.statusBeforeCancel;
  const nextChargeAt = status === 'failed' ? null : status === 'pending' ? utcDate(now) : subscription.billingPeriod;
  return ok({ ...subscription, status, statusBeforeCancel: null, cancelledAt: null, accessEndsAt: null, nextChargeAt, updatedAt: now });
}

/**
 * Moves the pay day. The next charge moves to the new day within the month of the period being collected
 * (or the next month when that day is today or already past), so a household is never charged twice in a
 * month and never skips more than the days between the two pay days. During the trial the first charge is
 * the first new pay day after the trial ends.
 */
export function changePayDay(subscription: Subscription, payDay: number, now: Date): Result<Subscription, DomainError> {
  if (!isPayDay(payDay)) return fail('VALIDATION', 'Billing day must be between 1 and 31', { field: 'billingDay' });
  if (subscription.status === 'cancelled') return fail('SUBSCRIPTION.NOT_ACTIVE', 'This subscription is cancelled; there is no billing day to change.');
  if (subscription.status === 'failed') return fail('SUBSCRIPTION.NOT_ACTIVE', 'This subscription is suspended after failed payments. Please update your card or contact support.');
  if (subscription.status === 'pending') {
    return fail('SUBSCRIPTION.NOT_ACTIVE', 'Your last payment is being retried. You can change the billing day once it has been paid.');
  }
  if (payDay === subscription.preferredPayDay) return fail('VALIDATION', `Your billing day is already the ${ordinal(payDay)}.`, { field: 'billingDay' });
  let next: Date;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    next = firstChargeDate(subscription.trialEndsAt, payDay);
  } else {
    const period = subscription.billingPeriod ?? utcDate(now);
    next = chargeDateIn(period.getUTCFullYear(), period.getUTCMonth(), payDay);
    if (next.getTime() <= utcDate(now).getTime()) next = periodAfter(next, payDay);
  }
  return ok({ ...subscription, preferredPayDay: payDay, billingPeriod: next, nextChargeAt: next, updatedAt: now });
}

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** Whether a subscription is due in a run on `date` (its next attempt falls on or before that day). */
export function isDue(subscription: Subscription, date: Date): boolean {
  if (!['trialing', 'active', 'pending'].includes(subscription.status) || !subscription.nextChargeAt) return false;
  return subscription.nextChargeAt.getTime() <= utcDate(date).getTime();
}

