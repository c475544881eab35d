import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-amber-400',
  secondary: 'bg-primary-soft text-primary hover:bg-green-100',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  'destructive-outline': 'border border-red-200 bg-card text-destructive hover:bg-destructive-soft',
  link: 'text-primary underline-offset-4 hover:underline px-0! h-auto!',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  default: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export const buttonClasses = (variant: ButtonVariant = 'default', size: ButtonSize = 'default', className?: string) =>
  cn(base, variants[variant], sizes[size], className);

export function Button({ variant = 'default', size = 'default', asChild = false, className, type, ...props }: ButtonProps) {
  // In a page drawn on the server, until React has attached to it: a submit button is disabled (no form sent by the
  // browser itself), any other says it is not ready yet (its press would do nothing). See useHydrated.
  const hydrated = useHydrated();
  if (asChild) return <Slot className={buttonClasses(variant, size, className)} {...props} />;
  const inert = hydrated ? {} : type === 'submit' ? { disabled: true } : { 'aria-disabled': true };
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} {...inert} />;
}
