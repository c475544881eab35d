import { firstChargeDate } from '@larder/domain/billing/billing-day';
import { PLAN } from '@larder/domain/billing/plan';

/** Document 002 sections 4 and 9: the lead payment page's timings and messages. */
export const PROCESSING_STEP_MS = 18_000;
export const PROCESSING_LIMIT_MS = 3 * 60_000;
export const EXPRESS_CHECKOUT_TIMEOUT_MS = 25_000;
export const REDIRECT_DELAY_MS = 1_500;

/** The processing overlay's seven messages, one every 18 seconds. */
export const PROCESSING_MESSAGES = [
  'Securing your card with the payment provider…',
  'Verifying your card details…',
  'Setting up your free trial…',
  'Creating your Larder account…',
  'Preparing your first meal plan…',
  'Almost there: finishing your set-up…',
  'Still working: this can take a little longer at busy times…',
] as const;

/** The message the overlay shows after `elapsedMs`: the next one every 18 s, the last one until it ends. */
export const processingMessageAt = (elapsedMs: number): string =>
  PROCESSING_MESSAGES[Math.min(PROCESSING_MESSAGES.length - 1, Math.max(0, Math.floor(elapsedMs / PROCESSING_STEP_MS)))]!;

/** Demo sessions ("demo-...") can be previewed without a lead: nothing is saved or charged. */
export const isDemoSession = (sessionId: string | null) => !!sessionId && sessionId.startsWith('demo-');

/** The partner's address when the server gave none: our own page, carrying session_id. */
export const defaultPartnerUrl = (sessionId: string) => `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

/** The first charge date for a pay day after a 7-day trial that starts now (the summary's "from" date). */
export function firstChargeLabel(payDay: number, now = new Date()): string {
  const date = firstChargeDate(new Date(now.getTime() + PLAN.trialDays * 86_400_000), payDay);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
