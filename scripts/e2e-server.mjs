#!/usr/bin/env node
// The server the browser tests drive: a fresh embedded database in a temporary folder, development mode.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

// A folder per port, emptied at every start, so a run killed without cleanup leaves nothing behind for long.
const port = process.env.PORT ?? '5055';
const dataDir = path.join(root, 'test-results', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', DEV_HELPERS: 'true', CARD_ATTEMPTS_PER_ADDRESS: '1000', DATA_DIR: dataDir, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
