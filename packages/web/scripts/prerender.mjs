#!/usr/bin/env node
/**
 * Draws the public pages into the build, from Vite's SSR build of src/prerender.tsx (dist-ssr/prerender.js):
 * - dist/landing.html: the landing page, marked `data-prerendered="landing"` (landing-main.tsx hydrates it);
 * - dist/prerendered/<page>.html for each page of PUBLIC_PAGES (about, contact, privacy, terms, login, signup,
 *   magic-login, lead-welcome, pricing), each with its own head, marked `data-prerendered="app"` (app-main.tsx).
 * The server sends them to a page load by a visitor without a session. dist-ssr stays: the server draws the blog
 * with it on request, since the articles live in the database.
 *
 *   node scripts/prerender.mjs [dist folder] [ssr folder]     (defaults: dist, dist-ssr)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.join(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const ssr = path.resolve(process.argv[3] ?? path.join(web, 'dist-ssr'));
// Links and JSON-LD are drawn relative to the site; a prerendered page names no origin (the server adds none either).
const ORIGIN = 'http://localhost';

const { renderLanding, renderRoute, pageDocument, PUBLIC_PAGES } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

const landing = pageDocument(template, { body: renderLanding(), kind: 'landing' });
writeFileSync(path.join(dist, 'landing.html'), landing);
console.log(`prerendered the landing page: dist/landing.html, ${(landing.length / 1024).toFixed(1)} KB`);

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PUBLIC_PAGES) {
  const body = await renderRoute(page.path, { origin: ORIGIN });
  if (body === null) throw new Error(`${page.path} is not a page of the app's router`);
  if (body.includes(ORIGIN)) throw new Error(`${page.path} names the build's origin (${ORIGIN}); a prerendered page must not`);
  const html = pageDocument(template, { body, kind: 'app', head: page.head });
  writeFileSync(path.join(dist, 'prerendered', page.file), html);
  console.log(`prerendered ${page.path}: dist/prerendered/${page.file}, ${(html.length / 1024).toFixed(1)} KB`);
}
