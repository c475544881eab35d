import { InMemoryAuthorizationEventLog } from '../../testing/in-memory-billing';
import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { accountTypeOf } from '../user';
import { GetAccount } from '../get-account/get-account.use-case';
import { type SignupFormData, SignUpWithPayment } from './sign-up.use-case';
import { checkPassword } from './password-rules';

const REQUIRED = 'Please fill in all required fields (email, name, postcode)';

function setup(start?: string) {
  const f = accountsFixture(start);
  const signUp = new SignUpWithPayment(f.users, f.subscriptions, f.gateway, f.hasher, f.sessions, f.mailer, f.clock, f.logger, f.postcodes, new InMemoryAuthorizationEventLog());
  return { ...f, signUp };
}

const form = (overrides: Partial<SignupFormData> = {}): SignupFormData => ({
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postcode: 'sw1a 1aa',
  householdSize: '4',
  weeklyBudget: '87.50',
  preferredPayDay: '1',
  ...overrides,
});

/** Nothing at all was created: no user, subscription, card, session or email. */
async function expectNothingCreated(f: ReturnType<typeof setup>) {
  expect(await f.users.list()).toEqual([]);
  expect(f.subscriptions.rows).toEqual([]);
  expect(f.gateway.saved).toEqual([]);
  expect(f.sessionRepo.rows.size).toBe(0);
  expect(f.mailer.sent).toEqual([]);
}

describe('SignUpWithPayment: validation', () => {
  it.each([
    ['email', { email: '' }],
    ['email', { email: '   ' }],
    ['email', { email: undefined }],
    ['firstName', { firstName: '' }],
    ['firstName', { firstName: ' \t ' }],
    ['postcode', { postcode: '' }],
    ['postcode', { postcode: undefined }],
  ] as const)('requires %s', async (field, overrides) => {
    const f = setup();
    const result = await f.signUp.execute(form(overrides), 'pm_card_visa');
    expect(result).toEqual({ ok: false, error: { code: 'VALIDATION', field, message: REQUIRED } });
    await expectNothingCreated(f);
  });

  it('does not require a last name', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ lastName: undefined }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.user.lastName).toBe('');
  });

  it('refuses passwords that do not match', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ password: 'correct horse', confirmPassword: 'correct house' }), 'pm_card_visa');
    expect(result).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'confirmPassword', message: 'Passwords do not match' } });
    await expectNothingCreated(f);
  });

  it('refuses a password shorter than 8 characters, and accepts exactly 8', async () => {
    const f = setup();
    const short = await f.signUp.execute(form({ password: 'seven77', confirmPassword: 'seven77' }), 'pm_card_visa');
    expect(short).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'password', message: 'Password must be at least 8 characters long' } });
    await expectNothingCreated(f);
    const eight = await f.signUp.execute(form({ password: 'eight888', confirmPassword: 'eight888' }), 'pm_card_visa');
    expect(eight.ok).toBe(true);
  });

  it('refuses an invalid email, postcode, household size, budget or pay day, creating nothing', async () => {
    const cases: Array<[Partial<SignupFormData>, string]> = [
      [{ email: 'not-an-email' }, 'email'],
      [{ postcode: 'Q1 1AA' }, 'postcode'],
      [{ householdSize: '11' }, 'householdSize'],
      [{ weeklyBudget: '9.99' }, 'weeklyBudget'],
      [{ preferredPayDay: '0' }, 'preferredPayDay'],
      [{ preferredPayDay: '32' }, 'preferredPayDay'],
      [{ preferredPayDay: '1.5' }, 'preferredPayDay'],
      [{ cookingSkill: 'chef' }, 'cookingSkill'],
      [{ allergies: ['Kryptonite'] }, 'allergies'],
    ];
    for (const [overrides, field] of cases) {
      const f = setup();
      const result = await f.signUp.execute(form(overrides), 'pm_card_visa');
      expect(result.ok, JSON.stringify(overrides)).toBe(false);
      if (!result.ok) expect(result.error, JSON.stringify(overrides)).toMatchObject({ code: 'VALIDATION', field });
      await expectNothingCreated(f);
    }
  });

  it('the postcode error carries the spec message', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ postcode: 'ABC 123' }), 'pm_card_visa');
    expect(result).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'postcode', message: 'Please enter a valid UK postcode' } });
  });

  it('needs a card', async () => {
    const f = setup();
    const result = await f.signUp.execute(form(), undefined);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'VALIDATION', field: 'paymentMethodId' });
    await expectNothingCreated(f);
  });
});

