import type { Knex } from 'knex';
import type { UserModel } from '../models/models';
import { KnexSessionRepository, type SessionColumns } from './knex-session.repository';

/** The prepared statement's name on each connection (PostgreSQL keeps it, and its plan, for the connection's life). */
export const SESSION_LOOKUP_STATEMENT = 'larder_session_context';
/** `session_contexts` (migration 031): `session_context`'s statement for each of several sessions. */
const SESSION_LOOKUP_TEXT = 'select * from session_contexts($1::text[], $2, $3)';
/** Sessions looked up by one statement, at most. */
export const LOOKUPS_PER_STATEMENT = 100;

type LookupRow = UserModel & SessionColumns & { session_id_hash?: string };

/** The driver's connection as Knex's pool hands it out (node-postgres' Client). */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: LookupRow[] }>;
}
interface PooledClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

interface Waiting {
  readonly idHash: string;
  resolve(rows: LookupRow[]): void;
  reject(error: unknown): void;
}
/** Look-ups asked for at the same clock reading (the same `now` and `idleSince`): one statement answers them all. */
interface Batch {
  readonly now: Date;
  readonly idleSince: Date;
  readonly waiting: Waiting[];
}

/**
 * The session store on PostgreSQL. Every signed-in request runs the look-up, so:
 *
 * - it goes to the server as a named prepared statement on the pooled connection: PostgreSQL parses and plans it
 *   once per connection, and each use sends only its values (Bind and Execute); the function it calls keeps the
 *   plan of the one-session statement it runs for each session (migration 031);
 * - the look-ups asked for in one turn of the event loop (the requests that arrived together) go as one call of
 *   `session_contexts`, one per clock reading, at the end of that turn (`setImmediate`). A look-up is never
 *   answered from before it was asked: a sign-out, a revoked session or a role change committed before a request
 *   arrived shows in that request's answer, whichever server made it. Nothing is kept between requests.
 *
 * Same statement, same rule as `session_context` (sessionContextSelect). `bench/session-lookup.ts` measures it.
 */
export class PostgresSessionRepository extends KnexSessionRepository {
  private readonly batches = new Map<string, Batch>();
  private flushing = false;

  /** `together: false` sends each look-up as a statement of its own, at once (the bench's comparison). */
  constructor(knex: Knex, private readonly options: { readonly together: boolean } = { together: true }) {
    super(knex);
  }

  protected override lookUpRows(idHash: string, now: Date, idleSince: Date): Promise<LookupRow[]> {
    if (!this.options.together) return this.query([idHash], now, idleSince).then((rows) => rows.map(({ session_id_hash: _, ...row }) => row as LookupRow));
    return new Promise((resolve, reject) => {
      const key = `${now.getTime()} ${idleSince.getTime()}`;
      let batch = this.batches.get(key);
      if (!batch) {
        batch = { now, idleSince, waiting: [] };
        this.batches.set(key, batch);
      }
      batch.waiting.push({ idHash, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushing = false;
    const batches = [...this.batches.values()];
    this.batches.clear();
    for (const { now, idleSince, waiting } of batches) {
      for (let from = 0; from < waiting.length; from += LOOKUPS_PER_STATEMENT) void this.run(now, idleSince, waiting.slice(from, from + LOOKUPS_PER_STATEMENT));
    }
  }

  private async run(now: Date, idleSince: Date, waiting: readonly Waiting[]): Promise<void> {
    try {
      const rows = await this.query([...new Set(waiting.map((w) => w.idHash))], now, idleSince);
      const byId = new Map<string, LookupRow>();
      for (const { session_id_hash: id, ...row } of rows) byId.set(id!, row as LookupRow);
      for (const w of waiting) {
        const row = byId.get(w.idHash);
        w.resolve(row ? [row] : []);
      }
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }

  private async query(idHashes: readonly string[], now: Date, idleSince: Date): Promise<LookupRow[]> {
    const pool = this.knex.client as PooledClient;
    const connection = await pool.acquireConnection();
    try {
      return (await connection.query({ name: SESSION_LOOKUP_STATEMENT, text: SESSION_LOOKUP_TEXT, values: [idHashes, now, idleSince] })).rows;
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
