import { describe, expect, it } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { InMemoryAdminAuditLog, InMemoryAdminSecondFactors } from '../../testing/in-memory-admin';
import { EnrolAdminSecondFactor } from '../enrol-second-factor/enrol-second-factor.use-case';
import { totpCode } from '../totp';
import { EMPTY_PROFILE } from '../../accounts/user';
import { AdminSignIn } from './admin-sign-in.use-case';

async function setup() {
  const f = accountsFixture('2027-03-01T10:00:00Z');
  const audit = new InMemoryAdminAuditLog();
  const factors = new InMemoryAdminSecondFactors();
  const signIn = new AdminSignIn(f.users, f.hasher, f.sessions, f.limiter, audit, f.clock, factors);
  await f.users.create({ email: 'ops@example.com', passwordHash: await f.hasher.hash('operator pass'), firstName: 'Ops', lastName: '', role: 'admin', profile: EMPTY_PROFILE });
  await f.users.create({ email: 'jo@example.com', passwordHash: await f.hasher.hash('correct horse'), firstName: 'Jo', lastName: '', role: 'user', profile: EMPTY_PROFILE });
  const enrolled = await new EnrolAdminSecondFactor(f.users, factors, f.clock).execute('ops@example.com');
  if (!enrolled.ok) throw new Error('enrol');
  /** The code the operator's app shows now (each 30-second step works once, so the clock moves on between sign-ins). */
  const code = () => {
    f.clock.advanceMinutes(1);
    return totpCode(enrolled.value.secret, f.clock.now());
  };
  return { ...f, audit, signIn, factors, enrolled: enrolled.value, code };
}
const input = (email: string, password: string, stayLoggedIn = false, code?: string) => ({ email, password, stayLoggedIn, address: '203.0.113.9', ...(code ? { code } : {}) });

describe('AdminSignIn', () => {
  it('signs an admin in for 24 hours, or 30 days with stay-logged-in, and records it', async () => {
    const f = await setup();
    const day = await f.signIn.execute(input('OPS@example.com ', 'operator pass', false, f.code()));
    expect(day.ok && day.value.session.expiresAt.toISOString()).toBe('2027-03-02T10:01:00.000Z');
    const month = await f.signIn.execute(input('ops@example.com', 'operator pass', true, f.code()));
    expect(month.ok && month.value.session.expiresAt.toISOString()).toBe('2027-03-31T10:02:00.000Z');
    expect(f.audit.entries.map((e) => [e.actorEmail, e.action, e.outcome])).toEqual([
      ['ops@example.com', 'admin.login', 'succeeded'],
      ['ops@example.com', 'admin.login', 'succeeded'],
    ]);
  });

  it("refuses a household's right password with AUTH.FORBIDDEN, starts no session, and records the refusal", async () => {
    const f = await setup();
    const result = await f.signIn.execute(input('jo@example.com', 'correct horse'));
    expect(!result.ok && result.error.code).toBe('AUTH.FORBIDDEN');
    expect(f.sessionRepo.rows.size).toBe(0);
    expect(f.audit.entries).toMatchObject([{ actorEmail: 'jo@example.com', action: 'admin.login', outcome: 'refused' }]);
  });

  it('answers a wrong password or an unknown email alike, and blocks after 5 failures for the email', async () => {
    const f = await setup();
    for (const email of ['ops@example.com', 'nobody@example.com']) {
      const result = await f.signIn.execute(input(email, 'nope nope'));
      expect(!result.ok && result.error).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
    for (let i = 0; i < 4; i += 1) await f.signIn.execute(input('ops@example.com', 'nope nope'));
    const blocked = await f.signIn.execute(input('ops@example.com', 'operator pass'));
    expect(!blocked.ok && blocked.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
    expect(f.audit.entries).toEqual([]);
  });

  it('requires both fields', async () => {
    const f = await setup();
    expect(await f.signIn.execute(input('', 'x'))).toMatchObject({ ok: false, error: { field: 'email' } });
    expect(await f.signIn.execute(input('ops@example.com', ''))).toMatchObject({ ok: false, error: { field: 'password' } });
  });

  it('needs the authenticator code: missing, wrong or replayed codes start no session; a recovery code works once', async () => {
    const f = await setup();
    expect(await f.signIn.execute(input('ops@example.com', 'operator pass'))).toMatchObject({ ok: false, error: { code: 'AUTH.SECOND_FACTOR_REQUIRED', field: 'code' } });
    expect(await f.signIn.execute(input('ops@example.com', 'operator pass', false, '000000'))).toMatchObject({ ok: false, error: { code: 'AUTH.SECOND_FACTOR_INVALID' } });
    const code = f.code();
    expect((await f.signIn.execute(input('ops@example.com', 'operator pass', false, code))).ok).toBe(true);
    expect(await f.signIn.execute(input('ops@example.com', 'operator pass', false, code))).toMatchObject({ ok: false, error: { code: 'AUTH.SECOND_FACTOR_INVALID' } });
    const recovery = f.enrolled.recoveryCodes[0]!;
    expect((await f.signIn.execute(input('ops@example.com', 'operator pass', false, recovery.toUpperCase()))).ok).toBe(true);
    expect((await f.signIn.execute(input('ops@example.com', 'operator pass', false, recovery))).ok).toBe(false);
    expect(f.sessionRepo.rows.size).toBe(2);
  });

  it('an operator without an authenticator is told how to set one up, and gets no session', async () => {
    const f = await setup();
    await f.users.create({ email: 'new-ops@example.com', passwordHash: await f.hasher.hash('operator pass'), firstName: 'Ops', lastName: '', role: 'admin', profile: EMPTY_PROFILE });
    const result = await f.signIn.execute(input('new-ops@example.com', 'operator pass', false, '123456'));
    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.SECOND_FACTOR_NOT_SET_UP', message: expect.stringMatching(/admin totp-reset --email new-ops@example.com/) } });
  });
});
