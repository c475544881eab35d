/**
 * `pnpm bench`: the session look-up every signed-in request makes on PostgreSQL, 20 at once on a pool of 10, as the
 * server runs it (a named prepared statement, the look-ups asked for in one turn of the event loop sent as one:
 * PostgresSessionRepository) beside the same statement one look-up at a time, `select * from session_context(...)`
 * through Knex (what it was) and `select 1` through the same pool (the round trip's own floor), in one run. Here
 * the 20 callers ask again as soon as they are answered, so they always arrive together: the batched figure is the
 * best case; the load bench shows what requests from 20 connections get.
 * Printed: look-ups a second, and CPU per look-up in this process and in the PostgreSQL server (from /proc), the
 * figures a shared machine's noise moves least. TEST_DATABASE_URL, else the local server; skipped when it does not answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { KnexSessionRepository } from '@larder/adapters-db/repositories/knex-session.repository';
import { PostgresSessionRepository } from '@larder/adapters-db/repositories/postgres-session.repository';
import { cpuMeter } from './cpu-time';

const LOOKUPS = Number(process.env.SESSION_BENCH_LOOKUPS ?? 20_000);
const AT_ONCE = 20;
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_session_${randomBytes(4).toString('hex')}`;

let db: Awaited<ReturnType<typeof openDatabase>> | null = null;
try {
  db = await openDatabase({ url, schema, poolMax: 10 });
  await db.knex.raw('select 1');
} catch (error) {
  console.log(`session look-up bench skipped: ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`);
  db = null;
}
if (db) {
  const knex = db.knex;
  try {
    await migrateLatest(knex, db.schema);
    const [user] = await knex('users').insert({ email: 'bench@example.com', password_hash: 'x', first_name: 'Bench', last_name: 'Mark', role: 'user' }).returning('id');
    const idHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const now = new Date();
    await knex('sessions').insert({ id_hash: idHash, user_id: (user as { id: string }).id, persistent: true, expires_at: new Date(now.getTime() + 86_400_000), created_at: now, last_seen_at: now });
    const plain = new KnexSessionRepository(knex);
    const prepared = new PostgresSessionRepository(knex, { together: false });
    const together = new PostgresSessionRepository(knex);
    const ways: Record<string, () => Promise<unknown>> = {
      'select 1 through Knex (the floor)': () => knex.raw('select 1'),
      'session_context(...) through Knex (before)': () => plain.resolve(idHash, new Date(), new Date(0)),
      'prepared statement, one look-up each': () => prepared.resolve(idHash, new Date(), new Date(0)),
      'prepared, asked together (the server now)': () => together.resolve(idHash, new Date(), new Date(0)),
    };
    console.log(`\nsession look-up on PostgreSQL: ${LOOKUPS} look-ups, ${AT_ONCE} at once, pool of 10`);
    console.log(`${'way'.padEnd(50)} ${'per s'.padStart(7)} ${'node µs'.padStart(8)} ${'db µs'.padStart(6)}`);
    for (const round of [1, 2]) {
      for (const [name, run] of Object.entries(ways)) {
        for (let i = 0; i < 200; i += 1) await run();
        let left = LOOKUPS;
        const meter = cpuMeter(true);
        const started = performance.now();
        await Promise.all(Array.from({ length: AT_ONCE }, async () => {
          while (left-- > 0) await run();
        }));
        const seconds = (performance.now() - started) / 1000;
        const cpu = meter.per(LOOKUPS);
        console.log(`${`${name}${round > 1 ? ' (again)' : ''}`.padEnd(50)} ${(LOOKUPS / seconds).toFixed(0).padStart(7)} ${cpu.server.toFixed(0).padStart(8)} ${(cpu.database === null ? '-' : cpu.database.toFixed(0)).padStart(6)}`);
      }
    }
  } finally {
    await knex.raw('drop schema if exists ?? cascade', [schema]);
    await db.close();
  }
}
