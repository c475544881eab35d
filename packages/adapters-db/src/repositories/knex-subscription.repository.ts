import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import { PLAN } from '@larder/domain/billing/plan';
import type { NewSubscription, SubscriptionRepository } from '@larder/domain/billing/ports';
import type { Subscription, SubscriptionStatus } from '@larder/domain/billing/subscription';
import { SubscriptionModel } from '../models/models';

export const toSubscription = (row: SubscriptionModel): Subscription => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  provider: row.provider,
  providerCustomerId: row.provider_customer_id,
  paymentMethodId: row.payment_method_id,
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4, bin: row.card_bin } : null,
  amountPence: row.amount_pence,
  preferredPayDay: row.preferred_pay_day,
  trialEndsAt: row.trial_ends_at,
  billingPeriod: row.billing_period,
  nextChargeAt: row.next_charge_at,
  failedAttempts: row.failed_attempts,
  lastBillingDate: row.last_billing_date,
  cancelledAt: row.cancelled_at,
  accessEndsAt: row.access_ends_at,
  statusBeforeCancel: row.status_before_cancel,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The columns a save writes (everything but the id, the owner and the creation time). */
export const subscriptionColumns = (s: Subscription) => ({
  status: s.status,
  provider: s.provider,
  provider_customer_id: s.providerCustomerId,
  payment_method_id: s.paymentMethodId,
  card_brand: s.card?.brand ?? null,
  card_last4: s.card?.last4 ?? null,
  card_bin: s.card?.bin ?? null,
  amount_pence: s.amountPence,
  preferred_pay_day: s.preferredPayDay,
  trial_ends_at: s.trialEndsAt,
  billing_period: s.billingPeriod,
  next_charge_at: s.nextChargeAt,
  failed_attempts: s.failedAttempts,
  last_billing_date: s.lastBillingDate,
  cancelled_at: s.cancelledAt,
  access_ends_at: s.accessEndsAt,
  status_before_cancel: s.statusBeforeCancel,
  updated_at: s.updatedAt,
});

/** The columns an attempt's answer may change (see BillingStore.recordOutcomes). */
export const chargeOwnedColumns = (s: Subscription) => ({
  status: s.status,
  billing_period: s.billingPeriod,
  next_charge_at: s.nextChargeAt,
  failed_attempts: s.failedAttempts,
  last_billing_date: s.lastBillingDate,
  access_ends_at: s.accessEndsAt,
  status_before_cancel: s.statusBeforeCancel,
  updated_at: s.updatedAt,
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
      amount_pence: subscription.amountPence ?? PLAN.pricePence,
      preferred_pay_day: subscription.preferredPayDay,
      trial_ends_at: subscription.trialEndsAt,
      billing_period: subscription.billingPeriod ?? subscription.nextChargeAt,
      next_charge_at: subscription.nextChargeAt,
      failed_attempts: subscription.failedAttempts ?? 0,
      last_billing_date: subscription.lastBillingDate ?? null,
      created_at: now,
      updated_at: now,
    });
    return toSubscription(row);
  }
  async findByUserId(userId: string) {
    const row = await this.Subscriptions.query().where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id').first();
    return row ? toSubscription(row) : null;
  }
  async findById(id: string) {
    const row = await this.Subscriptions.query().findById(id);
    return row ? toSubscription(row) : null;
  }
  async updateStatus(id: string, status: SubscriptionStatus, at: Date) {
    const patch: Partial<SubscriptionModel> = { status, updated_at: at };
    if (status === 'cancelled') patch.cancelled_at = at;
    const row = await this.Subscriptions.query().patchAndFetchById(id, patch);
    if (!row) throw new Error(`subscription ${id} not found`);
    return toSubscription(row);
  }
  async save(subscription: Subscription) {
    const row = await this.Subscriptions.query().patchAndFetchById(subscription.id, subscriptionColumns(subscription));
    if (!row) throw new Error(`subscription ${subscription.id} not found`);
    return toSubscription(row);
  }
}
