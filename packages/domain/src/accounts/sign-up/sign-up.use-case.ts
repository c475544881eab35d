import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Clock, addDays } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { Mailer } from '../../shared/mailer';
import { formatPounds } from '../../shared/money';
import { DEFAULT_PAY_DAY, firstChargeDate, isPayDay } from '../../billing/billing-day';
import { PLAN } from '../../billing/plan';
import type { AuthorizationEventLog, PaymentGateway, SubscriptionRepository } from '../../billing/ports';
import type { Subscription } from '../../billing/subscription';
import { DEFAULT_HOUSEHOLD_SIZE } from '../household-options';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import {
  parseAllergies,
  parseCookingSkill,
  parseCuisines,
  parseDietary,
  parseHouseholdSize,
  parseWeeklyBudget,
} from '../profile-rules';
import type { PasswordHasher, UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';
import { EMPTY_PROFILE, type User, isEmail, normaliseEmail } from '../user';
import { checkPassword } from './password-rules';

/** The signup form of document 000 section 3 (all fields optional here; the rules below decide). */
export interface SignupFormData {
  readonly email?: string;
  readonly password?: string;
  readonly confirmPassword?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly postcode?: string;
  readonly householdSize?: unknown;
  readonly weeklyBudget?: unknown;
  readonly preferredPayDay?: unknown;
  readonly cookingSkill?: unknown;
  readonly dietaryRestrictions?: unknown;
  readonly cuisinePreferences?: unknown;
  readonly allergies?: unknown;
}

export interface SignUpResult {
  readonly user: User;
  readonly subscription: Subscription;
  readonly session: StartedSession;
}

/** Kept as the documents word it; asked only after the card was accepted. */
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
const REQUIRED = 'Please fill in all required fields (email, name, postcode)';
const blank = (value: string | undefined) => !value || value.trim() === '';

/** Creates the account with its card saved and a 7-day trial; signs the household in. */
export class SignUpWithPayment {
  constructor(
    private readonly users: UserRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: PaymentGateway,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly postcodes: PostcodeDirectory,
    private readonly events: AuthorizationEventLog,
  ) {}

  async execute(form: SignupFormData, paymentMethodId: string | undefined): Promise<Result<SignUpResult, DomainError>> {
    if (blank(form.email)) return invalid('email', REQUIRED);
    if (blank(form.firstName)) return invalid('firstName', REQUIRED);
    if (blank(form.postcode)) return invalid('postcode', REQUIRED);
    const email = normaliseEmail(form.email!);
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    const password = checkPassword(form.password ?? '', form.confirmPassword ?? form.password ?? '');
    if (!password.ok) return password;
    const postcode = validatePostcode(form.postcode!, this.postcodes);
    if (!postcode.ok) return postcode;
    const size = form.householdSize === undefined || form.householdSize === '' ? ok(DEFAULT_HOUSEHOLD_SIZE) : parseHouseholdSize(form.householdSize);
    if (!size.ok) return size;
    const budget = form.weeklyBudget === undefined || form.weeklyBudget === '' ? ok(null) : parseWeeklyBudget(form.weeklyBudget);
    if (!budget.ok) return budget;
    const payDayText = form.preferredPayDay === undefined || form.preferredPayDay === '' ? String(DEFAULT_PAY_DAY) : String(form.preferredPayDay);
    const payDay = /^\d{1,2}$/.test(payDayText) ? Number(payDayText) : NaN;
    if (!isPayDay(payDay)) return invalid('preferredPayDay', 'Payment day must be a day of the month from 1 to 31');
    const skill = form.cookingSkill === undefined || form.cookingSkill === '' ? ok(null) : parseCookingSkill(form.cookingSkill);
    if (!skill.ok) return skill;
    const restrictions = parseDietary(form.dietaryRestrictions, 'dietaryRestrictions');
    if (!restrictions.ok) return restrictions;
    const cuisines = parseCuisines(form.cuisinePreferences);
    if (!cuisines.ok) return cuisines;
    const allergies = parseAllergies(form.allergies);
    if (!allergies.ok) return allergies;
    if (!paymentMethodId) return invalid('paymentMethodId', 'Please add a card to start your free trial');

    // The card first: whether an email has an account is told only to someone holding a card that works (and
    // card attempts are limited per account, per address and overall at the edge), never for free.
    const firstName = form.firstName!.trim();
    const lastName = (form.lastName ?? '').trim();
    const card = await this.gateway.saveCard({ paymentMethodId, email, name: `${firstName} ${lastName}`.trim() });
    if (!card.ok) {
      await this.events.record({ userId: null, subscriptionId: null, eventType: 'signup', authorizationMethod: 'card_setup', amountPence: 0, status: 'failed' }, this.clock.now());
      return card;
    }
    if (await this.users.findByEmail(email)) return fail('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);

    const user = await this.users.create({
      email,
      passwordHash: password.value === null ? null : await this.hasher.hash(password.value),
      firstName,
      lastName,
      role: 'user',
      profile: {
        ...EMPTY_PROFILE,
        postcode: postcode.value.value,
        householdSize: size.value,
        weeklyBudget: budget.value,
        cookingSkill: skill.value,
        // One diet list (see householdDiets): both names hold it.
        dietaryPreferences: restrictions.value,
        dietaryRestrictions: restrictions.value,
        cuisinePreferences: cuisines.value,
        allergies: allergies.value,
      },
    });
    if (!user) return fail('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);

    const now = this.clock.now();
    const trialEndsAt = addDays(now, PLAN.trialDays);
    const subscription = await this.subscriptions.create({
      userId: user.id,
      status: 'trialing',
      provider: this.gateway.provider,
      providerCustomerId: card.value.customerId,
      paymentMethodId: card.value.paymentMethodId,
      card: card.value.card,
      preferredPayDay: payDay,
      trialEndsAt,
      nextChargeAt: firstChargeDate(trialEndsAt, payDay),
    });
    for (const eventType of ['signup', 'payment_method_added'] as const) {
      await this.events.record({ userId: user.id, subscriptionId: subscription.id, eventType, authorizationMethod: 'card_setup', amountPence: 0, status: 'succeeded' }, now);
    }
    const session = await this.sessions.start(user.id, false);
    this.logger.info({ userId: user.id, provider: this.gateway.provider }, 'account created with trial');
    await this.sendWelcome(user, subscription);
    return ok({ user, subscription, session });
  }

  private async sendWelcome(user: User, subscription: Subscription): Promise<void> {
    const firstCharge = subscription.nextChargeAt?.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    await this.mailer.send({
      kind: 'welcome',
      to: user.email,
      subject: 'Welcome to Larder: your 7-day free trial has started',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your free trial runs for ${PLAN.trialDays} days. Nothing is charged before it ends.`,
        `After that, Larder costs £${formatPounds(PLAN.pricePence)} a month, taken on day ${subscription.preferredPayDay} of each month (the last day in shorter months); the first charge is on ${firstCharge}.`,
        'You can cancel at any time from your account or at /cancel-subscription.',
      ].join('\n'),
    });
  }
}
