#!/usr/bin/env node
/**
 * Writes dist/landing.html: index.html with the landing page already rendered inside #root (from Vite's SSR build
 * of src/prerender.tsx in dist-ssr), marked `data-prerendered="landing"` so the entry hydrates it. The server
 * sends it at / to a visitor without a session; everyone else gets index.html and the app.
 *
 *   node scripts/prerender.mjs [dist folder] [ssr folder]     (defaults: dist, dist-ssr)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.join(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const ssr = path.resolve(process.argv[3] ?? path.join(web, 'dist-ssr'));

const { renderLanding } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const start = html.indexOf('<div id="root">');
const end = html.indexOf('</body>');
if (start < 0 || end < 0) throw new Error('index.html has no <div id="root"> before </body>');
// The root holds only the loading placeholder up to the first script of the body; replace it whole.
const scripts = html.slice(start, end).search(/<script\b/);
const rootEnd = scripts < 0 ? end : start + scripts;
const landing = `${html.slice(0, start)}<div id="root" data-prerendered="landing">${renderLanding()}</div>\n    ${html.slice(rootEnd).trimStart()}`;
writeFileSync(path.join(dist, 'landing.html'), landing);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered the landing page: dist/landing.html, ${(landing.length / 1024).toFixed(1)} KB`);
