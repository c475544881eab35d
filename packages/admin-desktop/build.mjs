// Builds the three parts of the console with esbuild:
//   src/main/main.ts          -> dist/main/main.cjs        (Node, CommonJS, electron external)
//   src/preload/preload.ts    -> dist/preload/preload.cjs  (sandboxed preload, CommonJS, electron external)
//   src/renderer/             -> dist/renderer/            (index.html, styles.css, connection-page.js)
// `node build.mjs` builds into dist/; tests import buildRenderer() to build into a temp folder.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = (...parts) => path.join(here, 'src', ...parts);

// Electron 45 ships Node 22 and Chromium 142.
const NODE_TARGET = 'node22';
const CHROME_TARGET = 'chrome142';

const common = {
  bundle: true,
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
};

export async function buildMain(outdir = path.join(here, 'dist')) {
  await build({
    ...common,
    entryPoints: [src('main', 'main.ts')],
    outfile: path.join(outdir, 'main', 'main.cjs'),
    platform: 'node',
    format: 'cjs',
    target: NODE_TARGET,
    external: ['electron'],
  });
}

export async function buildPreload(outdir = path.join(here, 'dist')) {
  await build({
    ...common,
    entryPoints: [src('preload', 'preload.ts')],
    outfile: path.join(outdir, 'preload', 'preload.cjs'),
    // A sandboxed preload may require('electron') and nothing else from Node.
    platform: 'browser',
    format: 'cjs',
    target: CHROME_TARGET,
    external: ['electron'],
  });
}

/** Builds the renderer page into `outdir` (dist/renderer by default); returns the folder. */
export async function buildRenderer(outdir = path.join(here, 'dist', 'renderer')) {
  await mkdir(outdir, { recursive: true });
  await build({
    ...common,
    entryPoints: [src('renderer', 'main.ts')],
    outfile: path.join(outdir, 'connection-page.js'),
    platform: 'browser',
    format: 'iife',
    target: CHROME_TARGET,
  });
  await copyFile(src('renderer', 'index.html'), path.join(outdir, 'index.html'));
  await copyFile(src('renderer', 'styles.css'), path.join(outdir, 'styles.css'));
  return outdir;
}

export async function buildAll(outdir = path.join(here, 'dist')) {
  await rm(outdir, { recursive: true, force: true });
  await Promise.all([buildMain(outdir), buildPreload(outdir), buildRenderer(path.join(outdir, 'renderer'))]);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildAll();
  console.log('Built dist/main/main.cjs, dist/preload/preload.cjs and dist/renderer/.');
}
