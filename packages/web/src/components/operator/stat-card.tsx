import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

/** A headline figure: a label, the value, and a line under it. */
export function StatCard({ label, value, note, icon: Icon, children, className, testId }: { label: string; value: ReactNode; note?: ReactNode; icon?: LucideIcon; children?: ReactNode; className?: string; testId?: string }) {
  return (
    <Card className={cn('min-w-0 p-3.5 sm:p-5', className)} data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        {Icon ? (
          <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:flex">
            <Icon className="size-4" aria-hidden />
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xl font-bold tabular-nums tracking-tight sm:text-3xl">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{note}</p> : null}
      {children}
    </Card>
  );
}

/** A card's empty state: what is missing and, when there is one, what to do. */
export function EmptyState({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-border px-4 py-8 text-center', className)}>
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
