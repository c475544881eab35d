import { describe, expect, it } from 'vitest';
import { cheaperTrade } from './cheaper-trade';

const before = { costPence: 6000, caloriesPerPersonPerDay: 2100, meetsTargets: true, people: 4, days: 7 };

describe('what "make it cheaper" trades (issue 31)', () => {
  it('says the pounds saved and the food energy given up, each', () => {
    expect(cheaperTrade(before, { costPence: 5590, caloriesPerPersonPerDay: 1890, meetsTargets: true, shortfalls: [] })).toBe('£4.10 cheaper (£55.90 for the week now), 210 kcal a day less each.');
    expect(cheaperTrade({ ...before, people: 1, days: 3 }, { costPence: 5900, caloriesPerPersonPerDay: 2104, meetsTargets: true, shortfalls: [] })).toBe('£1.00 cheaper (£59.00 for these 3 days now), the same food energy.');
  });

  it('says when the cheaper plan no longer feeds everyone fully, and what falls short', () => {
    const said = cheaperTrade(before, { costPence: 4800, caloriesPerPersonPerDay: 1700, meetsTargets: false, shortfalls: ['about 1,700 kcal a day each, under the 2,000 kcal needed'] });
    expect(said).toBe('£12.00 cheaper (£48.00 for the week now), 400 kcal a day less each. It no longer feeds everyone fully: about 1,700 kcal a day each, under the 2,000 kcal needed.');
  });
});
