import type { Result } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { CardSummary, Subscription, SubscriptionStatus } from './subscription';

export type NewSubscription = Omit<Subscription, 'id' | 'createdAt' | 'updatedAt' | 'cancelledAt'>;

export interface SubscriptionRepository {
  create(subscription: NewSubscription): Promise<Subscription>;
  /** The user's latest subscription. */
  findByUserId(userId: string): Promise<Subscription | null>;
  updateStatus(id: string, status: SubscriptionStatus, at: Date): Promise<Subscription>;
}
export const SUBSCRIPTION_REPOSITORY = Symbol('SubscriptionRepository');

export interface SetupIntent {
  readonly id: string;
  readonly clientSecret: string;
}

export interface SavedPaymentMethod {
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly card: CardSummary;
}

/** A card payment provider (simulated, Stripe, Acquired). */
export interface PaymentGateway {
  readonly provider: string;
  /** Starts saving a card for later charges (no money moves). */
  createSetupIntent(): Promise<SetupIntent>;
  /** Creates the provider's customer and attaches the card, verifying it can be charged later. */
  saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>>;
}
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
