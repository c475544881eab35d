import { describe, expect, it } from 'vitest';
import { wasteByDateSentence } from '../src/lib/larder/waste-by-date';

describe('the waste told apart by date', () => {
  it('names each part that is not nothing, use-by first, and says best-before food is often still good', () => {
    expect(wasteByDateSentence({ pastUseBy: '2.10', pastBestBefore: '1.40', inDate: '0.00', unknown: '0.00' })).toBe('£2.10 past its use-by, £1.40 past its best-before (often still good: look and smell first)');
    expect(wasteByDateSentence({ pastUseBy: '0.00', pastBestBefore: '0.00', inDate: '0.55', unknown: '0.20' })).toBe('£0.55 still in date, £0.20 with no date recorded');
    expect(wasteByDateSentence({ pastUseBy: '0.00', pastBestBefore: '0.00', inDate: '0.00', unknown: '0.00' })).toBeNull();
  });
});
