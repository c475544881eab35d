import type { Clock } from '@larder/domain/shared/clock';
import type { Logger } from '@larder/domain/shared/logger';

/** A job the server runs once a day at a fixed UTC hour (the billing run at 09:00). */
export interface DailyJob {
  readonly name: string;
  readonly hourUtc: number;
  /**
   * On the job engine (several servers), how many jobs the day's run is split into, each given to a server as one
   * is free (1 when absent). Only for a job whose run several servers can share (the billing run's executeShare).
   */
  readonly shares?: number;
  run(): Promise<unknown>;
}

/** Milliseconds from `now` until the next `hourUtc`:00 UTC (strictly in the future). */
export function msUntilNext(now: Date, hourUtc: number): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  const next = today > now.getTime() ? today : today + 86_400_000;
  return next - now.getTime();
}

/** Whether today's run time has passed (a server started late catches up once; every job is safe to repeat). */
export const pastToday = (now: Date, hourUtc: number): boolean => now.getTime() >= Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);

/**
 * Runs each job at its hour, every day, in this process. A job that throws is logged and runs again the
 * next day; one that is still running when its time comes again is not started twice.
 */
export function startDailyJobs(jobs: readonly DailyJob[], clock: Clock, logger: Logger, options: { catchUp: boolean }): { stop(): void } {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const running = new Set<string>();
  const fire = async (job: DailyJob) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      const result = await job.run();
      logger.info({ job: job.name, result }, 'daily job finished');
    } catch (error) {
      logger.error({ job: job.name, err: error }, 'daily job failed');
    } finally {
      running.delete(job.name);
    }
  };
  const schedule = (job: DailyJob) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void fire(job).then(() => schedule(job));
    }, msUntilNext(clock.now(), job.hourUtc));
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) {
    if (options.catchUp && pastToday(clock.now(), job.hourUtc)) void fire(job);
    schedule(job);
  }
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
