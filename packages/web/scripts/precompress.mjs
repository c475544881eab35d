#!/usr/bin/env node
/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file of the build,
 * once, at build time: the server sends the copy the browser accepts (koa-send) and never compresses a static
 * file per request. A copy that would not be smaller than the file is not written.
 *
 *   node scripts/precompress.mjs [dist folder]     (default: dist)
 */
import { readFileSync, readdirSync, statSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of [...files(dist)]) {
  if (!COMPRESSIBLE.test(file)) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = gzipSync(raw, { level: 9 });
  for (const [ext, data] of [['.br', br], ['.gz', gz]]) {
    if (data.length < raw.length) writeFileSync(file + ext, data);
    else rmSync(file + ext, { force: true });
  }
  count += 1;
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`);
