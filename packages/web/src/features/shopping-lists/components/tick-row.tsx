import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * One item to tick off: the whole row is the target (a thumb in a shop aisle), with a large box.
 * `size="lg"` on the full list, `sm` in a card's preview.
 */
export function TickRow({
  checked,
  onToggle,
  label,
  detail,
  aside,
  size = 'lg',
  pending = false,
  testId,
}: {
  checked: boolean;
  onToggle: () => void;
  label: string;
  detail?: ReactNode;
  aside?: ReactNode;
  size?: 'sm' | 'lg';
  /** The tick is kept on the phone and not on the server yet. */
  pending?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      onClick={onToggle}
      data-testid={testId}
      data-pending={pending || undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl text-left transition-colors hover:bg-muted/70 focus-visible:outline-2 focus-visible:outline-ring',
        size === 'lg' ? 'min-h-16 px-2 py-2.5 sm:px-3' : 'min-h-11 px-1.5 py-1.5',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg border-2 transition-colors',
          size === 'lg' ? 'size-8' : 'size-6',
          checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
          pending && 'ring-2 ring-accent ring-offset-1',
        )}
      >
        {checked ? <Check className={size === 'lg' ? 'size-5' : 'size-4'} strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium', size === 'lg' ? 'text-base' : 'text-sm', checked && 'text-muted-foreground line-through decoration-2')}>{label}</span>
        {detail ? <span className="block text-sm text-muted-foreground">{detail}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-right">{aside}</span> : null}
    </button>
  );
}
