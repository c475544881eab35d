import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { EMPTY_PROFILE, type User } from '@larder/domain/accounts/user';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { EmbeddedSessionRepository } from '../src/repositories/embedded-session.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

/**
 * Issue 20: on the embedded database a session's look-up is kept in memory while nothing that could change it has
 * been issued; every sign-out, revocation, role change and data change shows on the next look-up, and the clock
 * is judged on every use.
 */
const pglite = databaseTargets().find((t) => t.name === 'PGlite')!;
describe('session look-ups kept between writes (PGlite)', () => {
  let db: TestDatabase;
  let sessions: EmbeddedSessionRepository;
  let ada: User;
  let statements: string[] = [];
  const clock = new FixedClock('2026-11-27T10:00:00Z');
  const now = clock.now();
  const idle = (at: Date) => new Date(at.getTime() - 120 * 60_000);
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  beforeAll(async () => {
    db = await pglite.open();
    db.knex.on('query', (q: { sql: string }) => statements.push(q.sql));
  });
  afterAll(async () => db?.dispose());
  beforeEach(async () => {
    await db.truncate();
    sessions = new EmbeddedSessionRepository(db.knex);
    ada = (await new KnexUserRepository(db.knex, clock).create({ email: 'ada@example.com', passwordHash: 'h', firstName: 'Ada', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
    await sessions.create({ idHash: 'browser', userId: ada.id, persistent: false, createdAt: now, expiresAt: later(12 * 60) });
    await sessions.create({ idHash: 'kept-in', userId: ada.id, persistent: true, createdAt: now, expiresAt: later(30 * 24 * 60) });
    statements = [];
  });
  const resolve = (idHash: string, at = now) => sessions.resolve(idHash, at, idle(at));

  it('a second look-up with nothing written between issues no statement; a read of anything else keeps it', async () => {
    const first = await resolve('browser');
    expect(first?.user.email).toBe('ada@example.com');
    expect(statements).toHaveLength(1);
    expect(await resolve('browser')).toBe(first);
    await db.knex('users').where({ id: ada.id }).first();
    expect(await resolve('browser')).toBe(first);
    expect(statements).toHaveLength(2);
  });

  it('a sign-out, a revocation, a role change and a change to the household\'s data each show on the next look-up', async () => {
    const first = (await resolve('kept-in'))!;
    await db.knex('users').where({ id: ada.id }).update({ role: 'admin' });
    expect((await resolve('kept-in'))!.user.role).toBe('admin');
    const beforeChange = (await resolve('kept-in'))!;
    await db.knex('users').where({ id: ada.id }).update({ first_name: 'Ada B' });
    const afterChange = (await resolve('kept-in'))!;
    expect(afterChange.user.firstName).toBe('Ada B');
    expect(afterChange.dataVersion).not.toBe(beforeChange.dataVersion);
    await sessions.delete('kept-in');
    expect(await resolve('kept-in')).toBeNull();
    await resolve('browser');
    await db.knex.raw('delete from sessions where id_hash = ?', ['browser']);
    expect(await resolve('browser')).toBeNull();
    expect(first.user.role).toBe('user');
    expect(afterChange.user.role).toBe('admin');
  });

  it('a statement issued while a look-up is on its way is not missed', async () => {
    const lookUp = resolve('browser');
    const signOut = sessions.delete('browser');
    expect((await lookUp)?.user.id).toBe(ada.id);
    await signOut;
    expect(await resolve('browser')).toBeNull();
  });

  it('judges the clock on every use: idle after two hours unless kept logged in, and never past its expiry', async () => {
    expect(await resolve('browser')).not.toBeNull();
    expect(await resolve('kept-in')).not.toBeNull();
    statements = [];
    expect(await resolve('browser', later(121))).toBeNull();
    expect(await resolve('kept-in', later(121))).not.toBeNull();
    expect(await resolve('kept-in', later(30 * 24 * 60))).toBeNull();
    // Each answer of null came from the database, not from the kept look-up.
    expect(statements.filter((s) => s.startsWith('select * from session_context('))).toHaveLength(2);
  });
});
