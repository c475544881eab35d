import { useQueryClient } from '@tanstack/react-query';
import { Bot, CalendarCheck, ChevronDown, Loader2, MessagesSquare, Send, Sparkles, User } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TChatMessage } from '@larder/contract/chat';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { cn } from '../../../lib/cn';
import { MEAL_PLANS_QUERY_KEY } from '../../../lib/meal-plans/get-meal-plans';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { CONVERSATIONS_QUERY_KEY, messagesQueryKey, sendChatMessage, useConversations, useMessages } from '../api/chat';
import { ConversationList } from './conversation-list';
import { SuggestionCards } from './suggestion-cards';

const planLink = (planId: string) => `/meal-planner?plan=${encodeURIComponent(planId)}`;

function Bubble({ role, children, testId }: { role: 'user' | 'assistant'; children: React.ReactNode; testId?: string }) {
  const mine = role === 'user';
  return (
    <div className={cn('flex gap-2.5', mine ? 'flex-row-reverse' : 'flex-row')} data-testid={testId}>
      <span className={cn('mt-1 flex size-8 shrink-0 items-center justify-center rounded-full', mine ? 'bg-primary text-primary-foreground' : 'bg-accent/20 text-amber-700')} aria-hidden>
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine ? 'rounded-tr-sm bg-primary text-primary-foreground' : 'rounded-tl-sm border bg-card shadow-sm',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {children}
      </div>
    </div>
  );
}

function MessageView({ message }: { message: TChatMessage }) {
  return (
    <Bubble role={message.role} testId={`message-${message.role}`}>
      {message.content}
      {message.role === 'assistant' && message.mealPlanId ? (
        <div className="mt-3 border-t pt-3">
          <Button asChild size="sm" variant="secondary">
            <Link to={planLink(message.mealPlanId)} data-testid="open-plan">
              <CalendarCheck aria-hidden /> Open in Meal Planner
            </Link>
          </Button>
        </div>
      ) : null}
    </Bubble>
  );
}

function Thinking() {
  return (
    <div className="flex items-center gap-2 pl-10 text-sm text-muted-foreground" role="status" data-testid="thinking">
      <span className="flex gap-1" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-primary" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      AI is thinking...
    </div>
  );
}

