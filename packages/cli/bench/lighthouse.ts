/**
 * `pnpm bench`: Lighthouse (mobile profile: a mid-range phone on a slow 4G link, simulated throttling) in Debian's
 * Chromium (/usr/bin/chromium) on /, /blog, /login and /signup of the built app, served by `serve` in production
 * mode on a fresh embedded database. Prints performance and accessibility scores and the main timings.
 * Targets: performance >= 95 on each, accessibility 100. Skipped when Chromium or the web build is missing.
 *
 * LIGHTHOUSE_RUNS (default 3): runs per page; the row is the run with the median performance score, since on a busy
 * machine one run varies by several points. LIGHTHOUSE_PAGES: a comma-separated list instead of the four pages.
 * LIGHTHOUSE_REPORTS: a folder where each run's full report (JSON) is written, to read its audits.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 50620);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ['/', '/blog', '/login', '/signup'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'packages/web/dist');

if (!existsSync(CHROMIUM) || !existsSync(path.join(dist, 'index.html'))) {
  console.log(`lighthouse bench skipped: ${existsSync(CHROMIUM) ? 'no web build (node scripts/pnpm.mjs --filter @larder/web build)' : `no Chromium at ${CHROMIUM}`}`);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'serve'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`, COOKIE_SECURE: 'false', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: dist },
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error('the server did not start within 2 minutes');
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    console.log(`\nLighthouse (mobile, simulated slow 4G) on ${base}, median of ${RUNS} run(s) a page; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'bytes'.padStart(9)}  target`);
    for (const page of PAGES) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        runs.push(result!.lhr);
        if (REPORTS) writeFileSync(path.join(REPORTS, `${page === '/' ? 'root' : page.slice(1).replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(result!.lhr));
      }
      const perfOf = (r: (typeof runs)[number]) => r.categories.performance?.score ?? 0;
      // A run that failed (Chromium too starved to paint in time: a runtime error, no score) is not a measurement.
      const measured = runs.filter((r) => !r.runtimeError && r.categories.performance?.score != null);
      const sorted = (measured.length ? measured : runs).sort((a, b) => perfOf(a) - perfOf(b));
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => `${Math.round(Number(lhr.audits[id]?.numericValue ?? NaN))} ms`;
      const perf = score('performance');
      const a11y = score('accessibility');
      const bytes = Number(lhr.audits['total-byte-weight']?.numericValue ?? NaN);
      console.log(
        `${page.padEnd(10)} ${String(perf).padStart(5)} ${String(a11y).padStart(5)} ${ms('first-contentful-paint').padStart(8)} ${ms('largest-contentful-paint').padStart(8)} ` +
          `${ms('total-blocking-time').padStart(8)} ${Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6)} ${`${(bytes / 1024).toFixed(0)} KB`.padStart(9)}  ` +
          `${perf >= 95 && a11y === 100 ? 'met' : 'MISSED (performance >= 95, accessibility 100)'}` +
          (runs.length > 1 ? `  (runs: ${runs.map((r) => Math.round(perfOf(r) * 100)).join(', ')})` : ''),
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
