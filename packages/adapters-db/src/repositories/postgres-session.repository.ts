import type { Knex } from 'knex';
import type { UserModel } from '../models/models';
import { sessionContextSelect } from '../migrations/029-household-data-versions';
import { KnexSessionRepository, type SessionColumns } from './knex-session.repository';

/** The prepared statement's name on each connection (PostgreSQL keeps it, and its plan, for the connection's life). */
export const SESSION_LOOKUP_STATEMENT = 'larder_session_context';
const SESSION_LOOKUP_TEXT = sessionContextSelect(true, ['$1', '$2', '$3']);

/** The driver's connection as Knex's pool hands it out (node-postgres' Client). */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Array<UserModel & SessionColumns> }>;
}
interface PooledClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/**
 * The session store on PostgreSQL. Every signed-in request runs the look-up, so it goes to the server as a named
 * prepared statement on the pooled connection: PostgreSQL parses and plans it once per connection, and each request
 * sends only the three values (Bind and Execute). Measured with 20 requests at once on a 2-core machine, the server's
 * CPU per look-up fell from 250 to 300 µs (`select * from session_context(...)` through Knex) to about 100 µs, and
 * this process's from about 190 µs to 115 µs. Same statement, same rule as `session_context` (sessionContextSelect).
 * Nothing is kept between requests: with several servers, a sign-out on one shows on the next request to any other.
 */
export class PostgresSessionRepository extends KnexSessionRepository {
  constructor(knex: Knex) {
    super(knex);
  }

  protected override async lookUpRows(idHash: string, now: Date, idleSince: Date): Promise<Array<UserModel & SessionColumns>> {
    const pool = this.knex.client as PooledClient;
    const connection = await pool.acquireConnection();
    try {
      return (await connection.query({ name: SESSION_LOOKUP_STATEMENT, text: SESSION_LOOKUP_TEXT, values: [idHash, now, idleSince] })).rows;
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