/** The signed-in chat: conversations on the left, the conversation on the right. */
function ChatPlanner() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [input, setInput] = useState('');
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<{ user: string; assistant: string; base: TChatMessage[] } | null>(null);
  const [showList, setShowList] = useState(false);
  const consumedParams = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const conversations = useConversations(true);
  const messages = useMessages(selectedId);
  const selected = conversations.data?.find((c) => c.id === selectedId) ?? null;

  // ?prompt= fills the box and ?conversation= opens one; both are read once, then removed from the address.
  useEffect(() => {
    if (consumedParams.current) return;
    consumedParams.current = true;
    const prompt = searchParams.get('prompt');
    const conversation = searchParams.get('conversation');
    if (prompt) setInput(prompt);
    if (conversation && /^\d{1,12}$/.test(conversation)) setSelectedId(Number(conversation));
    if (prompt !== null || conversation !== null) {
      const next = new URLSearchParams(searchParams);
      next.delete('prompt');
      next.delete('conversation');
      setSearchParams(next, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  const shown = pending ? pending.base : (messages.data ?? []);
  const welcome = selectedId === null && !pending;
  // The view scrolls to the latest message whenever the messages change (and as an answer streams in);
  // the welcome view starts at its top.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = welcome ? 0 : box.scrollHeight;
  }, [welcome, shown.length, pending?.assistant, pending?.user, selectedId, messages.data]);

  // The message box grows with what is typed (a composed prompt is several lines), up to its maximum height.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight + 2, 160)}px`;
  }, [input]);

  const pick = (prompt: string) => {
    setInput(prompt);
    inputRef.current?.focus();
  };

  const send = async () => {
    const text = input.trim();
    if (!text || sending) return;
    const starting = selectedId === null;
    let openedId: number | null = selectedId;
    setSending(true);
    setPending({ user: text, assistant: '', base: starting ? [] : (messages.data ?? []) });
    setInput('');
    try {
      const turn = await sendChatMessage(selectedId, text, {
        onConversation: (id) => {
          openedId = id;
          setSelectedId(id);
        },
        onDelta: (delta) => setPending((p) => (p ? { ...p, assistant: p.assistant + delta } : p)),
      });
      queryClient.setQueryData<TChatMessage[]>(messagesQueryKey(turn.conversationId), (old) => [
        ...(old ?? []).filter((m) => m.id !== turn.userMessage.id && m.id !== turn.message.id),
        turn.userMessage,
        turn.message,
      ]);
      setSelectedId(turn.conversationId);
      if (starting) toast({ title: 'Chat Started!', description: 'Your conversation is saved on the left.' });
      if (turn.message.mealPlanId) void queryClient.invalidateQueries({ queryKey: MEAL_PLANS_QUERY_KEY });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      setInput(text);
      toast(
        starting
          ? { title: 'Error', description: messageOr(error, 'Failed to start conversation'), variant: 'destructive' }
          : { title: 'Error', description: 'Failed to send message', variant: 'destructive' },
      );
    } finally {
      setPending(null);
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      if (openedId !== null) void queryClient.invalidateQueries({ queryKey: messagesQueryKey(openedId) });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const open = (id: number | null) => {
    if (sending) return;
    setSelectedId(id);
    setShowList(false);
  };

  const list = (
    <ConversationList conversations={conversations.data} isLoading={conversations.isLoading} selectedId={selectedId} onSelect={(id) => open(id)} onNew={() => open(null)} />
  );
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:flex-row lg:py-8">
      <aside className="hidden w-72 shrink-0 lg:block" aria-label="Your conversations">
        <div className="sticky top-20 h-[calc(100dvh-8rem)] rounded-2xl border bg-card p-3 shadow-sm">{list}</div>
      </aside>
      <div className="lg:hidden">
        <Button variant="outline" className="w-full justify-between" onClick={() => setShowList((v) => !v)} aria-expanded={showList} data-testid="toggle-conversations">
          <span className="flex items-center gap-2">
            <MessagesSquare aria-hidden /> Conversations{conversations.data?.length ? ` (${conversations.data.length})` : ''}
          </span>
          <ChevronDown className={cn('transition-transform', showList && 'rotate-180')} aria-hidden />
        </Button>
        {showList ? <div className="mt-2 max-h-80 rounded-2xl border bg-card p-3 shadow-sm">{list}</div> : null}
      </div>

      <section className="flex min-h-[32rem] min-w-0 flex-1 flex-col rounded-2xl border bg-card shadow-sm lg:h-[calc(100dvh-8rem)]" aria-label="Chat">
        <header className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold tracking-tight" data-testid="chat-title">
              {selected?.title ?? (pending && selectedId !== null ? pending.user : 'AI Meal Planner')}
            </h1>
            <p className="truncate text-xs text-muted-foreground">Plans and prices from Larder's planner and catalogue: nothing made up.</p>
          </div>
          {selected?.mealPlanId ? (
            <Button asChild size="sm" variant="outline" className="shrink-0">
              <Link to={planLink(selected.mealPlanId)}>
                <CalendarCheck aria-hidden /> <span className="sr-only sm:not-sr-only">Open plan</span>
              </Link>
            </Button>
          ) : null}
        </header>

        <div ref={scrollRef} className="min-h-0 max-h-[70dvh] flex-1 overflow-y-auto px-3 py-5 sm:px-5 lg:max-h-none" data-testid="messages" aria-live="polite">
          {welcome ? (
            <div className="mx-auto max-w-3xl space-y-6 py-4" data-testid="welcome">
              <div className="space-y-2 text-center">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Sparkles className="size-6" aria-hidden />
                </span>
                <h2 className="text-xl font-bold sm:text-2xl">What shall we plan?</h2>
                <p className="text-muted-foreground">Tell me your budget, who you're feeding and what you like. I'll build the plan with our planner and real supermarket prices, then change it until it suits you.</p>
              </div>
              <SuggestionCards onPick={pick} />
              <p className="text-center text-sm text-muted-foreground">
                Want to set everything up first? <Link to="/ai-onboarding" className="font-medium text-primary underline-offset-4 hover:underline">Answer six quick questions</Link>.
              </p>
            </div>
          ) : messages.isLoading && !pending ? (
            <div className="space-y-4">
              <Skeleton className="ml-auto h-12 w-2/3" />
              <Skeleton className="h-32 w-3/4" />
            </div>
          ) : messages.isError && !pending ? (
            <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground" role="alert">
              {messages.error.message.includes('not found') ? 'That conversation does not exist. Start a new chat.' : `Couldn't load this conversation: ${messages.error.message}`}
            </p>
          ) : (
            <div className="mx-auto max-w-3xl space-y-4">
              {shown.map((m) => (
                <MessageView key={m.id} message={m} />
              ))}
              {pending ? (
                <>
                  <Bubble role="user">{pending.user}</Bubble>
                  {pending.assistant ? (
                    <Bubble role="assistant" testId="streaming">
                      {pending.assistant}
                      <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-text-bottom" aria-hidden />
                    </Bubble>
                  ) : (
                    <Thinking />
                  )}
                </>
              ) : null}
            </div>
          )}
        </div>

        <form
          className="border-t p-3 sm:p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <div className="flex items-end gap-2">
            <label htmlFor="chat-input" className="sr-only">
              Message
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={sending}
              rows={2}
              maxLength={2000}
              placeholder="e.g. cheap veggie dinners for four, nothing over 30 minutes"
              className="max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-input bg-background px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
              data-testid="chat-input"
            />
            <Button type="submit" size="icon" className="size-12 shrink-0" disabled={sending || !input.trim()} aria-label="Send message" data-testid="send">
              {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            </Button>
          </div>
          <p className="mt-1.5 hidden text-xs text-muted-foreground sm:block">Enter sends, Shift+Enter starts a new line.</p>
        </form>
      </section>
    </div>
  );
}

/** /ai-meal-planner (document 001 section 2): a loading screen, a login prompt for visitors, then the chat. */
export function AiMealPlannerPage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner label="Loading the AI meal planner" />;
  if (!isAuthenticated) return <SignInPrompt what="the AI meal planner" description="Please log in to plan your meals with the AI meal planner." signInLabel="Log In" />;
  return <ChatPlanner />;
}
