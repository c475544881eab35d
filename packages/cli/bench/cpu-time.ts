import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time, the figure a shared machine's noise moves least: this process's (the server under load and the bare
 * Koa beside it both live here), and the local PostgreSQL server's, summed over its processes from /proc (null when
 * the database is not on this machine or /proc is not there).
 */
export function processMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function postgresMicros(): number | null {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!name.startsWith('postgres')) continue;
    // After "pid (comm) ": state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND : null;
}

/** CPU µs per request over a run: `start()` before, `per(requests)` after. */
export function cpuMeter(withDatabase: boolean) {
  const ownStart = processMicros();
  const dbStart = withDatabase ? postgresMicros() : null;
  return {
    per(requests: number): { server: number; database: number | null } {
      const own = (processMicros() - ownStart) / Math.max(1, requests);
      const dbEnd = dbStart === null ? null : postgresMicros();
      return { server: own, database: dbStart === null || dbEnd === null ? null : (dbEnd - dbStart) / Math.max(1, requests) };
    },
  };
}
