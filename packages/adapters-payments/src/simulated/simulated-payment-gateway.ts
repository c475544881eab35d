import { randomBytes } from 'node:crypto';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import type {
  CardCustomer,
  CardDetails,
  ChargeOutcome,
  ChargeRequest,
  PaymentGateway,
  ProviderRefundRequest,
  RefundOutcome,
  RegisteredCard,
  SavedPaymentMethod,
  SetupIntent,
} from '@larder/domain/billing/ports';
import {
  CHARGE_DECLINE,
  DECLINE_MESSAGES,
  DECLINE_REASON_MESSAGES,
  REFUSED_ON_SAVE,
  SIMULATED_OUTCOMES,
  type SimulatedOutcome,
  TEST_PAYMENT_METHODS,
  cardBrand,
  isListedTestCard,
  luhnValid,
  outcomeOfCardNumber,
} from './test-cards';
import { SimulatedFaults } from './simulated-faults';

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

/**
 * Checks typed card details as the providers' card forms do. Returns what may be kept (brand, BIN, last four)
 * and the outcome the simulated provider gives the number; the number itself goes no further than this call.
 */
export function checkCardDetails(
  input: CardInput,
  now: Date,
): Result<{ brand: string; bin: string; last4: string; outcome: SimulatedOutcome }, DomainError> {
  const digits = String(input.number ?? '').replace(/[\s-]/g, '');
  // The providers' listed test numbers are accepted as they are, whatever their check digit.
  if (!/^\d{12,19}$/.test(digits) || !(luhnValid(digits) || isListedTestCard(digits))) return invalid('number', 'Your card number is invalid.');
  const month = Number(input.expMonth);
  let year = Number(input.expYear);
  if (year < 100) year += 2000;
  // No card runs for more than 20 years: a year like 1e308 is garbage, not a far expiry.
  const tooFar = year > now.getUTCFullYear() + 20;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || tooFar) return invalid('expiry', "Your card's expiration date is invalid.");
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) return invalid('expiry', 'Your card has expired.');
  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(input.cvc ?? ''))) return invalid('cvc', "Your card's security code is invalid.");
  return ok({ brand, bin: digits.slice(0, 6), last4: digits.slice(-4), outcome: outcomeOfCardNumber(digits) });
}

const paymentMethodId = (card: { brand: string; bin: string; last4: string; outcome: SimulatedOutcome }) =>
  `pm_sim_${card.brand}_${card.bin}${card.last4}_${card.outcome}_${random()}`;

/** What the simulated provider's card form does, in the role of Stripe.js: checks the card and returns a payment method id. */
export function tokeniseSimulatedCard(input: CardInput, now: Date): Result<{ id: string; brand: string; last4: string }, DomainError> {
  const checked = checkCardDetails(input, now);
  if (!checked.ok) return checked;
  return ok({ id: paymentMethodId(checked.value), brand: checked.value.brand, last4: checked.value.last4 });
}

/** Reads back what a payment method id stands for. */
export function describePaymentMethod(id: string): { brand: string; last4: string; bin: string; outcome: SimulatedOutcome } | null {
  const test = TEST_PAYMENT_METHODS[id];
  if (test) return test;
  const match = SIM_ID.exec(id);
  if (!match) return null;
  const outcome = match[4] as SimulatedOutcome;
  if (!SIMULATED_OUTCOMES.includes(outcome)) return null;
  return { brand: match[1]!, bin: match[2]!, last4: match[3]!, outcome };
}

/** One charge the simulated provider processed (never a card number). */
export interface SimulatedChargeRecord {
  readonly idempotencyKey: string;
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly amountPence: number;
  readonly description: string;
  readonly outcome: Exclude<ChargeOutcome, { status: 'unknown' }>;
  readonly at: Date;
}

export interface SimulatedPaymentGatewayOptions {
  /** Scripted faults (timeouts before or after the charge, rejected credentials). */
  readonly faults?: SimulatedFaults;
  /** The time used to check card expiry dates (defaults to the system clock). */
  readonly now?: () => Date;
}

const UNKNOWN_MESSAGE = 'The payment provider did not answer in time (simulated timeout); the charge will be checked later.';

/**
 * The default provider: works offline with no account, like the providers' test modes.
 * It remembers every charge by idempotency key (the same key answers the first outcome and never charges twice)
 * and counts the charges it processed, for tests and the billing benchmark.
 */
export class SimulatedPaymentGateway implements PaymentGateway {
  readonly provider = 'simulated';
  readonly faults: SimulatedFaults;
  private readonly now: () => Date;
  private readonly charges = new Map<string, SimulatedChargeRecord>();
  private readonly registrations = new Map<string, Result<RegisteredCard, DomainError>>();
  private readonly refundsByKey = new Map<string, { id: string; providerChargeId: string; amountPence: number }>();
  private succeeded = 0;

