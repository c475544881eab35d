#!/usr/bin/env node
// `npm run cli -- <command>`: the operators' CLI, from the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { install, root } from './pnpm.mjs';

if (!existsSync(path.join(root, 'node_modules/.modules.yaml'))) install();
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'packages/cli/src/main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
