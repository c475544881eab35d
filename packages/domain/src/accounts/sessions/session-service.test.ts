import { describe, it, expect } from 'vitest';
import { accountsFixture } from '../../testing/accounts-fixture';
import { EMPTY_PROFILE } from '../user';
import { BROWSER_SESSION_HOURS, PERSISTENT_SESSION_DAYS } from './session-service';

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

  it('returns null once the session has expired', async () => {
    const f = await setup();
    const session = await f.sessions.start(f.ada.id, false);
    f.clock.advanceMinutes(12 * 60 - 1);
    expect(await f.sessions.userFor(session.token)).not.toBeNull();
    f.clock.advanceMinutes(1);
    expect(await f.sessions.userFor(session.token)).toBeNull();
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
