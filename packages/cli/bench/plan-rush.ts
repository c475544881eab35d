/**
 * `pnpm bench` (plan rush, issue 35): POST /api/simple-meal-plans under a Sunday-evening rush, and anonymous
 * catalogue reads, on PGlite and on PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432/test, a schema of its own),
 * beside a bare Koa "hello" server measured in the same run.
 *
 * 20 households (two sets of rules, as neighbours share them) each make plans back to back from a client process
 * of its own (20 concurrent): plans a second, this process's CPU ms per plan (the server) and the planner's own ms
 * per plan (Planner.plan timed in place). Then an open loop at 10 plans a second: p50 and p99 from each request's
 * scheduled time. Then the anonymous reads (a recipe, a search) flat out with autocannon, as a ratio of bare Koa's.
 * Targets: >= 20 plans/s on PostgreSQL (>= 8 on PGlite), server CPU per plan <= 60 ms beside the planner's own,
 * p99 <= 500 ms at 10/s on PostgreSQL; anonymous reads >= 0.50 x bare Koa on both.
 * PLAN_RUSH_SECONDS (default 10) a step; PLAN_RUSH_DATABASE=PGlite|PostgreSQL to run one; PLAN_RUSH_PROFILE=<dir>
 * writes the server's CPU profile of the closed-loop step there.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import inspector from 'node:inspector';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { type Database, openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { readCatalogueFiles, seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { bufferedDestination, createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { Planner } from '@larder/domain/planning/planner';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';
import { TestClient, signupForm } from '../test/support/test-server';
import { postgresMicros } from './cpu-time';

const SECONDS = Number(process.env.PLAN_RUSH_SECONDS ?? 10);
const HOUSEHOLDS = 20;
const OPEN_RATE = 10;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

// The planner's own CPU time, summed over every call (a plan may ask it once per chain within reach).
let plannerMs = 0;
const plan = Planner.prototype.plan;
Planner.prototype.plan = function timed(this: Planner, ...args: Parameters<Planner['plan']>) {
  const started = process.cpuUsage(); // CPU, not wall time: a shared machine's waits are not the planner's
  try {
    return plan.apply(this, args);
  } finally {
    const used = process.cpuUsage(started);
    plannerMs += (used.user + used.system) / 1000;
  }
};

/** The client: keep-alive HTTP POSTs, closed (`concurrency` at once) or open (`rate` a second), each household its cookie. */
const GENERATOR = `
const http = require('node:http');
const fs = require('node:fs');
const { url, path, headersList, rate, concurrency, seconds } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });
const target = new URL(url);
const results = [];
const t0 = performance.now() + 20;
const until = t0 + seconds * 1000;
function send(i, scheduled, done) {
  const body = '{}';
  const req = http.request({ host: target.hostname, port: target.port, path, method: 'POST', agent,
    headers: { ...headersList[i % headersList.length], 'content-type': 'application/json', 'content-length': 2 } }, (res) => {
    res.resume();
    res.on('end', () => { results.push([performance.now() - scheduled, res.statusCode]); done(); });
  });
  req.on('error', () => { results.push([performance.now() - scheduled, 0]); done(); });
  req.end(body);
}
let pending = 0;
function finish() { agent.destroy(); process.stdout.write(JSON.stringify({ results, elapsed: performance.now() - t0 }), () => process.exit(0)); }
if (concurrency) {
  let running = concurrency;
  const loop = (w) => { if (performance.now() >= until) { if (--running === 0) finish(); return; } send(w, performance.now(), () => loop(w)); };
  setTimeout(() => { for (let w = 0; w < concurrency; w += 1) loop(w); }, 20);
} else {
  const total = Math.floor(rate * seconds);
  let sent = 0, done = 0;
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
    while (sent < due) { const i = sent++; send(i, t0 + (i * 1000) / rate, () => { if (++done === total) finish(); }); }
    if (sent < total) setTimeout(tick, 1);
  };
  setTimeout(tick, 20);
  setTimeout(finish, seconds * 1000 + 30000);
}
`;

interface Run {
  readonly results: Array<[number, number]>;
  readonly elapsed: number;
}
async function post(options: { url: string; path: string; headersList: Array<Record<string, string>>; rate?: number; concurrency?: number; seconds: number }): Promise<Run> {
  const input = path.join(os.tmpdir(), `plan-rush-${process.pid}-${Date.now()}.json`);
  writeFileSync(input, JSON.stringify(options));
  try {
    return await new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', GENERATOR, input], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => (out += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Run) : reject(new Error(`generator exited with ${code}`))));
    });
  } finally {
    rmSync(input, { force: true });
  }
}

