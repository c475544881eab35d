import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { pence } from '../../shared/money';
import { type PreferencesInput, UpdatePreferences } from './update-preferences.use-case';

const MISSING = 'Please fill in all required fields before saving.';

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const user = (await f.users.create({
    email: 'ada@example.com',
    passwordHash: null,
    firstName: 'Ada',
    lastName: '',
    role: 'user',
    profile: {
      ...EMPTY_PROFILE,
      postcode: 'M1 1AE',
      householdSize: 2,
      weeklyBudget: pence(6250),
      cookingSkill: 'beginner',
      dietaryPreferences: ['Vegan'],
      dietaryRestrictions: ['Halal'],
      cuisinePreferences: ['British'],
      allergies: ['Nuts'],
    },
  }))!;
  f.clock.advanceMinutes(10);
  const update = new UpdatePreferences(f.users, f.postcodes);
  /** Runs the update and checks that a failure left the stored user exactly as it was. */
  const expectRefused = async (input: PreferencesInput, field: string, message?: string) => {
    const before = await f.users.findById(user.id);
    const result = await update.execute(user.id, input);
    expect(result.ok, JSON.stringify(input)).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('VALIDATION');
      expect(result.error.field).toBe(field);
      if (message) expect(result.error.message).toBe(message);
    }
    expect(await f.users.findById(user.id)).toEqual(before);
  };
  return { ...f, user, update, expectRefused };
}

const setupPayload = (overrides: Partial<PreferencesInput> = {}): PreferencesInput => ({
  postcode: 'sw1a 1aa',
  weeklyBudget: 50,
  householdSize: 4,
  cookingSkill: 'intermediate',
  dietaryPreferences: ['vegetarian'],
  cuisinePreferences: ['Italian', 'thai'],
  allergies: ['Eggs'],
  ...overrides,
});

const accountPayload = (overrides: Partial<PreferencesInput> = {}): PreferencesInput => ({
  householdSize: '6+',
  weeklyBudget: '87.50',
  cookingSkill: 'advanced',
  allergies: ['Wheat/Gluten'],
  dietaryRestrictions: ['Keto'],
  cuisinePreferences: ['Japanese'],
  ...overrides,
});

describe('UpdatePreferences: the setup screen payload', () => {
  it('saves every field, normalising the postcode', async () => {
    const f = await setup();
    const result = await f.update.execute(f.user.id, setupPayload());
    expect(result.ok).toBe(true);
    const stored = await f.users.findById(f.user.id);
    expect(stored!.profile).toEqual({
      postcode: 'SW1A 1AA',
      householdSize: 4,
      weeklyBudget: 5000,
      cookingSkill: 'intermediate',
      // one diet list: the setup screen's name and the account screen's name hold the same
      dietaryPreferences: ['Vegetarian'],
      dietaryRestrictions: ['Vegetarian'],
      cuisinePreferences: ['Italian', 'Thai'],
      allergies: ['Eggs'],
      avoids: [],
      members: [],
      leftovers: true,
    });
    if (result.ok) expect(result.value.profile).toEqual(stored!.profile);
  });

  it('keeps the one budget rule of every screen: £10 to £1,000 a week (the slider\'s 20 to 200 is only the slider)', async () => {
    const f = await setup();
    for (const ok of [10, '19.99', 200, '250.00', '£125', '1000']) {
      expect((await f.update.execute(f.user.id, setupPayload({ weeklyBudget: ok }))).ok, String(ok)).toBe(true);
    }
    for (const bad of [9.99, '1000.01', 0, -5]) {
      await f.expectRefused(setupPayload({ weeklyBudget: bad }), 'weeklyBudget', 'Weekly budget must be between £10.00 and £1000.00');
    }
  });

  it('a bad postcode changes nothing saved', async () => {
    const f = await setup();
    for (const postcode of ['ABC 123', '', 'SW1A 1AAA', null, 42]) {
      await f.expectRefused(setupPayload({ postcode, householdSize: 9, weeklyBudget: 150 }), 'postcode', 'Please enter a valid UK postcode');
    }
    const stored = await f.users.findById(f.user.id);
    expect(stored!.profile.postcode).toBe('M1 1AE');
    expect(stored!.profile.householdSize).toBe(2);
  });
});

