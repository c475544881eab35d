import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { readPayDay } from '../billing-day';
import { changePayDay } from '../billing-rules';
import type { SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';

/** The household moves its pay day (the subscription manager). */
export class ChangeBillingDay {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(userId: string, day: number | string): Promise<Result<Subscription, DomainError>> {
    const payDay = readPayDay(day, 'billingDay');
    if (!payDay.ok) return payDay;
    const subscription = await this.subscriptions.findByUserId(userId);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', "You don't have an active Acquired subscription yet.");
    const moved = changePayDay(subscription, payDay.value, this.clock.now());
    if (!moved.ok) return moved;
    this.logger.info({ subscriptionId: subscription.id, payDay: payDay.value }, 'billing day changed');
    return ok(await this.subscriptions.save(moved.value));
  }
}
