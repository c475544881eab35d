import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly align?: 'right';
  readonly className?: string;
  /** On a phone, the row's heading (an email, a name) rather than a labelled line. */
  readonly primary?: boolean;
}

/**
 * A table from 640 px; on a phone the same rows as a list of small cards, each value beside its column's name,
 * so nothing scrolls sideways and no address is broken letter by letter.
 */
export function ResponsiveTable<T>({ label, columns, rows, rowKey, testId }: { label: string; columns: ReadonlyArray<Column<T>>; rows: readonly T[]; rowKey: (row: T, index: number) => string; testId?: string }) {
  const primary = columns.find((c) => c.primary);
  return (
    <>
      <div className="-mx-5 hidden overflow-x-auto sm:-mx-6 sm:block">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="border-y border-border bg-muted/60 text-xs whitespace-nowrap uppercase tracking-wide text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-4 py-2.5 font-semibold first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6', c.align === 'right' && 'text-right')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)} data-testid={testId}>
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-2.5 align-middle first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6', c.align === 'right' && 'text-right', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="-my-3 divide-y divide-border sm:hidden" aria-label={label}>
        {rows.map((row, i) => (
          <li key={rowKey(row, i)} className="py-3 text-sm" data-testid={testId}>
            {primary ? <div className="mb-1.5 font-semibold [overflow-wrap:anywhere]">{primary.cell(row)}</div> : null}
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1">
              {columns
                .filter((c) => c !== primary)
                .map((c) => (
                  <Fragment key={c.header}>
                    <dt className="text-muted-foreground">{c.header}</dt>
                    <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{c.cell(row)}</dd>
                  </Fragment>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

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
        <button type="button" className="min-h-11 rounded-lg border border-input px-3 font-medium disabled:opacity-50" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          Previous
        </button>
        <button type="button" className="min-h-11 rounded-lg border border-input px-3 font-medium disabled:opacity-50" disabled={last >= total} onClick={() => onChange(offset + limit)}>
          Next
        </button>
      </span>
    </nav>
  );
}
