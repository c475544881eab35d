const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** "17 Nov" */
export const shortDate = (iso: string) => (Number.isNaN(parse(iso).getTime()) ? iso : SHORT.format(parse(iso)));
/** "17 November 2026" */
export const longDate = (iso: string) => (Number.isNaN(parse(iso).getTime()) ? iso : LONG.format(parse(iso)));

/** Today's date in the browser's own calendar, YYYY-MM-DD. */
export const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Pounds as a decimal string to a number (null stays null). */
export const pounds = (value: string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
