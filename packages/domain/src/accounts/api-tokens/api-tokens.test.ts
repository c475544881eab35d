import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryUserRepository } from '../../testing/in-memory-accounts';
import { InMemoryApiTokenRepository } from '../../testing/in-memory-api-tokens';
import { InMemoryRateLimiter } from '../../testing/in-memory-support';
import { digestToken } from '../../shared/tokens';
import { EMPTY_PROFILE } from '../user';
import { API_TOKEN_RATE, MAX_API_TOKENS } from './api-token';
import { ApiTokens } from './api-tokens.use-case';

async function setUp() {
  const clock = new FixedClock(new Date('2026-11-27T09:00:00Z'));
  const users = new InMemoryUserRepository(clock);
  const jo = (await users.create({ email: 'jo@example.com', passwordHash: null, firstName: 'Jo', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!;
  const repository = new InMemoryApiTokenRepository(users);
  return { clock, jo, repository, tokens: new ApiTokens(repository, new InMemoryRateLimiter(clock), clock) };
}

describe('personal API tokens', () => {
  it('makes a token whose secret is shown once and stored only as its digest', async () => {
    const { jo, repository, tokens } = await setUp();
    const made = await tokens.create(jo.id, { name: '  Weekly export ', scope: 'read' });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.secret).toMatch(/^lrd_[A-Za-z0-9_-]{43}$/);
    expect(made.value.token).toMatchObject({ name: 'Weekly export', scope: 'read', prefix: made.value.secret.slice(0, 8), lastUsedAt: null });
    expect(JSON.stringify(await repository.listForUser(jo.id))).not.toContain(made.value.secret.slice(8));
    expect((await repository.findByHash(digestToken(made.value.secret)))?.user.id).toBe(jo.id);
  });

  it('names the field of a bad name or scope and stores nothing', async () => {
    const { jo, tokens } = await setUp();
    for (const [input, field] of [
      [{ name: '', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'name'],
      [{ name: 'bad\u0000name', scope: 'read' }, 'name'],
      [{ name: 'ok', scope: 'admin' }, 'scope'],
    ] as const) {
      const result = await tokens.create(jo.id, input);
      expect(result.ok ? null : [result.error.code, result.error.field]).toEqual(['VALIDATION', field]);
    }
    expect(await tokens.list(jo.id)).toEqual([]);
  });

  it(`holds at most ${MAX_API_TOKENS} tokens a member`, async () => {
    const { jo, tokens } = await setUp();
    for (let i = 0; i < MAX_API_TOKENS; i++) expect((await tokens.create(jo.id, { name: `t${i}`, scope: 'read' })).ok).toBe(true);
    const over = await tokens.create(jo.id, { name: 'one more', scope: 'read' });
    expect(over.ok ? null : over.error.code).toBe('API_TOKEN.LIMIT');
  });

  it('authenticates a live token, records its use at most once a minute, and nothing once it is revoked', async () => {
    const { clock, jo, repository, tokens } = await setUp();
    const made = await tokens.create(jo.id, { name: 'cron', scope: 'read-write' });
    if (!made.ok) throw new Error();
    const { secret, token } = made.value;
    expect((await tokens.authenticate(secret))?.user.id).toBe(jo.id);
    const first = (await repository.listForUser(jo.id))[0]!.lastUsedAt;
    expect(first).toEqual(clock.now());
    clock.advanceMinutes(0.5);
    await tokens.authenticate(secret);
    expect((await repository.listForUser(jo.id))[0]!.lastUsedAt).toEqual(first);
    clock.advanceMinutes(0.5);
    await tokens.authenticate(secret);
    expect((await repository.listForUser(jo.id))[0]!.lastUsedAt).toEqual(clock.now());

    expect(await tokens.authenticate(`${secret}x`)).toBeNull();
    expect(await tokens.authenticate(secret.replace('lrd_', 'lbk_'))).toBeNull();
    expect((await tokens.revoke('someone-else', token.id)).ok).toBe(false);
    expect((await tokens.revoke(jo.id, token.id)).ok).toBe(true);
    expect(await tokens.authenticate(secret)).toBeNull();
    const again = await tokens.revoke(jo.id, token.id);
    expect(again.ok ? null : again.error.code).toBe('API_TOKEN.NOT_FOUND');
  });

  it('limits each token to its rate, apart from the others', async () => {
    const { tokens } = await setUp();
    for (let i = 0; i < API_TOKEN_RATE.points; i++) expect((await tokens.allow({ id: 'a' })).allowed).toBe(true);
    const refused = await tokens.allow({ id: 'a' });
    expect(refused.allowed ? null : refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await tokens.allow({ id: 'b' })).allowed).toBe(true);
  });
});
