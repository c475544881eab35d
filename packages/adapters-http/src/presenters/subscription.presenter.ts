import type { Subscription } from '@larder/domain/billing/subscription';
import type { TSubscriptionView } from '@larder/contract/billing';

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

/** The subscription as the pages read it; the next billing date only while billing is scheduled. */
export function presentSubscription(s: Subscription): TSubscriptionView {
  return {
    id: s.id,
    status: s.status,
    amount: s.amountPence / 100,
    amountPence: s.amountPence,
    currency: 'GBP',
    billingDay: s.preferredPayDay,
    lastBillingDate: day(s.lastBillingDate),
    nextBillingDate: s.status === 'cancelled' || s.status === 'failed' ? null : day(s.nextChargeAt),
    failedAttempts: s.failedAttempts,
    trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
    accessEndsAt: s.accessEndsAt?.toISOString() ?? null,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    provider: s.provider,
    card: s.card ? { brand: s.card.brand, last4: s.card.last4 } : null,
  };
}
