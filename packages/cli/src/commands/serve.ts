import type { Server } from 'node:http';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { serverLifecycle } from '@larder/adapters-http/lifecycle';
import { runSeeds } from '@larder/adapters-db/seed';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import type { Config } from '../config';
import type { ControlledServer } from './serve-types';
import { OPERATIONS } from './operations';
import { startControlSocket } from '../control/control-socket';
import { controlSocketPath, updateLock } from '../control/embedded-lock';
import { checkDataDir, openRuntime, withStartupLock } from '../runtime';
import { purgeJobs } from './purge-jobs';
import { keepConnectionsOpen } from './keep-alive';
import { type ContainerOverrides } from '../container/container';
import { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { BILLING_RUN_HOUR_UTC } from '@larder/domain/billing/billing-day';
import { type DailyJob, startDailyJobs } from '../infrastructure/daily-jobs';
import { startPgBossJobs } from '../infrastructure/pg-boss-jobs';
import { DAILY_POST_HOUR_UTC, GenerateDailyPost } from '@larder/domain/content/daily-post/generate-daily-post.use-case';

/** How many shares the billing run is split into on PostgreSQL: as many servers as that can bill at once. */
const BILLING_SHARES = 4;

/** `serve`: migrate, seed, listen; with the embedded database, also open the control socket for other commands. */
export async function serve(config: Config, overrides: ContainerOverrides = {}): Promise<ControlledServer> {
  const runtime = await openRuntime(config, 'server', overrides);
  const logger = runtime.container.get<Logger>(LOGGER);
  await withStartupLock(runtime.db, () => runSeeds(runtime.db.knex));
  const app = runtime.container.get<{ listen: (port: number, host?: string) => Server }>(HTTP_APP);
  const server: Server = await new Promise((resolve, reject) => {
    const s = keepConnectionsOpen(app.listen(config.port, config.host));
    s.once('listening', () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host && config.host !== '0.0.0.0' ? config.host : 'localhost'}:${port}`;

  let closeControl = async () => {};
  if (!config.databaseUrl) {
    const socket = controlSocketPath(config.dataDir);
    closeControl = await startControlSocket(socket, async ({ name, params }) => {
      const operation = OPERATIONS[name];
      if (!operation) return { ok: false, error: `Unknown operation ${name}` };
      try {
        return { ok: true, output: await operation.run(runtime.container, params) };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    });
    updateLock(config.dataDir, { kind: 'server', socket, url });
  }
  // The daily jobs run in the serving process: the billing run at 09:00 UTC (exactly-once by its own rows and lock).
  // On PostgreSQL the run is split in BILLING_SHARES shares that the servers bill together (each subscription once).
  const billing = runtime.container.get(RunDailyBilling);
  const jobs: DailyJob[] = [
    config.databaseUrl
      ? { name: 'billing', hourUtc: BILLING_RUN_HOUR_UTC, shares: BILLING_SHARES, run: () => billing.executeShare() }
      : { name: 'billing', hourUtc: BILLING_RUN_HOUR_UTC, run: () => billing.execute() },
  ];
  // The daily blog post at 08:00 UTC: one a UTC day (its own row), so a restart or a second server adds nothing.
  jobs.push({ name: 'blog', hourUtc: DAILY_POST_HOUR_UTC, run: () => runtime.container.get(GenerateDailyPost).execute() });
  // The daily purges (lead data after 90 days; expired sessions, login links and rate-limit rows) at 03:00 UTC.
  jobs.push(...purgeJobs(runtime.container));
  // Under the start-up lock: pg-boss's queue creation deadlocks when several servers start it at the same moment.
  const scheduler = config.scheduler
    ? await withStartupLock(runtime.db, () => startScheduler(config, jobs, runtime.container.get<Clock>(CLOCK), logger))
    : { stop: async () => {} };
  logger.info({ url, database: runtime.db.kind, env: config.env, scheduler: config.scheduler, devHelpers: config.devHelpers }, 'Larder is serving');
  logger.warn({ devHelpers: config.devHelpers }, modeLine(config));
  let sweep: NodeJS.Timeout | null = null;
  if (runtime.dataDir) {
    const { dir, files, folders, tightened } = runtime.dataDir;
    logger.info({ dir, files, folders, tightened }, `data folder private to this account: folders 0700, files 0600 (${tightened} tightened at start-up)`);
    // PGlite writes some new files 0666; they are tightened again every ten minutes (the folder itself is 0700 throughout).
    sweep = setInterval(() => {
      try {
        const again = checkDataDir(config.dataDir);
        if (again.tightened > 0) logger.info({ tightened: again.tightened }, 'data folder: new files made private');
      } catch (error) {
        logger.error({ err: error }, 'data folder: could not keep it private');
      }
    }, 10 * 60_000);
    sweep.unref();
  }

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      // Graceful: not ready any more, no new connections; the requests in hand finish (up to SHUTDOWN_DRAIN_MS),
      // the job in hand too (or it is retried by another server); then the database closes.
      serverLifecycle.draining = true;
      if (sweep) clearInterval(sweep);
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownDrainMs).unref());
      await Promise.all([scheduler.stop(), Promise.race([drained, deadline])]);
      server.closeAllConnections();
      await closeControl();
      await runtime.close();
    })());
  return { url, port, close, container: runtime.container };
}

/**
 * Where the daily jobs run: on PostgreSQL, in pg-boss, shared by every server on that database (each run once);
 * on the embedded database (one process only), on a timer in this process.
 */
async function startScheduler(config: Config, jobs: readonly DailyJob[], clock: Clock, logger: Logger): Promise<{ stop(): Promise<void> }> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema ? `${config.databaseSchema}_jobs` : 'pgboss';
    return startPgBossJobs(jobs, { connectionString: config.databaseUrl, schema }, clock, logger);
  }
  const timers = startDailyJobs(jobs, clock, logger, { catchUp: true });
  return { stop: async () => timers.stop() };
}

/** The start-up line that says which mode is running, and so what a visitor who reaches the port can do. */
export function modeLine(config: Pick<Config, 'env' | 'devHelpers' | 'trustProxyHops'>): string {
  const helpers = config.devHelpers
    ? 'development helpers ON for callers on this machine only (POST /api/auth/dev-login signs in as any account, GET /api/dev/outbox shows every email): never expose this server'
    : 'development helpers off (set DEV_HELPERS=true to sign in as anyone from this machine)';
  const proxy = config.trustProxyHops > 0 ? `trusting ${config.trustProxyHops} proxy hop(s) in X-Forwarded-For` : 'X-Forwarded-For ignored';
  return `Mode: NODE_ENV=${config.env}; ${helpers}; ${proxy}`;
}
