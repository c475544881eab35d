import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of the build that make the app shell (not source maps). */
export const isShellFile = (fileName: string): boolean => !fileName.endsWith('.map') && !fileName.startsWith('.') && fileName !== 'sw.js';

/**
 * Writes dist/sw.js at build time: the hand-written worker (pwa/service-worker.js) after the list of built files
 * to precache and a version that changes with them. Nothing comes from a CDN.
 */
export function serviceWorker(): Plugin {
  const source = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
  let publicFiles: string[] = [];
  return {
    name: 'larder-service-worker',
    apply: 'build',
    configResolved(config) {
      // The files of public/ (icons, manifest), copied to dist/ as they are.
      publicFiles = config.publicDir
        ? readdirSync(config.publicDir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => path.relative(config.publicDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
            .filter(isShellFile)
        : [];
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter(isShellFile);
      const files = [...new Set(['/', ...built.map((f) => `/${f}`), ...publicFiles.map((f) => `/${f}`)])].sort();
      const version = createHash('sha256').update(files.join('\n')).update(source).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const PRECACHE = ${JSON.stringify(files)};\nconst VERSION = '${version}';\n${source}`,
      });
    },
  };
}
