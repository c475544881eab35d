#!/usr/bin/env node
// The server the browser tests drive: a fresh embedded database in a temporary folder, development mode.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './pnpm.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: process.env.PORT ?? '5055', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
