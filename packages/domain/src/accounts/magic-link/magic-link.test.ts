import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { MAGIC_LINK_PATH, RequestMagicLink } from './request-magic-link.use-case';
import { ConsumeMagicLink } from './consume-magic-link.use-case';

const ORIGIN = 'http://localhost:5000';
const INVALID_LINK = { ok: false, error: { code: 'AUTH.MAGIC_LINK_INVALID', message: 'This login link is invalid, used or expired. Please request a new one.' } };

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const bob = (await f.users.create({ email: 'bob@example.com', passwordHash: null, firstName: 'Bob', lastName: 'Builder', role: 'user', profile: EMPTY_PROFILE }))!;
  const request = new RequestMagicLink(f.users, f.links, f.mailer, f.limiter, f.clock);
  const consume = new ConsumeMagicLink(f.links, f.users, f.sessions, f.clock);
  const ask = (email = 'bob@example.com', address = '203.0.113.7') => request.execute({ email, address, origin: ORIGIN });
  /** Requests a link and returns the token carried in its URL. */
  const tokenFor = async (email = 'bob@example.com') => {
    const result = await ask(email);
    if (!result.ok || !result.value.loginUrl) throw new Error('expected a login link');
    return new URL(result.value.loginUrl).searchParams.get('token')!;
  };
  return { ...f, bob, request, consume, ask, tokenFor };
}

describe('RequestMagicLink', () => {
  it('sends an email whose text contains the login URL', async () => {
    const f = await setup();
    const result = await f.ask(' BOB@example.com ');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { loginUrl } = result.value;
    expect(loginUrl).not.toBeNull();
    expect(loginUrl!.startsWith(`${ORIGIN}${MAGIC_LINK_PATH}?token=`)).toBe(true);
    expect(new URL(loginUrl!).searchParams.get('token')!.length).toBeGreaterThanOrEqual(40);

    expect(f.mailer.sent).toHaveLength(1);
    const email = f.mailer.last('magic-link')!;
    expect(email.to).toBe('bob@example.com');
    expect(email.text).toContain(loginUrl!);
    expect(email.text).toContain('Hello Bob,');
    expect(email.text).toContain('15 minutes');
  });

  it('answers an unknown email with ok and no link, and sends nothing', async () => {
    const f = await setup();
    expect(await f.ask('nobody@example.com')).toEqual({ ok: true, value: { loginUrl: null } });
    expect(f.mailer.sent).toEqual([]);
  });

  it('validates the email', async () => {
    const f = await setup();
    expect(await f.ask('')).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'email', message: 'Please enter your email address' } });
    expect(await f.ask('bob')).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'email', message: 'Please enter a valid email address' } });
  });

  it('allows 5 requests per email per hour, then refuses without sending, from any address', async () => {
    const f = await setup();
    for (let i = 0; i < 5; i += 1) expect((await f.ask('bob@example.com', `203.0.113.${i}`)).ok).toBe(true);
    expect(f.mailer.sent).toHaveLength(5);

    const blocked = await f.ask('bob@example.com', '198.51.100.99');
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.error.code).toBe('RATE_LIMITED');
      expect(blocked.error.message).toBe('Too many login link requests. Please try again in 60 minutes.');
      expect(blocked.error.retryAfterSeconds).toBe(3600);
    }
    expect(f.mailer.sent).toHaveLength(5);

    f.clock.advanceMinutes(59);
    expect((await f.ask()).ok).toBe(false);
    f.clock.advanceMinutes(1);
    expect((await f.ask()).ok).toBe(true);
    expect(f.mailer.sent).toHaveLength(6);
  });

  it('rate limits unknown emails the same way, so the answer reveals nothing', async () => {
    const f = await setup();
    for (let i = 0; i < 5; i += 1) expect((await f.ask('nobody@example.com')).ok).toBe(true);
    const blocked = await f.ask('nobody@example.com');
    expect(!blocked.ok && blocked.error.code).toBe('RATE_LIMITED');
  });
});

describe('ConsumeMagicLink', () => {
  it('signs in once; the second use fails', async () => {
    const f = await setup();
    const token = await f.tokenFor();
    const first = await f.consume.execute(token);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect((await f.sessions.userFor(first.value.token))?.id).toBe(f.bob.id);
    expect(first.value.token).not.toBe(token);
    expect(first.value.persistent).toBe(false);

    expect(await f.consume.execute(token)).toEqual(INVALID_LINK);
    expect(f.sessionRepo.rows.size).toBe(1);
  });

  it('works just before 15 minutes', async () => {
    const f = await setup();
    const token = await f.tokenFor();
    f.clock.advanceMinutes(14);
    f.clock.set(new Date(f.clock.now().getTime() + 59_000));
    expect((await f.consume.execute(token)).ok).toBe(true);
  });

  it('has expired after 15 minutes and 1 second', async () => {
    const f = await setup();
    const token = await f.tokenFor();
    f.clock.set(new Date(f.clock.now().getTime() + 15 * 60_000 + 1000));
    expect(await f.consume.execute(token)).toEqual(INVALID_LINK);
    expect(f.sessionRepo.rows.size).toBe(0);
  });

  it('refuses a wrong or empty token', async () => {
    const f = await setup();
    const token = await f.tokenFor();
    expect(await f.consume.execute(`${token}x`)).toEqual(INVALID_LINK);
    expect(await f.consume.execute(token.slice(0, -1))).toEqual(INVALID_LINK);
    expect(await f.consume.execute('')).toEqual(INVALID_LINK);
    expect(f.sessionRepo.rows.size).toBe(0);
    // the real token is still good after the wrong guesses
    expect((await f.consume.execute(token)).ok).toBe(true);
  });

  it('each request gives its own token, and a new link retires the older ones', async () => {
    const f = await setup();
    const a = await f.tokenFor();
    const b = await f.tokenFor();
    expect(a).not.toBe(b);
    expect((await f.consume.execute(a)).ok).toBe(false);
    expect((await f.consume.execute(b)).ok).toBe(true);
  });

  it('operators get no login link, and a link cannot sign an operator in', async () => {
    const f = await setup();
    const link = await f.tokenFor();
    await f.users.setRole(f.bob.id, 'admin');
    expect((await f.consume.execute(link)).ok).toBe(false);
    const sentBefore = f.mailer.sent.length;
    const asked = await f.ask('bob@example.com', '203.0.113.9');
    expect(asked).toEqual({ ok: true, value: { loginUrl: null } });
    expect(f.mailer.sent.length).toBe(sentBefore);
  });
});