  constructor(options: SimulatedPaymentGatewayOptions = {}) {
    this.faults = options.faults ?? new SimulatedFaults();
    this.now = options.now ?? (() => new Date());
  }

  async createSetupIntent(): Promise<SetupIntent> {
    this.assertCredentials();
    const id = `seti_sim_${random()}`;
    return { id, clientSecret: `${id}_secret_${random()}` };
  }

  async saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    if (this.faults.credentialsRejected) return unavailable();
    const method = describePaymentMethod(input.paymentMethodId);
    if (!method) return err({ code: 'PAYMENT.METHOD_INVALID', message: DECLINE_REASON_MESSAGES.invalid_payment_method, field: 'paymentMethodId' });
    if (REFUSED_ON_SAVE.has(method.outcome)) {
      return err({ code: 'PAYMENT.DECLINED', message: DECLINE_MESSAGES[method.outcome as keyof typeof DECLINE_MESSAGES] });
    }
    return ok({
      customerId: `cus_sim_${random()}`,
      paymentMethodId: input.paymentMethodId,
      card: { brand: method.brand, last4: method.last4, bin: method.bin },
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    assertChargeRequest(request);
    if (this.faults.credentialsRejected) {
      return { status: 'declined', providerChargeId: null, reason: 'provider_error', message: 'The payment provider refused our credentials.' };
    }
    const fault = this.faults.takeChargeFault(request);
    if (fault === 'timeout_before_charge') return { status: 'unknown', message: UNKNOWN_MESSAGE };
    const previous = this.charges.get(request.idempotencyKey);
    let record: SimulatedChargeRecord;
    if (previous) {
      if (previous.amountPence !== request.amountPence || previous.paymentMethodId !== request.paymentMethodId || previous.customerId !== request.customerId) {
        throw new Error(`Idempotency key ${request.idempotencyKey} was already used with different parameters.`);
      }
      record = previous;
    } else {
      record = this.process(request, offSessionOutcome(request.paymentMethodId));
    }
    if (fault === 'timeout_after_charge') return { status: 'unknown', message: UNKNOWN_MESSAGE };
    return record.outcome;
  }

  async findCharge(idempotencyKey: string): Promise<ChargeOutcome | null> {
    this.assertCredentials();
    return this.charges.get(idempotencyKey)?.outcome ?? null;
  }

  /**
   * Refunds a simulated payment (`pi_sim_...`), as the providers' test modes do: never more than was collected (for a
   * payment this process took; one taken before a restart is known by its id only), a repeated key answers the first answer.
   */
  async refund(request: ProviderRefundRequest): Promise<RefundOutcome> {
    if (this.faults.credentialsRejected) return { status: 'failed', message: 'The payment provider refused our credentials.' };
    const previous = this.refundsByKey.get(request.idempotencyKey);
    if (previous) return { status: 'succeeded', providerRefundId: previous.id };
    if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) return { status: 'failed', message: 'The refund amount must be a positive whole number of pence.' };
    if (!/^pi_sim_[0-9a-f]{16}$/.test(request.providerChargeId)) return { status: 'failed', message: `No such payment: ${request.providerChargeId}` };
    const taken = [...this.charges.values()].find((c) => c.outcome.providerChargeId === request.providerChargeId);
    if (taken && taken.outcome.status !== 'succeeded') return { status: 'failed', message: 'That payment was declined; there is nothing to refund.' };
    const refunded = [...this.refundsByKey.values()].filter((r) => r.providerChargeId === request.providerChargeId).reduce((sum, r) => sum + r.amountPence, 0);
    if (taken && refunded + request.amountPence > taken.amountPence) return { status: 'failed', message: 'The refund is more than what is left of the payment.' };
    const id = `re_sim_${random()}`;
    this.refundsByKey.set(request.idempotencyKey, { id, providerChargeId: request.providerChargeId, amountPence: request.amountPence });
    return { status: 'succeeded', providerRefundId: id };
  }

  /** Refunds made (each once). */
  refundCount(): number {
    return this.refundsByKey.size;
  }

  async testConnection(): Promise<{ readonly ok: boolean; readonly message: string }> {
    if (this.faults.credentialsRejected) return { ok: false, message: 'Simulated provider: the credentials were refused.' };
    return { ok: true, message: 'Simulated provider ready (test mode, no network, no credentials needed).' };
  }

