import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dayLabel, defaultStartDate, endOfDay, legacyStartDate, londonDay, planDate, planDays, planStart, startDateProblem, weekdayOf } from './plan-dates';
import { listName } from '../shopping/keep-in-step/list-name';

const plan = (startDate: string | undefined, days = 7, createdAt = new Date('2026-11-28T10:00:00Z')) => ({ createdAt, startDate, summary: { days } });

describe('plan dates', () => {
  it('a plan made on Saturday starts on the next Monday, or today when asked', () => {
    const saturday = new Date('2026-11-28T10:00:00Z');
    expect(defaultStartDate(saturday)).toBe('2026-11-30');
    expect(defaultStartDate(saturday, true)).toBe('2026-11-28');
    expect(defaultStartDate(new Date('2026-11-30T09:00:00Z'))).toBe('2026-11-30'); // Monday: today
    expect(defaultStartDate(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-07'); // Tuesday: next Monday
  });

  it('every day of the plan has its date and heading', () => {
    const days = planDays(plan('2026-11-30'));
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(days[0]).toEqual({ day: 0, date: '2026-11-30', weekday: 0, label: 'Mon 30 Nov' });
    expect(days[6]!.label).toBe('Sun 6 Dec');
    expect(planDays(plan('2026-11-28', 3)).map((d) => d.label)).toEqual(['Sat 28 Nov', 'Sun 29 Nov', 'Mon 30 Nov']);
    expect(listName(planStart(plan('2026-11-30')), 'Lidl')).toBe('Week of 30 Nov, Lidl');
  });

  it('runs across the year end and a leap day', () => {
    expect(planDays(plan('2026-12-28')).map((d) => d.date).slice(3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(planDate(plan('2028-02-28'), 1)).toBe('2028-02-29');
    expect(dayLabel('2027-01-01')).toBe('Fri 1 Jan');
    expect(defaultStartDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-04');
  });

  it('takes the day in London: just after midnight in summer is already the next day', () => {
    // 23:30 UTC on Sunday 5 Jul 2026 is 00:30 BST on Monday 6 Jul.
    expect(londonDay(new Date('2026-07-05T23:30:00Z'))).toBe('2026-07-06');
    expect(defaultStartDate(new Date('2026-07-05T23:30:00Z'))).toBe('2026-07-06');
    expect(defaultStartDate(new Date('2026-07-05T23:30:00Z'), true)).toBe('2026-07-06');
    // In winter London is on UTC.
    expect(londonDay(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-29');
  });

  it('a day ends at midnight London time, across the clock changes', () => {
    expect(endOfDay('2026-11-30').toISOString()).toBe('2026-12-01T00:00:00.000Z'); // GMT
    expect(endOfDay('2026-07-06').toISOString()).toBe('2026-07-06T23:00:00.000Z'); // BST
    expect(endOfDay('2026-03-28').toISOString()).toBe('2026-03-29T00:00:00.000Z'); // clocks go forward at 01:00 on the 29th
    expect(endOfDay('2026-03-29').toISOString()).toBe('2026-03-29T23:00:00.000Z'); // a 23-hour day
    expect(endOfDay('2026-10-24').toISOString()).toBe('2026-10-24T23:00:00.000Z'); // still BST
    expect(endOfDay('2026-10-25').toISOString()).toBe('2026-10-26T00:00:00.000Z'); // a 25-hour day
  });

  it('plans made before dates keep the week they were shown in', () => {
    expect(legacyStartDate(new Date('2026-12-03T20:00:00Z'))).toBe('2026-11-30'); // Thursday
    expect(legacyStartDate(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-30'); // Saturday
    expect(planStart(plan(undefined, 7, new Date('2026-12-31T10:00:00Z')))).toBe('2026-12-28');
  });

  it('refuses a start date that is not a date, in the past or too far ahead', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(startDateProblem('2026-11-28', now)).toBeNull();
    expect(startDateProblem('2026-12-26', now)).toBeNull();
    expect(startDateProblem('2026-12-27', now)).toMatch(/at most 28 days/);
    expect(startDateProblem('2026-11-27', now)).toMatch(/past/);
    expect(startDateProblem('2026-02-30', now)).toMatch(/YYYY-MM-DD/);
    expect(startDateProblem('30/11/2026', now)).toMatch(/YYYY-MM-DD/);
    expect(startDateProblem(20261130, now)).toMatch(/YYYY-MM-DD/);
  });
});

const instants = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
describe('plan dates (properties)', () => {
  it('the default start is a Monday, 0 to 6 days after the London day; "today" is the London day', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = londonDay(now);
        const start = defaultStartDate(now);
        expect(weekdayOf(start)).toBe(0);
        const ahead = (Date.parse(start) - Date.parse(today)) / 86_400_000;
        expect(ahead).toBeGreaterThanOrEqual(0);
        expect(ahead).toBeLessThanOrEqual(6);
        expect(defaultStartDate(now, true)).toBe(today);
        expect(startDateProblem(start, now)).toBeNull();
      }),
    );
  });

  it('a plan\'s days are consecutive dates from its start, one a weekday after another', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 14 }), (at, n) => {
        const start = londonDay(at);
        const days = planDays(plan(start, n));
        expect(days).toHaveLength(n);
        days.forEach((d, i) => {
          expect(d.date).toBe(addDays(start, i));
          expect(d.weekday).toBe((weekdayOf(start) + i) % 7);
          expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe((d.weekday + 1) % 7);
        });
      }),
    );
  });

  it('a day ends 23 to 25 hours after the previous one, on the next London day, and is still that day a moment before', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const date = londonDay(at);
        const end = endOfDay(date);
        expect(londonDay(end)).toBe(addDays(date, 1));
        expect(londonDay(new Date(end.getTime() - 1))).toBe(date);
        const hours = (end.getTime() - endOfDay(addDays(date, -1)).getTime()) / 3_600_000;
        expect([23, 24, 25]).toContain(hours);
      }),
    );
  });
});
