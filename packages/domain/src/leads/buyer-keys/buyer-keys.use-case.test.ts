import { describe, expect, it } from 'vitest';
import { leadsFixture } from '../../testing/leads-fixture';
import { digestToken } from '../../shared/tokens';

describe('BuyerKeys', () => {
  it('issues a key once, keeps only its digest, authenticates it until revoked', async () => {
    const f = leadsFixture();
    const created = await f.buyerKeys.create('Acme Leads');
    if (!created.ok) throw new Error(created.error.message);
    const { secret, key } = created.value;
    expect(secret).toMatch(/^lbk_[A-Za-z0-9_-]{43}$/);
    expect(f.keys.rows[0]!.keyHash).toBe(digestToken(secret));
    expect(JSON.stringify(f.keys.rows)).not.toContain(secret);
    expect(key).toMatchObject({ name: 'Acme Leads', prefix: secret.slice(0, 10), ratePerMinute: 600 });
    expect((await f.buyerKeys.authenticate(secret))?.id).toBe(key.id);
    expect(await f.buyerKeys.authenticate(`${secret}x`)).toBeNull();
    expect(await f.buyerKeys.authenticate(undefined)).toBeNull();
    const twice = await f.buyerKeys.create(' Acme Leads ');
    expect(!twice.ok && twice.error).toMatchObject({ code: 'VALIDATION', field: 'name' });
    expect((await f.buyerKeys.list()).map((k) => k.name)).toEqual(['Acme Leads']);
    expect((await f.buyerKeys.revoke('Acme Leads')).ok).toBe(true);
    expect(await f.buyerKeys.authenticate(secret)).toBeNull();
    const gone = await f.buyerKeys.revoke('Acme Leads');
    expect(!gone.ok && gone.error.code).toBe('ACCOUNT.NOT_FOUND');
    expect((await f.buyerKeys.create('Acme Leads')).ok).toBe(true);
  });

  it('refuses bad names and rates; limits each key to its rate a minute', async () => {
    const f = leadsFixture();
    for (const name of ['', 'x'.repeat(61), '-starts-with-a-dash', 'semi;colon']) {
      const r = await f.buyerKeys.create(name);
      expect(!r.ok && r.error, name).toMatchObject({ code: 'VALIDATION', field: 'name' });
    }
    for (const rate of [0, 1.5, 1_000_001]) {
      const r = await f.buyerKeys.create('ok', rate);
      expect(!r.ok && r.error, String(rate)).toMatchObject({ code: 'VALIDATION', field: 'ratePerMinute' });
    }
    expect(f.keys.rows).toEqual([]);
    const created = await f.buyerKeys.create('Slow', 2);
    if (!created.ok) throw new Error('create');
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
    expect(await f.buyerKeys.allow(created.value.key, 'ip')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    f.clock.advanceMinutes(1);
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
  });
});

describe('keyless intake', () => {
  it('is limited per caller address, not per buyer', async () => {
    const f = leadsFixture();
    for (let i = 0; i < 120; i += 1) expect((await f.buyerKeys.allow(null, '203.0.113.1')).allowed).toBe(true);
    expect((await f.buyerKeys.allow(null, '203.0.113.1')).allowed).toBe(false);
    expect((await f.buyerKeys.allow(null, '203.0.113.2')).allowed).toBe(true);
  });
});
