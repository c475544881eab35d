import { CalendarCheck, MessageSquare, Plus } from 'lucide-react';
import type { TConversation } from '@larder/contract/chat';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
};

/** The left panel: New Chat and the household's conversations, a plan icon on those that made one. */
export function ConversationList({
  conversations,
  isLoading,
  selectedId,
  onSelect,
  onNew,
}: {
  conversations: TConversation[] | undefined;
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onNew: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-3">
      <Button onClick={onNew} className="w-full" data-testid="new-chat">
        <Plus aria-hidden /> New Chat
      </Button>
      <nav aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto">
        {isLoading ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : !conversations?.length ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">No conversations yet. Ask for a plan and it will be kept here.</p>
        ) : (
          <ul className="space-y-1.5">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onSelect(c.id)}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  data-testid="conversation-item"
                  className={cn(
                    'flex w-full items-start gap-2.5 rounded-xl px-3 py-2.5 text-left text-sm transition-colors hover:bg-muted',
                    c.id === selectedId && 'bg-primary-soft hover:bg-primary-soft',
                  )}
                >
                  <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-medium">{c.title}</span>
                    <span className="text-xs text-muted-foreground">{when(c.updatedAt)}</span>
                  </span>
                  {c.mealPlanGenerated ? (
                    <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-label="Meal plan generated" data-testid="plan-icon" />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
