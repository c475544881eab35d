import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../weeks';
import { NATIONS_LIST, BANK_HOLIDAY_YEARS, isBankHoliday, readHolidays, isWeekend, nationOfPostcode, onOrBeforeWorkingDay } from './bank-holidays';
import { type PaySchedule, assessmentStart, currentPeriod, payDaysBetween, readPayCycle, weeklyBudgetOf } from './pay-days';
import { apportion, spreadPeriod } from './spread';

const dayIn2025to2028 = fc.integer({ min: 0, max: 4 * 365 - 20 }).map((n) => addDaysToDate('2025-01-10', n));
const schedule: fc.Arbitrary<PaySchedule> = fc.oneof(
  fc.record({ frequency: fc.constantFrom('weekly' as const, 'fortnightly' as const, 'four-weekly' as const), anchor: dayIn2025to2028 }),
  fc.record({ frequency: fc.constant('monthly' as const), day: fc.integer({ min: 1, max: 31 }) }),
  fc.constant({ frequency: 'last-working-day' as const }),
  fc.record({ frequency: fc.constant('universal-credit' as const), assessmentDay: fc.integer({ min: 1, max: 31 }) }),
);
const nation = fc.constantFrom(...NATIONS_LIST);

describe('pay days move as banks move them', () => {
  it('a Saturday pay day is paid on the Friday; Christmas and Boxing Day push it back to Christmas Eve', () => {
    // 2026-02-28 is a Saturday.
    expect(payDaysBetween({ frequency: 'monthly', day: 28 }, 'england-and-wales', '2026-02-01', '2026-02-28')).toEqual(['2026-02-27']);
    // 2027: Christmas Day (Sat), Boxing Day (Sun), substitute days Mon 27 and Tue 28: a pay day on the 28th comes on Friday 24th.
    expect(payDaysBetween({ frequency: 'monthly', day: 28 }, 'england-and-wales', '2027-12-01', '2027-12-31')).toEqual(['2027-12-24']);
  });

  it('the nation matters: 4 August 2025 is a bank holiday in Scotland only; 17 March in Northern Ireland only', () => {
    const fourth: PaySchedule = { frequency: 'monthly', day: 4 };
    expect(payDaysBetween(fourth, 'scotland', '2025-08-01', '2025-08-31')).toEqual(['2025-08-01']);
    expect(payDaysBetween(fourth, 'england-and-wales', '2025-08-01', '2025-08-31')).toEqual(['2025-08-04']);
    const seventeenth: PaySchedule = { frequency: 'monthly', day: 17 };
    expect(payDaysBetween(seventeenth, 'northern-ireland', '2025-03-01', '2025-03-31')).toEqual(['2025-03-14']);
    expect(payDaysBetween(seventeenth, 'scotland', '2025-03-01', '2025-03-31')).toEqual(['2025-03-17']);
  });

  it('paid on the 31st: the last day of shorter months (30 April, 28 or 29 February), then moved off the weekend', () => {
    const days = payDaysBetween({ frequency: 'monthly', day: 31 }, 'england-and-wales', '2028-01-01', '2028-06-30');
    // Jan 31 Mon; Feb 29 Tue (leap); Mar 31 Fri; Apr 30 Sun -> Fri 28; May 31 Wed; Jun 30 Fri.
    expect(days).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-28', '2028-05-31', '2028-06-30']);
    expect(payDaysBetween({ frequency: 'monthly', day: 30 }, 'england-and-wales', '2026-02-01', '2026-02-28')).toEqual(['2026-02-27']);
  });

  it('the last working day of the month skips the summer bank holiday and weekends', () => {
    // 31 August 2026 is the summer bank holiday (England and Wales), a Monday: paid Friday 28th.
    expect(payDaysBetween({ frequency: 'last-working-day' }, 'england-and-wales', '2026-08-01', '2026-08-31')).toEqual(['2026-08-28']);
    expect(payDaysBetween({ frequency: 'last-working-day' }, 'scotland', '2026-08-01', '2026-08-31')).toEqual(['2026-08-31']);
  });

  it('Universal Credit: paid 7 days after the assessment period ends; a 30th claim starts on the 27th in February', () => {
    expect(assessmentStart(30, 2026, 2)).toBe('2026-02-27');
    expect(assessmentStart(30, 2028, 2)).toBe('2028-02-28');
    expect(assessmentStart(31, 2026, 4)).toBe('2026-04-30');
    expect(assessmentStart(12, 2026, 4)).toBe('2026-04-12');
    // Assessment periods from the 10th: 10 Nov to 9 Dec 2026, paid on 16 December (a Wednesday).
    expect(payDaysBetween({ frequency: 'universal-credit', assessmentDay: 10 }, 'england-and-wales', '2026-12-01', '2026-12-31')).toEqual(['2026-12-16']);
    // From the 30th: the February period starts on 27 Feb 2026, so March's ends 29 March... paid 5 March (27 Feb + 6).
    expect(payDaysBetween({ frequency: 'universal-credit', assessmentDay: 30 }, 'england-and-wales', '2026-03-01', '2026-03-10')).toEqual(['2026-03-05']);
  });

  it('fortnightly from an anchor: every 14 days, each moved back when it falls on a bank holiday', () => {
    // Friday 2025-12-12 anchor: 26 Dec (Boxing Day) -> Christmas Eve, 9 Jan.
    expect(payDaysBetween({ frequency: 'fortnightly', anchor: '2025-12-12' }, 'england-and-wales', '2025-12-01', '2026-01-10')).toEqual(['2025-12-12', '2025-12-24', '2026-01-09']);
  });

  it('property: a pay day never lands on a weekend or bank holiday, and pay days come in order', () => {
    fc.assert(
      fc.property(schedule, nation, dayIn2025to2028, (s, n, from) => {
        const days = payDaysBetween(s, n, from, addDaysToDate(from, 120));
        expect(days.length).toBeGreaterThan(0);
        for (const d of days) {
          expect(isWeekend(d)).toBe(false);
          expect(isBankHoliday(d, n)).toBe(false);
        }
        for (let i = 1; i < days.length; i++) expect(days[i]! > days[i - 1]!).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: today lies in its period, which starts and ends on pay days', () => {
    fc.assert(
      fc.property(schedule, nation, dayIn2025to2028, (s, n, today) => {
        const p = currentPeriod(s, n, today);
        expect(p.start <= today && today < p.nextPayDay).toBe(true);
        expect(payDaysBetween(s, n, p.start, p.nextPayDay)).toEqual([p.start, p.nextPayDay]);
        expect(onOrBeforeWorkingDay(p.nextPayDay, n)).toBe(p.nextPayDay);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the bank-holiday file', () => {
  it('covers 2025 to 2028 with eight holidays a year in England and Wales, nine in Scotland, ten in Northern Ireland', () => {
    expect(BANK_HOLIDAY_YEARS).toEqual({ first: 2025, last: 2028 });
    const count = (n: (typeof NATIONS_LIST)[number], year: number) => {
      let k = 0;
      for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDaysToDate(d, 1)) if (isBankHoliday(d, n)) k++;
      return k;
    };
    for (const year of [2025, 2026, 2027, 2028]) expect([count('england-and-wales', year), count('scotland', year), count('northern-ireland', year)]).toEqual([8, 9, 10]);
  });
  it('refuses a holiday on a weekend or outside its years, naming the field', () => {
    const file = (date: string) => ({ source: 'x', note: 'y', years: [2025, 2028], divisions: { 'england-and-wales': [{ date, title: 'A' }], scotland: [], 'northern-ireland': [] } });
    expect(() => readHolidays(file('2026-12-26'))).toThrow('divisions.england-and-wales[0].date falls on a weekend');
    expect(() => readHolidays(file('2029-01-01'))).toThrow('must fall in 2025 to 2028');
  });
});

describe('the nation from the postcode', () => {
  it('Scottish and Northern Irish areas, with Berwick (TD15) in England', () => {
    expect(nationOfPostcode('EH1')).toBe('scotland');
    expect(nationOfPostcode('G2')).toBe('scotland');
    expect(nationOfPostcode('GL1')).toBe('england-and-wales');
    expect(nationOfPostcode('BT7')).toBe('northern-ireland');
    expect(nationOfPostcode('TD15')).toBe('england-and-wales');
    expect(nationOfPostcode('CF10')).toBe('england-and-wales');
  });
});

describe('the period money over its weeks', () => {
  const period = { start: '2026-11-28', nextPayDay: '2026-12-24', days: 26 };
  it('the last week is the 7 days before pay day; the first holds the odd days', () => {
    const weeks = spreadPeriod(40000, period, 0);
    expect(weeks.map((w) => [w.start, w.end, w.days])).toEqual([
      ['2026-11-28', '2026-12-02', 5],
      ['2026-12-03', '2026-12-09', 7],
      ['2026-12-10', '2026-12-16', 7],
      ['2026-12-17', '2026-12-23', 7],
    ]);
    expect(weeks.map((w) => w.pence)).toEqual([7693, 10769, 10769, 10769]) // 7692.31 + 3 × 10769.23: the spare penny to the largest remainder;
    expect(weeklyBudgetOf(40000, period)).toBe(10769);
  });

  it('the last week is raised to the floor, taken from the earlier weeks', () => {
    const weeks = spreadPeriod(30000, period, 15440); // four people at £38.60
    expect(weeks.at(-1)!.pence).toBe(15440);
    expect(weeks.reduce((s, w) => s + w.pence, 0)).toBe(30000);
    expect(weeks[1]!.pence).toBeLessThan(Math.round((30000 * 7) / 26));
    // Not enough money for the floor: the last week gets all of it.
    expect(spreadPeriod(10000, period, 15440).map((w) => w.pence)).toEqual([0, 0, 0, 10000]);
  });

  it('property: shares add up exactly, none is negative, the last week is at least the floor when the money allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 100_000 }), (money, days, floor) => {
        const weeks = spreadPeriod(money, { start: '2026-01-02', nextPayDay: addDaysToDate('2026-01-02', days), days }, floor);
        expect(weeks.reduce((s, w) => s + w.pence, 0)).toBe(money);
        expect(weeks.reduce((s, w) => s + w.days, 0)).toBe(days);
        for (const w of weeks) expect(w.pence).toBeGreaterThanOrEqual(0);
        const last = weeks.at(-1)!;
        expect(last.protected).toBe(true);
        expect(last.pence).toBeGreaterThanOrEqual(Math.min(money, Math.ceil((floor * last.days) / 7)));
      }),
      { numRuns: 500 },
    );
  });

  it('property: over real pay periods of every schedule, the weeks add up to the money and the last week keeps the floor', () => {
    fc.assert(
      fc.property(schedule, nation, dayIn2025to2028, fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 1, max: 8 }), (s, n, today, money, people) => {
        const period = currentPeriod(s, n, today);
        const floor = 3860 * people;
        const weeks = spreadPeriod(money, period, floor);
        expect(weeks.reduce((sum, w) => sum + w.pence, 0)).toBe(money);
        expect(weeks[0]!.start).toBe(period.start);
        expect(addDaysToDate(weeks.at(-1)!.end, 1)).toBe(period.nextPayDay);
        if (period.days >= 7) expect(weeks.at(-1)!.days).toBe(7);
        expect(weeks.at(-1)!.pence).toBeGreaterThanOrEqual(Math.min(money, Math.ceil((floor * weeks.at(-1)!.days) / 7)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: apportion is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const parts = apportion(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        parts.forEach((p) => expect(p).toBeGreaterThanOrEqual(0));
      }),
    );
  });
});

describe('reading a pay cycle', () => {
  it('names the field that is wrong', () => {
    const field = (r: ReturnType<typeof readPayCycle>) => (r.ok ? null : r.error.field);
    expect(field(readPayCycle({ frequency: 'yearly', money: '400' }))).toBe('frequency');
    expect(field(readPayCycle({ frequency: 'weekly', anchor: '2026-02-30', money: '400' }))).toBe('anchor');
    expect(field(readPayCycle({ frequency: 'monthly', day: 32, money: '400' }))).toBe('day');
    expect(field(readPayCycle({ frequency: 'universal-credit', money: '400' }))).toBe('assessmentDay');
    expect(field(readPayCycle({ frequency: 'last-working-day', money: '4.001' }))).toBe('money');
    expect(field(readPayCycle({ frequency: 'last-working-day', money: '0.50' }))).toBe('money');
    expect(field(readPayCycle({ frequency: 'last-working-day', money: '400', nation: 'wales' }))).toBe('nation');
    expect(readPayCycle({ frequency: 'monthly', day: '12', money: '£420.50', nation: 'scotland' })).toEqual({ ok: true, value: { schedule: { frequency: 'monthly', day: 12 }, moneyPence: 42050, nation: 'scotland' } });
  });
});
