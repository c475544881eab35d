import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '@larder/domain/shared/logger';
import type { AppState } from '../app-state';
import { logContext } from '../logging/pino-logger';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when sane), carried by every log line of the request,
 * and one access line. The line names the path only: query strings carry searches, positions and tokens.
 */
export const requestContext =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    const header = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(header) ? header : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await logContext.run({ reqId: requestId }, next);
    } finally {
      ctx.state.log.info(
        { reqId: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started), userId: ctx.state.user?.id },
        'request',
      );
    }
  };