describe('SignUpWithPayment: the account', () => {
  it('creates a password account, storing a hash and never the password', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ email: '  Ada@Example.COM ' }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await f.users.findByEmail('ada@example.com');
    expect(stored).not.toBeNull();
    expect(stored!.id).toBe(result.value.user.id);
    expect(stored!.email).toBe('ada@example.com');
    expect(stored!.role).toBe('user');
    expect(stored!.passwordHash).not.toBeNull();
    expect(stored!.passwordHash).not.toContain('correct horse');
    expect(await f.hasher.verify(stored!.passwordHash!, 'correct horse')).toBe(true);
    expect(accountTypeOf(stored!)).toBe('password');
  });

  it('makes a magic-link account when the password is blank', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ password: '', confirmPassword: '' }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    const stored = await f.users.findByEmail('ada@example.com');
    expect(stored!.passwordHash).toBeNull();
    expect(accountTypeOf(stored!)).toBe('magic-link');
  });

  it('normalises and upper-cases the postcode and stores the household profile', async () => {
    const f = setup();
    const result = await f.signUp.execute(
      form({ postcode: ' ec1a1bb ', householdSize: '6+', weeklyBudget: '87.5', cookingSkill: 'Intermediate', allergies: ['nuts', 'Nuts'], cuisinePreferences: ['thai'] }),
      'pm_card_visa',
    );
    expect(result.ok).toBe(true);
    const stored = await f.users.findByEmail('ada@example.com');
    expect(stored!.profile).toEqual({
      postcode: 'EC1A 1BB',
      householdSize: 6,
      weeklyBudget: 8750,
      cookingSkill: 'intermediate',
      dietaryPreferences: [],
      dietaryRestrictions: [],
      cuisinePreferences: ['Thai'],
      allergies: ['Peanuts', 'Tree nuts'],
      avoids: [],
      // Who eats is set later (account, onboarding); until then everyone counts as an adult.
      members: [],
      leftovers: true,
    });
    expect(stored!.firstName).toBe('Ada');
    expect(stored!.lastName).toBe('Lovelace');
  });

  it('defaults household size to 4, budget to unset and pay day to 1', async () => {
    const f = setup();
    const result = await f.signUp.execute(form({ householdSize: '', weeklyBudget: '', preferredPayDay: undefined }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.user.profile.householdSize).toBe(4);
    expect(result.value.user.profile.weeklyBudget).toBeNull();
    expect(result.value.subscription.preferredPayDay).toBe(1);
  });

  it('a declined card (pm_card_chargeDeclined) fails with PAYMENT.DECLINED and creates no user', async () => {
    const f = setup();
    const result = await f.signUp.execute(form(), 'pm_card_chargeDeclined');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('PAYMENT.DECLINED');
    expect(await f.users.findByEmail('ada@example.com')).toBeNull();
    await expectNothingCreated(f);
  });

  it('a duplicate email fails with ACCOUNT.EMAIL_TAKEN and leaves the first account as it was', async () => {
    const f = setup();
    const first = await f.signUp.execute(form(), 'pm_card_visa');
    expect(first.ok).toBe(true);
    const before = await f.users.findByEmail('ada@example.com');
    const subscriptionsBefore = structuredClone(f.subscriptions.rows);
    f.clock.advanceMinutes(5);

    const second = await f.signUp.execute(
      form({ email: ' ADA@example.com', firstName: 'Impostor', password: 'another password', confirmPassword: 'another password', postcode: 'M1 1AE' }),
      'pm_card_mastercard',
    );
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error.code).toBe('ACCOUNT.EMAIL_TAKEN');

    expect(await f.users.findByEmail('ada@example.com')).toEqual(before);
    expect(await f.users.list()).toHaveLength(1);
    expect(f.subscriptions.rows).toEqual(subscriptionsBefore);
    // The card was checked first (so the answer costs a working card); nothing else was made with it.
    expect(f.gateway.saved).toEqual(['pm_card_visa', 'pm_card_mastercard']);
    expect(f.mailer.sent).toHaveLength(1);
    expect(f.sessionRepo.rows.size).toBe(1);
    expect(await f.hasher.verify(before!.passwordHash!, 'correct horse')).toBe(true);
  });
});

