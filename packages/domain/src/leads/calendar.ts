/**
 * Calendar days as the UK lives them. Leads are judged on "the day" in Europe/London (an applicant born on
 * 1 June 2008 is 18 from midnight on 1 June 2026 in London, whatever UTC says), and buyer analytics group
 * and label their days the same way.
 */
export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1-12) of a year. */
export const daysInCalendarMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

export const isCalendarDate = (d: CalendarDate): boolean =>
  Number.isInteger(d.year) &&
  Number.isInteger(d.month) &&
  Number.isInteger(d.day) &&
  d.year >= 1 &&
  d.year <= 9999 &&
  d.month >= 1 &&
  d.month <= 12 &&
  d.day >= 1 &&
  d.day <= daysInCalendarMonth(d.year, d.month);

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const UK = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "2008-06-01" (ISO, what the buyer API documents) or "01/06/2008" (day first, as UK forms write it); null otherwise. */
export function parseCalendarDate(input: unknown): CalendarDate | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const iso = ISO.exec(text);
  const uk = iso ? null : UK.exec(text);
  const date = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : uk
      ? { year: Number(uk[3]), month: Number(uk[2]), day: Number(uk[1]) }
      : null;
  return date && isCalendarDate(date) ? date : null;
}

export const formatCalendarDate = (d: CalendarDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** The calendar day after (or `days` after, negative for before). */
export function addCalendarDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Monday = 1 ... Sunday = 7. */
export const isoWeekday = (d: CalendarDate): number => {
  const w = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return w === 0 ? 7 : w;
};

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/** London's offset from UTC (ms) by UTC hour: the clocks change on the hour (01:00 UTC), so one hour has one offset. */
const offsets = new Map<number, number>();

/** London's offset at an instant, read with Intl once per UTC hour (formatToParts costs tens of µs; a lead asks often). */
function londonOffsetMs(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = new Date(hour * HOUR_MS);
    const parts = Object.fromEntries(LONDON.formatToParts(start).map((p) => [p.type, p.value]));
    offset = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - start.getTime();
    if (offsets.size >= 256) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function londonParts(at: Date) {
  const local = new Date(at.getTime() + londonOffsetMs(at));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes(), second: local.getUTCSeconds() };
}

/** The calendar day in London at an instant. */
export function londonDate(at: Date): CalendarDate {
  const p = londonParts(at);
  return { year: p.year, month: p.month, day: p.day };
}

/**
 * The instant London's day begins. The clocks change at 01:00 UTC, never at midnight, so London's offset at
 * 00:00 UTC of the same date is the offset in force at its midnight.
 */
export function londonMidnight(d: CalendarDate): Date {
  const utc = Date.UTC(d.year, d.month - 1, d.day);
  const p = londonParts(new Date(utc));
  const asIfUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMs = asIfUtc - utc;
  return new Date(utc - offsetMs);
}

/**
 * Age in whole years on a day. A birthday on 29 February falls on 1 March in a common year (as the UK
 * reckons it), so a leap-day baby turns 18 on 1 March of that year, not on 28 February.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const anniversary = birth.month === 2 && birth.day === 29 && !isLeapYear(today.year) ? { month: 3, day: 1 } : { month: birth.month, day: birth.day };
  const reached = today.month > anniversary.month || (today.month === anniversary.month && today.day >= anniversary.day);
  return today.year - birth.year - (reached ? 0 : 1);
}
