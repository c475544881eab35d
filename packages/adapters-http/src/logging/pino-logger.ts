import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '@larder/domain/shared/logger';

/** Keys whose values never reach a log line, at any depth. */
const SECRET_KEY =
  /pass(word)?|passphrase|token|secret|cookie|authori[sz]ation|api[-_]?key|card[-_]?number|^number$|^pan$|cvc|cvv|cvn|security[-_]?code|account[-_]?number|sort[-_]?code|iban|client[-_]?secret/i;
/** Values that look like a card number (13-19 digits, spaces or dashes allowed) are masked wherever they appear. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
/** Query parameters that carry secrets (the login link's token). */
const SECRET_QUERY = /([?&](?:token|secret|password|key)=)[^&#\s]*/gi;
/** A lead's session id in a path (/api/leads/{sessionId}/...): it opens the applicant's details, so it is a secret too. */
const LEAD_SESSION_PATH = /(\/api\/leads\/)(?!submit-to-)[^/?#\s"]+/g;

/** A household invitation link's or a calendar feed's token in a path: each opens something private. */
const HOUSEHOLD_TOKEN_PATH = /(\/(?:api\/household\/invitations|api\/calendar|household\/join)\/)(?!token\b)[A-Za-z0-9_-]{20,}/g;

/** A personal API token wherever it appears in free text (a pasted curl line, an error message): `lrd_` stays, the rest goes. */
const API_TOKEN_TEXT = /\b(lrd_)[A-Za-z0-9_-]{20,}/g;

export const REDACTED = '[Redacted]';

/**
 * A necessary mark of each pattern above (13 digits, a secret query key, a lead's or a household token's path, an API
 * token's prefix): a string with none of them is returned as it is, without the five replacements. Most strings
 * logged (ids, methods, paths, messages) have none, and the access line of every request is scrubbed.
 */
const MAYBE_SECRET = /\d(?:[ -]?\d){12}|[?&](?:token|secret|password|key)=|\/api\/leads\/|\/(?:api\/household\/invitations|api\/calendar|household\/join)\/|lrd_/i;

/**
 * The request a line is logged for. The HTTP edge runs each request inside it, so every line logged
 * while serving it (by a use case too) carries the request id, without passing loggers around.
 */
export const logContext = new AsyncLocalStorage<Record<string, unknown>>();

/** Every secret pattern out of a text (`scrub` first asks MAYBE_SECRET whether any could be there). */
export function scrubText(text: string): string {
  return text.replace(CARD_LIKE, REDACTED).replace(SECRET_QUERY, `$1${REDACTED}`).replace(LEAD_SESSION_PATH, `$1${REDACTED}`).replace(HOUSEHOLD_TOKEN_PATH, `$1${REDACTED}`).replace(API_TOKEN_TEXT, `$1${REDACTED}`);
}

export function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[Truncated]';
  if (typeof value === 'string') return MAYBE_SECRET.test(value) ? scrubText(value) : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value instanceof Error) return { type: value.name, message: scrub(value.message, depth + 1), stack: value.stack };
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(inner, depth + 1);
    return out;
  }
  return value;
}

class PinoLogger implements Logger {
  constructor(private readonly pino: Pino) {}
  debug(fields: Record<string, unknown>, message?: string) {
    this.pino.debug(scrub(fields) as object, message);
  }
  info(fields: Record<string, unknown>, message?: string) {
    this.pino.info(scrub(fields) as object, message);
  }
  warn(fields: Record<string, unknown>, message?: string) {
    this.pino.warn(scrub(fields) as object, message);
  }
  error(fields: Record<string, unknown>, message?: string) {
    this.pino.error(scrub(fields) as object, message);
  }
  child(bindings: Record<string, unknown>): Logger {
    return new PinoLogger(this.pino.child(scrub(bindings) as Record<string, unknown>));
  }
}

export interface LoggerOptions {
  readonly level?: string;
  readonly destination?: DestinationStream;
}

/**
 * The Logger port over pino: JSON lines, secrets scrubbed before pino sees them (`scrub`: secret keys at any depth,
 * card numbers, tokens in paths and queries), plus pino's own redaction of the request's secret headers as a second
 * net. Its wildcard paths (`*.password` and the like) went: `scrub` removes those keys at any depth before pino sees
 * a line, and pino's wildcard walk cost a tenth of a cached read (it runs on every request's access line).
 */
export function createPinoLogger(options: LoggerOptions = {}): Logger {
  const instance = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      mixin: () => logContext.getStore() ?? {},
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: REDACTED,
      },
    },
    options.destination ?? bufferedDestination(1),
  );
  return new PinoLogger(instance);
}

/** Lines are held until this many bytes are waiting (or FLUSH_EVERY_MS has passed), then written in one go. */
export const LOG_BUFFER_BYTES = 4096;
export const FLUSH_EVERY_MS = 1000;

/**
 * Where the lines go (standard output in production, 1): written asynchronously by pino's sonic-boom and buffered.
 * A synchronous write per line would hold the event loop whenever the terminal or log shipper reading it is slow;
 * an unbuffered asynchronous one is still a system call (and a thread-pool hand-off) per request, the largest
 * cost of a logged request after its database round trip. The buffer is written at least once a second, so a
 * quiet server's lines are never late by more, and at exit (pino flushes its destination then).
 */
export function bufferedDestination(dest: number | string): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not ready yet (the file is still opening) or already closed: the next tick or the exit writes it.
    }
  }, FLUSH_EVERY_MS);
  timer.unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}
