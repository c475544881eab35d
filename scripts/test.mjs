#!/usr/bin/env node
// `npm test`: install, type-check every package, build the web app, run every vitest project
// (unit, property, contract, HTTP, Electron main), then the Playwright journeys in Chromium; at the end, the time of
// each stage, the tests by project and by database, and the ten slowest files (scripts/test-report.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';
import { install, pnpm, root } from './pnpm.mjs';
import { printReport } from './test-report.mjs';

const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const failures = [];
const stages = [];
/** Runs one stage, timing it; a stage that fails is named at the end and fails the run. */
const stage = (name, work) => {
  const started = Date.now();
  const status = work() ?? 0;
  stages.push({ name, ms: Date.now() - started, status });
  if (status !== 0) failures.push(name);
  return status;
};
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

stage('install', () => install());
stage('type-check', () => pnpm(['-r', '--if-present', 'typecheck']));
stage('build', () => buildWeb({ force: true }));

const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
// A report left by an earlier run is never read as this run's.
for (const report of [vitestJson, playwrightJson]) rmSync(report, { force: true });
stage('vitest', () => run(path.join(root, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]));

const webDir = path.join(root, 'packages/web');
if (existsSync(path.join(webDir, 'playwright.config.ts'))) {
  stage('playwright', () =>
    spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', '--reporter=list,json'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    }).status ?? 1);
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}
printReport({ root, stages, vitestJson, playwrightJson });
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
