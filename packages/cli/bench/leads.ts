/**
 * `pnpm bench`: the lead intake (POST /api/buyer/process-lead) on loopback, beside bare Koa in the same run.
 *
 * An open-loop load (bench/open-loop.ts) from a process of its own: LEADS_BENCH_RATE requests a second (500) for
 * LEADS_BENCH_SECONDS (60) to the real app (real container, buyer key, rate limiter, Knex store, pino logging at info
 * to /dev/null) in this process, on PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432/test, in a schema of its own,
 * dropped afterwards), then at half the rate on the embedded PGlite. Before them, bare Koa reads and parses the same
 * POSTs and answers a same-size JSON answer, for the CPU a request costs with no work at all.
 * The mix: 85 % new applicants, 10 % refused by the rules, 5 % duplicates of an earlier applicant.
 * Targets (issue 39): p99 <= 50 ms from the scheduled send, zero errors, <= 0.5 ms of server CPU per request.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { type Database, openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { bufferedDestination, createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { aLeadPayload } from '@larder/domain/testing/lead-payloads';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';
import { type LoadRun, type LoadResult, openLoopLoad, percentiles } from './open-loop';

const RATE = Number(process.env.LEADS_BENCH_RATE ?? 500);
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 60);
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATH = '/api/buyer/process-lead';
/** LEADS_BENCH_ONLY=postgres or pglite runs that database alone (after bare Koa), e.g. under `node --cpu-prof`. */
const ONLY = process.env.LEADS_BENCH_ONLY ?? '';

const listen = (app: { listen: (port: number, host: string) => Server }) =>
  new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1');
    s.once('listening', () => resolve(s));
  });
const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The leads of a run: 85 % new, 10 % refused (income too low), 5 % a duplicate of an applicant ten leads earlier. */
function leadBodies(total: number, tag: string): string[] {
  const bodies: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < total; i += 1) {
    const kind = i % 20;
    const reference = `${tag}-${i}`;
    let payload;
    if (kind === 7 || kind === 14) payload = aLeadPayload({ lead_reference: reference, employment: { monthly_income: 1500 } });
    else if (kind === 19 && emails.length > 10) payload = aLeadPayload({ lead_reference: reference, applicant: { email: emails[emails.length - 10] } });
    else payload = aLeadPayload({ lead_reference: reference, applicant: { email: `applicant-${tag}-${i}@example.com` } });
    emails.push(String(payload.applicant!.email));
    bodies.push(JSON.stringify(payload));
  }
  return bodies;
}

interface Row {
  readonly name: string;
  readonly rate: number;
  readonly run: LoadRun;
  readonly counted: number;
}

