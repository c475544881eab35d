import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZChatMessage, ZChatPreferences, ZChatTurn, ZConversation, type TChatPreferences, type TChatTurn } from '@larder/contract/chat';
import { ApiError, apiRequest, errorMessageFor } from '../../../lib/api-client';

export const CONVERSATIONS_QUERY_KEY = ['/api/chat/conversations'] as const;
export const messagesQueryKey = (id: number) => ['/api/chat/conversations', id, 'messages'] as const;

const ZConversationList = z.array(ZConversation);
const ZMessageList = z.array(ZChatMessage);

export const conversationsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: () => apiRequest('GET', CONVERSATIONS_QUERY_KEY[0], undefined, ZConversationList), enabled });
export const useConversations = (enabled: boolean) => useQuery(conversationsQueryOptions(enabled));

export const messagesQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: messagesQueryKey(id ?? 0),
    queryFn: () => apiRequest('GET', `/api/chat/conversations/${id}/messages`, undefined, ZMessageList),
    enabled: id !== null,
  });
export const useMessages = (id: number | null) => useQuery(messagesQueryOptions(id));

export interface StreamHandlers {
  /** The conversation a start opened (sent before the answer). */
  onConversation?: (conversationId: number) => void;
  onDelta: (text: string) => void;
}

/**
 * POST /api/chat/start or /api/chat/conversations/{id}/continue, reading the answer as server-sent events
 * (see the chat contract); resolves with the saved turn. Bad input and missing conversations come back as
 * JSON errors, thrown as ApiError like every other call.
 */
export async function sendChatMessage(conversationId: number | null, message: string, handlers: StreamHandlers): Promise<TChatTurn> {
  const url = conversationId === null ? '/api/chat/start' : `/api/chat/conversations/${conversationId}/continue`;
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
  });
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    const { message: msg, serverMessage, field } = errorMessageFor(res.status, res.statusText, text);
    throw new ApiError(msg, res.status, serverMessage, field);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let turn: TChatTurn | null = null;
  let failure: string | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const payload: unknown = JSON.parse(data);
      if (event === 'conversation') handlers.onConversation?.((payload as { conversationId: number }).conversationId);
      else if (event === 'delta') handlers.onDelta((payload as { text: string }).text);
      else if (event === 'done') turn = ZChatTurn.parse(payload);
      else if (event === 'error') failure = (payload as { message: string }).message;
    }
    if (done) break;
  }
  if (failure !== null) throw new ApiError(failure, 500, failure, undefined);
  if (!turn) throw new ApiError('The answer stopped before it finished', 500, undefined, undefined);
  return turn;
}

const ZPreferencesAnswer = z.object({ preferences: ZChatPreferences });
/** POST /api/chat/preferences: the wizard's answers. */
export const saveChatPreferences = (preferences: Omit<TChatPreferences, 'allergies'> & { allergies: string[] }) =>
  apiRequest('POST', '/api/chat/preferences', preferences, ZPreferencesAnswer);
