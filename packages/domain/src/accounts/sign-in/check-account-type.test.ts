import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { CheckAccountType } from './check-account-type.use-case';

async function setup() {
  const f = accountsFixture();
  await f.users.create({ email: 'ada@example.com', passwordHash: await f.hasher.hash('correct horse'), firstName: 'Ada', lastName: '', role: 'user', profile: EMPTY_PROFILE });
  await f.users.create({ email: 'bob@example.com', passwordHash: null, firstName: 'Bob', lastName: '', role: 'user', profile: EMPTY_PROFILE });
  return { ...f, check: new CheckAccountType(f.limiter) };
}

describe('CheckAccountType', () => {
  it('answers the same for a password account, a login-link account and an unknown address (no account oracle)', async () => {
    const f = await setup();
    const answers = await Promise.all(['ada@example.com', ' BOB@Example.com ', 'nobody@example.com'].map((email) => f.check.execute({ email, address: 'a' })));
    for (const answer of answers) expect(answer).toEqual({ ok: true, value: { accountType: 'password' } });
  });

  it('validates the email', async () => {
    const f = await setup();
    expect(await f.check.execute({ email: ' ', address: 'a' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'email', message: 'Please enter your email address' },
    });
    expect(await f.check.execute({ email: 'ada@', address: 'a' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'email', message: 'Please enter a valid email address' },
    });
  });

  it('allows 30 look-ups per address in 15 minutes, then refuses until the window passes', async () => {
    const f = await setup();
    for (let i = 0; i < 30; i += 1) expect((await f.check.execute({ email: 'ada@example.com', address: '203.0.113.9' })).ok).toBe(true);
    const blocked = await f.check.execute({ email: 'ada@example.com', address: '203.0.113.9' });
    expect(!blocked.ok && blocked.error.code).toBe('RATE_LIMITED');
    if (!blocked.ok) expect(blocked.error.retryAfterSeconds).toBe(900);
    // another address is unaffected
    expect((await f.check.execute({ email: 'ada@example.com', address: '198.51.100.3' })).ok).toBe(true);
    f.clock.advanceMinutes(15);
    expect((await f.check.execute({ email: 'ada@example.com', address: '203.0.113.9' })).ok).toBe(true);
  });
});
