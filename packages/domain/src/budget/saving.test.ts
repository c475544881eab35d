import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAVING_BASIS, WEEKS_BEFORE_PROJECTING, householdSaving } from './saving';
import { addDaysToDate } from './weeks';

describe('a saving, defined once', () => {
  it('counts only weeks that have ended and hold spending, against £32.17 a person a week', () => {
    const weeks = [
      { weekStart: '2026-11-09', actualPence: 9000 },
      { weekStart: '2026-11-16', actualPence: 0 },
      { weekStart: '2026-11-23', actualPence: 603 }, // under way on Wednesday 25 Nov
    ];
    const s = householdSaving(4, weeks, '2026-11-25');
    expect(s).toMatchObject({ averageWeeklyPence: 12868, weeksCounted: 1, spentPence: 9000, averagePence: 12868, savedPence: 3868, perWeekPence: 3868, yearlyPence: null });
  });

  it('two days into a first week there is no saving yet (the £118.73 of issue 32)', () => {
    expect(householdSaving(4, [{ weekStart: '2026-11-23', actualPence: 1000 }], '2026-11-25')).toMatchObject({ weeksCounted: 0, savedPence: 0, perWeekPence: 0 });
  });

  it('a week counts from the Monday after it', () => {
    const weeks = [{ weekStart: '2026-11-16', actualPence: 5000 }];
    expect(householdSaving(2, weeks, '2026-11-22').weeksCounted).toBe(0);
    expect(householdSaving(2, weeks, '2026-11-23').weeksCounted).toBe(1);
  });

  it('projects a year only after four weeks of spending', () => {
    const weeks = (n: number) => Array.from({ length: n }, (_, i) => ({ weekStart: addDaysToDate('2026-10-05', 7 * i), actualPence: 10000 }));
    expect(householdSaving(4, weeks(WEEKS_BEFORE_PROJECTING - 1), '2026-12-31').yearlyPence).toBeNull();
    expect(householdSaving(4, weeks(WEEKS_BEFORE_PROJECTING), '2026-12-31').yearlyPence).toBe(2868 * 52);
  });

  it('saved is the average less the spend over the same weeks, whatever the weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 0, max: 40_000 }), { maxLength: 12 }), (people, spends) => {
        const weeks = spends.map((p, i) => ({ weekStart: addDaysToDate('2026-01-05', 7 * i), actualPence: p }));
        const s = householdSaving(people, weeks, '2027-01-01');
        expect(s.weeksCounted).toBe(spends.filter((p) => p > 0).length);
        expect(s.savedPence).toBe(s.averagePence - s.spentPence);
        expect(s.averagePence).toBe(people * 3217 * s.weeksCounted);
      }),
    );
  });

  it('states its basis', () => {
    expect(SAVING_BASIS).toMatch(/£32\.17 a person a week/);
    expect(SAVING_BASIS).toMatch(/ticks and receipts/);
  });
});
