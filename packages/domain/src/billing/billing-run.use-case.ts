import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Mailer } from '../shared/mailer';
import { formatPounds } from '../shared/money';
import { type ChargeResult, isDue, isoDate, ordinal, periodAfter, settleAttempt, utcDate } from './billing-rules';
import type { AttemptAnswer, BillingStore, ChargeOutcome, OpenAttempt, OpenedAttempt, PaymentGateways, RecordedOutcome, SettleSubscription, SubscriptionRepository } from './ports';
import type { UserRepository } from '../accounts/ports';
import type { Subscription } from './subscription';

export interface BillingRunOptions {
  /** The day to bill (UTC); today when absent. */
  readonly date?: Date;
  /** Lists what is due without charging or writing anything. */
  readonly dryRun?: boolean;
  /** Only subscriptions with this pay day (the test page's "Trigger Test Billing"). */
  readonly payDay?: number;
  readonly onProgress?: (progress: { done: number; due: number }) => void;
}

export interface BillingRunSummary {
  readonly date: string;
  readonly dryRun: boolean;
  /** False when another run held the lock; nothing was done. */
  readonly ran: boolean;
  readonly due: number;
  readonly charged: number;
  readonly failed: number;
  readonly retried: number;
  /** Due, but left alone: an earlier attempt still in doubt, or the period already paid. */
  readonly skipped: number;
  /** Attempts left in doubt by an earlier run, settled now. */
  readonly reconciled: number;
  readonly amountChargedPence: number;
}

type Totals = { due: number; charged: number; failed: number; retried: number; skipped: number; reconciled: number; amountChargedPence: number };

const BATCH = 1000;
const CONCURRENCY = 25;
/** A share claims this many subscriptions at a time (one transaction each). */
const SHARE_BATCH = 200;
/**
 * An attempt still in flight after this long belongs to a server that died (each batch is answered in seconds):
 * a share reconciles it. Shorter than the job engine's expiry, after which the dead server's share is retried.
 */
export const STALE_ATTEMPT_MS = 10 * 60_000;

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
const settle: SettleSubscription = (current, answer) => settleAttempt(current, answer.attempt, answer.outcome, answer.attemptedAt).subscription;

/** What an answer did, read from the subscription it left. */
function resultOf(recorded: RecordedOutcome): ChargeResult {
  if (recorded.outcome.status === 'succeeded') return 'charged';
  return recorded.subscription.status === 'pending' ? 'retry_scheduled' : 'suspended';
}

/**
 * The daily billing run (09:00 UTC, and on demand): charges every subscription due on the day exactly once for
 * its period. Each attempt is written before the provider is called, with its own idempotency key; one run at a
 * time; attempts an earlier run left in doubt are settled first by asking the provider, never by charging anew.
 */
