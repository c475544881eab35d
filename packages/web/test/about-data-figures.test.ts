import { describe, expect, it } from 'vitest';
import { CATALOGUE_REPORT } from '../src/features/about-data/data/catalogue-report';
import { chainsByBasket, countWord, estimatedPence, foodsFromComposition, indexSource, indexVsAverage, monthLabel, pricingLabel } from '../src/features/about-data/utils/figures';

describe('the About our data figures', () => {
  it('names months', () => {
    expect(monthLabel('2025-01-01')).toBe('January 2025');
    expect(monthLabel('2025-07')).toBe('July 2025');
    expect(monthLabel('2025-13-01')).toBe('2025-13-01');
    expect(monthLabel('soon')).toBe('soon');
  });

  it("reads the month and basket size of Which?'s comparison", () => {
    expect(indexSource('Which? cheapest-supermarket analysis, 2025-07 (76-item basket)')).toEqual({ month: 'July 2025', items: 76 });
    expect(indexSource('somewhere')).toEqual({ month: null, items: null });
  });

  it('ranks chains by basket, cheapest first', () => {
    const rows = chainsByBasket([
      { chain: 'Waitrose', basketGBP: 170.91, index: 1.1952, pricing: '' },
      { chain: 'Lidl', basketGBP: 128.85, index: 0.9011, pricing: '' },
      { chain: 'Aldi', basketGBP: 129.35, index: 0.9046, pricing: '' },
    ]);
    expect(rows.map((r) => r.chain)).toEqual(['Lidl', 'Aldi', 'Waitrose']);
  });

  it('compares an index with the average', () => {
    expect(indexVsAverage(0.9046)).toBe('9.5% below average');
    expect(indexVsAverage(1.1952)).toBe('19.5% above average');
    expect(indexVsAverage(1.0085)).toBe('0.9% above average');
    expect(indexVsAverage(1)).toBe('the average');
  });

  it('estimates a chain price as baseline x index, rounded half up to whole pence', () => {
    expect(estimatedPence(100, 0.9046)).toBe(90);
    expect(estimatedPence(100, 1.1952)).toBe(120);
    expect(estimatedPence(100, 1.0085)).toBe(101); // 100.85
    expect(estimatedPence(150, 0.9011)).toBe(135); // 135.165
    expect(estimatedPence(50, 1.01)).toBe(51); // 50.5 exactly: up
    expect(estimatedPence(250, 1.0147)).toBe(254); // 253.675
  });

  it('finds the foods derived from their make-up in the fibre methods', () => {
    expect(
      foodsFromComposition({
        'CoFID AOAC': 285,
        'Composition Neither CoFID nor SR26 has mirin; figures derived from its usual make-up.': 1,
        'Composition Neither CoFID nor SR26 has an oat drink; figures derived from its usual make-up.': 1,
        unknown: 4,
      }),
    ).toEqual(['mirin', 'oat drink']);
  });

  it('reads the committed build report: six chains whose indices average 1', () => {
    const chains = CATALOGUE_REPORT.pricing.chainIndex.chains;
    expect(chains.map((c) => c.chain).sort()).toEqual(['ASDA', 'Aldi', 'Lidl', "Sainsbury's", 'Tesco', 'Waitrose']);
    for (const c of chains) expect(c.index).toBeCloseTo(c.basketGBP / CATALOGUE_REPORT.pricing.chainIndex.meanBasketGBP, 3);
    expect(CATALOGUE_REPORT.pricing.onsBaselineMonth).toBe('2025-01-01');
    expect(foodsFromComposition(CATALOGUE_REPORT.fibreMethods)).toEqual(['gnocchi', 'mirin', 'oat drink']);
  });
});

describe('About our data wording', () => {
  it('writes pounds and small counts as people read them', () => {
    expect(pricingLabel('shelf price without Lidl Plus (GBP 128.00 with it)')).toBe('shelf price without Lidl Plus (£128.00 with it)');
    expect(pricingLabel('shelf price')).toBe('shelf price');
    expect(countWord(6)).toBe('six');
    expect(countWord(12)).toBe('12');
  });
});
