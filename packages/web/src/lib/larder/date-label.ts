/** What a larder item's date says on /larder: the kind of date (use-by: safety; best-before: quality), with its year when not this year. */
export interface DatedItem {
  readonly bestBefore: string | null;
  readonly dateKind: 'use-by' | 'best-before';
  readonly daysLeft: number | null;
  readonly pastUseBy: boolean;
}

/** "3 Mar", or "28 Nov 2027" when the date is in another year than today's. */
export function shortDate(day: string, today: string): string {
  const withYear = day.slice(0, 4) !== today.slice(0, 4);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}

export function dateLabel(item: DatedItem, today: string): string {
  if (item.bestBefore === null || item.daysLeft === null) return 'Keeps';
  const date = shortDate(item.bestBefore, today);
  const useBy = item.dateKind === 'use-by';
  if (item.daysLeft < 0) return useBy ? `Past its use-by (${date}): do not eat it` : `Past its best-before (${date}): often still good, look and smell first`;
  if (item.daysLeft === 0) return useBy ? 'Use by today' : 'Best before today';
  if (item.daysLeft === 1) return useBy ? 'Use by tomorrow' : 'Best before tomorrow';
  return `${useBy ? 'Use by' : 'Best before'} ${date}`;
}