export class RunDailyBilling {
  constructor(
    private readonly store: BillingStore,
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateways: PaymentGateways,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(options: BillingRunOptions = {}): Promise<BillingRunSummary> {
    const date = utcDate(options.date ?? this.clock.now());
    const empty = { date: isoDate(date), dryRun: !!options.dryRun, due: 0, charged: 0, failed: 0, retried: 0, skipped: 0, reconciled: 0, amountChargedPence: 0 };
    if (options.dryRun) return { ...empty, ran: true, due: await this.store.countDue(date, options.payDay) };
    const locked = await this.store.withRunLock(() => this.run(date, options));
    if (!locked.ran) {
      this.logger.warn({ date: empty.date }, 'billing run skipped: another run holds the lock');
      return { ...empty, ran: false };
    }
    return locked.value;
  }

  /**
   * One server's share of the day's run, when several servers bill together (the job engine starts a few shares
   * on whichever servers are up): no run lock; each batch is claimed with FOR UPDATE SKIP LOCKED and its attempts
   * opened in the same transaction, so no subscription is claimed twice, and the share goes on until nothing due
   * is left unclaimed. It first settles attempts left in flight by a server that died (older than STALE_ATTEMPT_MS).
   */
  async executeShare(options: { date?: Date } = {}): Promise<BillingRunSummary> {
    const date = utcDate(options.date ?? this.clock.now());
    const totals: Totals = { due: 0, charged: 0, failed: 0, retried: 0, skipped: 0, reconciled: 0, amountChargedPence: 0 };
    totals.reconciled = await this.reconcile({ olderThanMs: STALE_ATTEMPT_MS });
    for (;;) {
      const at = this.runMoment(date);
      const claimed = await this.store.claimDue(date, at, SHARE_BATCH);
      if (claimed.length === 0) break;
      totals.due += claimed.length;
      await this.settleBatch(
        claimed.map((c) => c.subscription),
        claimed.map((c) => c.opened),
        at,
        totals,
      );
    }
    const summary = { date: isoDate(date), dryRun: false, ran: true, ...totals };
    this.logger.info(summary, 'billing share finished');
    return summary;
  }

  private async run(date: Date, options: BillingRunOptions): Promise<BillingRunSummary> {
    const totals: Totals = { due: 0, charged: 0, failed: 0, retried: 0, skipped: 0, reconciled: 0, amountChargedPence: 0 };
    totals.reconciled = await this.reconcile();
    const dueTotal = await this.store.countDue(date, options.payDay);
    let after: string | null = null;
    for (;;) {
      const page = await this.store.dueSubscriptions(date, after, BATCH);
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      const due = page.filter((s) => isDue(s, date) && (options.payDay === undefined || s.preferredPayDay === options.payDay));
      totals.due += due.length;
      await this.billBatch(due, this.runMoment(date), totals);
      options.onProgress?.({ done: totals.due, due: dueTotal });
    }
    const summary = { date: isoDate(date), dryRun: false, ran: true, ...totals };
    this.logger.info(summary, 'billing run finished');
    return summary;
  }

  /**
   * Charges one subscription now, outside the daily run (a returning household's first month, a new card after a
   * suspension). The same rows and keys as the run make it exactly-once: no lock is needed.
   */
  async chargeNow(subscription: Subscription): Promise<{ result: ChargeResult | 'in_doubt' | 'already_paid'; subscription: Subscription; message: string | null }> {
    const totals = { due: 0, charged: 0, failed: 0, retried: 0, skipped: 0, reconciled: 0, amountChargedPence: 0 };
    const settled = await this.billBatch([subscription], this.clock.now(), totals);
    const after = (await this.subscriptions.findById(subscription.id)) ?? subscription;
    const one = settled[0];
    if (!one) return { result: totals.skipped > 0 ? 'in_doubt' : 'already_paid', subscription: after, message: null };
    const result: ChargeResult = totals.charged ? 'charged' : totals.retried ? 'retry_scheduled' : 'suspended';
    return { result, subscription: after, message: one.outcome.status === 'declined' ? one.outcome.message : null };
  }

  private async billBatch(due: readonly Subscription[], at: Date, totals: Totals): Promise<RecordedOutcome[]> {
    const opened = await this.store.openAttempts(due.map((subscription) => ({ subscription, at })));
    return this.settleBatch(due, opened, at, totals);
  }

  private async settleBatch(due: readonly Subscription[], opened: readonly OpenedAttempt[], at: Date, totals: Totals): Promise<RecordedOutcome[]> {
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
  private runMoment(date: Date): Date {
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

  private async charge(attempt: OpenAttempt): Promise<ChargeOutcome> {
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

  /** Settles attempts an earlier run left in doubt: the provider's record decides; an attempt it never saw is sent again under the same key. */
  async reconcile(options: { olderThanMs?: number } = {}): Promise<number> {
    const before = this.clock.now().getTime() - (options.olderThanMs ?? 0);
    // With olderThanMs, attempts another live server has in hand (younger) are left to it.
    const open = (await this.store.unfinishedAttempts()).filter((a) => options.olderThanMs === undefined || a.startedAt.getTime() <= before);
    let settled = 0;
    for (const attempt of open) {
      const gateway = this.gateways.byName(attempt.provider);
      const subscription = await this.subscriptions.findById(attempt.subscriptionId);
      if (!gateway || !subscription) continue;
      let outcome: ChargeOutcome | null = await gateway.findCharge(attempt.idempotencyKey).catch(() => ({ status: 'unknown', message: 'no answer' }) as const);
      if (outcome === null) {
        // The provider never saw the attempt. Send it again under the same key, unless the household cancelled meanwhile.
        outcome =
          subscription.status === 'cancelled'
            ? { status: 'declined', providerChargeId: null, reason: 'provider_error', message: 'Not sent: the subscription was cancelled before the charge reached the provider.' }
            : await this.charge(attempt);
      }
      if (outcome.status === 'unknown') continue;
      // A subscription cancelled meanwhile keeps its cancellation (settleAttempt).
      const recorded = await this.store.recordOutcomes([{ attempt, outcome, attemptedAt: attempt.startedAt, finishedAt: this.clock.now() }], settle);
      this.logger.info({ attemptId: attempt.attemptId, status: outcome.status }, 'attempt reconciled');
      settled += recorded.length;
    }
    return settled;
  }

  /**
   * A provider's verified webhook about one of our attempts: settles it if it is still in doubt (an answer we
   * already recorded is left as it is). Answers whether anything changed.
   */
  async settleFromProvider(idempotencyKey: string, outcome: ChargeOutcome): Promise<boolean> {
    if (outcome.status === 'unknown') return false;
    const attempt = (await this.store.unfinishedAttempts()).find((a) => a.idempotencyKey === idempotencyKey);
    if (!attempt) return false;
    const recorded = await this.store.recordOutcomes([{ attempt, outcome, attemptedAt: attempt.startedAt, finishedAt: this.clock.now() }], settle);
    await this.tellHouseholds(recorded);
    return recorded.length > 0;
  }

  statistics() {
    return this.store.statistics(this.clock.now());
  }

  private async tellHouseholds(outcomes: readonly RecordedOutcome[]): Promise<void> {
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

