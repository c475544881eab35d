import { RefreshCw } from 'lucide-react';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { cn } from '../../../lib/cn';

const BECAUSE: Record<string, string> = {
  swap: 'after your swap',
  replan: 'after the re-plan',
  chat: 'after your chat change',
  chain: 'for the new supermarket',
  recipe: 'after adding a recipe',
  plan: 'to match the plan',
};

/** What the last change to the plan did to the list: "Updated after your swap: + coconut milk, − mushrooms, £1.20 more". */
export function ListChangeNote({ change, compact = false, className }: { change: NonNullable<TShoppingList['lastChange']>; compact?: boolean; className?: string }) {
  return (
    <p
      role="status"
      data-testid="list-change"
      className={cn('flex items-start gap-2 rounded-xl bg-primary-soft text-sm text-foreground', compact ? 'px-2.5 py-1.5' : 'p-3', className)}
    >
      <RefreshCw className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        <span className="font-semibold">Updated {BECAUSE[change.reason] ?? 'to match the plan'}:</span> {change.summary}
      </span>
    </p>
  );
}
