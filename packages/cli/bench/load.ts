/**
 * `pnpm bench`: concurrent load on the signed-in calls, beside a bare Koa "hello" server measured in the same run
 * (the HTTP ceiling of this machine at that moment), on PGlite and on PostgreSQL (TEST_DATABASE_URL, else the local
 * server at 127.0.0.1:5432/test, in a schema of its own; skipped when it does not answer).
 *
 * The load comes from autocannon in a process of its own (20 connections, LOAD_BENCH_SECONDS a path), so the
 * generator does not take the server's event loop. One household with 4 plans (and their lists) is the user.
 * Each path is measured twice: flat out (requests a second, as a ratio of bare Koa's), then at a steady
 * 200 requests a second (p99; a plan, a few hundred ms of work, flat for 20 s and steady at 2 a second). The server logs at info to /dev/null through pino, as in production.
 * Beside each read, the same Koa sends that read's own answer (its bytes) flat out: the ceiling for an answer of
 * that size on this machine at that moment, so a miss can be told apart from the cost of the bytes themselves.
 * Requests carry the Accept-Encoding a browser sends (Chromium's), as the households' browsers do; each read is
 * measured again asking for no compression ("identity"), the cost of the answer's full size.
 * CPU time per request is printed too, the figure the machine's noise moves least: this process's during the flat
 * run (the server) and during bare Koa's, and the local PostgreSQL server's (all its processes, from /proc).
 * Targets: signed-in reads >= 0.10 x bare Koa on PostgreSQL, >= 0.05 x on PGlite; p99 <= 20 ms at 200/s;
 * anonymous catalogue reads >= 0.50 x. The machine is shared: the load average is printed with the figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Koa from 'koa';
import { type Database, openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { readCatalogueFiles, seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { bufferedDestination, createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';
import { TestClient, signupForm } from '../test/support/test-server';
import { cpuMeter } from './cpu-time';

const SECONDS = Number(process.env.LOAD_BENCH_SECONDS ?? 4);
const CONNECTIONS = 20;
const STEADY_RATE = 200;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

interface Shot {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly total: number;
}

/** The generator: autocannon in a child process, answering its summary as JSON. */
const GENERATOR = `
const autocannon = require(process.argv[1]);
const options = JSON.parse(process.argv[2]);
autocannon(options, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors + result.timeouts, non2xx: result.non2xx, total: result.requests.total }));
});
`;
function fire(options: Record<string, unknown>): Promise<Shot> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', GENERATOR, autocannonPath, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Shot) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

