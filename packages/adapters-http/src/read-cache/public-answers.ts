import type { Context, Middleware } from 'koa';
import type { Clock } from '@larder/domain/shared/clock';
import type { AppState } from '../app-state';
import { SESSION_COOKIE } from '../session/session-cookie';
import { RenderedAnswers, catalogueAndDay } from './rendered-answers';
import { sendEntry } from './encoded-answer';

/** What the public catalogue reads are kept under in one server's memory, at most. */
export const PUBLIC_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The catalogue's public reads (a library recipe, its ingredients, a search) as an anonymous visitor gets them:
 * the same for every visitor, so each is rendered once per catalogue snapshot and day, under its path and query.
 */
export class PublicAnswers {
  readonly answers: RenderedAnswers;

  constructor(
    private readonly deps: { readonly recipeLibrary: { snapshot(): Promise<object> }; readonly clock: Clock },
    maxBytes = PUBLIC_ANSWERS_MAX_BYTES,
  ) {
    this.answers = new RenderedAnswers(maxBytes);
  }

  /** The stamp an answer is good for: the catalogue this server holds now, and the day. */
  async stamp(): Promise<string> {
    return this.answers.catalogueStamp(await catalogueAndDay(this.deps));
  }
}

const keyOf = (ctx: Context): string => `${ctx.path}?${ctx.querystring}`;

/**
 * Surely anonymous before any session middleware has run: no session cookie (under either of its names) and no
 * Authorization header (a token call, or a bad one that must still get its 401).
 */
const surelyAnonymous = (ctx: Context): boolean => !ctx.get('authorization') && !ctx.get('cookie').includes(SESSION_COOKIE);

/**
 * Mounted early (after the request's id and the security headers): an anonymous GET of a public read kept under the
 * current stamp is sent from memory, without the session, CSRF, body and routing middleware it cannot need.
 * Anything else, and every miss, goes down the chain as before, where `sendPublic` renders and keeps it.
 */
export function servePublicAnswers(publicAnswers: PublicAnswers): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !publicAnswers.answers.has(keyOf(ctx)) || !surelyAnonymous(ctx)) return next();
    const entry = publicAnswers.answers.kept(keyOf(ctx), await publicAnswers.stamp());
    if (!entry) return next();
    await sendEntry(ctx, entry);
  };
}

/**
 * A public read: for a visitor who is not signed in, rendered once per stamp and kept; for a signed-in caller
 * (whose answer may hold the household's own recipes), rendered as any call is.
 */
export async function sendPublic(ctx: Context & { state: AppState }, publicAnswers: PublicAnswers, render: () => Promise<unknown>): Promise<void> {
  if (ctx.state.user) {
    ctx.body = await render();
    return;
  }
  await sendEntry(ctx, await publicAnswers.answers.answer(keyOf(ctx), await publicAnswers.stamp(), render));
}
