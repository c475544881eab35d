import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/** Text worth compressing; server-sent events are left alone (they carry `no-transform` and must not be buffered). */
const TEXTUAL = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Answers compressed with brotli or gzip, whichever the client prefers, when they are 1 KB or more. Brotli at
 * quality 4 and gzip at level 6: per-request compression trades a little ratio for little CPU. Static files are
 * not compressed here: the build writes .br and .gz copies, which the static middleware sends as they are.
 */
export function responseCompression(): Middleware {
  return compress({
    threshold: 1024,
    filter: (type: string) => TEXTUAL.test(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    ...({ zstd: false } as object),
  });
}
