import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Mailer } from '../shared/mailer';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter';
import { formatPounds, parsePounds } from '../shared/money';
import { digestToken, newSecretToken } from '../shared/tokens';
import { addDays } from '../shared/clock';
import type { UserRepository } from '../accounts/ports';
import { type User, isEmail, normaliseEmail } from '../accounts/user';
import { type PostcodeDirectory, validatePostcode } from '../geography/postcode-directory';
import { firstChargeDate, isPayDay } from './billing-day';
import { cancel, changePayDay, ordinal, undoCancel, utcDate } from './billing-rules';
import type { RunDailyBilling } from './billing-run.use-case';
import { PLAN } from './plan';
import type {
  AuthorizationEventLog,
  CancellationUndoTokens,
  CardDetails,
  PaymentGateway,
  PaymentGateways,
  SavedPaymentMethod,
  SubscriptionRepository,
} from './ports';
import type { Subscription } from './subscription';

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

/** Who asks: the caller's address (for rate limits) and the site origin emailed links point to. */
export interface Caller {
  readonly address: string;
  readonly origin: string;
}

export type CancelMethod = 'self_serve_email' | 'self_serve_details' | 'in_app' | 'automation' | 'operator';

export interface CancelOutcome {
  readonly status: 'cancelled' | 'already_cancelled';
  readonly customerEmail: string;
  readonly accessEndsAt: Date | null;
  readonly subscription: Subscription;
}

/** Self-serve cancellation is rate limited per caller address and per account it names. */
export const CANCEL_IP_LIMIT: RateLimit = { name: 'cancel-ip', points: 10, durationSeconds: 3600 };
export const CANCEL_TARGET_LIMIT: RateLimit = { name: 'cancel-target', points: 5, durationSeconds: 3600 };

export const NOT_FOUND_BY_EMAIL = 'Unable to locate your subscription';
export const NOT_FOUND_BY_DETAILS = "We couldn't find a subscription matching these details. Please check your information and try again.";

const LIVE: readonly Subscription['status'][] = ['trialing', 'active', 'pending'];

/** `sam.patel@example.com` -> `s***@example.com`: enough for the household to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Everything a household (or an operator, or the support automation) does to a subscription. */
export class Subscriptions {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateways: PaymentGateways,
    private readonly billing: RunDailyBilling,
    private readonly events: AuthorizationEventLog,
    private readonly undoTokens: CancellationUndoTokens,
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly postcodes: PostcodeDirectory,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  current(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findByUserId(userId);
  }

  /** Whether the household may start a subscription (it has no live one): the /subscribe page asks before showing the card form. */
  async canStart(userId: string): Promise<Result<true, DomainError>> {
    const existing = await this.subscriptions.findByUserId(userId);
    return existing && LIVE.includes(existing.status) ? this.exists(existing) : ok(true);
  }

