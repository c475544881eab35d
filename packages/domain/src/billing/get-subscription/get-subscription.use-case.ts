import type { SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';

/** The household's subscription, if it has one (live or not). */
export class GetSubscription {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  execute(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findByUserId(userId);
  }
}
