import { describe, expect, it } from 'vitest';
import { PLAN } from '@larder/domain/billing/plan';
import { CLAIMED_YEARLY_SAVING_PENCE, PRODUCT_SAVINGS_CLAIMS, paybackFigures } from '../src/lib/site-facts';

describe('the landing page sums come from its own figures', () => {
  it('£19.99 a month against the claimed £804 a year: £239.88, paid for within 16 weeks, 3.3 times over', () => {
    expect(PLAN.pricePence).toBe(1999);
    expect(paybackFigures(PLAN.pricePence)).toEqual({ yearlyCostPence: 23988, weeks: 16, times: 3.3 });
  });

  it('the claimed yearly saving is the claimed monthly one times twelve, as the page shows both', () => {
    expect(PRODUCT_SAVINGS_CLAIMS[0].value).toBe('£67');
    expect(PRODUCT_SAVINGS_CLAIMS[1].value).toBe('£804');
    expect(CLAIMED_YEARLY_SAVING_PENCE).toBe(6700 * 12);
  });

  it('weeks cover the year\'s price and one week fewer does not', () => {
    for (const price of [499, 999, 1999, 2999]) {
      const { yearlyCostPence, weeks } = paybackFigures(price);
      const weekly = CLAIMED_YEARLY_SAVING_PENCE / 52;
      expect(weeks * weekly).toBeGreaterThanOrEqual(yearlyCostPence);
      expect((weeks - 1) * weekly).toBeLessThan(yearlyCostPence);
    }
  });
});
