import type { Knex } from 'knex';
import type { MagicLinkRepository, MagicLinkToken, Session, SessionRepository } from '@larder/domain/accounts/ports';
import { MagicLinkTokenModel, SessionModel, type UserModel } from '../models/models';
import { toUser } from './knex-user.repository';

export class KnexSessionRepository implements SessionRepository {
  private readonly Sessions: typeof SessionModel;
  constructor(private readonly knex: Knex) {
    this.Sessions = SessionModel.bindKnex(knex);
  }
  async create(session: Session) {
    await this.Sessions.query().insert({
      id_hash: session.idHash,
      user_id: session.userId,
      persistent: session.persistent,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    });
  }
  async findActive(idHash: string, now: Date) {
    const row = await this.Sessions.query().findById(idHash).where('expires_at', '>', now);
    return row ? { idHash: row.id_hash, userId: row.user_id, persistent: row.persistent, expiresAt: row.expires_at, createdAt: row.created_at } : null;
  }
  /** One statement (the session joined to its user), run on every signed-in request: plain knex, no model layer. */
  async findActiveUser(idHash: string, now: Date) {
    const row = await this.knex('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .where('sessions.id_hash', idHash)
      .where('sessions.expires_at', '>', now)
      .first('users.*');
    return row ? toUser(row as UserModel) : null;
  }
  async delete(idHash: string) {
    await this.Sessions.query().deleteById(idHash);
  }
  async deleteForUser(userId: string) {
    await this.Sessions.query().delete().where({ user_id: userId });
  }
  async deleteExpired(now: Date) {
    // RETURNING rather than the driver's row count, which the PGlite dialect does not report.
    const deleted = await this.Sessions.query().delete().where('expires_at', '<=', now).returning('id_hash');
    return (deleted as unknown as SessionModel[]).length;
  }
}

export class KnexMagicLinkRepository implements MagicLinkRepository {
  private readonly Tokens: typeof MagicLinkTokenModel;
  constructor(knex: Knex) {
    this.Tokens = MagicLinkTokenModel.bindKnex(knex);
  }
  /** A new link retires the account's earlier unused ones (an old email cannot sign in once a newer link was sent). */
  async create(token: MagicLinkToken) {
    await this.Tokens.query().patch({ used_at: token.createdAt }).where({ user_id: token.userId }).whereNull('used_at');
    await this.Tokens.query().insert({
      token_hash: token.tokenHash,
      user_id: token.userId,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    });
  }
  /** One UPDATE ... RETURNING: two clicks at once cannot both sign in. */
  async consume(tokenHash: string, now: Date) {
    const rows = await this.Tokens.query()
      .patch({ used_at: now })
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .returning('user_id');
    const first = (rows as unknown as MagicLinkTokenModel[])[0];
    return first ? first.user_id : null;
  }
}
