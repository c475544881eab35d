import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const hydrated = useHydrated();
  return (
    <textarea
      className={cn(
        'flex w-full rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors',
        'placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive',
        className,
      )}
      {...props}
      // Not editable in a page drawn on the server until React has attached to it (what was typed would be lost).
      readOnly={props.readOnly || !hydrated}
    />
  );
}
