import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
const db = await openDatabase({}); await migrateLatest(db.knex);
for (const [name, fn] of [['select 1', () => db.knex.raw('select 1')], ['sessions by id', () => db.knex('sessions').where({ id_hash: 'x' }).first()], ['users by id', () => db.knex('users').where({ id: '00000000-0000-0000-0000-000000000000' }).first()]] as const) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now(); for (let i = 0; i < 300; i++) await fn(); console.log(name, ((performance.now() - t) / 300).toFixed(3), 'ms');
}
const pgl = (db.knex.client as any);
console.log(Object.keys(pgl), pgl.pglite ? 'has pglite' : '');
await db.close();
