import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../weeks';
import { currentPeriod, weeklyBudgetOf } from './pay-days';
import { planShare } from './plan-budget';
import { trackNote } from './pay-cycle.use-case';
import { spreadPeriod } from './spread';

const monthly12 = { frequency: 'monthly' as const, day: 12 };
const base = { schedule: monthly12, nation: 'england-and-wales' as const, moneyPence: 40_000, spentBeforePence: 0, floorPence: 7_720, days: 7 };

describe("a plan's share of the pay period", () => {
  it('a week inside the period gets its week of what is left, and the sentence says so', () => {
    // Paid 12 Nov, next pay day Friday 11 Dec (the 12th is a Saturday): 29 days. From Mon 30 Nov, 11 days are left.
    const share = planShare({ ...base, startDate: '2026-11-30', spentBeforePence: 22_000 });
    const weeks = spreadPeriod(18_000, { start: '2026-11-30', nextPayDay: '2026-12-11', days: 11 }, 7_720);
    expect(weeks.map((w) => w.days)).toEqual([4, 7]);
    // Monday to Thursday are the first (short) week's; Friday to Sunday three days of the protected last week.
    expect(share.pence).toBe(Math.round(weeks[0]!.pence + (weeks[1]!.pence * 3) / 7));
    expect(share.sentence).toBe(`£${(share.pence / 100).toFixed(2)} of your pay-period money for these 7 days: £180.00 was left for 11 days until pay day (Friday 11 December)`);
  });

  it('spending that runs ahead lowers the next plan, never below nothing (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 40 }), (a, b, offset) => {
        const startDate = addDaysToDate('2026-11-12', offset);
        const less = planShare({ ...base, startDate, spentBeforePence: Math.min(a, b) });
        const more = planShare({ ...base, startDate, spentBeforePence: Math.max(a, b) });
        // Each day's share is a whole week's pence over its days, rounded once at the end: a penny either way.
        expect(more.pence).toBeLessThanOrEqual(less.pence + 1);
        expect(more.pence).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the week before pay day is planned at the floor at least while the money left allows it', () => {
    // 7 days before pay day, with £100 left of £400: the whole £100 is the last week's (above the floor of £77.20).
    expect(planShare({ ...base, startDate: '2026-12-04', spentBeforePence: 30_000 }).pence).toBe(10_000);
    // Two weeks out with £100 left: the last week keeps £77.20, this one gets the rest.
    const early = planShare({ ...base, startDate: '2026-11-27', spentBeforePence: 30_000 });
    expect(early.pence).toBe(10_000 - 7_720);
  });

  it('days on or after pay day are the next period’s, at its weekly rate', () => {
    // From Mon 7 Dec: Mon to Thu in this period (4 of the protected last 7 days), Fri 11 Dec onwards in the next.
    const share = planShare({ ...base, startDate: '2026-12-07' });
    const left = spreadPeriod(40_000, { start: '2026-12-07', nextPayDay: '2026-12-11', days: 4 }, 7_720);
    const next = weeklyBudgetOf(40_000, currentPeriod(monthly12, 'england-and-wales', '2026-12-11'));
    expect(share.pence).toBe(Math.round(left[0]!.pence + (next * 3) / 7));
  });
});

describe("the tracker's word on the period", () => {
  it('on track while the spending keeps to the weeks begun; ahead says by how much and what follows', () => {
    expect(trackNote(5_800, 12_280, 7_720)).toBe('On track: £58.00 spent of the £122.80 for the weeks so far.');
    expect(trackNote(13_510, 12_280, 7_720)).toBe(
      '£12.30 ahead of the weeks so far (£135.10 spent of £122.80): the next plans get less, and the week before pay day keeps £77.20.',
    );
  });
});
