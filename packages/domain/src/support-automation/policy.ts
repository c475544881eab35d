/**
 * What the automation may do by itself. Everything else is drafted for, or handed to, a person.
 *
 * - It answers only when it is confident enough (REPLY_CONFIDENCE): on messages it had never seen it was right
 *   90.7 % of the time at that level, against 77.1 % over all of them (classify-message.test.ts prints both).
 * - It cancels only for the account holder (the sender's address is the account's email), only when the rules
 *   themselves (not the word model alone) read a request to cancel, through the same use case as self-serve
 *   cancellation: access to the end of the period, and the undo link emailed to the account's address.
 * - It refunds only where the configured refund policy allows; the terms say no refunds, so by default it never
 *   does and flags the message for a person.
 */
export const REPLY_CONFIDENCE = 0.5;

/** Rule points that must read a cancellation before the automation cancels anything. */
export const CANCEL_RULE_POINTS = 3;

export type RefundPolicy =
  /** The terms: no refunds; a person decides (and may refund by hand). */
  | { readonly kind: 'never' }
  /** A refund of the latest payment when it was taken at most `days` days ago and the customer asks for one. */
  | { readonly kind: 'within_days'; readonly days: number };

export const DEFAULT_REFUND_POLICY: RefundPolicy = { kind: 'never' };

export interface AutomationPolicy {
  readonly refunds: RefundPolicy;
  /** Whether the automation may cancel a subscription for its account holder (on by default). */
  readonly cancellations: boolean;
}

export const DEFAULT_POLICY: AutomationPolicy = { refunds: DEFAULT_REFUND_POLICY, cancellations: true };

/** `never`, or `within-days:N` (N from 1 to 60); null when the text is neither. */
export function parseRefundPolicy(text: string): RefundPolicy | null {
  const value = text.trim().toLowerCase();
  if (value === 'never') return { kind: 'never' };
  const match = /^within-days:(\d{1,2})$/.exec(value);
  if (!match) return null;
  const days = Number(match[1]);
  return days >= 1 && days <= 60 ? { kind: 'within_days', days } : null;
}

export const describeRefundPolicy = (policy: RefundPolicy): string =>
  policy.kind === 'never' ? 'never (the terms: no refunds; a person decides)' : `the latest payment, when taken within ${policy.days} day${policy.days === 1 ? '' : 's'}`;
