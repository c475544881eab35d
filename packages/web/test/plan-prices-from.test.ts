import { describe, expect, it } from 'vitest';
import { pricesFromLabel } from '../src/features/meal-planner/utils/prices-from';

const sources = (own: number, pooled: number, feed: number, estimate: number) => ({ 'own-receipt': own, pooled, feed, estimate });

describe('what a plan total rests on', () => {
  it('names each source with its count, real prices first', () => {
    expect(pricesFromLabel(sources(3, 2, 0, 31))).toBe('Priced from 3 prices from your receipts, 2 prices seen by households nearby and 31 estimates.');
    expect(pricesFromLabel(sources(1, 0, 0, 1))).toBe('Priced from 1 price from your receipts and 1 estimate.');
    expect(pricesFromLabel(sources(4, 0, 0, 0))).toBe('Priced from 4 prices from your receipts.');
  });

  it('says plainly when every price is an estimate, and nothing when it has no count', () => {
    expect(pricesFromLabel(sources(0, 0, 0, 12))).toMatch(/^Every price is an estimate/);
    expect(pricesFromLabel(sources(0, 0, 0, 0))).toBeNull();
    expect(pricesFromLabel(undefined)).toBeNull();
  });
});
