import type { Knex } from 'knex';
import type { ResolvedSession } from '@larder/domain/accounts/ports';
import { KnexSessionRepository, type SessionLookup } from './knex-session.repository';

/** Look-ups kept at most (each a user row and a few dates); the least recently used go first. */
export const KEPT_LOOKUPS_MAX = 10_000;

/** Statements that only read: a query-builder select without a row lock (knex names the method). */
const READ_METHODS = new Set(['select', 'first', 'pluck']);
/** The look-up as the driver sees it (its placeholders numbered). */
const LOOKUP_STATEMENT = 'select * from session_context(';
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i;

/**
 * Counts the statements on `knex` that may have changed something: every statement but a query-builder read
 * without a row lock and the session look-up itself (raw SQL, BEGIN and COMMIT included). One count per Knex.
 */
const counters = new WeakMap<Knex, { writes: number }>();
export function writeCounter(knex: Knex): { readonly writes: number } {
  let counter = counters.get(knex);
  if (!counter) {
    const made = { writes: 0 };
    knex.on('query', (query: { method?: string; sql?: string }) => {
      const sql = query.sql ?? '';
      if (sql.startsWith(LOOKUP_STATEMENT) || (query.method !== undefined && READ_METHODS.has(query.method) && !ROW_LOCK.test(sql))) return;
      made.writes += 1;
    });
    counters.set(knex, made);
    counter = made;
  }
  return counter;
}

/**
 * The session store on the embedded database. PGlite allows one process on its data folder (the serve command's
 * lock file keeps any other out), so every change passes through this process's Knex. A look-up is kept while no
 * statement that could change anything has been issued since it was issued (`writeCounter`): a sign-out, a revoked
 * session, a role change, a household change and a data version's move are all such statements, so each shows on
 * the next request. The clock is judged again on every use, by the same rule as `session_context`'s WHERE: not
 * expired and, unless kept logged in or an operator's, seen after `idleSince`.
 */
export class EmbeddedSessionRepository extends KnexSessionRepository {
  private readonly kept = new Map<string, { lookup: SessionLookup; writes: number }>();
  private readonly counter: { readonly writes: number };

  constructor(knex: Knex, private readonly maxKept = KEPT_LOOKUPS_MAX) {
    super(knex);
    this.counter = writeCounter(knex);
  }

  override async resolve(idHash: string, now: Date, idleSince: Date): Promise<ResolvedSession | null> {
    const kept = this.kept.get(idHash);
    if (kept && kept.writes === this.counter.writes && stillLive(kept.lookup, now, idleSince)) return kept.lookup.resolved;
    this.kept.delete(idHash);
    const writes = this.counter.writes;
    const lookup = await this.lookUp(idHash, now, idleSince);
    if (!lookup) return null;
    if (this.kept.size >= this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(idHash, { lookup, writes });
    return lookup.resolved;
  }
}

/** `session_context`'s rule, in memory: the session has not expired and is kept logged in, an operator's, or not idle. */
function stillLive(lookup: SessionLookup, now: Date, idleSince: Date): boolean {
  return lookup.expiresAt > now && (lookup.persistent || lookup.resolved.user.role !== 'user' || lookup.resolved.lastSeenAt > idleSince);
}
