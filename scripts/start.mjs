#!/usr/bin/env node
// `npm start`: install, build the web app, then serve (the server migrates and seeds the database first).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';
import { install, root } from './pnpm.mjs';

const started = Date.now();
install();
buildWeb();
console.log(`set-up took ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), 'serve'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