function report({ name, rate, run, counted }: Row, bareCpuPerRequest: number | null): { cpuPerRequest: number; p99: number; errors: number } {
  const answered = run.results.filter((r): r is LoadResult => r !== undefined);
  const at = percentiles(run.results);
  const count = (outcome: string) => answered.filter((r) => r[2] === outcome).length;
  const good = bareCpuPerRequest === null ? answered.filter((r) => r[1] === 200).length : count('accepted') + count('refused') + count('duplicate');
  const errors = run.results.length - good;
  const statuses = new Map<string, number>();
  for (const r of answered) if (r[1] !== 200) statuses.set(`${r[1]} ${r[2]}`, (statuses.get(`${r[1]} ${r[2]}`) ?? 0) + 1);
  const cpuPerRequest = run.serverCpuMs / Math.max(1, answered.length);
  console.log(`${name}: ${rate}/s for ${((run.results.length / rate) | 0)} s`);
  console.log(`  answered ${answered.length} of ${run.results.length} in ${(run.elapsed / 1000).toFixed(1)} s (${((answered.length * 1000) / run.elapsed).toFixed(0)}/s)` +
    (bareCpuPerRequest === null ? '' : `: bought ${count('accepted')}, refused ${count('refused')}, duplicates ${count('duplicate')}; leads bought in the database ${counted}`));
  console.log(`  latency from the scheduled send: p50 ${at(50).toFixed(1)} ms, p90 ${at(90).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${at(100).toFixed(1)} ms`);
  console.log(`  server: ${cpuPerRequest.toFixed(3)} ms of CPU per request${bareCpuPerRequest === null ? '' : ` (${(cpuPerRequest / bareCpuPerRequest).toFixed(1)} x bare Koa's ${bareCpuPerRequest.toFixed(3)} ms)`}, event loop busy ${(run.eventLoopBusy * 100).toFixed(0)} % of the time (waiting for a CPU counts as busy)`);
  console.log(`  errors ${errors}${statuses.size ? ` (${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`);
  return { cpuPerRequest, p99: at(99), errors };
}

/** Bare Koa: the body read and parsed as JSON, a same-size answer, no work. */
async function bareKoa(bodies: readonly string[], seconds: number): Promise<number> {
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead_reference?: string };
    ctx.body = { success: true, accepted: true, redirectUrl: `http://127.0.0.1/lead-welcome?session=${randomUUID()}`, sessionId: randomUUID(), leadBuyPrice: '0.00', message: `Lead ${body.lead_reference} accepted`, replayed: false };
  });
  const server = await listen(app);
  const run = await openLoopLoad({ url: baseOf(server), path: PATH, headers: {}, bodies, rate: RATE, seconds });
  server.close();
  server.closeAllConnections();
  return report({ name: 'bare Koa (the body parsed, a same-size answer)', rate: RATE, run, counted: 0 }, null).cpuPerRequest;
}

/** The real app on one database: warm up, then the open-loop load; the leads the database holds afterwards. */
async function intake(name: string, db: Database, rate: number, tag: string, bareCpu: number) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', SCHEDULER: 'off' }, '/');
  const logger = createPinoLogger({ level: 'info', destination: bufferedDestination('/dev/null') });
  const container = await buildContainer(config, db, { logger });
  const created = await container.get(BuyerKeys).create('Bench Buyer', 1_000_000);
  if (!created.ok) throw new Error(created.error.message);
  const headers = { 'x-api-key': created.value.secret };
  const server = await listen(container.get<{ listen: (port: number, host: string) => Server }>(HTTP_APP));
  const base = baseOf(server);
  // Warm up: a few hundred requests at a gentle pace (JIT, pool connections), not counted.
  for (let i = 0; i < 200; i += 1) await fetch(`${base}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(aLeadPayload()) });
  const run = await openLoopLoad({ url: base, path: PATH, headers, bodies: leadBodies(Math.floor(rate * SECONDS), tag), rate, seconds: SECONDS });
  const stored = await db.knex('leads').where({ status: 'accepted' }).where('reference', 'like', `${tag}-%`).count<Array<{ count: number }>>('* as count');
  const figures = report({ name, rate, run, counted: Number(stored[0]!.count) }, bareCpu);
  const met = figures.p99 <= 50 && figures.errors === 0 && figures.cpuPerRequest <= 0.5;
  console.log(`  targets p99 <= 50 ms, zero errors, <= 0.5 ms of CPU a request: ${met ? 'met' : 'MISSED'}`);
  // Let the requests still being served finish before the database goes.
  server.close();
  const pool = (db.knex.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
  const pipelined = db.pipelined;
  const busy = () => (pool ? pool.numUsed() + pool.numPendingAcquires() : 0) + (pipelined ? pipelined.totalCount - pipelined.idleCount + pipelined.waitingCount : 0);
  for (let waited = 0; busy() > 0 && waited < 120_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  server.closeAllConnections();
}

console.log(`lead intake bench: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; the load from a child process`);
const bareCpu = await bareKoa(leadBodies(1000, 'BARE'), Math.min(SECONDS, 20));

const schema = `bench_leads_${randomBytes(4).toString('hex')}`;
let pg: Database | null = null;
if (ONLY !== 'pglite') {
  try {
    pg = await openDatabase({ url, schema, poolMax: 20 });
    await pg.knex.raw('select 1');
  } catch (error) {
    console.log(`PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message}): its part skipped`);
    pg = null;
  }
}
if (pg) {
  try {
    await migrateLatest(pg.knex, schema);
    await intake(`the intake on PostgreSQL (schema ${schema})`, pg, RATE, 'PG', bareCpu);
  } finally {
    await pg.knex.raw('drop schema if exists ?? cascade', [schema]);
    await pg.close();
  }
}

if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-pglite-'));
  const embedded = await openDatabase({ dataDir });
  try {
    await migrateLatest(embedded.knex);
    await intake('the intake on the embedded PGlite', embedded, Math.round(RATE / 2), 'PGLITE', bareCpu);
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
