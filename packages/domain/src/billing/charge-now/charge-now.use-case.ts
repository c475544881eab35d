import type { Clock } from '../../shared/clock';
import type { ChargeResult } from '../billing-rules';
import { type ChargeCollector, noTotals } from '../charge-collector';
import type { SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';

/**
 * Charges one subscription now, outside the daily run (a returning household's first month, a new card after a
 * suspension). The same rows and keys as the run make it exactly-once: no lock is needed.
 */
export class ChargeNow {
  constructor(
    private readonly collector: ChargeCollector,
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(subscription: Subscription): Promise<{ result: ChargeResult | 'in_doubt' | 'already_paid'; subscription: Subscription; message: string | null }> {
    const totals = noTotals();
    const settled = await this.collector.billBatch([subscription], this.clock.now(), totals);
    const after = (await this.subscriptions.findById(subscription.id)) ?? subscription;
    const one = settled[0];
    if (!one) return { result: totals.skipped > 0 ? 'in_doubt' : 'already_paid', subscription: after, message: null };
    const result: ChargeResult = totals.charged ? 'charged' : totals.retried ? 'retry_scheduled' : 'suspended';
    return { result, subscription: after, message: one.outcome.status === 'declined' ? one.outcome.message : null };
  }
}
