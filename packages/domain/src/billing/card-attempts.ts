import { type Result, err } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import type { Logger } from '../shared/logger';
import type { OperatorAlerts } from '../shared/operator-alerts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter';
import { digestToken } from '../shared/tokens';

/**
 * Limits on card attempts (a card saved or registered from a form), so the forms cannot be used to test
 * stolen cards: per account, per caller address, and for the whole site; and a spike of declines alerts
 * the operators. Data, not code: change the figures here.
 */
export const CARD_ATTEMPT_LIMITS = {
  account: { name: 'card-attempt-account', points: 5, durationSeconds: 3600 },
  address: { name: 'card-attempt-address', points: 10, durationSeconds: 3600 },
  overall: { name: 'card-attempt-overall', points: 300, durationSeconds: 3600 },
  /** Declines across the site that make a spike: the operators are alerted once per window. */
  declineSpike: { name: 'card-decline-spike', points: 20, durationSeconds: 600 },
} as const satisfies Record<string, RateLimit>;

/** The one answer a household gets for any refused card: the precise reason goes to the operators' log only. */
export const GENERIC_CARD_DECLINE = 'Your card was declined. Please check the details or try another card.';

/** Errors that tell a card tester something about the card: all of them become the one generic decline. */
const CARD_REFUSALS = new Set(['PAYMENT.DECLINED', 'PAYMENT.METHOD_INVALID']);
/** Form fields whose message is about what the person typed, not what the provider said about the card. */
const FORM_FIELDS = new Set(['paymentMethodId', 'holderName', 'billingDay', 'payDay', 'firstName', 'lastName', 'email', 'amount']);

export interface CardAttemptCaller {
  /** The account (its email, lower-cased, or its id) when known; null for a form that names none. */
  readonly account: string | null;
  readonly address: string;
  /** Where the attempt came from, for the operators' log ("signup", "subscribe", "card-form", "lead"). */
  readonly form: string;
}

export class CardAttempts {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly logger: Logger,
    private readonly alerts: OperatorAlerts,
    private readonly limits: Record<keyof typeof CARD_ATTEMPT_LIMITS, RateLimit> = CARD_ATTEMPT_LIMITS,
  ) {}

  /**
   * Counts the attempt against every limit before the card reaches the provider (over a limit: RATE_LIMITED and
   * the provider is not called), then maps any refusal of the card to the one generic decline.
   */
  async attempt<T>(caller: CardAttemptCaller, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    const who = caller.account ? digestToken(caller.account.toLowerCase()).slice(0, 16) : null;
    const checks: Array<[RateLimit, string]> = [[this.limits.address, caller.address], [this.limits.overall, 'all']];
    if (who) checks.unshift([this.limits.account, who]);
    for (const [limit, key] of checks) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        this.logger.warn({ event: 'card_attempt_limited', limit: limit.name, form: caller.form, account: who, address: caller.address }, 'card attempt refused: over the limit');
        return fail('RATE_LIMITED', 'Too many card attempts. Please wait and try again later, or contact support.', { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    const result = await work();
    if (result.ok) return result;
    const formMistake = result.error.code === 'VALIDATION' || (result.error.code === 'PAYMENT.METHOD_INVALID' && !!result.error.field && FORM_FIELDS.has(result.error.field));
    if (formMistake) {
      // The card never reached the provider (a billing day out of range, a name missing): not an attempt.
      for (const [limit, key] of checks) await this.limiter.release(limit, key);
      return result;
    }
    if (!CARD_REFUSALS.has(result.error.code)) return result;
    // The precise reason, for the operators only (never the card's number or CVV: the error carries none).
    this.logger.warn(
      { event: 'card_declined', form: caller.form, account: who, address: caller.address, code: result.error.code, field: result.error.field ?? null, reason: result.error.message },
      'card refused',
    );
    const spike = await this.limiter.consume(CARD_ATTEMPT_LIMITS.declineSpike, 'all');
    // The decline that first goes over the spike threshold raises the alert; later ones in the window are quiet.
    if (!spike.allowed && (await this.limiter.consume({ ...CARD_ATTEMPT_LIMITS.declineSpike, name: 'card-decline-alert', points: 1 }, 'all')).allowed) {
      const { points, durationSeconds } = CARD_ATTEMPT_LIMITS.declineSpike;
      await this.alerts.raise({
        kind: 'card-decline-spike',
        subject: `Card declines spiking: more than ${points} in ${durationSeconds / 60} minutes`,
        text: [
          `More than ${points} cards were refused on Larder's card forms within ${durationSeconds / 60} minutes (the latest on the ${caller.form} form).`,
          'This is what card testing looks like: someone trying stolen cards. The per-account, per-address and site-wide limits are holding;',
          "look at the operators' log (event card_declined) for the addresses and forms involved, and consider blocking them upstream.",
        ].join('\n'),
      });
    }
    return err({ code: 'PAYMENT.DECLINED', message: GENERIC_CARD_DECLINE });
  }
}
