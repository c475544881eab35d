import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Clock } from '@larder/domain/shared/clock';
import type { Logger } from '@larder/domain/shared/logger';
import { type DailyJob, pastToday } from './daily-jobs';

/** How often each server looks for a day's job to enqueue (a job is enqueued once, whichever server sees it first). */
export const ENQUEUE_EVERY_MS = 60_000;
/** A job whose server died (SIGKILL, a lost machine) is given to another server after this long. */
export const JOB_EXPIRE_SECONDS = 15 * 60;

/** The queue of a daily job (pg-boss names: letters, digits, dashes). */
export const queueName = (job: string) => `daily-${job}`;

/**
 * The id of a job's run on one UTC day, the same on every server (a UUID made from the name and the day): pg-boss
 * inserts a job with ON CONFLICT DO NOTHING, so of the servers that enqueue the day's run, one succeeds.
 */
export function dayJobId(job: string, day: string): string {
  const h = createHash('sha1').update(`larder:${job}:${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export interface PgBossJobsOptions {
  readonly connectionString: string;
  /** The job engine's own schema (`pgboss` by default; beside the app's schema when it has one). */
  readonly schema: string;
  /** Only for tests: the loop's period. */
  readonly enqueueEveryMs?: number;
}

export interface RunningJobs {
  /** Enqueues each job whose hour has passed today and has not been enqueued today by any server. */
  enqueueDue(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The daily jobs on several servers sharing one PostgreSQL, on pg-boss: each server enqueues a job's run of the
 * day under the day's id (once, whoever is first), and pg-boss hands each job to one server (SELECT ... FOR UPDATE
 * SKIP LOCKED), retries it on failure and gives it to another server when the one running it has not finished
 * within JOB_EXPIRE_SECONDS (it died). Jobs stay in the job table three days, past the end of their day, so a server
 * started late that day finds the run already there and adds nothing. Every job must be safe to repeat (they are:
 * billing by its rows and lock, the daily post by its own row).
 */
export async function startPgBossJobs(jobs: readonly DailyJob[], options: PgBossJobsOptions, clock: Clock, logger: Logger): Promise<RunningJobs> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 4,
    schedule: false, // no cron: the day's id does what cron's once-a-minute singleton would, and catches up after downtime
    archiveCompletedAfterSeconds: 3 * 86_400,
    archiveFailedAfterSeconds: 3 * 86_400,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job engine error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(queueName(job.name), { name: queueName(job.name), retryLimit: 3, retryDelay: 300, expireInSeconds: JOB_EXPIRE_SECONDS });
    await boss.work<{ day: string; share?: number }>(queueName(job.name), { batchSize: 1, pollingIntervalSeconds: 2 }, async ([item]) => {
      const started = Date.now();
      const result = await job.run();
      logger.info({ job: job.name, day: item?.data.day, share: item?.data.share ?? 0, ms: Date.now() - started, result }, 'daily job finished');
    });
  }

  const enqueueDue = async () => {
    const now = clock.now();
    const day = now.toISOString().slice(0, 10);
    const enqueued: string[] = [];
    for (const job of jobs) {
      if (!pastToday(now, job.hourUtc)) continue;
      const shares = Math.max(1, job.shares ?? 1);
      let sent = 0;
      for (let share = 0; share < shares; share += 1) {
        const id = await boss.send(queueName(job.name), { day, share }, { id: dayJobId(share === 0 ? job.name : `${job.name}#${share}`, day) });
        if (id) sent += 1;
      }
      if (sent) enqueued.push(job.name);
    }
    if (enqueued.length) logger.info({ jobs: enqueued, day }, 'daily jobs enqueued');
    return enqueued;
  };
  let stopped = false;
  const tick = () => enqueueDue().catch((error: unknown) => logger.error({ err: error }, 'could not enqueue the daily jobs'));
  await tick();
  const timer = setInterval(() => void (stopped ? undefined : tick()), options.enqueueEveryMs ?? ENQUEUE_EVERY_MS);
  timer.unref();
  return {
    enqueueDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Waits for a job in hand to finish (up to 30 s); one cut short is retried by another server after it expires.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
