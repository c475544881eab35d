import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path d="M9 22c0-6 3-11 10-12-1 2-1 4 0 6-2-1-5 0-7 2 2-1 4-1 6 0-3 1-6 3-9 4z" fill="#fff" />
      <circle cx="22" cy="20" r="3" fill="var(--color-accent)" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-foreground', className)} aria-label="Larder home">
      <LogoMark />
      <span>Larder</span>
    </Link>
  );
}
