import { cn } from '../lib/cn';

/** The logo's mark alone (no link, so pages outside the router can use it). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path d="M9 22c0-6 3-11 10-12-1 2-1 4 0 6-2-1-5 0-7 2 2-1 4-1 6 0-3 1-6 3-9 4z" fill="#fff" />
      <circle cx="22" cy="20" r="3" fill="var(--color-accent)" />
    </svg>
  );
}
