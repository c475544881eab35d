import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What a sweep of the data folder found and changed. */
export interface DataDirReport {
  readonly dir: string;
  readonly files: number;
  readonly folders: number;
  /** Entries whose group or other bits were taken away. */
  readonly tightened: number;
}

export class DataDirPermissionError extends Error {}

/**
 * Keeps the embedded database private to the OS account that runs Larder: the data folder and every folder in
 * it 0700, every file 0600, whatever the umask. PGlite writes its files 0666 itself (the umask does not reach
 * them), so this runs before the database opens, after it opens (the first open unpacks the cluster), and
 * again from time to time while serving. A folder owned by another account, or one whose modes cannot be
 * set, stops start-up.
 */
export function secureDataDir(dir: string): DataDirReport {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const uid = typeof process.getuid === 'function' ? process.getuid() : null;
  const top = lstatSync(dir);
  if (!top.isDirectory()) throw new DataDirPermissionError(`The data folder ${dir} is not a folder.`);
  if (uid !== null && top.uid !== uid) {
    throw new DataDirPermissionError(`The data folder ${dir} belongs to another account (uid ${top.uid}); Larder runs as uid ${uid} and keeps its database private. Give it to this account or set DATA_DIR.`);
  }
  let files = 0;
  let folders = 0;
  let tightened = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        chmodSync(entry, wanted);
      } catch (error) {
        throw new DataDirPermissionError(`Cannot make ${entry} private (${(error as NodeJS.ErrnoException).code}): the database must not be readable by other accounts.`);
      }
      tightened += 1;
    }
    if (stat.isDirectory()) {
      folders += 1;
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else files += 1;
  };
  visit(dir);
  return { dir, files, folders, tightened };
}

/** Entries in the folder that other accounts could read or write (the start-up check after a sweep). */
export function exposedEntries(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(entry);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** New files made by this process get no group or other bits (PGlite's own files are swept as well). */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot set the umask; the sweeps still hold.
  }
}
