import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import type { NewSubscription, SubscriptionRepository } from '@larder/domain/billing/ports';
import type { Subscription, SubscriptionStatus } from '@larder/domain/billing/subscription';
import { SubscriptionModel } from '../models/models';

const toSubscription = (row: SubscriptionModel): Subscription => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  provider: row.provider,
  providerCustomerId: row.provider_customer_id,
  paymentMethodId: row.payment_method_id,
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4, bin: row.card_bin } : null,
  preferredPayDay: row.preferred_pay_day,
  trialEndsAt: row.trial_ends_at,
  nextChargeAt: row.next_charge_at,
  cancelledAt: row.cancelled_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class KnexSubscriptionRepository implements SubscriptionRepository {
  private readonly Subscriptions: typeof SubscriptionModel;
  constructor(
    knex: Knex,
    private readonly clock: Clock,
  ) {
    this.Subscriptions = SubscriptionModel.bindKnex(knex);
  }
  async create(subscription: NewSubscription) {
    const now = this.clock.now();
    const row = await this.Subscriptions.query().insertAndFetch({
      user_id: subscription.userId,
      status: subscription.status,
      provider: subscription.provider,
      provider_customer_id: subscription.providerCustomerId,
      payment_method_id: subscription.paymentMethodId,
      card_brand: subscription.card?.brand ?? null,
      card_last4: subscription.card?.last4 ?? null,
      card_bin: subscription.card?.bin ?? null,
      preferred_pay_day: subscription.preferredPayDay,
      trial_ends_at: subscription.trialEndsAt,
      next_charge_at: subscription.nextChargeAt,
      created_at: now,
      updated_at: now,
    });
    return toSubscription(row);
  }
  async findByUserId(userId: string) {
    const row = await this.Subscriptions.query().where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id').first();
    return row ? toSubscription(row) : null;
  }
  async updateStatus(id: string, status: SubscriptionStatus, at: Date) {
    const patch: Partial<SubscriptionModel> = { status, updated_at: at };
    if (status === 'cancelled') patch.cancelled_at = at;
    const row = await this.Subscriptions.query().patchAndFetchById(id, patch);
    if (!row) throw new Error(`subscription ${id} not found`);
    return toSubscription(row);
  }
}
