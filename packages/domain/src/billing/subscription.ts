export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'pending', 'failed', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
  /** The first six digits, kept for BIN reporting (never the full number). */
  readonly bin: string | null;
}

export interface Subscription {
  readonly id: string;
  readonly userId: string;
  readonly status: SubscriptionStatus;
  readonly provider: string;
  readonly providerCustomerId: string | null;
  readonly paymentMethodId: string | null;
  readonly card: CardSummary | null;
  readonly preferredPayDay: number;
  readonly trialEndsAt: Date | null;
  readonly nextChargeAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
