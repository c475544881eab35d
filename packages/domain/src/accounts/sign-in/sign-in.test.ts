import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { SignIn, type SignInInput } from './sign-in.use-case';
import { DevLogin } from './dev-login.use-case';

const PASSWORD = 'correct horse';
const INVALID = { ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' } };

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const signIn = new SignIn(f.users, f.hasher, f.sessions, f.limiter);
  const ada = (await f.users.create({
    email: 'ada@example.com',
    passwordHash: await f.hasher.hash(PASSWORD),
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'user',
    profile: EMPTY_PROFILE,
  }))!;
  const attempt = (overrides: Partial<SignInInput> = {}) =>
    signIn.execute({ email: 'ada@example.com', password: PASSWORD, keepLoggedIn: false, address: '203.0.113.7', ...overrides });
  return { ...f, signIn, ada, attempt };
}

describe('SignIn', () => {
  it('signs in with the right password, whatever the email case and spacing', async () => {
    const f = await setup();
    const result = await f.attempt({ email: '  ADA@Example.com ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.user.id).toBe(f.ada.id);
    expect((await f.sessions.userFor(result.value.session.token))?.id).toBe(f.ada.id);
  });

  it('refuses a wrong password with "Invalid email or password"', async () => {
    const f = await setup();
    expect(await f.attempt({ password: 'wrong horse' })).toEqual(INVALID);
    expect(f.sessionRepo.rows.size).toBe(0);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const f = await setup();
    expect(await f.attempt({ email: 'nobody@example.com' })).toEqual(INVALID);
  });

  it('requires an email and a password', async () => {
    const f = await setup();
    expect(await f.attempt({ email: '  ' })).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'email', message: 'Please enter your email address' } });
    expect(await f.attempt({ password: '' })).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'password', message: 'Please enter your password' } });
  });

  it('sends a passwordless account to the login link', async () => {
    const f = await setup();
    await f.users.create({ email: 'bob@example.com', passwordHash: null, firstName: 'Bob', lastName: '', role: 'user', profile: EMPTY_PROFILE });
    const result = await f.attempt({ email: 'bob@example.com', password: 'anything at all' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('AUTH.PASSWORDLESS_ACCOUNT');
  });

  it('after 5 failures for one email, the 6th attempt is rate limited even with the right password; 15 minutes later it works', async () => {
    const f = await setup();
    for (let i = 0; i < 5; i += 1) expect(await f.attempt({ password: `wrong ${i}` })).toEqual(INVALID);

    const blocked = await f.attempt();
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.error.code).toBe('RATE_LIMITED');
      expect(blocked.error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      expect(blocked.error.retryAfterSeconds).toBe(900);
    }
    // the limit is per email: a different network address is blocked too
    const elsewhere = await f.attempt({ address: '198.51.100.1' });
    expect(!elsewhere.ok && elsewhere.error.code).toBe('RATE_LIMITED');
    expect(f.sessionRepo.rows.size).toBe(0);

    f.clock.advanceMinutes(14);
    const stillBlocked = await f.attempt();
    expect(!stillBlocked.ok && stillBlocked.error.code).toBe('RATE_LIMITED');
    if (!stillBlocked.ok) expect(stillBlocked.error.message).toBe('Too many sign-in attempts. Please try again in 1 minute.');

    f.clock.advanceMinutes(1);
    const again = await f.attempt();
    expect(again.ok).toBe(true);
  });

  it('the limit for one email does not block another email', async () => {
    const f = await setup();
    await f.users.create({
      email: 'grace@example.com',
      passwordHash: await f.hasher.hash('grace password'),
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'user',
      profile: EMPTY_PROFILE,
    });
    for (let i = 0; i < 5; i += 1) await f.attempt({ password: 'wrong' });
    expect((await f.attempt()).ok).toBe(false);
    expect((await f.attempt({ email: 'grace@example.com', password: 'grace password', address: '198.51.100.2' })).ok).toBe(true);
  });

  it('a success resets the email\'s failure count', async () => {
    const f = await setup();
    for (let i = 0; i < 4; i += 1) await f.attempt({ password: 'wrong' });
    expect((await f.attempt()).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) expect(await f.attempt({ password: 'wrong' })).toEqual(INVALID);
    // 8 failures in the window, but only 4 since the success
    expect((await f.attempt()).ok).toBe(true);
  });

  it('keepLoggedIn gives a 30-day session, otherwise 12 hours', async () => {
    const f = await setup();
    const now = f.clock.now().getTime();
    const kept = await f.attempt({ keepLoggedIn: true });
    const browser = await f.attempt({ keepLoggedIn: false });
    expect(kept.ok && browser.ok).toBe(true);
    if (!kept.ok || !browser.ok) return;
    expect(kept.value.session.persistent).toBe(true);
    expect(kept.value.session.expiresAt.getTime() - now).toBe(30 * 86_400_000);
    expect(browser.value.session.persistent).toBe(false);
    expect(browser.value.session.expiresAt.getTime() - now).toBe(12 * 3_600_000);

    f.clock.advanceDays(29);
    expect((await f.sessions.userFor(kept.value.session.token))?.id).toBe(f.ada.id);
    expect(await f.sessions.userFor(browser.value.session.token)).toBeNull();
    f.clock.advanceDays(1);
    expect(await f.sessions.userFor(kept.value.session.token)).toBeNull();
  });

  it('gives a different token at every sign-in', async () => {
    const f = await setup();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const result = await f.attempt();
      expect(result.ok).toBe(true);
      if (result.ok) tokens.add(result.value.session.token);
    }
    expect(tokens.size).toBe(5);
    expect(f.sessionRepo.rows.size).toBe(5);
  });
});

describe('DevLogin', () => {
  it('signs in as an existing account and refuses an unknown one', async () => {
    const f = await setup();
    const devLogin = new DevLogin(f.users, f.sessions);
    const result = await devLogin.execute(' ADA@example.com ');
    expect(result.ok).toBe(true);
    if (result.ok) expect((await f.sessions.userFor(result.value.token))?.id).toBe(f.ada.id);
    const unknown = await devLogin.execute('nobody@example.com');
    expect(!unknown.ok && unknown.error.code).toBe('AUTH.ACCOUNT_NOT_FOUND');
  });

  it('30 wrong passwords at once: the attempts are counted before checking, so only 5 passwords are checked', async () => {
    const f = await setup();
    let checked = 0;
    const verify = f.hasher.verify.bind(f.hasher);
    f.hasher.verify = async (hash: string, password: string) => {
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return verify(hash, password);
    };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => f.attempt({ password: `wrong ${i}`, address: `198.51.100.${i}` })));
    expect(checked).toBe(5);
    expect(results.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED')).toHaveLength(25);
  });

  it('an operator account is refused here even with the right password: operators sign in on the console', async () => {
    const f = await setup();
    await f.users.setRole(f.ada.id, 'admin');
    const result = await f.attempt();
    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('a right password gives back its own count at the address', async () => {
    const f = await setup();
    for (let i = 0; i < 40; i += 1) expect((await f.attempt()).ok).toBe(true);
  });
});
