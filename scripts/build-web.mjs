// Builds the web app unless its dist is newer than every source file it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pnpm, root } from './pnpm.mjs';

const web = path.join(root, 'packages/web');
const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(web, 'public'),
  path.join(root, 'packages/contract/src'), path.join(root, 'packages/domain/src')];

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

export function buildWeb({ force = false } = {}) {
  const index = path.join(web, 'dist/index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs > Math.max(...sources.map(newest))) {
    console.log('web app: up to date');
    return;
  }
  const status = pnpm(['--filter', '@larder/web', 'build']);
  if (status !== 0) {
    console.error('building the web app failed');
    process.exit(status);
  }
}
