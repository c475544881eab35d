import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { Mailer } from '../../shared/mailer';
import { formatPounds, parsePounds } from '../../shared/money';
import { newSecretToken } from '../../shared/tokens';
import { addDays } from '../../shared/clock';
import { type User, isEmail, normaliseEmail } from '../../accounts/user';
import { firstChargeDate, readPayDay } from '../billing-day';
import { changePayDay, ordinal, utcDate } from '../billing-rules';
import { recordAuthorization } from '../authorization-events';
import type { ChargeNow } from '../charge-now/charge-now.use-case';
import { PLAN } from '../plan';
import type { AuthorizationEventLog, CardDetails, PaymentGateway, PaymentGateways, SavedPaymentMethod, SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';
import { longDate } from '../wording';

/** The card form's fields, normalised from either shape the /api/acquired/create-subscription call accepts. */
export interface CardFormInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  /** Pounds ("19.99") from the in-app form, or pence (1999) from the test page. */
  readonly amount: { readonly pounds: string | number } | { readonly pence: number | string } | null;
  readonly billingDay: number | string;
  readonly card: { holderName: string; number: string; expiryMonth: number | string; expiryYear: number | string; cvv: string };
}

const LIVE: readonly Subscription['status'][] = ['trialing', 'active', 'pending'];

/** A household starts its subscription: from the /subscribe page's saved card, or with the second provider's card form. */
export class StartSubscription {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateways: PaymentGateways,
    private readonly chargeNow: ChargeNow,
    private readonly events: AuthorizationEventLog,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Whether the household may start a subscription (it has no live one): the /subscribe page asks before showing the card form. */
  async canStart(userId: string): Promise<Result<true, DomainError>> {
    const existing = await this.subscriptions.findByUserId(userId);
    return existing && LIVE.includes(existing.status) ? this.exists(existing) : ok(true);
  }

  /** The /subscribe page: a card saved through the primary provider starts the subscription. */
  async start(user: User, input: { paymentMethodId: string; payDay: number | string | undefined }): Promise<Result<Subscription, DomainError>> {
    const payDay = readPayDay(input.payDay ?? 1, 'preferredPayDay');
    if (!payDay.ok) return payDay;
    const existing = await this.subscriptions.findByUserId(user.id);
    if (existing && LIVE.includes(existing.status)) return this.exists(existing);
    const gateway = this.gateways.primary;
    const saved = await gateway.saveCard({ paymentMethodId: input.paymentMethodId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() });
    if (!saved.ok) {
      await recordAuthorization(this.events, this.clock, { userId: user.id, subscriptionId: null, eventType: 'payment_method_added', method: 'card_setup', amountPence: 0, status: 'failed' });
      return saved;
    }
    return this.open(user, gateway, saved.value, payDay.value, existing === null, 'card_setup');
  }

  /**
   * The second provider's card form (in-app form and test page): the card goes straight to the provider.
   * `replacedCard` tells that the card went onto a live subscription rather than starting one.
   */
  async subscribeWithCard(user: User, input: CardFormInput): Promise<Result<{ subscription: Subscription; replacedCard: boolean }, DomainError>> {
    const checked = this.checkCardForm(input);
    if (!checked.ok) return checked;
    const { card, payDay } = checked.value;
    const gateway = this.gateways.cardForm;
    if (!gateway.registerCardDetails) return fail('PAYMENT.NOT_CONFIGURED', 'Card payments on this form are not available. Please contact support.');
    const existing = await this.subscriptions.findByUserId(user.id);
    const firstTime = existing === null;
    // A first subscription starts with the trial: the card is verified (3-D Secure) for £0 and charged after it.
    // A returning household pays its first month now, through the billing run's exactly-once path.
    const registered = await gateway.registerCardDetails({
      card,
      customer: { email: user.email, firstName: input.firstName.trim(), lastName: input.lastName.trim() },
      amountPence: 0,
      idempotencyKey: `larder-card-${user.id}-${newSecretToken().slice(0, 16)}`,
    });
    if (!registered.ok) {
      await recordAuthorization(this.events, this.clock, { userId: user.id, subscriptionId: existing?.id ?? null, eventType: 'payment_method_added', method: 'card_form', amountPence: 0, status: 'failed' });
      return registered;
    }
    if (existing && LIVE.includes(existing.status)) {
      // A new card for a live subscription: the schedule stays as it is.
      const updated = await this.subscriptions.save({
        ...existing,
        provider: gateway.provider,
        providerCustomerId: registered.value.saved.customerId,
        paymentMethodId: registered.value.saved.paymentMethodId,
        card: registered.value.saved.card,
        updatedAt: this.clock.now(),
      });
      await recordAuthorization(this.events, this.clock, { userId: user.id, subscriptionId: existing.id, eventType: 'payment_method_added', method: 'card_form', amountPence: 0, status: 'succeeded' });
      if (existing.preferredPayDay !== payDay && updated.status !== 'pending') {
        const moved = changePayDay(updated, payDay, this.clock.now());
        if (moved.ok) return ok({ subscription: await this.subscriptions.save(moved.value), replacedCard: true });
      }
      return ok({ subscription: updated, replacedCard: true });
    }
    const opened = await this.open(user, gateway, registered.value.saved, payDay, firstTime, 'card_form');
    return opened.ok ? ok({ subscription: opened.value, replacedCard: false }) : opened;
  }

