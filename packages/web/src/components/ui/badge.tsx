import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary-soft text-primary',
  accent: 'bg-accent-soft text-accent-strong',
  muted: 'bg-muted text-muted-foreground',
  // red-700 on the soft red: 5.9:1 (the brighter destructive red is 4.41:1 there, under WCAG AA for small text).
  destructive: 'bg-destructive-soft text-red-700',
} as const;

export function Badge({ className, variant = 'default', ...props }: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', variants[variant], className)} {...props} />;
}
