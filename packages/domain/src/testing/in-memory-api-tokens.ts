import { randomUUID } from 'node:crypto';
import type { ApiToken, NewApiToken } from '../accounts/api-tokens/api-token';
import type { ApiTokenRepository } from '../accounts/api-tokens/ports';
import type { UserRepository } from '../accounts/ports';

/** The fake of personal API tokens: rows by id, with their digests; a token whose user is gone finds nothing. */
export class InMemoryApiTokenRepository implements ApiTokenRepository {
  private readonly rows = new Map<string, ApiToken & { tokenHash: string }>();
  constructor(private readonly users: Pick<UserRepository, 'findById'>) {}

  async create(token: NewApiToken, max: number): Promise<ApiToken | null> {
    if ([...this.rows.values()].filter((r) => r.userId === token.userId).length >= max) return null;
    const row = { ...token, id: randomUUID(), lastUsedAt: null };
    this.rows.set(row.id, row);
    return strip(row);
  }
  async listForUser(userId: string): Promise<ApiToken[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(strip);
  }
  async findByHash(tokenHash: string) {
    const row = [...this.rows.values()].find((r) => r.tokenHash === tokenHash);
    if (!row) return null;
    const user = await this.users.findById(row.userId);
    return user ? { token: strip(row), user } : null;
  }
  async touch(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastUsedAt: at });
  }
  async revoke(userId: string, id: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId) return false;
    return this.rows.delete(id);
  }
}

const strip = ({ tokenHash: _hash, ...token }: ApiToken & { tokenHash: string }): ApiToken => ({ ...token });
