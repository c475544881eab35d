import type { Subscription } from '../../billing/subscription';
import type { SubscriptionRepository } from '../../billing/ports';
import type { User } from '../user';

export interface Account {
  readonly user: User;
  readonly subscription: Subscription | null;
}

/** The signed-in household's account with its subscription, as GET /api/user shows it. */
export class GetAccount {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  async execute(user: User): Promise<Account> {
    return { user, subscription: await this.subscriptions.findByUserId(user.id) };
  }
}
