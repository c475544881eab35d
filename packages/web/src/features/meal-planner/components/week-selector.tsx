import { cn } from '../../../lib/cn';
import { weekLabel, type PlanWeek } from '../utils/weeks';

/** Week 1, Week 2 ... for plans longer than a week; scrolls sideways on a phone rather than wrapping. */
export function WeekSelector({ weeks, value, onChange }: { weeks: readonly PlanWeek[]; value: number; onChange: (index: number) => void }) {
  return (
    <div role="group" aria-label="Week" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" data-testid="week-selector">
      {weeks.map((w) => {
        const selected = w.index === value;
        return (
          <button
            key={w.index}
            type="button"
            aria-pressed={selected}
            title={weekLabel(w)}
            onClick={() => onChange(w.index)}
            className={cn(
              'min-h-11 shrink-0 rounded-xl border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              selected ? 'border-primary bg-primary text-primary-foreground shadow-sm' : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            Week {w.index + 1}
          </button>
        );
      })}
    </div>
  );
}
