import { describe, expect, it } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { InMemoryAdminSecondFactors } from '../../testing/in-memory-admin';
import { EMPTY_PROFILE } from '../../accounts/user';
import { digestToken } from '../../shared/tokens';
import { normaliseRecoveryCode, totpCode } from '../totp';
import { EnrolAdminSecondFactor } from './enrol-second-factor.use-case';

async function setUp() {
  const f = accountsFixture('2027-03-01T10:00:00Z');
  const factors = new InMemoryAdminSecondFactors();
  await f.users.create({ email: 'ops@example.com', passwordHash: null, firstName: 'Ops', lastName: '', role: 'admin', profile: EMPTY_PROFILE });
  await f.users.create({ email: 'jo@example.com', passwordHash: null, firstName: 'Jo', lastName: '', role: 'user', profile: EMPTY_PROFILE });
  return { ...f, factors, enrol: new EnrolAdminSecondFactor(f.users, factors, f.clock) };
}

describe("enrolling an operator's second factor", () => {
  it('gives a secret, its otpauth link and recovery codes once; only the digests of the codes are kept', async () => {
    const { enrol, factors, users } = await setUp();
    const r = await enrol.execute(' OPS@example.com ');
    if (!r.ok) throw new Error(r.error.message);
    const ops = (await users.findByEmail('ops@example.com'))!;
    expect(r.value.otpauthUrl).toContain(`secret=${r.value.secret}`);
    expect(r.value.otpauthUrl).toContain(encodeURIComponent('ops@example.com'));
    expect((await factors.find(ops.id))!.secret).toBe(r.value.secret);
    expect(r.value.recoveryCodes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(r.value.recoveryCodes).size).toBe(r.value.recoveryCodes.length);
    expect([...factors.codes.keys()].sort()).toEqual(r.value.recoveryCodes.map((c) => digestToken(normaliseRecoveryCode(c))).sort());
    expect(JSON.stringify([...factors.codes.keys()])).not.toContain(r.value.recoveryCodes[0]!);
    expect(totpCode(r.value.secret, new Date())).toMatch(/^\d{6}$/);
  });

  it('a reset replaces the secret and every recovery code', async () => {
    const { enrol, factors } = await setUp();
    const first = await enrol.execute('ops@example.com');
    const second = await enrol.execute('ops@example.com');
    if (!first.ok || !second.ok) throw new Error('enrol');
    expect(second.value.secret).not.toBe(first.value.secret);
    expect(factors.codes.has(digestToken(normaliseRecoveryCode(first.value.recoveryCodes[0]!)))).toBe(false);
    expect(factors.codes.size).toBe(second.value.recoveryCodes.length);
  });

  it("refuses a household's account and an unknown email with ACCOUNT.NOT_FOUND, enrolling nothing", async () => {
    const { enrol, factors } = await setUp();
    for (const email of ['jo@example.com', 'nobody@example.com']) {
      const r = await enrol.execute(email);
      expect(!r.ok && r.error, email).toMatchObject({ code: 'ACCOUNT.NOT_FOUND', message: `No admin account has the email ${email}.` });
    }
    expect(factors.factors.size).toBe(0);
  });
});
