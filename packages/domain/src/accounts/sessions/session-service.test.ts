import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { BROWSER_SESSION_HOURS, IDLE_TIMEOUT_MINUTES, PERSISTENT_SESSION_DAYS } from './session-service';

async function setup() {
  const f = accountsFixture('2026-01-15T10:00:00Z');
  const ada = (await f.users.create({ email: 'ada@example.com', passwordHash: null, firstName: 'Ada', lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
  return { ...f, ada };
}

describe('SessionService', () => {
  it('has the spec lifetimes', () => {
    expect(PERSISTENT_SESSION_DAYS).toBe(30);
    expect(BROWSER_SESSION_HOURS).toBe(12);
  });

  it('finds the user of a live session and nobody for an unknown or missing token', async () => {
    const f = await setup();
    const session = await f.sessions.start(f.ada.id, false);
    expect((await f.sessions.userFor(session.token))?.email).toBe('ada@example.com');
    expect(await f.sessions.userFor(undefined)).toBeNull();
    expect(await f.sessions.userFor('')).toBeNull();
    expect(await f.sessions.userFor('not-a-token')).toBeNull();
  });

  it('returns null once the session has expired, however often it was used', async () => {
    const f = await setup();
    const session = await f.sessions.start(f.ada.id, false);
    for (let hour = 1; hour < 12; hour += 1) {
      f.clock.advanceMinutes(60);
      expect(await f.sessions.userFor(session.token)).not.toBeNull();
    }
    f.clock.advanceMinutes(59);
    expect(await f.sessions.userFor(session.token)).not.toBeNull();
    f.clock.advanceMinutes(1);
    expect(await f.sessions.userFor(session.token)).toBeNull();
  });

  it('ends a household session without keep-logged-in after 2 hours without a request; a kept one, or an operator\'s, lasts', async () => {
    const f = await setup();
    const ops = (await f.users.create({ email: 'ops@example.com', passwordHash: null, firstName: 'Op', lastName: '', role: 'admin', profile: EMPTY_PROFILE }))!;
    const browser = await f.sessions.start(f.ada.id, false);
    const kept = await f.sessions.start(f.ada.id, true);
    const operator = await f.sessions.start(ops.id, false, { browserSessionHours: 24 });
    expect(IDLE_TIMEOUT_MINUTES).toBe(120);
    f.clock.advanceMinutes(119);
    expect(await f.sessions.userFor(browser.token)).not.toBeNull(); // used: the 2 hours start again
    f.clock.advanceMinutes(119);
    expect(await f.sessions.userFor(browser.token)).not.toBeNull();
    f.clock.advanceMinutes(120);
    expect(await f.sessions.userFor(browser.token)).toBeNull();
    expect(await f.sessions.userFor(kept.token)).not.toBeNull();
    expect(await f.sessions.userFor(operator.token)).not.toBeNull();
  });

  it('lists the devices with their browsers, this one marked, and signs one out, others, or all', async () => {
    const f = await setup();
    const other = (await f.users.create({ email: 'sam@example.com', passwordHash: null, firstName: 'Sam', lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
    const laptop = await f.sessions.start(f.ada.id, true);
    const phone = await f.sessions.start(f.ada.id, false);
    const sams = await f.sessions.start(other.id, false);
    await f.sessions.userFor(laptop.token, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15');
    f.clock.advanceMinutes(5);
    await f.sessions.userFor(phone.token, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36');
    const devices = await f.sessions.devices(f.ada.id, laptop.token);
    expect(devices.map((d) => [d.label, d.current, d.persistent])).toEqual([
      ['Chrome on Android', false, false],
      ['Safari on Mac', true, true],
    ]);
    expect(await f.sessions.signOutDevice(other.id, devices[0]!.id, sams.token)).toBeNull(); // not Sam's
    expect(await f.sessions.signOutDevice(f.ada.id, devices[0]!.id, laptop.token)).toEqual({ wasCurrent: false });
    expect(await f.sessions.userFor(phone.token)).toBeNull();
    expect(await f.sessions.signOutDevice(f.ada.id, devices[1]!.id, laptop.token)).toEqual({ wasCurrent: true });
    const again = await f.sessions.start(f.ada.id, false);
    const another = await f.sessions.start(f.ada.id, false);
    await f.sessions.signOutOthers(f.ada.id, again.token);
    expect(await f.sessions.userFor(again.token)).not.toBeNull();
    expect(await f.sessions.userFor(another.token)).toBeNull();
    await f.sessions.signOutEverywhere(f.ada.id);
    expect(await f.sessions.userFor(again.token)).toBeNull();
    expect(await f.sessions.userFor(sams.token)).not.toBeNull();
  });

  it('end deletes the session, and only that one', async () => {
    const f = await setup();
    const a = await f.sessions.start(f.ada.id, false);
    const b = await f.sessions.start(f.ada.id, true);
    await f.sessions.end(a.token);
    expect(await f.sessions.userFor(a.token)).toBeNull();
    expect(f.sessionRepo.rows.size).toBe(1);
    expect((await f.sessions.userFor(b.token))?.id).toBe(f.ada.id);
    await f.sessions.end(undefined);
    expect(f.sessionRepo.rows.size).toBe(1);
  });

  it('stores a digest of the token, never the token itself', async () => {
    const f = await setup();
    const session = await f.sessions.start(f.ada.id, true);
    const [stored] = [...f.sessionRepo.rows.values()];
    expect(stored).toBeDefined();
    expect(stored!.idHash).not.toBe(session.token);
    expect(stored!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([...f.sessionRepo.rows.entries()])).not.toContain(session.token);
    expect(stored!).toMatchObject({ userId: f.ada.id, persistent: true, expiresAt: session.expiresAt });
  });

  it('returns null when the session outlives its user', async () => {
    const f = await setup();
    const session = await f.sessions.start(f.ada.id, true);
    await f.users.delete(f.ada.id);
    expect(await f.sessions.userFor(session.token)).toBeNull();
  });
});
