import { digestToken } from '../../shared/tokens';
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Clock, addMinutes } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { UserRepository } from '../../accounts/ports';
import { EMPTY_PROFILE, type User, isEmail, normaliseEmail } from '../../accounts/user';
import { isPayDay } from '../../billing/billing-day';
import type { PaymentGateways, SetupIntent } from '../../billing/ports';
import type { Subscription } from '../../billing/subscription';
import type { StartSubscription } from '../../billing/start-subscription/start-subscription.use-case';
import type { LeadEventType, StoredLead } from '../lead';
import type { LeadStore } from '../ports';

export const SESSION_NOT_FOUND = 'We could not find this session. Please use the link from your application.';
export const SESSION_EXPIRED = 'This session has expired. Please apply again with your lender.';
/** A subscribe left half-way by a crash is taken over after this many minutes. */
export const SUBSCRIBE_STALE_MINUTES = 5;

export interface LeadSubscribeInput {
  readonly paymentMethodId: string;
  readonly payDay?: number | string | undefined;
  readonly customerName?: string | undefined;
  readonly customerEmail?: string | undefined;
}

export interface LeadSubscribed {
  readonly lead: StoredLead;
  readonly subscription: Subscription | null;
  /** True when this lead had already subscribed: nothing new was created or charged. */
  readonly alreadySubscribed: boolean;
}

const splitName = (name: string): { firstName: string; lastName: string } => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
};

/**
 * The lead's journey (document 002 section 4): the welcome page, the payment page, the trial with a card,
 * then the lender-matching partner. Everything is keyed by the session id the intake answered, and stops
 * working when the session expires.
 */
export class LeadJourney {
  constructor(
    private readonly store: LeadStore,
    private readonly users: UserRepository,
    private readonly startSubscription: StartSubscription,
    private readonly gateways: PaymentGateways,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The bought lead behind a session: 404 when unknown (or purged), 410 once expired. */
  async view(sessionId: string): Promise<Result<StoredLead, DomainError>> {
    const lead = sessionId ? await this.store.findBySession(digestToken(sessionId)) : null;
    if (!lead || !lead.applicant || lead.status !== 'accepted') return fail('LEAD.NOT_FOUND', SESSION_NOT_FOUND);
    if (!lead.expiresAt || lead.expiresAt.getTime() <= this.clock.now().getTime()) return fail('LEAD.EXPIRED', SESSION_EXPIRED);
    return ok(lead);
  }

  async track(sessionId: string, type: Exclude<LeadEventType, 'subscribed'>): Promise<Result<StoredLead, DomainError>> {
    const lead = await this.view(sessionId);
    if (!lead.ok) return lead;
    await this.store.recordEvent(lead.value.id, type, this.clock.now());
    return lead;
  }

  /** The card form's setup intent, from the primary provider (no customer exists until the card is saved). */
  async createSetupIntent(sessionId: string): Promise<Result<SetupIntent, DomainError>> {
    const lead = await this.view(sessionId);
    if (!lead.ok) return lead;
    return ok(await this.gateways.primary.createSetupIntent());
  }

  /**
   * Starts the 7-day trial with the card: creates the household account (passwordless: it signs in by
   * emailed link) or links the one that has the lead's email, then StartSubscription.start. At most once per
   * lead: a second submission while the first runs is refused, and one after it succeeded changes nothing.
   */
  async subscribe(sessionId: string, input: LeadSubscribeInput): Promise<Result<LeadSubscribed, DomainError>> {
    const viewed = await this.view(sessionId);
    if (!viewed.ok) return viewed;
    const lead = viewed.value;
    const applicant = lead.applicant!;
    if (lead.subscriptionId) return ok({ lead, subscription: null, alreadySubscribed: true });
    if (!input.paymentMethodId) return invalid('paymentMethodId', 'Please add a card to start your free trial');
    const payDayText = input.payDay === undefined || input.payDay === '' ? String(lead.payDay ?? 1) : String(input.payDay);
    const payDay = /^\s*\d{1,2}\s*$/.test(payDayText) ? Number(payDayText) : NaN;
    if (!isPayDay(payDay)) return invalid('payDay', 'Billing day must be between 1 and 31');
    const email = normaliseEmail(input.customerEmail?.trim() ? input.customerEmail : applicant.email);
    if (!isEmail(email)) return invalid('customerEmail', 'Please enter a valid email address');
    const named = input.customerName?.trim() ? splitName(input.customerName) : { firstName: applicant.firstName, lastName: applicant.lastName };

    const now = this.clock.now();
    if (!(await this.store.beginSubscribe(lead.id, now, addMinutes(now, -SUBSCRIBE_STALE_MINUTES)))) {
      const again = await this.store.findBySession(digestToken(sessionId));
      if (again?.subscriptionId) return ok({ lead: again, subscription: null, alreadySubscribed: true });
      return fail('LEAD.SUBSCRIBE_IN_PROGRESS', 'Your subscription is already being set up. Please wait a moment.');
    }
    try {
      const user = await this.accountFor(email, applicant.email, named.firstName || applicant.firstName, named.lastName || applicant.lastName, applicant.currentPostcode);
      if (!user.ok) {
        await this.store.releaseSubscribe(lead.id);
        return user;
      }
      const started = await this.startSubscription.start(user.value, { paymentMethodId: input.paymentMethodId, payDay });
      if (!started.ok) {
        await this.store.releaseSubscribe(lead.id);
        return started;
      }
      await this.store.completeSubscribe(lead.id, user.value.id, started.value.id, this.clock.now());
      await this.store.recordEvent(lead.id, 'subscribed', this.clock.now());
      this.logger.info({ leadId: lead.id, userId: user.value.id, subscriptionId: started.value.id }, 'lead subscribed');
      const after = (await this.store.findBySession(digestToken(sessionId))) ?? lead;
      return ok({ lead: after, subscription: started.value, alreadySubscribed: false });
    } catch (error) {
      await this.store.releaseSubscribe(lead.id);
      throw error;
    }
  }

  /**
   * The household account: a new passwordless one, or the existing account of the lead's own email (the
   * buyer vouched for it). Another existing account is not taken over from a lead page: sign in instead.
   */
  private async accountFor(email: string, leadEmail: string, firstName: string, lastName: string, postcode: string): Promise<Result<User, DomainError>> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (email === normaliseEmail(leadEmail)) return ok(existing);
      return fail('ACCOUNT.EMAIL_TAKEN', 'An account with this email already exists. Please sign in instead.');
    }
    const created = await this.users.create({ email, passwordHash: null, firstName, lastName, role: 'user', profile: { ...EMPTY_PROFILE, postcode } });
    if (created) return ok(created);
    // Created meanwhile by another call with the same email.
    const raced = await this.users.findByEmail(email);
    if (raced && email === normaliseEmail(leadEmail)) return ok(raced);
    return fail('ACCOUNT.EMAIL_TAKEN', 'An account with this email already exists. Please sign in instead.');
  }
}
