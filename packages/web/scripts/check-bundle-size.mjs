#!/usr/bin/env node
/**
 * The landing page must load fast: the JavaScript a signed-out visitor downloads for / (the entry
 * script, every chunk it imports statically, and the landing page's own chunk with its static imports)
 * must stay within 100 KB gzipped. Prints each file and the total; exits 1 over the budget.
 *
 *   node scripts/check-bundle-size.mjs [dist folder]     (default: dist)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 100 * 1024;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const assets = path.join(dist, 'assets');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) {
  console.error(`No module entry script in ${path.join(dist, 'index.html')}`);
  process.exit(2);
}
const landing = readdirSync(assets).find((f) => /^landing-main-[\w-]+\.js$/.test(f));
if (!landing) {
  console.error('No landing-page chunk: the landing page must be split from the entry (route-level code splitting).');
  process.exit(2);
}

/** Static imports only (`import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`); dynamic import() loads later. */
const STATIC = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(assets, file), 'utf8');
  for (const match of code.matchAll(STATIC)) visit(match[1]);
};
visit(entry);
visit(landing);

const rows = [...seen].map((file) => {
  const raw = readFileSync(path.join(assets, file));
  return { file, bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Initial JavaScript for / (signed-out visitor):');
for (const r of rows) console.log(`  ${r.file.padEnd(44)} ${kb(r.bytes).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`);
console.log(`  ${'total'.padEnd(44)} ${''.padStart(10)}  gzip ${kb(total).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`The landing page's initial JavaScript is ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