  /**
   * The card form's path (Acquired's role): checks the card, runs the simulated 3-D Secure step on-session,
   * takes the first payment (when amountPence > 0) and saves the card for merchant-initiated charges.
   * The same idempotency key answers the first result again. The card number and CVV are not kept.
   */
  async registerCardDetails(input: {
    card: CardDetails;
    customer: CardCustomer;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<Result<RegisteredCard, DomainError>> {
    if (this.faults.credentialsRejected) return unavailable();
    if (!Number.isInteger(input.amountPence) || input.amountPence < 0) throw new Error('amountPence must be a whole number of pence, 0 or more.');
    if (!input.idempotencyKey) throw new Error('An idempotency key is required.');
    const previous = this.registrations.get(input.idempotencyKey);
    if (previous) return previous;
    if (!input.card.holderName?.trim()) return invalid('holderName', 'Please enter the name on the card.');
    const checked = checkCardDetails(
      { number: input.card.number, expMonth: input.card.expiryMonth, expYear: input.card.expiryYear, cvc: input.card.cvv },
      this.now(),
    );
    if (!checked.ok) return checked;
    const card = checked.value;
    const customerId = `cus_sim_${random()}`;
    const pmId = paymentMethodId(card);
    const result = this.register(input, card, customerId, pmId);
    this.registrations.set(input.idempotencyKey, result);
    return result;
  }

  /** How many charges the provider processed (each idempotency key once, declined ones included). */
  chargeCount(): number {
    return this.charges.size;
  }

  /** How many of those charges took money. */
  successfulChargeCount(): number {
    return this.succeeded;
  }

  /** Every processed charge, oldest first (for tests; no card data in them). */
  recordedCharges(): readonly SimulatedChargeRecord[] {
    return [...this.charges.values()];
  }

  private register(
    input: { customer: CardCustomer; amountPence: number; idempotencyKey: string },
    card: { brand: string; bin: string; last4: string; outcome: SimulatedOutcome },
    customerId: string,
    pmId: string,
  ): Result<RegisteredCard, DomainError> {
    // The first payment is on-session, with 3-D Secure: cards that need authentication pass it here.
    const refusal = REFUSED_ON_SAVE.has(card.outcome) ? CHARGE_DECLINE[card.outcome] : card.outcome === 'charge_declined' && input.amountPence > 0 ? 'card_declined' : null;
    if (refusal) {
      if (input.amountPence > 0) {
        this.process(
          { customerId, paymentMethodId: pmId, amountPence: input.amountPence, currency: 'GBP', idempotencyKey: input.idempotencyKey, description: 'First payment' },
          refusal,
        );
      }
      return err({ code: 'PAYMENT.DECLINED', message: DECLINE_REASON_MESSAGES[refusal] });
    }
    const firstPayment =
      input.amountPence > 0
        ? this.process(
            { customerId, paymentMethodId: pmId, amountPence: input.amountPence, currency: 'GBP', idempotencyKey: input.idempotencyKey, description: 'First payment' },
            null,
          ).outcome
        : null;
    return ok({
      saved: { customerId, paymentMethodId: pmId, card: { brand: card.brand, last4: card.last4, bin: card.bin } },
      firstPayment,
    });
  }

  private process(request: ChargeRequest, decline: ChargeDecline): SimulatedChargeRecord {
    const providerChargeId = `pi_sim_${random()}`;
    const outcome: SimulatedChargeRecord['outcome'] =
      decline === null
        ? { status: 'succeeded', providerChargeId }
        : { status: 'declined', providerChargeId: decline === 'invalid_payment_method' ? null : providerChargeId, reason: decline, message: DECLINE_REASON_MESSAGES[decline] };
    const record: SimulatedChargeRecord = {
      idempotencyKey: request.idempotencyKey,
      customerId: request.customerId,
      paymentMethodId: request.paymentMethodId,
      amountPence: request.amountPence,
      description: request.description,
      outcome,
      at: this.now(),
    };
    this.charges.set(request.idempotencyKey, record);
    if (outcome.status === 'succeeded') this.succeeded += 1;
    return record;
  }

  private assertCredentials(): void {
    if (this.faults.credentialsRejected) throw new Error('Simulated provider: the credentials were refused.');
  }
}

type ChargeDecline = (typeof CHARGE_DECLINE)[SimulatedOutcome] | 'invalid_payment_method';

/** What a merchant-initiated charge of this payment method gives: null for success. */
function offSessionOutcome(paymentMethodId: string): ChargeDecline {
  const method = describePaymentMethod(paymentMethodId);
  if (!method) return 'invalid_payment_method';
  return CHARGE_DECLINE[method.outcome];
}

const unavailable = () =>
  err<DomainError>({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message: 'The payment provider is not available right now. Please try again in a few minutes.' });

function assertChargeRequest(request: ChargeRequest): void {
  if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) throw new Error('amountPence must be a positive whole number of pence.');
  if (request.currency !== 'GBP') throw new Error('Only GBP charges are supported.');
  if (!request.idempotencyKey) throw new Error('An idempotency key is required.');
}
