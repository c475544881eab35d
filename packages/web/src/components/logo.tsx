import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { LogoMark } from './logo-mark';

export { LogoMark };

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-foreground', className)} aria-label="Larder home">
      <LogoMark />
      <span>Larder</span>
    </Link>
  );
}
