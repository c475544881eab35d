import { Flame, Refrigerator, Snowflake } from 'lucide-react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { cn } from '../../../lib/cn';

type Note = TMealPlan['items'][number]['keeping'][number];

const ICON = { fridge: Refrigerator, freeze: Snowflake, defrost: Snowflake, reheat: Flame } as const;

/**
 * Keeping leftovers safely on a meal: cool and fridge, freeze for a later day, take out of the freezer tonight,
 * reheat. The meal card leaves out the reheating (the recipe dialog says it).
 */
export function KeepingNotes({ notes, compact = false }: { notes: readonly Note[]; compact?: boolean }) {
  const shown = compact ? notes.filter((n) => n.kind !== 'reheat') : notes;
  if (!shown.length) return null;
  return (
    <ul className={cn('space-y-1', compact ? 'mt-2' : '')} data-testid="meal-keeping">
      {shown.map((note) => {
        const Icon = ICON[note.kind];
        return (
          <li
            key={`${note.kind}-${note.forDay}`}
            data-kind={note.kind}
            className={cn(
              'flex items-start gap-1.5 rounded-lg px-2 py-1 font-semibold',
              compact ? 'text-xs' : 'text-sm',
              note.kind === 'freeze' || note.kind === 'defrost' ? 'bg-sky-50 text-sky-900' : 'bg-muted text-foreground',
            )}
          >
            <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
            {note.text}
          </li>
        );
      })}
    </ul>
  );
}
