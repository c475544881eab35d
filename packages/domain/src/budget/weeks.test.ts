import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDaysToDate, isCalendarDate, weekStartOf, weeksBetween } from './weeks';

describe('budget weeks', () => {
  it('start on Monday, by UTC date', () => {
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStartOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf('2024-03-01')).toBe('2024-02-26'); // across a leap day
  });

  it('every date falls in the week that starts at most 6 days before it, on a Monday (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        const start = weekStartOf(day);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        const gap = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(7);
      }),
    );
  });

  it('lists the weeks between two Mondays and checks calendar dates', () => {
    expect(weeksBetween('2026-11-02', '2026-11-16')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(addDaysToDate('2026-12-28', 7)).toBe('2027-01-04');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-11-01')).toBe(false);
  });
});
