import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SyncStatus as Status } from '../sync/tick-store';

/** Where the household's ticks are: waiting for the network, being sent, or all on the server. */
export function SyncStatus({ status, waiting, className }: { status: Status; waiting: number; className?: string }) {
  if (status === 'offline' || (waiting > 0 && status !== 'syncing')) {
    return (
      <p role="status" data-testid="sync-status" data-state="offline" className={cn('flex items-center gap-2 rounded-xl border border-amber-200 bg-accent-soft px-3 py-2 text-sm font-medium text-accent-foreground', className)}>
        <CloudOff className="size-4 shrink-0" aria-hidden />
        <span>
          Offline: changes will sync
          {waiting > 0 ? <span className="font-normal"> ({waiting} {waiting === 1 ? 'tick' : 'ticks'} kept on this phone)</span> : null}
        </span>
      </p>
    );
  }
  if (status === 'syncing') {
    return (
      <p role="status" data-testid="sync-status" data-state="syncing" className={cn('flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground', className)}>
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
        Saving your ticks…
      </p>
    );
  }
  if (status === 'synced') {
    return (
      <p role="status" data-testid="sync-status" data-state="synced" className={cn('flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm font-medium text-primary', className)}>
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        All changes synced
      </p>
    );
  }
  return null;
}
