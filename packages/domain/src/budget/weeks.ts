/** Budget weeks run Monday to Sunday, by UTC calendar date. */
const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD) of the week holding this instant or date. */
export function weekStartOf(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(`${at}T00:00:00Z`) : at;
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
}

export const addDaysToDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Week starts from `first` to `last` (both Mondays), oldest first. */
export function weeksBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let w = first; w <= last; w = addDaysToDate(w, 7)) out.push(w);
  return out;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
