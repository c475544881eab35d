/**
 * `pnpm bench`: the lead intake (POST /api/buyer/process-lead) on loopback against PostgreSQL
 * (TEST_DATABASE_URL, else the local server at 127.0.0.1:5432/test) in a schema of its own, dropped afterwards.
 *
 * An open-loop load: LEADS_BENCH_RATE requests a second (500) for LEADS_BENCH_SECONDS (60), sent on schedule
 * whether or not earlier answers have come back, from a process of its own (a client, as a buyer's is) to the real app
 * (real container, buyer key, rate limiter, Knex store, pino logging at info to /dev/null) in this thread.
 * Latency is measured from each request's scheduled time, so a server that falls behind cannot hide it.
 * The mix: 85 % new applicants, 10 % refused by the rules, 5 % duplicates of an earlier applicant.
 * Target: p99 <= 50 ms and no errors. The figures are printed as measured, on whatever machine runs this.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { bufferedDestination, createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { aLeadPayload } from '@larder/domain/testing/lead-payloads';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';

const RATE = Number(process.env.LEADS_BENCH_RATE ?? 500);
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 60);
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_leads_${randomBytes(4).toString('hex')}`;

let db;
try {
  db = await openDatabase({ url, schema, poolMax: 20 });
  await db.knex.raw('select 1');
} catch (error) {
  console.log(`lead intake bench skipped: PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`);
  process.exit(0);
}

/** The load generator: plain JavaScript in a process of its own, keep-alive HTTP, one request every 1000/RATE ms. */
const GENERATOR = `
const http = require('node:http');
const fs = require('node:fs');
const { url, key, bodies, rate, seconds } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
// Idle sockets are dropped after 4 s, before the server's 5 s keep-alive timeout closes them under a request
// (the race a client with a longer idle time than its server meets as ECONNRESET).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'lifo', timeout: 4000 });
const target = new URL(url);
const total = Math.floor(rate * seconds);
const results = new Array(total);
let sent = 0, done = 0;
const t0 = performance.now() + 50;
function send(i) {
  const scheduled = t0 + (i * 1000) / rate;
  const body = bodies[i % bodies.length];
  const req = http.request({ host: target.hostname, port: target.port, path: '/api/buyer/process-lead', method: 'POST', agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': key } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => (text += c));
    res.on('end', () => {
      let outcome = 'error';
      if (res.statusCode === 200) { try { const b = JSON.parse(text); outcome = b.accepted ? 'accepted' : b.reason === 'LEAD.DUPLICATE' ? 'duplicate' : 'refused'; } catch {} }
      results[i] = [performance.now() - scheduled, res.statusCode, outcome];
      if (++done === total) finish();
    });
  });
  req.on('error', (e) => { results[i] = [performance.now() - scheduled, 0, 'network: ' + e.code]; if (++done === total) finish(); });
  req.end(body);
}
function tick() {
  const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
  while (sent < due) send(sent++);
  if (sent < total) setTimeout(tick, 1);
}
let finished = false;
function finish() { if (finished) return; finished = true; agent.destroy(); process.stdout.write(JSON.stringify({ results, elapsed: performance.now() - t0 }), () => process.exit(0)); }
setTimeout(tick, 50);
setTimeout(() => finish(), seconds * 1000 + 30000);
`;

try {
  await migrateLatest(db.knex, schema);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', SCHEDULER: 'off' }, '/');
  const logger = createPinoLogger({ level: 'info', destination: bufferedDestination('/dev/null') });
  const container = await buildContainer(config, db, { logger });
  const created = await container.get(BuyerKeys).create('Bench Buyer', 1_000_000);
  if (!created.ok) throw new Error(created.error.message);
  const app = container.get<{ listen: (port: number, host: string) => Server }>(HTTP_APP);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1');
    s.once('listening', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const total = Math.floor(RATE * SECONDS);
  const bodies: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < total; i += 1) {
    const kind = i % 20;
    let payload;
    if (kind === 7 || kind === 14) payload = aLeadPayload({ lead_reference: `B-${i}`, employment: { monthly_income: 1500 } });
    else if (kind === 19 && emails.length > 10) payload = aLeadPayload({ lead_reference: `B-${i}`, applicant: { email: emails[emails.length - 10] } });
    else payload = aLeadPayload({ lead_reference: `B-${i}` });
    emails.push(String(payload.applicant!.email));
    bodies.push(JSON.stringify(payload));
  }

  // Warm up: a few hundred requests at a gentle pace (JIT, pool connections), not counted.
  for (let i = 0; i < 200; i += 1) {
    await fetch(`${base}/api/buyer/process-lead`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': created.value.secret }, body: JSON.stringify(aLeadPayload()) });
  }

  console.log(`lead intake bench: ${RATE} requests/s for ${SECONDS} s (${total} leads) on loopback, PostgreSQL in schema ${schema}; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const input = path.join(os.tmpdir(), `${schema}.json`);
  writeFileSync(input, JSON.stringify({ url: base, key: created.value.secret, bodies, rate: RATE, seconds: SECONDS }));
  const { results, elapsed } = await new Promise<{ results: Array<[number, number, string] | undefined>; elapsed: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', GENERATOR, input], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
  });
  rmSync(input, { force: true });
  const cpu = process.cpuUsage(cpuBefore);
  const elu = performance.eventLoopUtilization(eluBefore);
  const answered = results.filter((r): r is [number, number, string] => r !== undefined);
  const latencies = answered.map((r) => r[0]).sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const count = (outcome: string) => answered.filter((r) => r[2] === outcome).length;
  const errors = total - count('accepted') - count('refused') - count('duplicate');
  const statuses = new Map<string, number>();
  for (const r of answered) if (r[1] !== 200) statuses.set(`${r[1]} ${r[2]}`, (statuses.get(`${r[1]} ${r[2]}`) ?? 0) + 1);
  const stored = await db.knex('leads').where({ status: 'accepted' }).where('reference', 'like', 'B-%').count<Array<{ count: number }>>('* as count');
  console.log(
    `  answered ${answered.length} of ${total} in ${(elapsed / 1000).toFixed(1)} s (${((answered.length * 1000) / elapsed).toFixed(0)}/s): ` +
      `bought ${count('accepted')}, refused ${count('refused')}, duplicates ${count('duplicate')}; leads bought in the database ${Number(stored[0]!.count)}`,
  );
  console.log(`  latency from the scheduled send: p50 ${at(50).toFixed(1)} ms, p90 ${at(90).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${at(100).toFixed(1)} ms`);
  console.log(
    `  server: event loop busy ${(elu.utilization * 100).toFixed(0)} % of the time (waiting for a CPU counts as busy), ${((cpu.user + cpu.system) / 1000 / answered.length).toFixed(2)} ms of CPU per request`,
  );
  console.log(`  errors ${errors}${statuses.size ? ` (${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`);
  console.log(`  target p99 <= 50 ms and zero errors: ${at(99) <= 50 && errors === 0 ? 'met' : 'MISSED'}`);
  // Let the requests still being served finish before the schema is dropped.
  server.close();
  const pool = (db.knex.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
  for (let waited = 0; pool && pool.numUsed() + pool.numPendingAcquires() > 0 && waited < 120_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  server.closeAllConnections();
} finally {
  await db.knex.raw('drop schema if exists ?? cascade', [schema]);
  await db.close();
}
