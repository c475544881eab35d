/**
 * A list's name: its week and chain ("Week of 30 Nov, Lidl"). A plan's day 0 is a Monday; a plan made from
 * Monday to Thursday is for that week, one made from Friday to Sunday is for the week ahead (the weekend is
 * when households plan the coming week). UK dates, so the day is taken in Europe/London's calendar via UTC
 * (at most an hour off in summer, which moves no plan made in daytime across midnight).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The Monday the plan made at `madeAt` starts on (midnight UTC). */
export function planWeekStart(madeAt: Date): Date {
  const day = (madeAt.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const offset = day <= 3 ? -day : 7 - day;
  return new Date(Date.UTC(madeAt.getUTCFullYear(), madeAt.getUTCMonth(), madeAt.getUTCDate() + offset));
}

export function listName(madeAt: Date, chain: string): string {
  const monday = planWeekStart(madeAt);
  return `Week of ${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]}, ${chain}`;
}
