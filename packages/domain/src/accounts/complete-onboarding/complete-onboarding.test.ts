import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { CompleteOnboarding, type OnboardingInput } from './complete-onboarding.use-case';

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const user = (await f.users.create({
    email: 'ada@example.com',
    passwordHash: null,
    firstName: 'Ada',
    lastName: '',
    role: 'user',
    profile: { ...EMPTY_PROFILE, cookingSkill: 'advanced', allergies: ['Fish'] },
  }))!;
  f.clock.advanceMinutes(30);
  const onboarding = new CompleteOnboarding(f.users, f.clock, f.postcodes);
  const expectRefused = async (input: OnboardingInput, field: string, message?: string) => {
    const before = await f.users.findById(user.id);
    const result = await onboarding.execute(user.id, input);
    expect(result.ok, JSON.stringify(input)).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'VALIDATION', field });
      if (message) expect(result.error.message).toBe(message);
    }
    const after = await f.users.findById(user.id);
    expect(after).toEqual(before);
    expect(after!.onboardingCompletedAt).toBeNull();
  };
  return { ...f, user, onboarding, expectRefused };
}

describe('CompleteOnboarding', () => {
  it('saves postcode, size and budget, keeps the rest, and sets onboardingCompletedAt', async () => {
    const f = await setup();
    const result = await f.onboarding.execute(f.user.id, { postcode: 'b338th', householdSize: '4', weeklyBudget: '154.40' });
    expect(result.ok).toBe(true);
    const stored = await f.users.findById(f.user.id);
    expect(stored!.onboardingCompletedAt?.toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(stored!.profile).toEqual({ ...EMPTY_PROFILE, postcode: 'B33 8TH', householdSize: 4, weeklyBudget: 15440, cookingSkill: 'advanced', allergies: ['Fish'] });
    if (result.ok) {
      expect(result.value.onboardingCompletedAt?.toISOString()).toBe('2026-01-15T10:30:00.000Z');
      expect(result.value.profile).toEqual(stored!.profile);
    }
  });

  it('accepts an outward code alone', async () => {
    const f = await setup();
    expect((await f.onboarding.execute(f.user.id, { postcode: 'dn55', householdSize: 1, weeklyBudget: 38.6 })).ok).toBe(true);
    expect((await f.users.findById(f.user.id))!.profile.postcode).toBe('DN55');
  });

  it('saves a budget below £38.60 a person (the warning is the presenter\'s), and refuses only what no screen accepts', async () => {
    const f = await setup();
    const low = await f.onboarding.execute(f.user.id, { postcode: 'SW1A 1AA', householdSize: '2', weeklyBudget: '60' });
    expect(low.ok).toBe(true);
    expect((await f.users.findById(f.user.id))!.profile).toMatchObject({ householdSize: 2, weeklyBudget: 6000 });
    const g = await setup();
    // the one rule of every screen: £10 to £1,000 a week
    await g.expectRefused({ postcode: 'SW1A 1AA', householdSize: 1, weeklyBudget: 9.99 }, 'weeklyBudget', 'Weekly budget must be between £10.00 and £1000.00');
    await g.expectRefused({ postcode: 'SW1A 1AA', householdSize: 1, weeklyBudget: 1000.01 }, 'weeklyBudget', 'Weekly budget must be between £10.00 and £1000.00');
  });

  it('the minimum itself is accepted for every household size', async () => {
    for (let size = 1; size <= 10; size += 1) {
      const f = await setup();
      const minimum = (3860 * size) / 100;
      const result = await f.onboarding.execute(f.user.id, { postcode: 'M1 1AE', householdSize: size, weeklyBudget: minimum.toFixed(2) });
      expect(result.ok, `size ${size}`).toBe(true);
      expect((await f.users.findById(f.user.id))!.profile.weeklyBudget).toBe(3860 * size);
    }
  });

  it('requires a valid postcode and household size, saving nothing otherwise', async () => {
    const f = await setup();
    await f.expectRefused({ householdSize: 4, weeklyBudget: 200 }, 'postcode', 'Please enter a valid UK postcode');
    await f.expectRefused({ postcode: '   ', householdSize: 4, weeklyBudget: 200 }, 'postcode', 'Please enter a valid UK postcode');
    await f.expectRefused({ postcode: 'Q1 1AA', householdSize: 4, weeklyBudget: 200 }, 'postcode', 'Please enter a valid UK postcode');
    await f.expectRefused({ postcode: 'SW1A 1AA', householdSize: 0, weeklyBudget: 200 }, 'householdSize');
    await f.expectRefused({ postcode: 'SW1A 1AA', householdSize: 'abc', weeklyBudget: 200 }, 'householdSize');
    await f.expectRefused({ postcode: 'SW1A 1AA', householdSize: 4, weeklyBudget: 'abc' }, 'weeklyBudget');
    await f.expectRefused({ postcode: 'SW1A 1AA', householdSize: 4, weeklyBudget: 5000 }, 'weeklyBudget');
  });

  it('reports an unknown user', async () => {
    const f = await setup();
    const result = await f.onboarding.execute('no-such-user', { postcode: 'SW1A 1AA', householdSize: 4, weeklyBudget: 200 });
    expect(!result.ok && result.error.code).toBe('ACCOUNT.NOT_FOUND');
  });
});
