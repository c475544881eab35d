import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { ListEvent } from '@larder/domain/shopping/list-events';
import type { AppState } from '../app-state';
import type { HttpDependencies } from '../dependencies';
import { unwrap } from '../errors/error-map';
import { type OpenStreams, callerCheck, streamCaller } from './open-streams';

/** Milliseconds between keep-alive comments (proxies close quiet connections) and re-checks that the subject still exists. */
const HEARTBEAT_MS = 15_000;

export interface StreamSubject {
  /** Starts hearing the events; returns the unsubscribe function. */
  readonly subscribe: (send: (event: ListEvent) => void) => () => void;
  /** The data of the first "ready" event. */
  readonly readyData: Record<string, unknown>;
  /** Checked at each heartbeat: false ends the stream (a deleted list). */
  readonly stillThere: () => Promise<boolean>;
}

/**
 * A server-sent event stream of the household's changes (a list's, or the household's own channel). The caller is
 * checked again every `recheckMs` and before each event; at most `perCaller` streams per caller; "ready" once
 * changes made on any server reach this one.
 */
export async function openEventStream(deps: HttpDependencies, ctx: Context & { state: AppState }, streams: OpenStreams, owner: string, subject: StreamSubject): Promise<void> {
  const release = streams.take(streamCaller(ctx));
  try {
    unwrap(await deps.callLimits.admit('list-stream', owner));
  } catch (error) {
    release();
    throw error;
  }
  const allowed = callerCheck(deps, ctx, owner);
  const body = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
  ctx.body = body;
  const write = (text: string) => {
    if (!body.writableEnded) body.write(text);
  };
  // Events go out in order, each only after the caller is checked again.
  let queue = Promise.resolve();
  const send = (event: ListEvent) => {
    queue = queue.then(async () => {
      if (body.writableEnded) return;
      if (await allowed().catch(() => false)) write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
      else body.end();
    });
  };
  const unsubscribe = subject.subscribe(send);
  await deps.household.listEvents.ready().catch((error: unknown) => ctx.state.log.warn({ err: error }, 'list events: not listening'));
  write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify(subject.readyData)}\n\n`);
  let checking = false;
  let lastBeat = Date.now();
  const recheck = setInterval(() => {
    if (checking || body.writableEnded) return;
    checking = true;
    const beat = Date.now() - lastBeat >= HEARTBEAT_MS;
    void allowed()
      .then(async (ok) => ok && (!beat || (await subject.stillThere())))
      .then((ok) => {
        if (!ok) return body.end();
        if (beat) {
          lastBeat = Date.now();
          write(': keep-alive\n\n');
        }
      })
      .catch(() => body.end())
      .finally(() => (checking = false));
  }, deps.config.listStreams.recheckMs);
  recheck.unref();
  const stop = () => {
    clearInterval(recheck);
    unsubscribe();
    release();
  };
  ctx.req.once('close', stop);
  body.once('close', stop);
  body.once('finish', stop);
}
