import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type CalendarDate,
  addCalendarDays,
  ageOn,
  compareDates,
  daysInCalendarMonth,
  formatCalendarDate,
  isLeapYear,
  londonDate,
  londonMidnight,
  parseCalendarDate,
} from './calendar';

const date = (text: string): CalendarDate => parseCalendarDate(text)!;

/** Any real calendar day from 1900 to 2100. */
const anyDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInCalendarMonth(d.year, d.month)) }));

/** The day a birthday falls on in a year (1 March for 29 February in a common year). */
const birthdayIn = (birth: CalendarDate, year: number): CalendarDate =>
  birth.month === 2 && birth.day === 29 && !isLeapYear(year) ? { year, month: 3, day: 1 } : { year, month: birth.month, day: birth.day };

describe('ages on birthdays and leap days', () => {
  it('is n on the n-th birthday and n-1 the day before, for every birth date', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 110 }), (birth, n) => {
        const birthday = birthdayIn(birth, birth.year + n);
        expect(ageOn(birth, birthday)).toBe(n);
        expect(ageOn(birth, addCalendarDays(birthday, -1))).toBe(n - 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('never goes down and grows by at most one a day', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 40_000 }), (birth, offset) => {
        const today = addCalendarDays(birth, offset);
        const tomorrow = addCalendarDays(today, 1);
        const step = ageOn(birth, tomorrow) - ageOn(birth, today);
        expect(step === 0 || step === 1).toBe(true);
        expect(ageOn(birth, today)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is 0 on the day of birth and the same whatever the year is called', () => {
    fc.assert(
      fc.property(anyDate, (birth) => {
        expect(ageOn(birth, birth)).toBe(0);
      }),
    );
  });

  it('turns a leap-day baby 18 on 1 March in a common year, and on 29 February in a leap year', () => {
    const leapling = date('2008-02-29');
    expect(ageOn(leapling, date('2026-02-28'))).toBe(17);
    expect(ageOn(leapling, date('2026-03-01'))).toBe(18);
    expect(ageOn(date('2004-02-29'), date('2022-02-28'))).toBe(17);
    expect(ageOn(date('2004-02-29'), date('2022-03-01'))).toBe(18);
    // 2032 is a leap year: the birthday itself exists.
    expect(ageOn(date('2012-02-29'), date('2030-02-28'))).toBe(17);
    expect(ageOn(date('2012-02-29'), date('2032-02-29'))).toBe(20);
    expect(ageOn(date('2012-02-29'), date('2032-02-28'))).toBe(19);
  });

  it('counts 18 years from an ordinary birthday to the day', () => {
    expect(ageOn(date('2008-06-01'), date('2026-05-31'))).toBe(17);
    expect(ageOn(date('2008-06-01'), date('2026-06-01'))).toBe(18);
    expect(ageOn(date('2007-12-31'), date('2025-12-31'))).toBe(18);
    expect(ageOn(date('2008-01-01'), date('2025-12-31'))).toBe(17);
  });
});

describe('calendar dates', () => {
  it('reads ISO and day-first UK dates, refuses impossible ones', () => {
    expect(parseCalendarDate('1990-04-12')).toEqual({ year: 1990, month: 4, day: 12 });
    expect(parseCalendarDate('12/04/1990')).toEqual({ year: 1990, month: 4, day: 12 });
    expect(parseCalendarDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '1990-13-01', '1990-04-31', '04/31/1990', '1990/04/12', '', 'yesterday', '19900412']) expect(parseCalendarDate(bad), bad).toBeNull();
    expect(parseCalendarDate(19900412)).toBeNull();
  });

  it('round-trips every real day through its ISO text', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        expect(parseCalendarDate(formatCalendarDate(d))).toEqual(d);
      }),
    );
  });

  it("London's midnight is 00:00 UTC in winter and 23:00 UTC the day before in summer, also on the days the clocks change", () => {
    expect(londonMidnight(date('2026-01-15')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight(date('2026-07-01')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(londonMidnight(date('2026-03-29')).toISOString()).toBe('2026-03-29T00:00:00.000Z'); // clocks go forward at 01:00 UTC
    expect(londonMidnight(date('2026-03-30')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonMidnight(date('2026-10-25')).toISOString()).toBe('2026-10-24T23:00:00.000Z'); // clocks go back at 01:00 UTC
    expect(londonMidnight(date('2026-10-26')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it("reads London's date as Intl does at every instant, across the clock changes (the offset is kept per UTC hour)", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' });
    const direct = (at: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, Number(p.value)]));
      return { year: parts.year, month: parts.month, day: parts.day };
    };
    // Around each 2026 change, minute by minute, and anywhere from 1900 to 2100.
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let ms = change - 3 * 3_600_000; ms <= change + 3 * 3_600_000; ms += 60_000) expect(londonDate(new Date(ms))).toEqual(direct(new Date(ms)));
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(londonDate(new Date(ms))).toEqual(direct(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it('puts every instant in the London day that starts at or before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const at = new Date(ms);
        const day = londonDate(at);
        expect(londonMidnight(day).getTime()).toBeLessThanOrEqual(ms);
        expect(londonMidnight(addCalendarDays(day, 1)).getTime()).toBeGreaterThan(ms);
      }),
      { numRuns: 1000 },
    );
  });

  it('orders dates', () => {
    expect(compareDates(date('2026-01-02'), date('2026-01-01'))).toBeGreaterThan(0);
    expect(compareDates(date('2026-01-01'), date('2026-01-01'))).toBe(0);
  });
});
