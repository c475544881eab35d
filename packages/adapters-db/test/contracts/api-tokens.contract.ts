import { beforeEach, expect, it } from 'vitest';
import type { ApiTokenRepository } from '@larder/domain/accounts/api-tokens/ports';
import type { NewApiToken } from '@larder/domain/accounts/api-tokens/api-token';

export interface ApiTokenFixture {
  readonly tokens: ApiTokenRepository;
  /** Two existing users' ids. */
  readonly users: readonly [string, string];
}

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const token = (userId: string, n: number, overrides: Partial<NewApiToken> = {}): NewApiToken => ({
  userId,
  name: `script ${n}`,
  scope: 'read',
  tokenHash: String(n).repeat(64),
  prefix: `lrd_abc${n}`,
  createdAt: at(n),
  ...overrides,
});

/** The storage contract of personal API tokens, run on the fake, PGlite and PostgreSQL. */
export function apiTokensContract(make: () => Promise<ApiTokenFixture>) {
  let f: ApiTokenFixture;
  let jo: string;
  let sam: string;
  beforeEach(async () => {
    f = await make();
    [jo, sam] = f.users;
  });

  it('stores a token and finds it, with its user, by its digest only', async () => {
    const made = await f.tokens.create(token(jo, 1, { tokenHash: 'a'.repeat(64), scope: 'read-write', name: 'Sheets export' }), 20);
    expect(made).toMatchObject({ userId: jo, name: 'Sheets export', scope: 'read-write', prefix: 'lrd_abc1', createdAt: at(1), lastUsedAt: null });
    expect(made).not.toHaveProperty('tokenHash');
    const found = await f.tokens.findByHash('a'.repeat(64));
    expect(found?.token).toEqual(made);
    expect(found?.user.id).toBe(jo);
    expect(await f.tokens.findByHash('b'.repeat(64))).toBeNull();
  });

  it("lists a user's own tokens, newest first, and no one else's", async () => {
    await f.tokens.create(token(jo, 1, { tokenHash: '1'.repeat(64) }), 20);
    await f.tokens.create(token(jo, 3, { tokenHash: '3'.repeat(64) }), 20);
    await f.tokens.create(token(sam, 2, { tokenHash: '2'.repeat(64) }), 20);
    expect((await f.tokens.listForUser(jo)).map((t) => t.name)).toEqual(['script 3', 'script 1']);
    expect((await f.tokens.listForUser(sam)).map((t) => t.name)).toEqual(['script 2']);
  });

  it('refuses a token beyond the limit, and counts each user apart', async () => {
    expect(await f.tokens.create(token(jo, 1, { tokenHash: '1'.repeat(64) }), 2)).not.toBeNull();
    expect(await f.tokens.create(token(jo, 2, { tokenHash: '2'.repeat(64) }), 2)).not.toBeNull();
    expect(await f.tokens.create(token(jo, 3, { tokenHash: '3'.repeat(64) }), 2)).toBeNull();
    expect(await f.tokens.create(token(sam, 4, { tokenHash: '4'.repeat(64) }), 2)).not.toBeNull();
    expect(await f.tokens.listForUser(jo)).toHaveLength(2);
  });

  it('records when a token was last used', async () => {
    const made = (await f.tokens.create(token(jo, 1, { tokenHash: 'c'.repeat(64) }), 20))!;
    await f.tokens.touch(made.id, at(30));
    expect((await f.tokens.findByHash('c'.repeat(64)))?.token.lastUsedAt).toEqual(at(30));
    expect((await f.tokens.listForUser(jo))[0]?.lastUsedAt).toEqual(at(30));
  });

  it('revokes only its own user\u2019s token, and a revoked token is found no more', async () => {
    const made = (await f.tokens.create(token(jo, 1, { tokenHash: 'd'.repeat(64) }), 20))!;
    expect(await f.tokens.revoke(sam, made.id)).toBe(false);
    expect(await f.tokens.findByHash('d'.repeat(64))).not.toBeNull();
    expect(await f.tokens.revoke(jo, made.id)).toBe(true);
    expect(await f.tokens.findByHash('d'.repeat(64))).toBeNull();
    expect(await f.tokens.listForUser(jo)).toEqual([]);
    expect(await f.tokens.revoke(jo, made.id)).toBe(false);
    expect(await f.tokens.revoke(jo, 'not-an-id')).toBe(false);
  });
}
