import { cardScheme } from '@larder/domain/billing/card-scheme';
import type { DeclineReason } from '@larder/domain/billing/ports';

/**
 * The simulated provider behaves like the card providers' test modes: the same test card numbers
 * and the same test payment method ids (Stripe's `pm_card_*`) give the same outcomes.
 *
 * - `ok`: saves, and every charge succeeds.
 * - `declined`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `generic_decline`, `closed_account`:
 *   refused when the card is saved (and when charged, if it ever were saved).
 * - `charge_declined`: Stripe's 4000 0000 0000 0341: attaches to the customer, every later charge is declined.
 * - `authentication_required`: Stripe's 4000 0025 0000 3155 and 4000 0027 6000 3184: the card saves once the
 *   cardholder has authenticated on-session (the card form's 3-D Secure step), and every merchant-initiated
 *   (off-session) charge is declined with `authentication_required`. Real Stripe lets 3155 pay off-session
 *   when it was set up through a SetupIntent; we model the stricter case so the billing run's
 *   "ask the customer to authenticate" path is exercised.
 * - `tds_ok`: Acquired's 3-D Secure success card: authenticates, saves, and later charges succeed.
 * - `tds_failed`: Acquired's 3-D Secure failure card: authentication fails, nothing is saved.
 */
export type SimulatedOutcome =
  | 'ok'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'generic_decline'
  | 'closed_account'
  | 'charge_declined'
  | 'authentication_required'
  | 'tds_ok'
  | 'tds_failed';

export const SIMULATED_OUTCOMES: readonly SimulatedOutcome[] = [
  'ok',
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'generic_decline',
  'closed_account',
  'charge_declined',
  'authentication_required',
  'tds_ok',
  'tds_failed',
];

export interface TestCard {
  readonly number: string;
  readonly brand: string;
  readonly outcome: SimulatedOutcome;
  /** Whose test mode documents the card. */
  readonly provider: 'stripe' | 'acquired';
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'ok', provider: 'stripe', description: 'Visa: succeeds' },
  { number: '4000056655665556', brand: 'visa', outcome: 'ok', provider: 'stripe', description: 'Visa debit: succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'ok', provider: 'stripe', description: 'Mastercard: succeeds' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'ok', provider: 'stripe', description: 'Mastercard (2-series): succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'ok', provider: 'stripe', description: 'American Express: succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', provider: 'stripe', description: 'Declined (card_declined)' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', provider: 'stripe', description: 'Declined: insufficient funds' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired_card', provider: 'stripe', description: 'Declined: expired card' },
  { number: '4000000000000127', brand: 'visa', outcome: 'incorrect_cvc', provider: 'stripe', description: 'Declined: incorrect CVC' },
  { number: '4000000000000341', brand: 'visa', outcome: 'charge_declined', provider: 'stripe', description: 'Saves, but every charge is declined' },
  { number: '4000002500003155', brand: 'visa', outcome: 'authentication_required', provider: 'stripe', description: 'Needs authentication: saves after 3-D Secure, off-session charges ask for authentication' },
  { number: '4000002760003184', brand: 'visa', outcome: 'authentication_required', provider: 'stripe', description: 'Always needs authentication' },
  { number: '4000011180138710', brand: 'visa', outcome: 'ok', provider: 'acquired', description: 'Acquired: succeeds' },
  { number: '4000046811673149', brand: 'visa', outcome: 'ok', provider: 'acquired', description: 'Acquired: succeeds' },
  { number: '4000016746394707', brand: 'visa', outcome: 'generic_decline', provider: 'acquired', description: 'Acquired: declined (generic_decline)' },
  { number: '4000014423759144', brand: 'visa', outcome: 'closed_account', provider: 'acquired', description: 'Acquired: declined (closed_account)' },
  { number: '4000018525249219', brand: 'visa', outcome: 'tds_ok', provider: 'acquired', description: 'Acquired: 3-D Secure succeeds' },
  { number: '4000014070307353', brand: 'visa', outcome: 'tds_failed', provider: 'acquired', description: 'Acquired: 3-D Secure fails' },
];

/** The outcome of a card number: a listed test card's, or `ok` for any other valid number. */
export function outcomeOfCardNumber(digits: string): SimulatedOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'ok';
}

export const isListedTestCard = (digits: string): boolean => TEST_CARDS.some((card) => card.number === digits);

/** Stripe's test payment method ids, accepted as they are. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, { brand: string; last4: string; bin: string; outcome: SimulatedOutcome }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', bin: '424242', outcome: 'ok' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', bin: '400005', outcome: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', bin: '555555', outcome: 'ok' },
  pm_card_amex: { brand: 'amex', last4: '0005', bin: '378282', outcome: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', bin: '400000', outcome: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', bin: '400000', outcome: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', bin: '400000', outcome: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', bin: '400000', outcome: 'incorrect_cvc' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', bin: '400000', outcome: 'charge_declined' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', bin: '400000', outcome: 'authentication_required' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', bin: '400000', outcome: 'authentication_required' },
};

/** Outcomes whose card is refused when it is saved (the rest attach to the customer). */
export const REFUSED_ON_SAVE: ReadonlySet<SimulatedOutcome> = new Set([
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'generic_decline',
  'closed_account',
  'tds_failed',
]);

/** What a merchant-initiated (off-session) charge of a saved card with this outcome gives: null for success. */
export const CHARGE_DECLINE: Readonly<Record<SimulatedOutcome, DeclineReason | null>> = {
  ok: null,
  tds_ok: null,
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  generic_decline: 'generic_decline',
  closed_account: 'closed_account',
  charge_declined: 'card_declined',
  authentication_required: 'authentication_required',
  tds_failed: 'authentication_failed',
};

/** The message a cardholder sees for each decline reason, as the providers word them. */
export const DECLINE_REASON_MESSAGES: Readonly<Record<DeclineReason, string>> = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  closed_account: 'Your card was declined: the account is closed. Please use a different card.',
  authentication_required: 'Your bank needs you to authenticate this payment. Please confirm it in the app or use a different card.',
  authentication_failed: 'We could not verify your card with your bank (3-D Secure). Please try again or use a different card.',
  invalid_payment_method: 'That payment method is not recognised. Please enter your card again.',
  provider_timeout: 'The payment provider did not answer in time.',
  provider_error: 'The payment provider could not process the payment.',
};

/** The message for a card refused when it is saved. */
export const DECLINE_MESSAGES: Readonly<Record<Exclude<SimulatedOutcome, 'ok' | 'tds_ok' | 'charge_declined' | 'authentication_required'>, string>> = {
  declined: DECLINE_REASON_MESSAGES.card_declined,
  insufficient_funds: DECLINE_REASON_MESSAGES.insufficient_funds,
  expired_card: DECLINE_REASON_MESSAGES.expired_card,
  incorrect_cvc: DECLINE_REASON_MESSAGES.incorrect_cvc,
  generic_decline: DECLINE_REASON_MESSAGES.generic_decline,
  closed_account: DECLINE_REASON_MESSAGES.closed_account,
  tds_failed: DECLINE_REASON_MESSAGES.authentication_failed,
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The scheme from the number's prefix (the domain's one rule). */
export const cardBrand = cardScheme;
