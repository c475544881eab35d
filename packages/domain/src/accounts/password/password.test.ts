import { describe, expect, it } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { InMemoryMagicLinkRepository } from '../../testing/in-memory-accounts';
import { EMPTY_PROFILE, type Role } from '../user';
import { ChangePassword } from './change-password.use-case';
import { PASSWORD_RESET_MINUTES, PasswordReset, RESET_REQUESTED_MESSAGE } from './password-reset.use-case';

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const make = async (email: string, password: string | null, role: Role = 'user') =>
    (await f.users.create({ email, passwordHash: password === null ? null : await f.hasher.hash(password), firstName: 'Ada', lastName: '', role, profile: EMPTY_PROFILE }))!;
  const resets = new InMemoryMagicLinkRepository();
  return {
    ...f,
    make,
    change: new ChangePassword(f.users, f.hasher, f.sessions, f.limiter),
    reset: new PasswordReset(f.users, resets, f.hasher, f.sessions, f.mailer, f.limiter, f.clock),
  };
}
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('ChangePassword', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', 'old password');
    const here = await f.sessions.start(ada.id, false);
    const there = await f.sessions.start(ada.id, true);
    const wrong = await f.change.execute({ userId: ada.id, sessionToken: here.token, currentPassword: 'not it at all', newPassword: 'new password', confirmPassword: 'new password' });
    expect(wrong.ok ? null : wrong.error).toMatchObject({ code: 'VALIDATION', field: 'currentPassword' });
    expect(await f.sessions.userFor(there.token)).not.toBeNull();
    const done = await f.change.execute({ userId: ada.id, sessionToken: here.token, currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password' });
    expect(done.ok).toBe(true);
    expect(await f.hasher.verify((await f.users.findById(ada.id))!.passwordHash!, 'new password')).toBe(true);
    expect(await f.sessions.userFor(here.token)).not.toBeNull();
    expect(await f.sessions.userFor(there.token)).toBeNull();
  });

  it('checks the new password as sign-up does, before anything is counted or changed', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', 'old password');
    const base = { userId: ada.id, sessionToken: undefined, currentPassword: 'old password' };
    const short = await f.change.execute({ ...base, newPassword: 'short', confirmPassword: 'short' });
    expect(short.ok ? null : short.error.field).toBe('newPassword');
    const mismatch = await f.change.execute({ ...base, newPassword: 'new password', confirmPassword: 'new passw0rd' });
    expect(mismatch.ok ? null : mismatch.error.field).toBe('confirmPassword');
    const blank = await f.change.execute({ ...base, newPassword: '', confirmPassword: '' });
    expect(blank.ok ? null : blank.error.field).toBe('newPassword');
    expect(await f.hasher.verify((await f.users.findById(ada.id))!.passwordHash!, 'old password')).toBe(true);
  });

  it('a passwordless account sets its first password without one', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', null);
    expect((await f.change.execute({ userId: ada.id, sessionToken: undefined, currentPassword: '', newPassword: 'first password', confirmPassword: 'first password' })).ok).toBe(true);
    expect((await f.users.findById(ada.id))!.passwordHash).not.toBeNull();
  });

  it('refuses the 6th wrong current password in 15 minutes, even a right one', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', 'old password');
    const attempt = (currentPassword: string) => f.change.execute({ userId: ada.id, sessionToken: undefined, currentPassword, newPassword: 'new password', confirmPassword: 'new password' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`guess number ${i}`)).ok).toBe(false);
    const blocked = await attempt('old password');
    expect(blocked.ok ? null : blocked.error.code).toBe('RATE_LIMITED');
    f.clock.advanceMinutes(15);
    expect((await attempt('old password')).ok).toBe(true);
  });
});

describe('PasswordReset', () => {
  it('answers the same for an unknown email and an operator, and emails only a household account', async () => {
    const f = await setup();
    await f.make('ada@example.com', 'old password');
    await f.make('ops@example.com', 'operator pass', 'admin');
    for (const email of ['ghost@example.com', 'ops@example.com']) {
      const answer = await f.reset.request({ email, address: '1.2.3.4', origin: 'https://larder.example' });
      expect(answer).toEqual({ ok: true, value: { message: RESET_REQUESTED_MESSAGE, resetUrl: null } });
    }
    expect(f.mailer.sent).toHaveLength(0);
    const asked = await f.reset.request({ email: ' ADA@example.com', address: '1.2.3.4', origin: 'https://larder.example' });
    expect(asked.ok && asked.value.message).toBe(RESET_REQUESTED_MESSAGE);
    expect(f.mailer.last('password-reset')!.text).toContain('https://larder.example/reset-password?token=');
  });

  it('sets the password once with the link, within 30 minutes, and signs every device out', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', 'old password');
    const session = await f.sessions.start(ada.id, true);
    await f.reset.request({ email: 'ada@example.com', address: '1.2.3.4', origin: 'https://x' });
    const token = tokenOf(f.mailer.last('password-reset')!.text);
    expect(PASSWORD_RESET_MINUTES).toBe(30);
    f.clock.advanceMinutes(29);
    expect((await f.reset.reset({ token, password: 'new password', confirmPassword: 'new password' })).ok).toBe(true);
    expect(await f.sessions.userFor(session.token)).toBeNull();
    const again = await f.reset.reset({ token, password: 'other password', confirmPassword: 'other password' });
    expect(again.ok ? null : again.error).toMatchObject({ code: 'AUTH.MAGIC_LINK_INVALID', field: 'token' });
  });

  it('an expired link, or one a newer link retired, changes nothing', async () => {
    const f = await setup();
    const ada = await f.make('ada@example.com', 'old password');
    await f.reset.request({ email: 'ada@example.com', address: '1.2.3.4', origin: 'https://x' });
    const first = tokenOf(f.mailer.last('password-reset')!.text);
    await f.reset.request({ email: 'ada@example.com', address: '1.2.3.4', origin: 'https://x' });
    const second = tokenOf(f.mailer.last('password-reset')!.text);
    expect((await f.reset.reset({ token: first, password: 'new password', confirmPassword: 'new password' })).ok).toBe(false);
    f.clock.advanceMinutes(30);
    expect((await f.reset.reset({ token: second, password: 'new password', confirmPassword: 'new password' })).ok).toBe(false);
    expect(await f.hasher.verify((await f.users.findById(ada.id))!.passwordHash!, 'old password')).toBe(true);
  });

  it('limits requests: 3 per email an hour', async () => {
    const f = await setup();
    await f.make('ada@example.com', 'old password');
    for (let i = 0; i < 3; i += 1) expect((await f.reset.request({ email: 'ada@example.com', address: `10.0.0.${i}`, origin: 'https://x' })).ok).toBe(true);
    const blocked = await f.reset.request({ email: 'ada@example.com', address: '10.0.0.9', origin: 'https://x' });
    expect(blocked.ok ? null : blocked.error.code).toBe('RATE_LIMITED');
  });
});
