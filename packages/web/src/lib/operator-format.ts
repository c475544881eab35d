/** Formatting for the operator screens: en-GB, UTC dates (the figures are computed in UTC). */

/** 12.5 -> "12.5%"; null -> "–". */
export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** Growth with its sign: "+33.3%", "-5.0%", "0.0%"; null (nothing to compare with) -> "new" or "–". */
export const formatGrowth = (value: number | null | undefined, none = '–'): string =>
  value === null || value === undefined || !Number.isFinite(value) ? none : `${value > 0 ? '+' : ''}${formatPercent(value)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2028-02" -> "Feb 2028" (or "Feb" short). */
export function monthLabel(key: string, short = false): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  return short ? MONTHS[m - 1]! : `${MONTHS[m - 1]} ${y}`;
}

/** "2028-03-01" -> "Wed 1 Mar". */
export function dayLabel(iso: string, withWeekday = true): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { ...(withWeekday ? { weekday: 'short' } : {}), day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** An instant as "1 Mar 2028, 09:00" (UTC). */
export function dateTimeLabel(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}, ${d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })}`;
}

/** The clock time of the last refresh, in the operator's own time zone. */
export const timeLabel = (at: number): string => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "payment_method_added" -> "Payment method added". */
export const humanise = (value: string): string => {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The current month in words, from the clock ("February 2028"): live, never a fixed label. */
export const currentMonthLabel = (now = new Date()): string => now.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