  /** The /subscribe page: a card saved through the primary provider starts the subscription. */
  async start(user: User, input: { paymentMethodId: string; payDay: number | string | undefined }): Promise<Result<Subscription, DomainError>> {
    const payDay = this.payDay(input.payDay ?? 1, 'preferredPayDay');
    if (!payDay.ok) return payDay;
    const existing = await this.subscriptions.findByUserId(user.id);
    if (existing && LIVE.includes(existing.status)) return this.exists(existing);
    const gateway = this.gateways.primary;
    const saved = await gateway.saveCard({ paymentMethodId: input.paymentMethodId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() });
    if (!saved.ok) {
      await this.event(user.id, null, 'payment_method_added', 'card_setup', 0, 'failed');
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
      await this.event(user.id, existing?.id ?? null, 'payment_method_added', 'card_form', 0, 'failed');
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
      await this.event(user.id, existing.id, 'payment_method_added', 'card_form', 0, 'succeeded');
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
    await this.event(user.id, subscription.id, 'payment_method_added', method, 0, 'succeeded');
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
    const charged = await this.billing.chargeNow(subscription);
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
    const payDay = this.payDay(input.billingDay, 'billingDay');
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

  private payDay(value: number | string, field: string): Result<number, DomainError> {
    const day = typeof value === 'number' ? value : /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN;
    return isPayDay(day) ? ok(day) : invalid(field, 'Billing day must be between 1 and 31');
  }

  private exists(existing: Subscription): Result<never, DomainError> {
    return fail('SUBSCRIPTION.EXISTS', existing.status === 'trialing' ? 'Your free trial is already running.' : 'You already have a subscription.');
  }

  async changeBillingDay(userId: string, day: number | string): Promise<Result<Subscription, DomainError>> {
    const payDay = this.payDay(day, 'billingDay');
    if (!payDay.ok) return payDay;
    const subscription = await this.subscriptions.findByUserId(userId);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', "You don't have an active Acquired subscription yet.");
    const moved = changePayDay(subscription, payDay.value, this.clock.now());
    if (!moved.ok) return moved;
    this.logger.info({ subscriptionId: subscription.id, payDay: payDay.value }, 'billing day changed');
    return ok(await this.subscriptions.save(moved.value));
  }

  /** Cancels the signed-in household's own subscription (the subscription manager). */
  async cancelOwn(userId: string, origin: string, method: CancelMethod = 'in_app'): Promise<Result<CancelOutcome, DomainError>> {
    const user = await this.users.findById(userId);
    const subscription = await this.subscriptions.findByUserId(userId);
    if (!user || !subscription) return fail('SUBSCRIPTION.NOT_FOUND', "You don't have an active Acquired subscription yet.");
    return ok(await this.cancelFor(user, subscription, method, origin));
  }

  /** Public cancellation by email and name: all three must match the account. */
  async cancelByEmail(input: { email: string; firstName: string; lastName: string }, caller: Caller): Promise<Result<CancelOutcome, DomainError>> {
    const email = normaliseEmail(input.email);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!email || !firstName || !lastName) return invalid(!email ? 'email' : !firstName ? 'firstName' : 'lastName', 'Please fill in your email, first name and last name.');
    const limited = await this.limit(caller.address, `email:${email}`);
    if (!limited.ok) return limited;
    const user = await this.users.findByEmail(email);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
    if (!user || !same(user.firstName, firstName) || !same(user.lastName, lastName)) return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_EMAIL);
    const subscription = await this.subscriptions.findByUserId(user.id);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_EMAIL);
    return ok(await this.cancelFor(user, subscription, 'self_serve_email', caller.origin));
  }

  /** Public cancellation by name and postcode: exactly one account must match, else nothing is cancelled. */
  async cancelByDetails(input: { firstName: string; lastName: string; postcode: string }, caller: Caller): Promise<Result<CancelOutcome, DomainError>> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName || !lastName || !input.postcode.trim()) return invalid(!firstName ? 'firstName' : !lastName ? 'lastName' : 'postcode', 'Please fill in your first name, last name and postcode.');
    const postcode = validatePostcode(input.postcode, this.postcodes);
    if (!postcode.ok) return postcode;
    const target = `details:${firstName.toLowerCase()}|${lastName.toLowerCase()}|${postcode.value.value}`;
    const limited = await this.limit(caller.address, target);
    if (!limited.ok) return limited;
    const key = (p: string | null) => (p ?? '').replace(/\s+/g, '').toUpperCase();
    const matches = (await this.users.findByName(firstName, lastName, 20)).filter((u) => key(u.profile.postcode) === key(postcode.value.value));
    const withSubscription: Array<{ user: User; subscription: Subscription }> = [];
    for (const user of matches) {
      const subscription = await this.subscriptions.findByUserId(user.id);
      if (subscription) withSubscription.push({ user, subscription });
    }
    if (withSubscription.length !== 1) {
      if (withSubscription.length > 1) this.logger.warn({ matches: withSubscription.length }, 'cancel by details matched several accounts; nothing cancelled');
      return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_DETAILS);
    }
    const { user, subscription } = withSubscription[0]!;
    const outcome = await this.cancelFor(user, subscription, 'self_serve_details', caller.origin);
    return ok({ ...outcome, customerEmail: maskEmail(outcome.customerEmail) });
  }

  private async limit(callerKey: string, target: string): Promise<Result<true, DomainError>> {
    for (const [limit, key] of [
      [CANCEL_IP_LIMIT, callerKey],
      [CANCEL_TARGET_LIMIT, target],
    ] as const) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', 'Too many cancellation attempts. Please wait a while and try again, or contact support.', { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    return ok(true);
  }

  private async cancelFor(user: User, subscription: Subscription, method: CancelMethod, origin: string): Promise<CancelOutcome> {
    const now = this.clock.now();
    const cancelled = cancel(subscription, now);
    if (!cancelled.ok) {
      const endsAt = subscription.accessEndsAt && subscription.accessEndsAt.getTime() > now.getTime() ? subscription.accessEndsAt : null;
      return { status: 'already_cancelled', customerEmail: user.email, accessEndsAt: endsAt, subscription };
    }
    const saved = await this.subscriptions.save(cancelled.value);
    await this.event(user.id, saved.id, 'cancellation', method, 0, 'succeeded');
    this.logger.info({ subscriptionId: saved.id, method }, 'subscription cancelled');
    const accessEndsAt = saved.accessEndsAt!;
    const token = newSecretToken();
    await this.undoTokens.issue({ subscriptionId: saved.id, tokenHash: digestToken(token), expiresAt: accessEndsAt });
    const undoUrl = `${origin}/cancel-subscription/undo?token=${encodeURIComponent(token)}`;
    const access = accessEndsAt.getTime() > now.getTime() ? `You keep full access until ${longDate(accessEndsAt)}, and nothing more will be charged.` : 'Nothing more will be charged.';
    await this.mailer.send({
      kind: 'subscription-cancelled',
      to: user.email,
      subject: 'Your Larder subscription is cancelled',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Your Larder subscription has been cancelled.',
        access,
        '',
        accessEndsAt.getTime() > now.getTime() ? `Changed your mind, or was this not you? Keep your subscription with one click (works until ${longDate(accessEndsAt)}):` : 'Was this not you? Contact support.',
        ...(accessEndsAt.getTime() > now.getTime() ? [undoUrl] : []),
      ].join('\n'),
    });
    return { status: 'cancelled', customerEmail: user.email, accessEndsAt: accessEndsAt.getTime() > now.getTime() ? accessEndsAt : null, subscription: saved };
  }

  /** The emailed one-click undo: restores the subscription while its access lasts. */
  async undo(token: string): Promise<Result<Subscription, DomainError>> {
    const now = this.clock.now();
    const found = await this.undoTokens.consume(digestToken(token), now);
    if (!found) return fail('SUBSCRIPTION.UNDO_EXPIRED', 'This link has expired or has already been used. Please subscribe again from your account.');
    const subscription = await this.subscriptions.findById(found.subscriptionId);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', 'This subscription no longer exists.');
    const restored = undoCancel(subscription, now);
    if (!restored.ok) return restored;
    const saved = await this.subscriptions.save(restored.value);
    await this.event(saved.userId, saved.id, 'cancellation', 'undo', 0, 'reverted');
    const user = await this.users.findById(saved.userId);
    if (user) {
      await this.mailer.send({
        kind: 'subscription-restored',
        to: user.email,
        subject: 'Your Larder subscription continues',
        text: [`Hello ${user.firstName},`, '', 'Your cancellation is undone and your subscription continues as before.', saved.nextChargeAt ? `Next payment: £${formatPounds(saved.amountPence)} on ${longDate(saved.nextChargeAt)}.` : ''].join('\n'),
      });
    }
    return ok(saved);
  }

  private async event(userId: string | null, subscriptionId: string | null, eventType: 'payment_method_added' | 'cancellation' | 'signup' | 'refund_processed', method: string, amountPence: number, status: 'succeeded' | 'failed' | 'reverted') {
    await this.events.record({ userId, subscriptionId, eventType, authorizationMethod: method, amountPence, status }, this.clock.now());
  }
}

