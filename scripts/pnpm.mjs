#!/usr/bin/env node
// pnpm is the workspace tool; it is reached through npx (corepack is not relied on), pinned to one version.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PNPM_VERSION = '10.34.9';
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs pnpm with the given arguments in the repository root; returns the exit code. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs the workspace exactly as the lockfile says. */
export function install() {
  const status = pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (status !== 0) {
    console.error('pnpm install failed');
    process.exit(status);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
