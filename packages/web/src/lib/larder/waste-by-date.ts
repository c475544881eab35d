import type { TLarder } from '@larder/contract/larder';
import { formatMoney } from '../money';

/**
 * The 30 days' waste told apart by date, in words, leaving out what is nothing: "£2.10 past its use-by, £1.40 past its
 * best-before (often still good: look and smell first)". Null when nothing was thrown away.
 */
export function wasteByDateSentence(byDate: TLarder['thrownAwayByDate']): string | null {
  const parts = [
    [byDate.pastUseBy, 'past its use-by'],
    [byDate.pastBestBefore, 'past its best-before (often still good: look and smell first)'],
    [byDate.inDate, 'still in date'],
    [byDate.unknown, 'with no date recorded'],
  ].filter(([amount]) => Number(amount) > 0);
  return parts.length ? parts.map(([amount, words]) => `${formatMoney(amount!)} ${words}`).join(', ') : null;
}
