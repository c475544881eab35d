import type { Context, Next } from 'koa';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine: the socket's own peer address is a loopback one and no proxy
 * forwarded it (a reverse proxy on the same machine would make every visitor look local).
 */
export function fromLoopback(ctx: Context): boolean {
  const peer = ctx.req.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];
  return !forwarded.some((header) => ctx.get(header) !== '');
}

/** The development helpers answer callers on this machine only; anyone else gets the 404 of a route that does not exist. */
export function loopbackOnly() {
  return async (ctx: Context, next: Next) => {
    if (!fromLoopback(ctx)) {
      ctx.status = 404;
      ctx.body = { message: `No such call: ${ctx.method} ${ctx.path}` };
      return;
    }
    await next();
  };
}
