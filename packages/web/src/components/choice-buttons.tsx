import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A row of toggle buttons for one choice (household size, cooking skill). */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  columns = 2,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: ReactNode; hint?: ReactNode }>;
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 3 | 4;
}) {
  return (
    <div role="group" aria-label={label} className={cn('grid gap-2', columns === 4 ? 'grid-cols-2 sm:grid-cols-4' : columns === 3 ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2')}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex min-h-12 flex-col items-center justify-center rounded-xl border px-3 py-2.5 text-center text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              selected ? 'border-primary bg-primary text-primary-foreground shadow-sm' : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            <span>{option.label}</span>
            {option.hint ? <span className={cn('mt-0.5 text-xs font-normal', selected ? 'text-green-50' : 'text-muted-foreground')}>{option.hint}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
