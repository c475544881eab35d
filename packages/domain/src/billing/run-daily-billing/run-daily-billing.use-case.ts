import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { isDue, isoDate, utcDate } from '../billing-rules';
import { type ChargeCollector, noTotals, settle } from '../charge-collector';
import type { BillingStore, ChargeOutcome, PaymentGateways, SubscriptionRepository } from '../ports';

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

const BATCH = 1000;
/** A share claims this many subscriptions at a time (one transaction each). */
const SHARE_BATCH = 200;
/**
 * An attempt still in flight after this long belongs to a server that died (each batch is answered in seconds):
 * a share reconciles it. Shorter than the job engine's expiry, after which the dead server's share is retried.
 */
export const STALE_ATTEMPT_MS = 10 * 60_000;

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
    private readonly collector: ChargeCollector,
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
    const totals = noTotals();
    totals.reconciled = await this.reconcile({ olderThanMs: STALE_ATTEMPT_MS });
    for (;;) {
      const at = this.collector.runMoment(date);
      const claimed = await this.store.claimDue(date, at, SHARE_BATCH);
      if (claimed.length === 0) break;
      totals.due += claimed.length;
      await this.collector.settleBatch(
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
    const totals = noTotals();
    totals.reconciled = await this.reconcile();
    const dueTotal = await this.store.countDue(date, options.payDay);
    let after: string | null = null;
    for (;;) {
      const page = await this.store.dueSubscriptions(date, after, BATCH);
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      const due = page.filter((s) => isDue(s, date) && (options.payDay === undefined || s.preferredPayDay === options.payDay));
      totals.due += due.length;
      await this.collector.billBatch(due, this.collector.runMoment(date), totals);
      options.onProgress?.({ done: totals.due, due: dueTotal });
    }
    const summary = { date: isoDate(date), dryRun: false, ran: true, ...totals };
    this.logger.info(summary, 'billing run finished');
    return summary;
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
            : await this.collector.charge(attempt);
      }
      if (outcome.status === 'unknown') continue;
      // A subscription cancelled meanwhile keeps its cancellation (settleAttempt).
      const recorded = await this.store.recordOutcomes([{ attempt, outcome, attemptedAt: attempt.startedAt, finishedAt: this.clock.now() }], settle);
      this.logger.info({ attemptId: attempt.attemptId, status: outcome.status }, 'attempt reconciled');
      settled += recorded.length;
    }
    return settled;
  }
}
