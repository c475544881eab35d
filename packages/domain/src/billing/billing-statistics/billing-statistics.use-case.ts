import type { Clock } from '../../shared/clock';
import type { BillingStore } from '../ports';

/** The billing figures the test page shows (subscriptions, pending billings, recent success rate). */
export class BillingStatistics {
  constructor(
    private readonly store: BillingStore,
    private readonly clock: Clock,
  ) {}

  execute() {
    return this.store.statistics(this.clock.now());
  }
}
