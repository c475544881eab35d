import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { AppState } from '../app-state';
import type { HttpDependencies } from '../dependencies';
import { HttpError } from '../errors/error-map';
import { bearerSecret } from '../session/api-token-auth';

/** How long a caller refused for holding too many streams is told to wait. */
export const STREAM_CAP_RETRY_SECONDS = 30;

/**
 * The live streams this server holds, counted per caller (a session or an API token): at most `perCaller` at once
 * (issue 34, M2). The next one is refused (429 with Retry-After) rather than the oldest closed, so a runaway client
 * cannot take the family's other tabs off the list.
 */
export class OpenStreams {
  private readonly open = new Map<string, number>();
  constructor(private readonly perCaller: number) {}

  /** Takes a place for the caller, or throws the 429; the returned function gives the place back (once). */
  take(caller: string): () => void {
    const held = this.open.get(caller) ?? 0;
    if (held >= this.perCaller) {
      throw new HttpError(429, `You already have ${this.perCaller} live shopping lists open (other tabs or devices signed in as you): close one and try again.`, undefined, {
        'Retry-After': String(STREAM_CAP_RETRY_SECONDS),
      });
    }
    this.open.set(caller, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(caller) ?? 1) - 1;
      if (left > 0) this.open.set(caller, left);
      else this.open.delete(caller);
    };
  }
}

/** Who holds a stream: the API token's id, or a digest of the session cookie (never the secret itself). */
export function streamCaller(ctx: Context & { state: AppState }): string {
  if (ctx.state.apiToken) return `token:${ctx.state.apiToken.id}`;
  return `session:${createHash('sha256').update(ctx.state.sessionToken ?? '').digest('hex')}`;
}

/**
 * A check that the stream's caller may still hear the household: the session not signed out (on this device or
 * everywhere), expired or idle, the API token not revoked, and the member still in the household. Reads storage,
 * so it holds across every server sharing the database; records no request (an open tab does not keep a session alive).
 */
export function callerCheck(deps: HttpDependencies, ctx: Context & { state: AppState }, owner: string): () => Promise<boolean> {
  const userId = ctx.state.user!.id;
  const secret = ctx.state.apiToken ? bearerSecret(ctx.get('authorization')) : null;
  const sessionToken = ctx.state.sessionToken;
  return async () => {
    const user = ctx.state.apiToken ? (secret ? ((await deps.apiTokens.stillLive(secret))?.user ?? null) : null) : await deps.sessions.stillSignedIn(sessionToken);
    if (!user || user.id !== userId) return false;
    return (await deps.household.scope.execute(userId)).ownerId === owner;
  };
}
