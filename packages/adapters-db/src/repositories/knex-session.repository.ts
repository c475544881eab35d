import type { Knex } from 'knex';
import type { DeviceSession, MagicLinkRepository, MagicLinkToken, ResolvedSession, Session, SessionHousehold, SessionRepository } from '@larder/domain/accounts/ports';
import { MagicLinkTokenModel, SessionModel, type UserModel } from '../models/models';
import { toUser } from './knex-user.repository';

export interface SessionColumns {
  session_last_seen_at: Date;
  session_user_agent: string | null;
  session_household_id: string | null;
  session_household_role: string | null;
  session_household_owner: string | null;
  session_data_version: number | string | null;
  session_expires_at: Date;
  session_persistent: boolean;
}

/** The statement of every signed-in request (`session_context`, migrations 029 and 030). */
const SESSION_LOOKUP_SQL = 'select * from session_context(?, ?, ?)';

/** A look-up with what it takes to judge it again later by the clock: the session's expiry and keep-logged-in. */
export interface SessionLookup {
  readonly resolved: ResolvedSession;
  readonly expiresAt: Date;
  readonly persistent: boolean;
}

export class KnexSessionRepository implements SessionRepository {
  private readonly Sessions: typeof SessionModel;
  constructor(protected readonly knex: Knex) {
    this.Sessions = SessionModel.bindKnex(knex);
  }
  async create(session: Session) {
    await this.Sessions.query().insert({
      id_hash: session.idHash,
      user_id: session.userId,
      persistent: session.persistent,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
    } as Partial<SessionModel>);
  }
  /**
   * Live: not expired and, for a household session without keep-logged-in, seen after `idleSince` (the same rule as
   * `session_context`, migration 029, which `resolve` runs on every request). One statement
   * (the session joined to its user), run on every signed-in request.
   */
  private live(query: Knex.QueryBuilder, now: Date, idleSince: Date): Knex.QueryBuilder {
    return query
      .where('sessions.expires_at', '>', now)
      .where((q) => q.where('sessions.persistent', true).orWhereNot('users.role', 'user').orWhere(this.knex.raw('coalesce(sessions.last_seen_at, sessions.created_at)'), '>', idleSince));
  }
  /**
   * The session, its user, the user's household and the household's data version in one statement: the one round
   * trip of a signed-in request, through `session_context` (migration 029), whose plan is kept per connection.
   */
  async resolve(idHash: string, now: Date, idleSince: Date): Promise<ResolvedSession | null> {
    return (await this.lookUp(idHash, now, idleSince))?.resolved ?? null;
  }
  /** The look-up's row, if any: `session_context` through Knex (a driver of its own on PostgreSQL). */
  protected async lookUpRows(idHash: string, now: Date, idleSince: Date): Promise<Array<UserModel & SessionColumns>> {
    return (await this.knex.raw<{ rows: Array<UserModel & SessionColumns> }>(SESSION_LOOKUP_SQL, [idHash, now, idleSince])).rows;
  }
  protected async lookUp(idHash: string, now: Date, idleSince: Date): Promise<SessionLookup | null> {
    const row = (await this.lookUpRows(idHash, now, idleSince))[0];
    if (!row) return null;
    const {
      session_last_seen_at: lastSeenAt, session_user_agent: userAgent, session_household_id: householdId, session_household_role: role,
      session_household_owner: ownerId, session_data_version: version, session_expires_at: expiresAt, session_persistent: persistent, ...user
    } = row;
    const household: SessionHousehold | null = householdId && ownerId && (role === 'owner' || role === 'member') ? { householdId, ownerId, role } : null;
    // No row yet: nothing of the household's has changed since versions were kept (0 until the first change).
    const resolved = { user: toUser(user as unknown as UserModel), lastSeenAt: new Date(lastSeenAt), userAgent, household, dataVersion: String(version ?? 0) };
    return { resolved, expiresAt: new Date(expiresAt), persistent: Boolean(persistent) };
  }
  async touch(idHash: string, at: Date, userAgent: string | null) {
    await this.knex('sessions').where({ id_hash: idHash }).update({ last_seen_at: at, user_agent: userAgent });
  }
  async listActive(userId: string, now: Date, idleSince: Date): Promise<DeviceSession[]> {
    const rows = await this.live(this.knex('sessions').join('users', 'users.id', 'sessions.user_id').where('sessions.user_id', userId), now, idleSince)
      .select('sessions.public_id', 'sessions.id_hash', 'sessions.persistent', 'sessions.created_at', 'sessions.expires_at', 'sessions.user_agent', this.knex.raw('coalesce(sessions.last_seen_at, sessions.created_at) as last_seen_at'))
      .orderBy([{ column: 'last_seen_at', order: 'desc' }, { column: 'sessions.created_at', order: 'desc' }]);
    return (rows as Array<Record<string, unknown>>).map((r) => ({
      publicId: String(r.public_id),
      idHash: String(r.id_hash),
      persistent: Boolean(r.persistent),
      createdAt: new Date(r.created_at as Date),
      lastSeenAt: new Date(r.last_seen_at as Date),
      expiresAt: new Date(r.expires_at as Date),
      userAgent: (r.user_agent as string | null) ?? null,
    }));
  }
  async deleteByPublicId(userId: string, publicId: string) {
    // Not a uuid: no such device (and no SQL error from the cast).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null;
    const rows = await this.knex('sessions').where({ user_id: userId, public_id: publicId }).delete().returning('id_hash');
    const first = rows[0] as { id_hash: string } | string | undefined;
    return first === undefined ? null : typeof first === 'string' ? first : first.id_hash;
  }
  async deleteForUserExcept(userId: string, keepIdHash: string) {
    await this.knex('sessions').where({ user_id: userId }).whereNot({ id_hash: keepIdHash }).delete();
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
