import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors',
        'placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
        className,
      )}
      {...props}
      // Not editable in a page drawn on the server until React has attached to it (what was typed would be lost).
      readOnly={props.readOnly || !hydrated}
    />
  );
}
