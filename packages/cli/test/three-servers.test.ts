import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@larder/adapters-db/database';
import { TestClient, signupForm } from './support/test-server';

/**
 * Three `serve` processes on one PostgreSQL schema, as behind a load balancer: a session made on one is good on
 * the others and ends on all of them, rate limits and CSRF hold across them, and the day's jobs run once.
 * Runs when TEST_DATABASE_URL is set (CI sets it).
 */
const url = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Instance {
  readonly child: ChildProcess;
  readonly url: string;
  readonly lines: string[];
}

function start(schema: string): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'serve'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        SCHEDULER: 'on',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '2000',
      },
    });
    const lines: string[] = [];
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`a server did not start in time:\n${lines.slice(-20).join('\n')}`)), 180_000);
    const take = (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const match = /Larder is running at (http:\/\/\S+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ child, url: match[1]!, lines });
        }
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => reject(new Error(`a server exited with ${code}:\n${lines.slice(-20).join('\n')}`)));
  });
}

const client = (base: string, from?: TestClient) => {
  const c = new TestClient(base);
  if (from) for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
};

// Skipped only where no PostgreSQL answers (several servers share one real database; .ci/run sets TEST_DATABASE_URL).
describe.skipIf(!url)('three servers on one PostgreSQL', () => {
  const schema = `test_three_${randomBytes(4).toString('hex')}`;
  let servers: Instance[] = [];
  beforeAll(async () => {
    // All three at once, as a deployment starts them: one migrates and seeds while the others wait.
    servers = await Promise.all([start(schema), start(schema), start(schema)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.child.exitCode !== null) return resolve();
            s.child.once('exit', () => resolve());
            s.child.kill('SIGTERM');
          }),
      ),
    );
    const db = await openDatabase({ url: url! });
    await db.knex.raw(`drop schema if exists ${schema} cascade`);
    await db.knex.raw(`drop schema if exists ${schema}_jobs cascade`);
    await db.close();
  }, 120_000);

  it('are each ready', async () => {
    for (const s of servers) expect(await (await fetch(`${s.url}/api/ready`)).json()).toEqual({ ready: true, draining: false });
  });

  it('share sessions: signed in on one, signed in on all; signed out on one, out on all', async () => {
    const [a, b, c] = servers.map((s) => s.url);
    const jo = client(a!);
    const card = await jo.post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    expect(card.status).toBe(201);
    const email = `three-${randomBytes(3).toString('hex')}@example.com`;
    expect((await jo.post('/api/signup-with-payment', { formData: signupForm({ email }), paymentMethodId: card.body.id })).status).toBe(201);
    for (const base of [a!, b!, c!]) {
      const me = await client(base, jo).get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
    }
    expect((await client(c!, jo).post('/api/logout')).status).toBe(200);
    expect((await client(a!, jo).get('/api/user')).status).toBe(401);
    expect((await client(b!, jo).get('/api/user')).status).toBe(401);
  }, 60_000);

  it('count failed sign-ins across them: the sixth, on any server, is 429', async () => {
    const email = `limit-${randomBytes(3).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const reply = await client(servers[i % 3]!.url).post('/api/login', { email, password: 'wrong password' });
      expect(reply.status).toBe(401);
    }
    for (const s of servers) {
      const blocked = await client(s.url).post('/api/login', { email, password: 'wrong password' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  }, 60_000);

  it('refuse a state-changing call with the cookie from another site, on every server', async () => {
    const a = servers[0]!.url;
    const jo = client(a);
    const card = await jo.post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    const email = `csrf-${randomBytes(3).toString('hex')}@example.com`;
    expect((await jo.post('/api/signup-with-payment', { formData: signupForm({ email }), paymentMethodId: card.body.id })).status).toBe(201);
    for (const s of servers) {
      const forged = client(s.url, jo);
      forged.origin = 'https://evil.example';
      const reply = await forged.put('/api/user/preferences', { householdSize: 2 });
      expect(reply.status).toBe(403);
      expect((await client(s.url, jo).get('/api/user')).status).toBe(200);
    }
  }, 60_000);

  it('run the day’s jobs once between them: the post at 08:00 UTC, the billing run (four shares) at 09:00', async () => {
    const now = new Date();
    const hour = now.getUTCHours();
    // Every server enqueued at start (and each minute); give the workers time to finish.
    const db = await openDatabase({ url: url! });
    try {
      const jobs = async () =>
        (await db.knex.raw(`select name, state from ${schema}_jobs.job where name like 'daily-%' order by name`)).rows as Array<{ name: string; state: string }>;
      const expected = (hour >= 8 ? 1 : 0) + (hour >= 9 ? 4 : 0);
      for (let waited = 0; waited < 60_000; waited += 500) {
        const rows = await jobs();
        if (rows.length >= expected && rows.every((r) => r.state === 'completed')) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      const rows = await jobs();
      expect(rows.filter((r) => r.name === 'daily-blog')).toHaveLength(hour >= 8 ? 1 : 0);
      expect(rows.filter((r) => r.name === 'daily-billing')).toHaveLength(hour >= 9 ? 4 : 0);
      expect(rows.every((r) => r.state === 'completed')).toBe(true);
      // One "finished" line per job run, across the three servers' logs (written within a second: logs are buffered).
      const finishedLines = () => servers.flatMap((s) => s.lines).filter((l) => l.includes('daily job finished'));
      for (let waited = 0; waited < 3_000 && finishedLines().length < expected; waited += 100) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1_200)); // and none more after
      const finished = finishedLines();
      expect(finished.filter((l) => l.includes('"job":"blog"'))).toHaveLength(hour >= 8 ? 1 : 0);
      expect(finished.filter((l) => l.includes('"job":"billing"'))).toHaveLength(hour >= 9 ? 4 : 0);
      if (hour >= 8) expect(Number((await db.knex.raw(`select count(*)::int as n from ${schema}.blog_posts`)).rows[0].n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('stop gracefully on SIGTERM: not ready any more, then gone, while the others go on', async () => {
    const last = servers[2]!;
    const exited = new Promise<number | null>((resolve) => last.child.once('exit', (code) => resolve(code)));
    last.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect((await fetch(`${servers[0]!.url}/api/ready`)).status).toBe(200);
  }, 60_000);
});
