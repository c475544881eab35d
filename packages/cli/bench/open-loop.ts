/**
 * An open-loop load for the benches: `rate` POSTs a second for `seconds`, sent on schedule whether or not earlier
 * answers have come back, from a process of its own (a client, as a buyer's is), so the server's CPU is measured
 * alone. Latency is from each request's scheduled time, so a server that falls behind cannot hide it.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** [latency ms from the scheduled send, status (0 for a network error), the outcome the generator read]. */
export type LoadResult = [number, number, string];

/** The generator: plain JavaScript in a child process, keep-alive HTTP, one request every 1000/rate ms. */
const GENERATOR = `
const http = require('node:http');
const fs = require('node:fs');
const { url, path, headers, bodies, rate, seconds } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
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
  const req = http.request({ host: target.hostname, port: target.port, path, method: 'POST', agent,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => (text += c));
    res.on('end', () => {
      let outcome = 'error';
      if (res.statusCode === 200) { try { const b = JSON.parse(text); outcome = b.accepted ? 'accepted' : b.reason === 'LEAD.DUPLICATE' ? 'duplicate' : b.reason ? 'refused' : 'ok'; } catch {} }
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

export interface LoadRun {
  readonly results: Array<LoadResult | undefined>;
  readonly elapsed: number;
  /** This process's CPU (the server under test) over the run, in ms. */
  readonly serverCpuMs: number;
  readonly eventLoopBusy: number;
}

export async function openLoopLoad(options: { url: string; path: string; headers: Record<string, string>; bodies: readonly string[]; rate: number; seconds: number }): Promise<LoadRun> {
  const input = path.join(os.tmpdir(), `open-loop-${process.pid}-${Date.now()}.json`);
  writeFileSync(input, JSON.stringify(options));
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  try {
    const { results, elapsed } = await new Promise<{ results: Array<LoadResult | undefined>; elapsed: number }>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', GENERATOR, input], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => (out += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
    });
    const cpu = process.cpuUsage(cpuBefore);
    return { results, elapsed, serverCpuMs: (cpu.user + cpu.system) / 1000, eventLoopBusy: performance.eventLoopUtilization(eluBefore).utilization };
  } finally {
    rmSync(input, { force: true });
  }
}

/** Latency percentiles (ms) of the answered requests. */
export function percentiles(results: ReadonlyArray<LoadResult | undefined>): (p: number) => number {
  const latencies = results.filter((r): r is LoadResult => r !== undefined).map((r) => r[0]).sort((a, b) => a - b);
  return (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
}