/** LOAD_BENCH_PROFILE=<folder>: the server's CPU profile during each flat run, as a .cpuprofile file there. */
async function startProfiler(): Promise<{ stop: (name: string) => Promise<void> } | null> {
  const folder = process.env.LOAD_BENCH_PROFILE;
  if (!folder) return null;
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) => new Promise<any>((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}/${name}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** CPU µs per request for a column ("-" when nothing finished or nothing was measured). */
const micros = (value: number | null): string => (value === null ? '-' : value.toFixed(0)).padStart(6);

interface Target {
  readonly label: string;
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly kind: 'read' | 'write' | 'anonymous';
  /** Seconds of flat load, when a path's requests take too long for LOAD_BENCH_SECONDS to see many finish. */
  readonly seconds?: number;
  /** The steady rate, when the path cannot bear STEADY_RATE (its p99 there would be the queue's). */
  readonly steadyRate?: number;
}

/** What a browser sends: Chromium's Accept-Encoding. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const IDENTITY = { 'accept-encoding': 'identity' };

/** An answer's bytes as they went on the wire (fetch would decode them), with their coding. */
function rawAnswer(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      res.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}

/** Waits until the server answers a cheap call within 20 ms three times running (at most 60 s). */
async function settle(base: string): Promise<void> {
  const until = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < until; ) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function listen(app: { listen: (port: number, host: string) => Server }): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1');
    s.once('listening', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function benchOn(name: string, db: Database, files: NonNullable<ReturnType<typeof readCatalogueFiles>>): Promise<void> {
  await migrateLatest(db.knex, db.schema);
  await seedCatalogue(db.knex, files);
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', SCHEDULER: 'off' }, '/');
  const logger = createPinoLogger({ level: 'info', destination: bufferedDestination('/dev/null') });
  const container = await buildContainer(config, db, { logger });
  const { server, base } = await listen(container.get(HTTP_APP));

  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const ceiling = await listen(bare);
  // The same HTTP server sending a read's own answer (its bytes, as a Buffer): the ceiling for an answer that size.
  let answer: { body: Buffer; encoding: string | undefined } = { body: Buffer.from('{}'), encoding: undefined };
  const sized = new Koa();
  sized.use((ctx) => {
    ctx.type = 'json';
    if (answer.encoding) ctx.set('Content-Encoding', answer.encoding);
    ctx.body = answer.body;
  });
  const sizedCeiling = await listen(sized);

  // One household, its profile, 4 plans (each makes its list).
  const client = new TestClient(base);
  const card = await client.post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
  const signup = await client.post('/api/signup-with-payment', { formData: signupForm({ email: `load-${randomBytes(3).toString('hex')}@example.com` }), paymentMethodId: card.body.id });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
  await client.put('/api/user/preferences', { householdSize: 3, weeklyBudget: '125.00', cookingSkill: 'intermediate', cuisinePreferences: ['Italian', 'Indian'] });
  for (let i = 0; i < 4; i += 1) {
    const plan = await client.post('/api/simple-meal-plans');
    if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  }
  const lists = await client.get('/api/simple-shopping-lists');
  const itemId = lists.body[0].items[0].id as number;
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const signedIn = { cookie, origin: base, 'content-type': 'application/json', ...BROWSER };
  const reads = [
    { label: 'GET /api/user', path: '/api/user' },
    { label: 'GET /api/simple-meal-plans-with-items (4)', path: '/api/simple-meal-plans-with-items' },
    { label: 'GET /api/simple-shopping-lists', path: '/api/simple-shopping-lists' },
  ];

  const targets: Target[] = [
    ...reads.map((r): Target => ({ ...r, headers: signedIn, kind: 'read' })),
    ...reads.map((r): Target => ({ label: `${r.label}, identity`, path: r.path, headers: { ...signedIn, ...IDENTITY }, kind: 'read' })),
    { label: 'GET /api/recipes/{id} (anonymous)', path: '/api/recipes/spaghetti-bolognese', headers: BROWSER, kind: 'anonymous' },
    { label: 'GET /api/recipes?q=chicken (anonymous)', path: '/api/recipes?q=chicken', headers: BROWSER, kind: 'anonymous' },
    {
      label: 'PUT /api/simple-shopping-list-items/{id}',
      method: 'PUT',
      path: `/api/simple-shopping-list-items/${itemId}`,
      headers: signedIn,
      body: JSON.stringify({ isChecked: true }),
      kind: 'write',
    },
    // A plan is a few hundred ms of the planner's work: 20 at once need longer than a few seconds to show a rate,
    // and 200 a second would only measure a queue.
    { label: 'POST /api/simple-meal-plans (steady at 2/s)', method: 'POST', path: '/api/simple-meal-plans', headers: signedIn, kind: 'write', seconds: Math.max(SECONDS, 20), steadyRate: 2 },
  ];
  // Warm-up: JIT, the pool's connections, the catalogue snapshot.
  for (const t of targets.filter((t) => t.method !== 'POST')) {
    for (let i = 0; i < 30; i += 1) await fetch(base + t.path, { method: t.method ?? 'GET', headers: t.headers, body: t.body }).then((r) => r.text());
  }
  await fire({ url: ceiling.base, connections: CONNECTIONS, duration: 1 });

  console.log(`\nconcurrent load on ${name}: ${CONNECTIONS} connections, ${SECONDS} s a path; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`${'path'.padEnd(52)} ${'req/s'.padStart(8)} ${'bare Koa'.padStart(9)} ${'ratio'.padStart(7)} ${'p99 flat'.padStart(9)}  ${'p99 @200/s'.padStart(10)} ${'(bare)'.padStart(7)}  ${'same bytes'.padStart(10)} ${'ratio'.padStart(6)}  ${'CPU µs'.padStart(6)} ${'(bare)'.padStart(6)} ${'db µs'.padStart(6)}  target`);
  const chosen = process.env.LOAD_BENCH_PATHS; // a part of the labels to run only those, e.g. 'GET /api/user'
  for (const t of targets.filter((t) => !chosen || chosen.split(',').some((part) => t.label.includes(part)))) {
    const request = { url: base + t.path, method: t.method ?? 'GET', headers: t.headers ?? {}, body: t.body, connections: CONNECTIONS };
    const koaMeter = cpuMeter(false);
    const koa = await fire({ url: ceiling.base, connections: CONNECTIONS, duration: SECONDS });
    const koaCpu = koaMeter.per(koa.total).server;
    const profiler = await startProfiler();
    const meter = cpuMeter(name === 'PostgreSQL');
    const flat = await fire({ ...request, duration: t.seconds ?? SECONDS });
    const cpu = meter.per(flat.total);
    await profiler?.stop(`${name}-${t.label.replace(/[^a-z0-9]+/gi, '_')}`);
    await settle(base);
    const rate = t.steadyRate ?? STEADY_RATE;
    const steady = await fire({ ...request, duration: t.seconds ?? SECONDS, overallRate: rate });
    // The machine's own floor at that rate: bare Koa's p99 at 200/s (a virtual machine's idle cores wake slowly).
    const koaSteady = await fire({ url: ceiling.base, connections: CONNECTIONS, duration: SECONDS, overallRate: rate });
    const ratio = flat.rps / koa.rps;
    let same = '';
    if (t.kind !== 'write') {
      answer = await rawAnswer(base + t.path, t.headers ?? {});
      const sizedShot = await fire({ url: sizedCeiling.base, connections: CONNECTIONS, duration: SECONDS });
      same = `${sizedShot.rps.toFixed(0).padStart(10)} ${(flat.rps / sizedShot.rps).toFixed(3).padStart(6)}`;
    } else same = `${'-'.padStart(10)} ${'-'.padStart(6)}`;
    // A write step leaves requests the server took but had not answered when the generator stopped (a plan takes a
    // few hundred ms): wait until it answers at once again, so they do not count against the next step.
    await settle(base);
    const needed = t.kind === 'anonymous' ? 0.5 : t.kind === 'read' ? (name === 'PostgreSQL' ? 0.1 : 0.05) : null;
    const met = needed === null ? '-' : ratio >= needed && steady.p99 <= 20 ? 'met' : `MISSED (>= ${needed} x, p99 <= 20 ms)`;
    const bad = flat.errors + flat.non2xx + steady.errors + steady.non2xx;
    console.log(
      `${t.label.padEnd(52)} ${flat.rps.toFixed(0).padStart(8)} ${koa.rps.toFixed(0).padStart(9)} ${ratio.toFixed(3).padStart(7)} ${`${flat.p99} ms`.padStart(9)}  ${`${steady.p99} ms`.padStart(10)} ${`${koaSteady.p99} ms`.padStart(7)}  ${same}  ${micros(flat.total ? cpu.server : null)} ${micros(koaCpu)} ${micros(flat.total ? cpu.database : null)}  ${met}${bad ? `  (${bad} errors or non-2xx)` : ''}`,
    );
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  server.closeAllConnections();
  ceiling.server.closeAllConnections();
  sizedCeiling.server.closeAllConnections();
  sizedCeiling.server.close();
  server.close();
  ceiling.server.close();
}

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const only = process.env.LOAD_BENCH_DATABASE; // 'PGlite' or 'PostgreSQL' to run one
if (!only || only === 'PGlite') {
  const db = await openDatabase({});
  try {
    await benchOn('PGlite', db, files);
  } finally {
    await db.close();
  }
}
if (!only || only === 'PostgreSQL') {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_load_${randomBytes(4).toString('hex')}`;
  let db: Database | null = null;
  try {
    db = await openDatabase({ url, schema, poolMax: 10 });
    await db.knex.raw('select 1');
  } catch (error) {
    console.log(`load bench on PostgreSQL skipped: ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`);
    db = null;
  }
  if (db) {
    try {
      await benchOn('PostgreSQL', db, files);
    } finally {
      await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      await db.close();
    }
  }
}
