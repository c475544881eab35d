import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { CreateAdmin } from './create-admin.use-case';

function setup() {
  const f = accountsFixture();
  return { ...f, createAdmin: new CreateAdmin(f.users, f.hasher) };
}

describe('CreateAdmin', () => {
  it('creates an admin account with a password', async () => {
    const f = setup();
    const result = await f.createAdmin.execute({ email: ' Ops@Example.com ', password: 'operator pass' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.created).toBe(true);
    const stored = await f.users.findByEmail('ops@example.com');
    expect(stored).not.toBeNull();
    expect(stored!.id).toBe(result.value.user.id);
    expect(stored!.role).toBe('admin');
    expect(await f.hasher.verify(stored!.passwordHash!, 'operator pass')).toBe(true);
    expect(await f.users.list()).toHaveLength(1);
  });

  it('promotes an existing user and sets the new password, keeping the rest', async () => {
    const f = setup();
    const existing = (await f.users.create({
      email: 'ada@example.com',
      passwordHash: await f.hasher.hash('old password'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      profile: { ...EMPTY_PROFILE, postcode: 'SW1A 1AA', householdSize: 3 },
    }))!;
    const result = await f.createAdmin.execute({ email: 'ADA@example.com', password: 'new password' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.created).toBe(false);
    expect(result.value.user.id).toBe(existing.id);
    expect(result.value.user.role).toBe('admin');

    const stored = await f.users.findById(existing.id);
    expect(stored!.role).toBe('admin');
    expect(await f.hasher.verify(stored!.passwordHash!, 'new password')).toBe(true);
    expect(await f.hasher.verify(stored!.passwordHash!, 'old password')).toBe(false);
    expect(stored!.firstName).toBe('Ada');
    expect(stored!.profile).toEqual(existing.profile);
    expect(await f.users.list()).toHaveLength(1);
  });

  it('gives a passwordless user a password when promoting', async () => {
    const f = setup();
    const existing = (await f.users.create({ email: 'bob@example.com', passwordHash: null, firstName: 'Bob', lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
    expect((await f.createAdmin.execute({ email: 'bob@example.com', password: 'a long password' })).ok).toBe(true);
    const stored = await f.users.findById(existing.id);
    expect(stored!.passwordHash).not.toBeNull();
    expect(await f.hasher.verify(stored!.passwordHash!, 'a long password')).toBe(true);
  });

  it('refuses a bad email, a missing password and a short one, changing nothing', async () => {
    const f = setup();
    const existing = (await f.users.create({ email: 'ada@example.com', passwordHash: null, firstName: 'Ada', lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
    expect(await f.createAdmin.execute({ email: 'not an email', password: 'operator pass' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'email', message: 'Please enter a valid email address' },
    });
    expect(await f.createAdmin.execute({ email: 'ada@example.com', password: '' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'password', message: 'An admin account needs a password' },
    });
    expect(await f.createAdmin.execute({ email: 'ada@example.com', password: 'short' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'password', message: 'Password must be at least 8 characters long' },
    });
    expect(await f.users.findById(existing.id)).toEqual(existing);
    expect(await f.users.list()).toHaveLength(1);
  });
});