describe('UpdatePreferences: the account screen payload', () => {
  it('accepts a band value such as "87.50" and keeps the postcode; its diet list replaces the household\'s one list', async () => {
    const f = await setup();
    const result = await f.update.execute(f.user.id, accountPayload());
    expect(result.ok).toBe(true);
    const stored = await f.users.findById(f.user.id);
    expect(stored!.profile).toEqual({
      postcode: 'M1 1AE',
      householdSize: 6,
      weeklyBudget: 8750,
      cookingSkill: 'advanced',
      dietaryPreferences: ['Keto'],
      dietaryRestrictions: ['Keto'],
      cuisinePreferences: ['Japanese'],
      allergies: ['Gluten'],
      avoids: [],
      members: [],
      leftovers: true,
    });
  });

  it('saves who is in the household, kept in step with its size; bad members are refused naming the field', async () => {
    const f = await setup();
    const members = [{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10', sex: 'male' }, { ageBand: '11-14' }];
    const saved = await f.update.execute(f.user.id, accountPayload({ householdSize: 4, members, leftovers: false }));
    expect(saved.ok).toBe(true);
    let stored = (await f.users.findById(f.user.id))!.profile;
    // Under 11 the sex is not asked: it is not kept.
    expect(stored.members).toEqual([{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10', sex: null }, { ageBand: '11-14', sex: null }]);
    expect(stored.leftovers).toBe(false);
    for (const bad of [[...members, { ageBand: '19-64' }], [{ ageBand: '30-40' }], [{ ageBand: '19-64', sex: 'other' }], 'two adults']) {
      await f.expectRefused(accountPayload({ householdSize: 4, members: bad }), 'members');
    }
    // A smaller household keeps its first members.
    expect((await f.update.execute(f.user.id, accountPayload({ householdSize: 2 }))).ok).toBe(true);
    stored = (await f.users.findById(f.user.id))!.profile;
    expect(stored.members).toEqual([{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }]);
    await f.expectRefused(accountPayload({ householdSize: 2, leftovers: 'yes' }), 'leftovers');
  });

  it('accepts every band value, including £200+ (250.00), which the setup slider would refuse', async () => {
    const f = await setup();
    for (const band of ['62.50', '87.50', '125.00', '175.00', '250.00']) {
      expect((await f.update.execute(f.user.id, accountPayload({ weeklyBudget: band }))).ok, band).toBe(true);
      expect((await f.users.findById(f.user.id))!.profile.weeklyBudget).toBe(Math.round(Number(band) * 100));
    }
  });

  it('keeps saved lists the payload does not carry (two older diet lists join into the one list; older allergy labels read as today\'s)', async () => {
    const f = await setup();
    const result = await f.update.execute(f.user.id, { householdSize: 3, weeklyBudget: '125.00', cookingSkill: 'beginner' });
    expect(result.ok).toBe(true);
    const stored = await f.users.findById(f.user.id);
    expect(stored!.profile).toMatchObject({
      allergies: ['Peanuts', 'Tree nuts'],
      cuisinePreferences: ['British'],
      dietaryPreferences: ['Halal', 'Vegan'],
      dietaryRestrictions: ['Halal', 'Vegan'],
    });
  });

  it('clears a list sent empty', async () => {
    const f = await setup();
    expect((await f.update.execute(f.user.id, accountPayload({ allergies: [] }))).ok).toBe(true);
    expect((await f.users.findById(f.user.id))!.profile.allergies).toEqual([]);
  });
});

describe('UpdatePreferences: refusals', () => {
  it.each(['householdSize', 'weeklyBudget', 'cookingSkill'] as const)('missing %s: "Please fill in all required fields before saving."', async (field) => {
    const f = await setup();
    for (const empty of [undefined, null, '']) {
      await f.expectRefused(accountPayload({ [field]: empty }), field, MISSING);
      await f.expectRefused(setupPayload({ [field]: empty }), field, MISSING);
    }
  });

  it('refuses bad values without saving anything', async () => {
    const f = await setup();
    await f.expectRefused(accountPayload({ householdSize: 11 }), 'householdSize');
    await f.expectRefused(accountPayload({ householdSize: 0 }), 'householdSize');
    await f.expectRefused(accountPayload({ weeklyBudget: 'lots' }), 'weeklyBudget');
    await f.expectRefused(accountPayload({ cookingSkill: 'chef' }), 'cookingSkill');
    await f.expectRefused(accountPayload({ allergies: ['Peanut butter'] }), 'allergies');
    await f.expectRefused(accountPayload({ cuisinePreferences: ['Martian'] }), 'cuisinePreferences');
    await f.expectRefused(accountPayload({ dietaryRestrictions: ['Carnivore'] }), 'dietaryRestrictions');
    await f.expectRefused(setupPayload({ dietaryPreferences: 'Vegan' }), 'dietaryPreferences');
  });

  it('reports an unknown user', async () => {
    const f = await setup();
    const result = await f.update.execute('no-such-user', accountPayload());
    expect(!result.ok && result.error.code).toBe('ACCOUNT.NOT_FOUND');
  });
});
