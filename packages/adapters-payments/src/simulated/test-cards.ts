/**
 * The simulated provider behaves like the card providers' test modes: the same test card numbers
 * and the same test payment method ids (Stripe's `pm_card_*`) give the same outcomes.
 */
export type SimulatedOutcome = 'ok' | 'declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'charge_declined';

export interface TestCard {
  readonly number: string;
  readonly brand: string;
  readonly outcome: SimulatedOutcome;
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'ok', description: 'Visa: succeeds' },
  { number: '4000056655665556', brand: 'visa', outcome: 'ok', description: 'Visa debit: succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'ok', description: 'Mastercard: succeeds' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'ok', description: 'Mastercard (2-series): succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'ok', description: 'American Express: succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', description: 'Declined (generic decline)' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Declined: insufficient funds' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired_card', description: 'Declined: expired card' },
  { number: '4000000000000127', brand: 'visa', outcome: 'incorrect_cvc', description: 'Declined: incorrect CVC' },
  { number: '4000000000000341', brand: 'visa', outcome: 'charge_declined', description: 'Saves, but every charge is declined' },
];

/** Stripe's test payment method ids, accepted as they are. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, { brand: string; last4: string; bin: string; outcome: SimulatedOutcome }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', bin: '424242', outcome: 'ok' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', bin: '400005', outcome: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', bin: '555555', outcome: 'ok' },
  pm_card_amex: { brand: 'amex', last4: '0005', bin: '378282', outcome: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', bin: '400000', outcome: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', bin: '400000', outcome: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', bin: '400000', outcome: 'expired_card' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', bin: '400000', outcome: 'charge_declined' },
};

/** The message a cardholder sees for each decline, as the providers word them. */
export const DECLINE_MESSAGES: Record<Exclude<SimulatedOutcome, 'ok' | 'charge_declined'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
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

/** The scheme from the number's prefix. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(352[89]|35[3-8])/.test(digits)) return 'jcb';
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  return 'unknown';
}
