import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { ChatTurn } from '@larder/domain/assistant/chat/chat.use-case';
import type { ChatMessage, Conversation } from '@larder/domain/assistant/ports';
import { ZChatMessageBody, ZChatPreferencesBody, type TChatMessage, type TChatTurn, type TConversation } from '@larder/contract/chat';
import type { AppState } from '../app-state';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { householdId } from '../session/household-scope';
import { newRouter } from './router';

export const presentConversation = (c: Conversation): TConversation => ({
  id: c.id,
  title: c.title,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  mealPlanGenerated: c.mealPlanGenerated,
  mealPlanId: c.state.planId,
});
export const presentMessage = (m: ChatMessage): TChatMessage => ({ id: m.id, role: m.role, content: m.content, createdAt: m.createdAt.toISOString(), mealPlanId: m.mealPlanId });
const presentTurn = (t: ChatTurn): TChatTurn => ({ conversationId: t.conversation.id, conversation: presentConversation(t.conversation), userMessage: presentMessage(t.userMessage), message: presentMessage(t.reply) });

type Ctx = Context & { state: AppState };
const wantsStream = (ctx: Ctx) => /\btext\/event-stream\b/.test(ctx.get('accept'));

/** A blank message is refused before anything is stored or streamed. */
function messageOf(ctx: Ctx): string {
  const { message } = parseInput(ZChatMessageBody, ctx.request.body);
  if (!message.trim()) throw new HttpError(400, 'Please type a message', 'message');
  return message;
}

/**
 * Runs a chat turn as server-sent events: `run` gets an emitter for deltas, and the turn's result
 * ends the stream with `done` (or `error`, since the status is already sent).
 */
function stream(ctx: Ctx, deps: HttpDependencies, run: (send: (event: string, data: unknown) => void) => Promise<ChatTurn>) {
  const body = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
  ctx.body = body;
  const send = (event: string, data: unknown) => {
    if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  run(send)
    .then((turn) => send('done', presentTurn(turn)))
    .catch((error: unknown) => {
      if (error instanceof HttpError) send('error', { message: error.message });
      else {
        deps.logger.error({ err: error }, 'chat turn failed');
        send('error', { message: 'Failed to send message' });
      }
    })
    .finally(() => body.end());
}

/** The AI chat planner: conversations, messages, start and continue (JSON or streamed), chat preferences. */
export function chatRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const chat = deps.chat;
  const userId = (ctx: Ctx) => householdId(ctx);

  router.get('/api/chat/conversations', requireUser(), async (ctx) => {
    ctx.body = (await chat.list(userId(ctx))).map(presentConversation);
  });

  router.get('/api/chat/conversations/:id/messages', requireUser(), async (ctx) => {
    ctx.body = unwrap(await chat.messages(userId(ctx), ctx.params.id)).map(presentMessage);
  });

  router.post('/api/chat/start', requireUser(), async (ctx) => {
    const message = messageOf(ctx);
    if (wantsStream(ctx)) {
      unwrap(await chat.mayPost(userId(ctx)));
      stream(ctx, deps, async (send) =>
        unwrap(await chat.start(userId(ctx), message, (text) => send('delta', { text }), (c) => send('conversation', { conversationId: c.id, title: c.title }))),
      );
      return;
    }
    const turn = unwrap(await chat.start(userId(ctx), message, () => undefined));
    ctx.status = 201;
    ctx.body = presentTurn(turn);
  });

  router.post('/api/chat/conversations/:id/continue', requireUser(), async (ctx) => {
    // Another household's (or a missing) conversation is a 404 before the message is even read.
    unwrap(await chat.messages(userId(ctx), ctx.params.id));
    const message = messageOf(ctx);
    if (wantsStream(ctx)) {
      unwrap(await chat.mayPost(userId(ctx)));
      stream(ctx, deps, async (send) => unwrap(await chat.continue(userId(ctx), ctx.params.id, message, (text) => send('delta', { text }))));
      return;
    }
    ctx.body = presentTurn(unwrap(await chat.continue(userId(ctx), ctx.params.id, message, () => undefined)));
  });

  router.get('/api/chat/preferences', requireUser(), async (ctx) => {
    ctx.body = { preferences: await chat.getPreferences(userId(ctx)) };
  });

  router.post('/api/chat/preferences', requireUser(), async (ctx) => {
    const body = parseInput(ZChatPreferencesBody, ctx.request.body);
    ctx.body = { preferences: unwrap(await chat.savePreferences(userId(ctx), body)) };
  });
  return router;
}