const AUTOCANNON = `
const autocannon = require(process.argv[1]);
autocannon(JSON.parse(process.argv[2]), (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: result.requests.average, bad: result.errors + result.timeouts + result.non2xx }));
});
`;
function flat(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; bad: number }> {
  return new Promise((resolve, reject) => {
    const options = { url, headers, connections: HOUSEHOLDS, duration: Math.max(3, Math.round(SECONDS / 2)) };
    const child = spawn(process.execPath, ['-e', AUTOCANNON, autocannonPath, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

async function startProfiler(): Promise<{ stop: (name: string) => Promise<void> } | null> {
  const folder = process.env.PLAN_RUSH_PROFILE;
  if (!folder) return null;
  const session = new inspector.Session();
  session.connect();
  const call = (method: string) => new Promise<any>((resolve, reject) => session.post(method, (e, r) => (e ? reject(e) : resolve(r))));
  await call('Profiler.enable');
  await call('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await call('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}/${name}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function listen(app: { listen: (port: number, host: string) => Server }): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1');
    s.once('listening', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Anonymous catalogue reads flat out, each beside bare Koa's rate measured just before it. */
async function readsBeside(name: string, base: string, koaBase: string): Promise<string[]> {
  const reads = [
    { label: 'GET /api/recipes/{id} (anonymous)', path: '/api/recipes/spaghetti-bolognese' },
    { label: 'GET /api/recipes?q=chicken (anonymous)', path: '/api/recipes?q=chicken' },
  ];
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (const r of reads) for (let i = 0; i < 50; i += 1) await fetch(base + r.path, { headers: browser }).then((a) => a.arrayBuffer());
  const readRows: string[] = [];
  for (const r of reads) {
    const koaNow = await flat(koaBase);
    const readProfiler = await startProfiler();
    const shot = await flat(base + r.path, browser);
    await readProfiler?.stop(`${name}-${r.path.replace(/[^a-z0-9]+/gi, '_')}`);
    const ratio = shot.rps / koaNow.rps;
    readRows.push(`${r.label.padEnd(42)} ${shot.rps.toFixed(0).padStart(7)} req/s, bare Koa ${koaNow.rps.toFixed(0).padStart(6)}: ${ratio.toFixed(3)} x  (target >= 0.50 x) ${verdict(ratio >= 0.5)}${shot.bad ? `  (${shot.bad} errors or non-2xx)` : ''}`);
  }

  return readRows;
}

async function benchOn(name: string, db: Database, files: NonNullable<ReturnType<typeof readCatalogueFiles>>): Promise<void> {
  await migrateLatest(db.knex, db.schema);
  await seedCatalogue(db.knex, files);
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', SCHEDULER: 'off', TRUST_PROXY: '1' }, '/');
  const logger = createPinoLogger({ level: 'info', destination: bufferedDestination('/dev/null') });
  const container = await buildContainer(config, db, { logger });
  const { server, base } = await listen(container.get(HTTP_APP));
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const ceiling = await listen(bare);
  const close = () => {
    server.closeAllConnections();
    ceiling.server.closeAllConnections();
    server.close();
    ceiling.server.close();
  };
  if (process.env.PLAN_RUSH_READS_ONLY) {
    for (const row of await readsBeside(name, base, ceiling.base)) console.log(row);
    return close();
  }

  // 20 households: two sets of rules (neighbours with the same size, budget and tastes).
  const headersList: Array<Record<string, string>> = [];
  for (let i = 0; i < HOUSEHOLDS; i += 1) {
    const client = new TestClient(base);
    const from = { 'x-forwarded-for': `10.0.${i}.1` }; // each household its own address (the card-attempt limit is per address)
    const card = await client.post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }, from);
    const signup = await client.post('/api/signup-with-payment', { formData: signupForm({ email: `rush-${i}-${randomBytes(3).toString('hex')}@example.com` }), paymentMethodId: card.body.id }, from);
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
    const rules = i % 2 ? { householdSize: 3, weeklyBudget: '125.00', cookingSkill: 'intermediate', cuisinePreferences: ['Italian', 'Indian'] } : { householdSize: 4, weeklyBudget: '100.00', cookingSkill: 'beginner', cuisinePreferences: ['British'] };
    await client.put('/api/user/preferences', rules);
    const first = await client.post('/api/simple-meal-plans');
    if (first.status !== 201) throw new Error(`plan: ${first.status} ${JSON.stringify(first.body)}`);
    headersList.push({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: base });
  }
  if (process.env.PLAN_RUSH_QUERIES) {
    const seen: string[] = [];
    const log = (q: { sql: string }) => seen.push(q.sql);
    db.knex.on('query', log);
    await fetch(`${base}/api/simple-meal-plans`, { method: 'POST', headers: { ...headersList[0], 'content-type': 'application/json' }, body: '{}' });
    db.knex.off('query', log);
    console.log(`${seen.length} queries for one plan:\n${seen.map((q) => q.slice(0, 160)).join('\n')}`);
  }
  // Warm-up: JIT, the pool, the households' option caches.
  await post({ url: base, path: '/api/simple-meal-plans', headersList, concurrency: HOUSEHOLDS, seconds: 3 });

  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nplan rush on ${name}: ${HOUSEHOLDS} households, ${SECONDS} s a step; ${os.cpus().length} CPU(s), load average ${load()}`);
  const koa = await flat(ceiling.base);

  // 1. Closed loop: 20 households planning back to back.
  const profiler = await startProfiler();
  const cpuBefore = process.cpuUsage();
  const dbBefore = name === 'PostgreSQL' ? postgresMicros() : null;
  plannerMs = 0;
  const closed = await post({ url: base, path: '/api/simple-meal-plans', headersList, concurrency: HOUSEHOLDS, seconds: SECONDS });
  const cpu = process.cpuUsage(cpuBefore);
  const dbAfter = dbBefore === null ? null : postgresMicros();
  await profiler?.stop(`${name}-plans`);
  const made = closed.results.filter(([, status]) => status === 201).length;
  const badClosed = closed.results.length - made;
  const statuses = [...new Set(closed.results.filter(([, status]) => status !== 201).map(([, status]) => status || 'network error'))].join(', ');
  const perSecond = made / (closed.elapsed / 1000);
  const serverMs = (cpu.user + cpu.system) / 1000 / Math.max(1, made);
  const plannerPer = plannerMs / Math.max(1, made);
  const dbMs = dbBefore === null || dbAfter === null ? null : (dbAfter - dbBefore) / 1000 / Math.max(1, made);
  const rateTarget = name === 'PostgreSQL' ? 20 : 8;

  // 2. Open loop at 10 a second.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = await post({ url: base, path: '/api/simple-meal-plans', headersList, rate: OPEN_RATE, seconds: SECONDS });
  const latencies = open.results.map(([ms]) => ms).sort((a, b) => a - b);
  const answeredOpen = open.results.length;
  // A request still unanswered when the generator gave up counts as a miss (its latency is at least that long).
  const unanswered = Math.floor(OPEN_RATE * SECONDS) - open.results.length;
  for (let i = 0; i < unanswered; i += 1) latencies.push(open.elapsed);
  const badOpen = open.results.filter(([, status]) => status !== 201).length;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);

  // 3. Anonymous reads beside bare Koa, flat out, once the plans the server took are done (it answers at once again).
  for (let quick = 0, until = Date.now() + 120_000; quick < 3 && Date.now() < until; ) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readRows = await readsBeside(name, base, ceiling.base);
  console.log(`bare Koa (same run)                        ${koa.rps.toFixed(0).padStart(7)} req/s`);
  console.log(`plans a second, ${HOUSEHOLDS} at once                  ${perSecond.toFixed(1).padStart(7)}        (target >= ${rateTarget}) ${verdict(perSecond >= rateTarget)}${badClosed ? `  (${badClosed} not 201: ${statuses})` : ''}`);
  console.log(`server CPU per plan                        ${serverMs.toFixed(1).padStart(7)} ms, of which the planner ${plannerPer.toFixed(1)} ms: beside the planner ${(serverMs - plannerPer).toFixed(1)} ms (target <= 60) ${verdict(serverMs - plannerPer <= 60)}${dbMs === null ? '' : `; PostgreSQL's own ${dbMs.toFixed(1)} ms`}`);
  console.log(`at ${OPEN_RATE}/s open loop: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`.padEnd(43) + `          (target p99 <= 500 ms) ${verdict(p99 <= 500)}${badOpen ? `  (${badOpen} not 201)` : ''}${unanswered ? `  (${unanswered} of ${answeredOpen + unanswered} unanswered)` : ''}`);
  for (const row of readRows) console.log(row);
  console.log(`load average after: ${load()}`);
  close();
}

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const only = process.env.PLAN_RUSH_DATABASE;
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
  const schema = `bench_rush_${randomBytes(4).toString('hex')}`;
  let db: Database | null = null;
  try {
    db = await openDatabase({ url, schema, poolMax: 10 });
    await db.knex.raw('select 1');
  } catch (error) {
    console.log(`plan rush on PostgreSQL skipped: ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`);
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