  /** Creates the subscription: a trial for a first subscription, else the first month charged now. */
  private async open(user: User, gateway: PaymentGateway, saved: SavedPaymentMethod, payDay: number, trial: boolean, method: string): Promise<Result<Subscription, DomainError>> {
    const now = this.clock.now();
    const trialEndsAt = trial ? addDays(now, PLAN.trialDays) : null;
    const first = trialEndsAt ? firstChargeDate(trialEndsAt, payDay) : utcDate(now);
    const subscription = await this.subscriptions.create({
      userId: user.id,
      status: trial ? 'trialing' : 'pending',
      provider: gateway.provider,
      providerCustomerId: saved.customerId,
      paymentMethodId: saved.paymentMethodId,
      card: saved.card,
      preferredPayDay: payDay,
      trialEndsAt,
      nextChargeAt: first,
      billingPeriod: first,
    });
    await recordAuthorization(this.events, this.clock, { userId: user.id, subscriptionId: subscription.id, eventType: 'payment_method_added', method, amountPence: 0, status: 'succeeded' });
    if (trial) {
      this.logger.info({ userId: user.id, provider: gateway.provider }, 'trial started');
      await this.mailer.send({
        kind: 'trial-started',
        to: user.email,
        subject: 'Your Larder free trial has started',
        text: [
          `Hello ${user.firstName},`,
          '',
          `Your ${PLAN.trialDays}-day free trial has started. Nothing is charged before it ends.`,
          `Then Larder costs £${formatPounds(PLAN.pricePence)} a month on the ${ordinal(payDay)} of each month (the last day in shorter months); the first charge is on ${longDate(first)}.`,
        ].join('\n'),
      });
      return ok(subscription);
    }
    const charged = await this.chargeNow.execute(subscription);
    if (charged.result !== 'charged') {
      const failed = await this.subscriptions.save({ ...charged.subscription, status: 'failed', nextChargeAt: null, updatedAt: this.clock.now() });
      this.logger.info({ userId: user.id, subscriptionId: failed.id, result: charged.result }, 'first payment not taken');
      return fail('PAYMENT.DECLINED', charged.message ?? 'There was an issue processing your payment. Please try again.');
    }
    return ok(charged.subscription);
  }

  private checkCardForm(input: CardFormInput): Result<{ card: CardDetails; payDay: number }, DomainError> {
    if (input.firstName.trim().length < 2) return invalid('firstName', 'First name must be at least 2 characters');
    if (input.lastName.trim().length < 2) return invalid('lastName', 'Last name must be at least 2 characters');
    if (input.email !== undefined && input.email.trim() !== '' && !isEmail(normaliseEmail(input.email))) return invalid('email', 'Please enter a valid email address');
    if (input.amount !== null) {
      const amount = 'pounds' in input.amount ? parsePounds(input.amount.pounds) : /^\d{1,7}$/.test(String(input.amount.pence)) ? Number(input.amount.pence) : null;
      if (amount === null || amount < 100 || amount > 10_000) return invalid('amount', 'Amount must be between £1 and £100');
      if (amount !== PLAN.pricePence) return invalid('amount', `Larder Pro costs £${formatPounds(PLAN.pricePence)} a month; no other amount can be charged.`);
    }
    const payDay = readPayDay(input.billingDay, 'billingDay');
    if (!payDay.ok) return payDay;
    const number = input.card.number.replace(/\s+/g, '');
    if (!/^\d*$/.test(number) || number.length < 13) return invalid('cardNumber', 'Card number must be at least 13 digits');
    if (number.length > 19) return invalid('cardNumber', 'Card number too long');
    const month = Number(input.card.expiryMonth);
    if (input.card.expiryMonth === '' || !Number.isInteger(month) || month < 1 || month > 12) return invalid('expiryMonth', 'Expiry month required');
    let year = Number(input.card.expiryYear);
    if (input.card.expiryYear === '' || !Number.isInteger(year) || year <= 0) return invalid('expiryYear', 'Expiry year required');
    if (year < 100) year += 2000;
    const now = this.clock.now();
    if (Date.UTC(year, month, 1) <= now.getTime()) return invalid('expiryYear', 'This card has expired');
    if (!/^\d*$/.test(input.card.cvv) || input.card.cvv.length < 3) return invalid('cvv', 'CVV must be at least 3 digits');
    if (input.card.cvv.length > 4) return invalid('cvv', 'CVV too long');
    if (input.card.holderName.trim().length < 2) return invalid('holderName', 'Cardholder name required');
    return ok({ card: { holderName: input.card.holderName.trim(), number, expiryMonth: month, expiryYear: year, cvv: input.card.cvv }, payDay: payDay.value });
  }

  private exists(existing: Subscription): Result<never, DomainError> {
    return fail('SUBSCRIPTION.EXISTS', existing.status === 'trialing' ? 'Your free trial is already running.' : 'You already have a subscription.');
  }
}
