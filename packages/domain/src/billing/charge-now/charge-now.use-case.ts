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
    if (!one) {
      // Nothing settled: either the period was paid already (the stored row has moved past it) or an attempt is in doubt.
      const asked = subscription.billingPeriod?.getTime();
      const paid = asked !== undefined && after.billingPeriod !== null && after.billingPeriod.getTime() > asked;
      return { result: paid ? 'already_paid' : 'in_doubt', subscription: after, message: null };
    }
    const result: ChargeResult = totals.charged ? 'charged' : totals.retried ? 'retry_scheduled' : 'suspended';
    return { result, subscription: after, message: one.outcome.status === 'declined' ? one.outcome.message : null };
  }
}
