import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A table that scrolls sideways inside its card on a narrow screen (the page itself never does). */
export function DataTable({ label, head, children, className, minWidth = 560 }: { label: string; head: ReactNode; children: ReactNode; className?: string; minWidth?: number }) {
  return (
    <div className={cn('-mx-5 overflow-x-auto sm:-mx-6', className)} role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-left text-sm" style={{ minWidth }} aria-label={label}>
        <thead className="border-y border-border bg-muted/60 text-xs whitespace-nowrap uppercase tracking-wide text-muted-foreground">{head}</thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export const Th = ({ className, ...props }: ComponentProps<'th'>) => <th scope="col" className={cn('px-4 py-2.5 font-semibold first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6', className)} {...props} />;
export const Td = ({ className, ...props }: ComponentProps<'td'>) => <td className={cn('px-4 py-2.5 align-middle first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6', className)} {...props} />;

/** "1–10 of 13" with Previous and Next. */
export function Pager({ offset, limit, total, onChange, label }: { offset: number; limit: number; total: number; onChange: (offset: number) => void; label: string }) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="mt-4 flex items-center justify-between gap-3 text-sm" aria-label={`${label} pages`}>
      <span className="text-muted-foreground tabular-nums">
        {total === 0 ? 0 : offset + 1}–{last} of {total}
      </span>
      <span className="flex gap-2">
        <button type="button" className="min-h-9 rounded-lg border border-input px-3 font-medium disabled:opacity-50" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          Previous
        </button>
        <button type="button" className="min-h-9 rounded-lg border border-input px-3 font-medium disabled:opacity-50" disabled={last >= total} onClick={() => onChange(offset + limit)}>
          Next
        </button>
      </span>
    </nav>
  );
}
