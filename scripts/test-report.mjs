// What `npm test` prints at its end, from the runners' JSON reports: the time of each stage, the tests that ran by
// project and by database, and the ten slowest test files, so that a run that is slower than the last says where.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's report: per file its project (the first word of its path under packages/), time and tests. */
function vitestFiles(file, root) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((result) => {
    const relative = path.relative(root, result.name);
    const tests = result.assertionResults;
    const count = (status) => tests.filter((t) => t.status === status).length;
    return {
      runner: 'vitest',
      project: relative.split(path.sep)[1] ?? 'root',
      file: relative,
      ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
      passed: count('passed'),
      failed: count('failed'),
      skipped: tests.length - count('passed') - count('failed'),
      // The storage and HTTP suites name their database in a describe's title: "(PGlite)" or "(PostgreSQL)".
      byDatabase: Object.fromEntries(['PGlite', 'PostgreSQL'].map((db) => [db, tests.filter((t) => t.status !== 'skipped' && t.status !== 'pending' && t.ancestorTitles.some((title) => title.includes(`(${db})`))).length])),
    };
  });
}

/** Playwright's report: per spec file and project, the time its tests took and their outcomes. */
function playwrightFiles(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${test.projectName} ${spec.file}`;
        const entry = files.get(key) ?? { runner: 'playwright', project: test.projectName, file: `e2e/${spec.file}`, ms: 0, passed: 0, failed: 0, skipped: 0 };
        for (const result of test.results) entry.ms += result.duration;
        if (test.status === 'skipped') entry.skipped += 1;
        else if (test.status === 'expected' || test.status === 'flaky') entry.passed += 1;
        else entry.failed += 1;
        files.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...files.values()];
}

export function printReport({ root, stages, vitestJson, playwrightJson }) {
  const files = [...vitestFiles(vitestJson, root), ...playwrightFiles(playwrightJson)];
  const lines = ['', 'Stages (wall clock):'];
  for (const stage of stages) lines.push(`  ${stage.name.padEnd(28)} ${minutes(stage.ms).padStart(9)}${stage.status ? '  FAILED' : ''}`);
  lines.push(`  ${'total'.padEnd(28)} ${minutes(stages.reduce((sum, s) => sum + s.ms, 0)).padStart(9)}`);

  const projects = new Map();
  for (const f of files) {
    const key = `${f.runner} ${f.project}`;
    const p = projects.get(key) ?? { files: 0, ms: 0, passed: 0, failed: 0, skipped: 0 };
    p.files += 1;
    p.ms += f.ms;
    p.passed += f.passed;
    p.failed += f.failed;
    p.skipped += f.skipped;
    projects.set(key, p);
  }
  lines.push('', `By project (time summed over its files; vitest runs ${process.env.VITEST_WORKERS ?? 2} files at a time, Playwright ${process.env.E2E_WORKERS ?? 2}):`);
  for (const [key, p] of [...projects].sort()) {
    lines.push(`  ${key.padEnd(28)} ${String(p.files).padStart(4)} files ${minutes(p.ms).padStart(9)}  ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped`);
  }
  const byDatabase = { PGlite: 0, PostgreSQL: 0 };
  for (const f of files) for (const db of Object.keys(byDatabase)) byDatabase[db] += f.byDatabase?.[db] ?? 0;
  lines.push('', `Storage and HTTP tests run by database: PGlite ${byDatabase.PGlite}, PostgreSQL ${byDatabase.PostgreSQL}`);

  lines.push('', 'The ten slowest test files:');
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    lines.push(`  ${seconds(f.ms).padStart(8)}  ${f.runner === 'playwright' ? `${f.file} [${f.project}]` : f.file}`);
  }
  console.log(lines.join('\n'));
  writeFileSync(path.join(path.dirname(vitestJson), 'test-times.json'), JSON.stringify({ stages, projects: Object.fromEntries(projects), byDatabase, files }, null, 2));
}
