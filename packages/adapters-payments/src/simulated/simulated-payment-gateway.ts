import { randomBytes } from 'node:crypto';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import type { PaymentGateway, SavedPaymentMethod, SetupIntent } from '@larder/domain/billing/ports';
import { DECLINE_MESSAGES, type SimulatedOutcome, TEST_CARDS, TEST_PAYMENT_METHODS, cardBrand, luhnValid } from './test-cards';

const random = (bytes = 8) => randomBytes(bytes).toString('hex');

/**
 * A payment method id of the simulated provider carries what the provider would remember:
 * `pm_sim_<brand>_<bin6><last4>_<outcome>_<random>`. No card number is kept anywhere.
 */
const SIM_ID = /^pm_sim_([a-z]+)_(\d{6})(\d{4})_([a-z_]+)_([0-9a-f]{16})$/;

interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

const invalid = (field: string, message: string) => err<DomainError>({ code: 'PAYMENT.METHOD_INVALID', message, field });

/** What the simulated provider's card form does, in the role of Stripe.js: checks the card and returns a payment method id. */
export function tokeniseSimulatedCard(input: CardInput, now: Date): Result<{ id: string; brand: string; last4: string }, DomainError> {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return invalid('number', 'Your card number is invalid.');
  const month = Number(input.expMonth);
  let year = Number(input.expYear);
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return invalid('expiry', "Your card's expiration date is invalid.");
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) return invalid('expiry', 'Your card has expired.');
  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) return invalid('cvc', "Your card's security code is invalid.");
  const known = TEST_CARDS.find((card) => card.number === digits);
  const outcome: SimulatedOutcome = known?.outcome ?? 'ok';
  const last4 = digits.slice(-4);
  return ok({ id: `pm_sim_${brand}_${digits.slice(0, 6)}${last4}_${outcome}_${random()}`, brand, last4 });
}

/** Reads back what a payment method id stands for. */
export function describePaymentMethod(id: string): { brand: string; last4: string; bin: string; outcome: SimulatedOutcome } | null {
  const test = TEST_PAYMENT_METHODS[id];
  if (test) return test;
  const match = SIM_ID.exec(id);
  if (!match) return null;
  const outcome = match[4] as SimulatedOutcome;
  if (!['ok', 'declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'charge_declined'].includes(outcome)) return null;
  return { brand: match[1]!, bin: match[2]!, last4: match[3]!, outcome };
}

/** The default provider: works offline with no account, like the providers' test modes. */
export class SimulatedPaymentGateway implements PaymentGateway {
  readonly provider = 'simulated';

  async createSetupIntent(): Promise<SetupIntent> {
    const id = `seti_sim_${random()}`;
    return { id, clientSecret: `${id}_secret_${random()}` };
  }

  async saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    const method = describePaymentMethod(input.paymentMethodId);
    if (!method) return err({ code: 'PAYMENT.METHOD_INVALID', message: 'That payment method is not recognised. Please enter your card again.', field: 'paymentMethodId' });
    if (method.outcome !== 'ok' && method.outcome !== 'charge_declined') {
      return err({ code: 'PAYMENT.DECLINED', message: DECLINE_MESSAGES[method.outcome] });
    }
    return ok({
      customerId: `cus_sim_${random()}`,
      paymentMethodId: input.paymentMethodId,
      card: { brand: method.brand, last4: method.last4, bin: method.bin },
    });
  }
}
