import type { Server } from 'node:http';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { runSeeds } from '@larder/adapters-db/seed';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import type { Config } from '../config';
import type { ControlledServer } from './serve-types';
import { OPERATIONS } from './operations';
import { startControlSocket } from '../control/control-socket';
import { controlSocketPath, updateLock } from '../control/embedded-lock';
import { checkDataDir, openRuntime } from '../runtime';
import { purgeJobs } from './purge-jobs';
import { type ContainerOverrides } from '../container/container';
import { RunDailyBilling } from '@larder/domain/billing/billing-run.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { BILLING_RUN_HOUR_UTC } from '@larder/domain/billing/billing-day';
import { type DailyJob, startDailyJobs } from '../infrastructure/daily-jobs';
import { DAILY_POST_HOUR_UTC, GenerateDailyPost } from '@larder/domain/content/daily-post/generate-daily-post.use-case';

/** `serve`: migrate, seed, listen; with the embedded database, also open the control socket for other commands. */
export async function serve(config: Config, overrides: ContainerOverrides = {}): Promise<ControlledServer> {
  const runtime = await openRuntime(config, 'server', overrides);
  const logger = runtime.container.get<Logger>(LOGGER);
  await runSeeds(runtime.db.knex);
  const app = runtime.container.get<{ listen: (port: number, host?: string) => Server }>(HTTP_APP);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host);
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
  const jobs: DailyJob[] = [{ name: 'billing', hourUtc: BILLING_RUN_HOUR_UTC, run: () => runtime.container.get(RunDailyBilling).execute() }];
  // The daily blog post at 08:00 UTC: one a UTC day (its own row), so a restart or a second server adds nothing.
  jobs.push({ name: 'blog', hourUtc: DAILY_POST_HOUR_UTC, run: () => runtime.container.get(GenerateDailyPost).execute() });
  // The daily purges (lead data after 90 days; expired sessions, login links and rate-limit rows) at 03:00 UTC.
  jobs.push(...purgeJobs(runtime.container));
  const scheduler = config.scheduler ? startDailyJobs(jobs, runtime.container.get<Clock>(CLOCK), logger, { catchUp: true }) : { stop() {} };
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
      scheduler.stop();
      if (sweep) clearInterval(sweep);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeControl();
      await runtime.close();
    })());
  return { url, port, close, container: runtime.container };
}

/** The start-up line that says which mode is running, and so what a visitor who reaches the port can do. */
export function modeLine(config: Pick<Config, 'env' | 'devHelpers' | 'trustProxyHops'>): string {
  const helpers = config.devHelpers
    ? 'development helpers ON for callers on this machine only (POST /api/auth/dev-login signs in as any account, GET /api/dev/outbox shows every email): never expose this server'
    : 'development helpers off (set DEV_HELPERS=true to sign in as anyone from this machine)';
  const proxy = config.trustProxyHops > 0 ? `trusting ${config.trustProxyHops} proxy hop(s) in X-Forwarded-For` : 'X-Forwarded-For ignored';
  return `Mode: NODE_ENV=${config.env}; ${helpers}; ${proxy}`;
}
