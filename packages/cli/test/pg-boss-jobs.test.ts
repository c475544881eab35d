import { randomBytes } from 'node:crypto';
import { openDatabase } from '@larder/adapters-db/database';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { type RunningJobs, dayJobId, queueName, startPgBossJobs } from '../src/infrastructure/pg-boss-jobs';

const url = process.env.TEST_DATABASE_URL;

describe('dayJobId', () => {
  it('is a UUID, the same for a job and day on every server, different for another day or job', () => {
    const id = dayJobId('billing', '2026-11-25');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(dayJobId('billing', '2026-11-25')).toBe(id);
    expect(dayJobId('billing', '2026-11-26')).not.toBe(id);
    expect(dayJobId('blog', '2026-11-25')).not.toBe(id);
  });
});

// Skipped only where no PostgreSQL answers (pg-boss needs a real server; .ci/run sets TEST_DATABASE_URL when it is up).
describe.skipIf(!url)('daily jobs on pg-boss, three servers on one PostgreSQL', () => {
  const schema = `test_jobs_${randomBytes(4).toString('hex')}`;
  const servers: RunningJobs[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const db = await openDatabase({ url });
    await db.knex.raw(`drop schema if exists ${schema} cascade`);
    await db.close();
  });

  it('runs each job of the day once, whichever servers enqueue it, and only once its hour has passed', async () => {
    const runs = { billing: 0, blog: 0, purge: 0 };
    const clock = new FixedClock('2026-11-25T08:30:00Z');
    const jobs = (server: number) => [
      { name: 'blog', hourUtc: 8, run: async () => ((runs.blog += 1), { server }) },
      // Split in three shares: three jobs, each run once (by whichever servers are free).
      { name: 'billing', hourUtc: 9, shares: 3, run: async () => (await new Promise((r) => setTimeout(r, 500)), (runs.billing += 1), { server }) },
      // A job that takes a while: the other servers must not start it meanwhile.
      { name: 'purge', hourUtc: 3, run: async () => (await new Promise((r) => setTimeout(r, 1500)), (runs.purge += 1), { server }) },
    ];
    for (let i = 0; i < 3; i += 1) servers.push(await startPgBossJobs(jobs(i), { connectionString: url!, schema, enqueueEveryMs: 3_600_000 }, clock, silentLogger));
    // Every server tries again at once, as their minute loops would.
    const enqueued = await Promise.all(servers.map((s) => s.enqueueDue()));
    expect(enqueued.flat().filter((name) => name === 'blog')).toHaveLength(0); // the first start enqueued them already
    for (let waited = 0; (runs.blog < 1 || runs.purge < 1) && waited < 20_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 3000)); // time enough for a duplicate to show itself
    expect(runs).toEqual({ blog: 1, billing: 0, purge: 1 }); // billing's hour (09:00) has not come

    clock.set(new Date('2026-11-25T09:00:05Z'));
    const later = await Promise.all(servers.map((s) => s.enqueueDue()));
    // Each of billing's three shares is enqueued once, by whichever server is first: one or several servers may
    // report that they enqueued some of them; what counts is that each share runs once (below).
    expect([...new Set(later.flat())]).toEqual(['billing']);
    for (let waited = 0; runs.billing < 3 && waited < 20_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs).toEqual({ blog: 1, billing: 3, purge: 1 });

    const db = await openDatabase({ url });
    const { rows } = await db.knex.raw(`select name, state from ${schema}.job where name in (?, ?, ?) order by name`, [queueName('billing'), queueName('blog'), queueName('purge')]);
    await db.close();
    expect(rows).toEqual([
      { name: 'daily-billing', state: 'completed' },
      { name: 'daily-billing', state: 'completed' },
      { name: 'daily-billing', state: 'completed' },
      { name: 'daily-blog', state: 'completed' },
      { name: 'daily-purge', state: 'completed' },
    ]);
  }, 90_000);
});
