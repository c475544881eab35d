import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** The content codings a kept answer can be sent in, besides none. */
export type Coding = 'br' | 'gzip';

/** A rendered answer: its bytes, their ETag, and the same bytes compressed, made once each and kept beside them. */
export interface EncodedEntry {
  readonly body: Buffer;
  readonly etag: string;
  /** The body compressed with `coding`: made by the first request that asks for it, then kept with the entry. */
  encoded(coding: Coding): Promise<Buffer>;
}

/**
 * An entry whose compressed copies are made on demand. Made once per rendering rather than once per request,
 * they can afford more effort than the per-request middleware gives (brotli 6 against 4). `grew` is told each
 * copy's size, for a byte-bounded cache's count.
 */
export function encodedEntry(body: Buffer, etag: string, grew?: (bytes: number) => void): EncodedEntry {
  const made = new Map<Coding, Promise<Buffer>>();
  return {
    body,
    etag,
    encoded(coding) {
      let copy = made.get(coding);
      if (!copy) {
        copy =
          coding === 'br'
            ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gzipped(body, { level: 6 });
        made.set(coding, copy);
        copy.then(
          (bytes) => grew?.(bytes.length),
          () => made.delete(coding),
        );
      }
      return copy;
    },
  };
}

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, when the client accepts it (a q of 0
 * refuses; `*` stands for any coding not named), else none.
 */
export function preferredCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const coding = choose(header);
  // Browsers send a handful of distinct headers: the choice is remembered for the first few seen.
  if (chosen.size < 32) chosen.set(header, coding);
  return coding;
}
const chosen = new Map<string, Coding | null>();

function choose(header: string): Coding | null {
  const named = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    named.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const star = named.get('*') ?? false;
  for (const coding of ['br', 'gzip'] as const) if (named.get(coding) ?? star) return coding;
  return null;
}

/**
 * Sends a kept JSON answer: compressed as the client accepts (a copy made once), with an ETag for each coding, and
 * 304 to a request that already holds it. The compression middleware leaves an answer with a Content-Encoding alone.
 */
export async function sendEntry(ctx: Context, entry: EncodedEntry): Promise<void> {
  ctx.vary('Accept-Encoding');
  const coding = entry.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(ctx.get('accept-encoding')) : null;
  ctx.status = 200;
  ctx.type = 'json';
  ctx.etag = coding ? `${entry.etag.slice(0, -1)}-${coding}"` : entry.etag;
  if (ctx.fresh) {
    ctx.status = 304; // Koa sends no body with it.
    return;
  }
  if (!coding) {
    ctx.body = entry.body;
    return;
  }
  const bytes = await entry.encoded(coding);
  ctx.set('Content-Encoding', coding);
  ctx.body = bytes;
}