describe('SignUpWithPayment: trial, subscription, welcome and session', () => {
  it('starts a 7-day trial; the first charge is the first pay day on or after the trial end', async () => {
    const f = setup('2026-01-27T10:00:00Z');
    const result = await f.signUp.execute(form({ preferredPayDay: '31' }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { subscription, user } = result.value;
    expect(subscription.status).toBe('trialing');
    expect(subscription.userId).toBe(user.id);
    expect(subscription.trialEndsAt!.toISOString()).toBe('2026-02-03T10:00:00.000Z');
    expect(subscription.nextChargeAt!.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(subscription.preferredPayDay).toBe(31);
    expect(subscription.provider).toBe('fake');
    expect(subscription.paymentMethodId).toBe('pm_card_visa');
    expect(subscription.card).toEqual({ brand: 'visa', last4: '4242', bin: '424242' });
    expect(subscription.trialEndsAt!.getTime() - f.clock.now().getTime()).toBe(7 * 86_400_000);

    // stored, and what GET /api/user shows
    const account = await new GetAccount(f.subscriptions).execute(user);
    expect(account.subscription).toEqual(subscription);
  });

  it.each([
    ['2026-01-27T10:00:00Z', '1', '2026-02-03T10:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    // The 09:00 run on 3 February is before the trial ends at 10:00, so the first charge is a month later.
    ['2026-01-27T10:00:00Z', '3', '2026-02-03T10:00:00.000Z', '2026-03-03T00:00:00.000Z'],
    ['2026-01-27T08:00:00Z', '3', '2026-02-03T08:00:00.000Z', '2026-02-03T00:00:00.000Z'],
    ['2026-01-27T10:00:00Z', '4', '2026-02-03T10:00:00.000Z', '2026-02-04T00:00:00.000Z'],
    ['2024-02-20T08:00:00Z', '30', '2024-02-27T08:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2026-12-28T12:00:00Z', '1', '2027-01-04T12:00:00.000Z', '2027-02-01T00:00:00.000Z'],
    ['2026-04-23T12:00:00Z', '31', '2026-04-30T12:00:00.000Z', '2026-05-31T00:00:00.000Z'],
  ] as const)('signed up at %s with pay day %s: trial ends %s, first charge %s', async (start, payDay, trialEnd, firstCharge) => {
    const f = setup(start);
    const result = await f.signUp.execute(form({ preferredPayDay: payDay }), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.subscription.trialEndsAt!.toISOString()).toBe(trialEnd);
    expect(result.value.subscription.nextChargeAt!.toISOString()).toBe(firstCharge);
  });

  it('sends one welcome email naming the price and the first charge date', async () => {
    const f = setup('2026-01-27T10:00:00Z');
    await f.signUp.execute(form({ email: 'Ada@Example.com', preferredPayDay: '31' }), 'pm_card_visa');
    expect(f.mailer.sent).toHaveLength(1);
    const welcome = f.mailer.last('welcome');
    expect(welcome).toBeDefined();
    expect(welcome!.to).toBe('ada@example.com');
    expect(welcome!.subject).toContain('7-day free trial');
    expect(welcome!.text).toContain('Hello Ada,');
    expect(welcome!.text).toContain('£19.99 a month');
    expect(welcome!.text).toContain('day 31 of each month');
    expect(welcome!.text).toContain('28 February 2026');
  });

  it('signs the household in with a browser session', async () => {
    const f = setup();
    const result = await f.signUp.execute(form(), 'pm_card_visa');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { session, user } = result.value;
    expect(session.persistent).toBe(false);
    expect(session.expiresAt.getTime() - f.clock.now().getTime()).toBe(12 * 3_600_000);
    const signedIn = await f.sessions.userFor(session.token);
    expect(signedIn?.id).toBe(user.id);
    expect(f.sessionRepo.rows.size).toBe(1);
  });
});

describe('checkPassword', () => {
  it('applies the signup rules in order: blank, match, length', () => {
    expect(checkPassword('', '')).toEqual({ ok: true, value: null });
    expect(checkPassword('', 'x')).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'confirmPassword', message: 'Passwords do not match' } });
    expect(checkPassword('short', 'short')).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'password', message: 'Password must be at least 8 characters long' },
    });
    expect(checkPassword('12345678', '12345678')).toEqual({ ok: true, value: '12345678' });
    expect(checkPassword('a'.repeat(257), 'a'.repeat(257)).ok).toBe(false);
    expect(checkPassword('a'.repeat(256), 'a'.repeat(256)).ok).toBe(true);
  });
});
