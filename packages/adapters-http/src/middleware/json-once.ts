import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * Serialises a JSON answer once, to bytes. Koa works out the length of an object body by serialising it (the
 * compression middleware asks for it), then serialises it again to send it: two JSON.stringify calls an answer.
 * Mounted inside the compression, this turns the object into a Buffer first; its type stays JSON.
 */
export const jsonOnce = (): Middleware => async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream || body instanceof Uint8Array) return;
  const type = ctx.response.get('Content-Type');
  ctx.body = Buffer.from(JSON.stringify(body));
  ctx.type = type || 'json';
};
