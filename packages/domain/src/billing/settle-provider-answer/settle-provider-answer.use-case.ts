import type { Clock } from '../../shared/clock';
import { type ChargeCollector, settle } from '../charge-collector';
import type { BillingStore, ChargeOutcome } from '../ports';

/**
 * A provider's verified webhook about one of our attempts: settles it if it is still in doubt (an answer we
 * already recorded is left as it is). Answers whether anything changed.
 */
export class SettleProviderAnswer {
  constructor(
    private readonly store: BillingStore,
    private readonly collector: ChargeCollector,
    private readonly clock: Clock,
  ) {}

  async execute(idempotencyKey: string, outcome: ChargeOutcome): Promise<boolean> {
    if (outcome.status === 'unknown') return false;
    const attempt = (await this.store.unfinishedAttempts()).find((a) => a.idempotencyKey === idempotencyKey);
    if (!attempt) return false;
    const recorded = await this.store.recordOutcomes([{ attempt, outcome, attemptedAt: attempt.startedAt, finishedAt: this.clock.now() }], settle);
    await this.collector.tellHouseholds(recorded);
    return recorded.length > 0;
  }
}
