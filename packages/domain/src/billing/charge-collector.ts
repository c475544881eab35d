import type { UserRepository } from '../accounts/ports';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Mailer } from '../shared/mailer';
import { formatPounds } from '../shared/money';
import { type ChargeResult, isoDate, ordinal, periodAfter, settleAttempt, utcDate } from './billing-rules';
import type { AttemptAnswer, BillingStore, ChargeOutcome, OpenAttempt, OpenedAttempt, PaymentGateways, RecordedOutcome, SettleSubscription } from './ports';
import type { Subscription } from './subscription';

/** What one run (or one share, or one charge now) did, counted as it goes. */
export type Totals = { due: number; charged: number; failed: number; retried: number; skipped: number; reconciled: number; amountChargedPence: number };

export const noTotals = (): Totals => ({ due: 0, charged: 0, failed: 0, retried: 0, skipped: 0, reconciled: 0, amountChargedPence: 0 });

const CONCURRENCY = 25;

/** Runs `work` over items with at most `limit` at a time. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The billing rules applied to the subscription's row as it stands when an answer is written. */
export const settle: SettleSubscription = (current, answer) => settleAttempt(current, answer.attempt, answer.outcome, answer.attemptedAt).subscription;

/** What an answer did, read from the subscription it left. */
function resultOf(recorded: RecordedOutcome): ChargeResult {
  if (recorded.outcome.status === 'succeeded') return 'charged';
  return recorded.subscription.status === 'pending' ? 'retry_scheduled' : 'suspended';
}

/**
 * Charges subscriptions exactly once for their period, shared by the billing run, a charge made now and a provider's
 * answer: each attempt is written before the provider is called, with its own idempotency key, and the household is
 * told of a decline.
 */
export class ChargeCollector {
  constructor(
    private readonly store: BillingStore,
    private readonly gateways: PaymentGateways,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async billBatch(due: readonly Subscription[], at: Date, totals: Totals): Promise<RecordedOutcome[]> {
    const opened = await this.store.openAttempts(due.map((subscription) => ({ subscription, at })));
    return this.settleBatch(due, opened, at, totals);
  }

  async settleBatch(due: readonly Subscription[], opened: readonly OpenedAttempt[], at: Date, totals: Totals): Promise<RecordedOutcome[]> {
    const byId = new Map(due.map((s) => [s.id, s]));
    const attempts: OpenAttempt[] = [];
    for (const item of opened) {
      if (item.kind === 'attempt') attempts.push(item.attempt);
      else if (item.kind === 'already_paid') {
        totals.skipped += 1;
        const sub = byId.get(item.subscriptionId)!;
        const period = sub.billingPeriod ?? utcDate(at);
        await this.store.advancePaidPeriod(sub.id, period, periodAfter(period, sub.preferredPayDay), at);
      } else totals.skipped += 1;
    }
    const answers = await mapLimited(attempts, CONCURRENCY, async (attempt) => ({ attempt, outcome: await this.charge(attempt) }));
    const known: AttemptAnswer[] = [];
    for (const { attempt, outcome } of answers) {
      if (outcome.status === 'unknown') totals.skipped += 1;
      else known.push({ attempt, outcome, attemptedAt: at, finishedAt: at });
    }
    // The subscription is read again when the answer is written: a cancellation made while the provider answered stays.
    const settled = await this.store.recordOutcomes(known, settle);
    for (const one of settled) this.count(totals, resultOf(one), one.attempt.amountPence);
    await this.tellHouseholds(settled);
    return settled;
  }

  /** The run's timestamp: now when billing today, else 09:00 UTC of the day being billed (catch-up and tests). */
  runMoment(date: Date): Date {
    const now = this.clock.now();
    return utcDate(now).getTime() === date.getTime() ? now : new Date(date.getTime() + 9 * 3_600_000);
  }

  private count(totals: { charged: number; failed: number; retried: number; amountChargedPence: number }, result: ChargeResult, amount: number) {
    if (result === 'charged') {
      totals.charged += 1;
      totals.amountChargedPence += amount;
    } else if (result === 'retry_scheduled') totals.retried += 1;
    else totals.failed += 1;
  }

  async charge(attempt: OpenAttempt): Promise<ChargeOutcome> {
    const gateway = this.gateways.byName(attempt.provider);
    if (!gateway) return { status: 'declined', providerChargeId: null, reason: 'provider_error', message: `The provider ${attempt.provider} is not configured.` };
    if (!attempt.customerId || !attempt.paymentMethodId) {
      return { status: 'declined', providerChargeId: null, reason: 'invalid_payment_method', message: 'No card is saved for this subscription.' };
    }
    try {
      return await gateway.charge({
        customerId: attempt.customerId,
        paymentMethodId: attempt.paymentMethodId,
        amountPence: attempt.amountPence,
        currency: 'GBP',
        idempotencyKey: attempt.idempotencyKey,
        description: `Larder Pro, ${isoDate(attempt.periodDate).slice(0, 7)}`,
      });
    } catch (error) {
      // We cannot tell whether the provider charged: the attempt stays in doubt until it is reconciled.
      this.logger.error({ attemptId: attempt.attemptId, err: error }, 'charge call failed');
      return { status: 'unknown', message: 'The provider did not answer.' };
    }
  }

  async tellHouseholds(outcomes: readonly RecordedOutcome[]): Promise<void> {
    for (const { subscription, outcome } of outcomes) {
      if (outcome.status === 'succeeded' || (subscription.status !== 'failed' && subscription.status !== 'pending')) continue;
      const user = await this.users.findById(subscription.userId);
      if (!user) continue;
      const amount = `£${formatPounds(subscription.amountPence)}`;
      if (subscription.status === 'failed') {
        await this.mailer.send({
          kind: 'billing-suspended',
          to: user.email,
          subject: 'Your Larder subscription is suspended: we could not take your payment',
          text: [
            `Hello ${user.firstName},`,
            '',
            `We tried to take your monthly payment of ${amount} and your card provider refused it (${outcome.message}).`,
            'Your subscription is suspended, and we will not try this card again.',
            'To carry on, add a new card from your account, or contact support and we will help.',
          ].join('\n'),
        });
      } else if (subscription.failedAttempts === 1) {
        const retry = subscription.nextChargeAt?.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
        await this.mailer.send({
          kind: 'billing-retry',
          to: user.email,
          subject: 'We could not take your Larder payment',
          text: [
            `Hello ${user.firstName},`,
            '',
            `Your monthly payment of ${amount} (billing day: the ${ordinal(subscription.preferredPayDay)}) was declined: ${outcome.message}`,
            `We will try again on ${retry}. Nothing else is needed if your card can take the payment by then.`,
          ].join('\n'),
        });
      }
    }
  }
}
