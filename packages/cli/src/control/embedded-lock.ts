import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process on its data folder. The process that opens it writes a lock file with its
 * pid (and, for a server, the control socket other commands reach it through).
 */
export interface LockInfo {
  readonly pid: number;
  readonly kind: 'server' | 'command';
  readonly socket: string | null;
  readonly url: string | null;
}

const lockPath = (dataDir: string) => path.join(dataDir, 'larder.lock');
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live holder of the data folder, if any (a stale lock from a crashed process is ignored). */
export function currentHolder(dataDir: string): LockInfo | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return info.pid !== process.pid && alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export class DataDirBusyError extends Error {}

export function acquireLock(dataDir: string, info: Omit<LockInfo, 'pid'>): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const holder = currentHolder(dataDir);
  if (holder) {
    throw new DataDirBusyError(
      holder.kind === 'server'
        ? `A Larder server (pid ${holder.pid}) is already serving the embedded database in ${dataDir}. Stop it first, or set DATA_DIR to another folder.`
        : `Another Larder command (pid ${holder.pid}) is using the embedded database in ${dataDir}. Wait for it to finish.`,
    );
  }
  writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, ...info }), { mode: 0o600 });
  return () => {
    const current = existsSync(lockPath(dataDir)) ? (JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo) : null;
    if (current?.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
  };
}

export function updateLock(dataDir: string, info: Omit<LockInfo, 'pid'>): void {
  writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, ...info }), { mode: 0o600 });
}
