import type { Middleware } from 'koa';
import { HttpError } from '../errors/error-map';
import type { AppState } from '../app-state';

interface BodyParserError {
  status?: number;
  type?: string;
  expose?: boolean;
}

/** Turns every error into `{ message, field? }`: ours with their status, a bad body as 400, anything else as 500 (logged). */
export const errorHandler = (): Middleware<AppState> => async (ctx, next) => {
  try {
    await next();
    if (ctx.path.startsWith('/api/') && ctx.body == null) {
      // Setting a body resets an implicit 404 to 200, so the status is set again with it.
      const status = ctx.status;
      const message =
        status === 404 ? `No such call: ${ctx.method} ${ctx.path}` : status === 405 ? `${ctx.method} is not allowed on ${ctx.path}` : status === 501 ? `${ctx.method} is not supported` : null;
      if (message) {
        ctx.body = { message };
        ctx.status = status;
      }
    }
  } catch (caught) {
    if (caught instanceof HttpError) {
      ctx.status = caught.status;
      ctx.set(caught.headers);
      ctx.body = caught.field ? { message: caught.message, field: caught.field } : { message: caught.message };
      return;
    }
    const error = caught as BodyParserError & Error;
    if (error.type === 'entity.too.large') {
      ctx.status = 413;
      ctx.body = { message: 'Request body is too large' };
      return;
    }
    if (error.status === 415 || error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
      ctx.status = 400;
      ctx.body = { message: 'Request body must be JSON (Content-Type: application/json)' };
      return;
    }
    // The body parser's other client errors (co-body gives malformed JSON a bare 400).
    if (error.status && error.status >= 400 && error.status < 500) {
      ctx.status = 400;
      ctx.body = { message: 'Request body is not valid JSON' };
      return;
    }
    ctx.state.log?.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { message: 'Something went wrong on our side. Please try again.' };
  }
};
