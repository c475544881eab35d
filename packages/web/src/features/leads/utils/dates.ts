/** Live dates for the analytics screen: the labels are the data's own dates, never fixed month names. */
const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fmt = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(parse(iso));

/** "15 January 2026", "12 – 18 January 2026", "29 December 2025 – 4 January 2026". */
export function rangeLabel(start: string, end: string): string {
  if (start === end) return fmt(start, { day: 'numeric', month: 'long', year: 'numeric' });
  const [sy, sm] = start.split('-');
  const [ey, em] = end.split('-');
  if (sy === ey && sm === em) return `${fmt(start, { day: 'numeric' })} – ${fmt(end, { day: 'numeric', month: 'long', year: 'numeric' })}`;
  if (sy === ey) return `${fmt(start, { day: 'numeric', month: 'long' })} – ${fmt(end, { day: 'numeric', month: 'long', year: 'numeric' })}`;
  return `${fmt(start, { day: 'numeric', month: 'long', year: 'numeric' })} – ${fmt(end, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

/** "Thu 15 Jan". */
export const dayLabel = (iso: string) => fmt(iso, { weekday: 'short', day: 'numeric', month: 'short' });

/** "15 Jan 2026, 10:04" in the UK's own time. */
export const timestampLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Today in London as YYYY-MM-DD (the default of the custom range's inputs). */
export const londonToday = (now = new Date()) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};
