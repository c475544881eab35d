import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { KnexShoppingListRepository } from '@larder/adapters-db/repositories/knex-shopping-list.repository';
import { KnexUserRepository } from '@larder/adapters-db/repositories/knex-user.repository';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { openEvents } from '../support/list-events';
import { TestClient } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const url = process.env.TEST_DATABASE_URL;

/** `npm run cli -- serve` in a process of its own, on PostgreSQL, in the test's schema. */
const logs: string[] = [];
function serve(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main, 'serve'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DEV_HELPERS: 'true', SCHEDULER: 'off', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const index = logs.push('') - 1;
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      logs[index] = out;
      const match = /running at (http:\/\/\S+)/.exec(out) ?? /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), process: child });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
    setTimeout(() => reject(new Error(`serve did not start: ${out}`)), 60_000).unref();
  });
}

// Runs only where PostgreSQL answers (two server processes share one real database; .ci/run sets TEST_DATABASE_URL).
describe.runIf(url)('one live list across two server processes on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let db: Database;
  const servers: ChildProcess[] = [];
  let a: string;
  let b: string;
  let listId: number;
  let itemId: number;

  beforeAll(async () => {
    db = await openDatabase({ url: url!, schema, poolMax: 2 });
    await migrateLatest(db.knex, schema);
    const users = new KnexUserRepository(db.knex, new FixedClock(new Date()));
    const alex = (await users.create({ email: 'alex@example.com', passwordHash: null, firstName: 'Alex', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!;
    const lists = new KnexShoppingListRepository(db.knex);
    const line = { name: 'Milk', quantity: 1, unit: '2 l pack', category: 'Dairy & Eggs', pricePence: 150, neededGrams: 0, packGrams: 2000, leftoverGrams: 0, perishable: true };
    const list = await lists.create({ userId: alex.id, mealPlanId: null, supermarket: 'Tesco', priceNote: 'test', totalCostPence: 300, items: [{ ...line, ingredient: 'milk' }, { ...line, ingredient: 'whole-milk', name: 'Whole milk' }] }, new Date());
    listId = list.id;
    itemId = list.items[0]!.id;
    const withSchema = `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const [one, two] = await Promise.all([serve(withSchema), serve(withSchema)]);
    servers.push(one.process, two.process);
    a = one.url;
    b = two.url;
  }, 120_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db?.knex.raw('drop schema if exists ?? cascade', [schema]);
    await db?.close();
  });

  it('a tick made through one server reaches a member listening on the other within a second', async () => {
    expect(a).not.toBe(b);
    // One session, valid on both servers (sessions live in PostgreSQL).
    const onA = new TestClient(a);
    expect((await onA.post('/api/auth/dev-login', { email: 'alex@example.com' })).status).toBe(200);
    const onB = new TestClient(b);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const stream = await openEvents(b, onB, listId);
    try {
      const heard = stream.next('item-checked', 1000);
      const started = performance.now();
      const tick = await onA.put(`/api/simple-shopping-list-items/${itemId}`, { isChecked: true });
      expect(tick.status).toBe(200);
      expect(await heard).toMatchObject({ listId, itemId, by: 'Alex' });
      const ms = performance.now() - started;
      console.log(`tick on server A reached the stream on server B in ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(1000);
      const added = stream.next('items-added', 1000);
      await onA.post(`/api/simple-shopping-lists/${listId}/items`, { name: 'bin bags' });
      expect(await added).toMatchObject({ listId });
      expect((await onB.get(`/api/simple-shopping-lists/${listId}`)).body.items.map((i: { name: string }) => i.name)).toContain('bin bags');
    } catch (error) {
      console.log(logs.join('\n-----\n'));
      throw error;
    } finally {
      stream.close();
    }
  }, 30_000);
});
