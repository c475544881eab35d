import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StoredPlan } from '../planning/ports';
import { mealEvents } from './meal-events';
import { escapeText, foldLine, londonTime, renderCalendar, utcStamp } from './ical';

describe('iCal rules', () => {
  it('London wall-clock times: GMT in winter, BST in summer', () => {
    expect(londonTime('2026-01-15', '18:30').toISOString()).toBe('2026-01-15T18:30:00.000Z');
    expect(londonTime('2026-07-15', '18:30').toISOString()).toBe('2026-07-15T17:30:00.000Z');
    expect(londonTime('2026-03-29', '08:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(londonTime('2026-10-25', '08:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('folded lines are at most 75 octets and unfold to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utcStamp(new Date('2026-11-20T18:30:00Z'))).toBe('20261120T183000Z');
  });

  it('one event per meal; a newer plan wins the days it covers; old weeks are left out', () => {
    const plan = (id: string, created: string, days: number): StoredPlan =>
      ({
        id,
        userId: 'u',
        createdAt: new Date(created),
        updatedAt: new Date(created),
        request: {} as StoredPlan['request'],
        summary: {} as StoredPlan['summary'],
        meals: Array.from({ length: days }, (_, day) => ({ id: `${id}-${day}`, day, mealType: 'dinner' as const, recipeId: `r${day}`, recipeName: `Pie ${day}`, servings: 2, locked: false, costPence: 100 })),
      }) as unknown as StoredPlan;
    const now = new Date('2026-11-20T12:00:00Z');
    const events = mealEvents([plan('new', '2026-11-22T09:00:00Z', 7), plan('old', '2026-11-16T09:00:00Z', 7), plan('ancient', '2026-09-01T09:00:00Z', 7)], now, 'https://x');
    // Undated plans keep the weeks they were shown in: made Sunday 22 Nov, the week of 23 Nov.
    expect(events.map((e) => e.uid.replace('@larder', ''))).toEqual(['old-0', 'old-1', 'old-2', 'old-3', 'old-4', 'old-5', 'old-6', 'new-0', 'new-1', 'new-2', 'new-3', 'new-4', 'new-5', 'new-6']);
    expect(events[7]!.start.toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(events[0]!.description).toContain('https://x/recipe/r0');
    const ics = renderCalendar("Jo's household", events, now);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(14);
    // A plan made on Saturday 28 Nov starting on Monday 30 Nov: Monday's dinner is on Monday, not the Saturday.
    const dated = { ...plan('sat', '2026-11-28T10:00:00Z', 7), startDate: '2026-11-30' } as StoredPlan;
    const monday = mealEvents([dated], new Date('2026-11-28T10:00:00Z'), 'https://x');
    expect(monday[0]!.start.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    // Started today (a Saturday), day 0 is the Saturday; in summer the evening is in BST.
    const today = { ...plan('today', '2026-07-04T10:00:00Z', 2), startDate: '2026-07-04' } as StoredPlan;
    expect(mealEvents([today], new Date('2026-07-04T10:00:00Z'), 'https://x').map((e) => e.start.toISOString())).toEqual(['2026-07-04T17:30:00.000Z', '2026-07-05T17:30:00.000Z']);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('the calendar carries the keeping of leftovers', () => {
  it('the cooking day says to freeze some, the night before to take it out of the freezer', () => {
    const meal = (day: number, recipeId: string, leftoverOf: { day: number; mealType: 'dinner' } | null = null) => ({ id: `m${day}`, day, mealType: 'dinner' as const, recipeId, recipeName: recipeId === 'dal' ? 'Tarka dal' : `Pie ${day}`, servings: 4, locked: false, costPence: 100, portions: 4, sides: [], leftoverOf });
    const plan = { id: 'p', userId: 'u', createdAt: new Date('2026-11-23T09:00:00Z'), updatedAt: new Date('2026-11-23T09:00:00Z'), request: {} as StoredPlan['request'], summary: {} as StoredPlan['summary'], meals: [meal(0, 'dal'), meal(1, 'a'), meal(2, 'b'), meal(3, 'c'), meal(4, 'd'), meal(5, 'e'), meal(6, 'dal', { day: 0, mealType: 'dinner' })] } as unknown as StoredPlan;
    const events = mealEvents([plan], new Date('2026-11-23T12:00:00Z'), 'https://x', undefined, () => ({ ingredients: [{ ingredient: 'red-lentils', quantity: 1, unit: 'g' }], keepsDays: 2, freezes: true }));
    expect(events[0]!.summary).toBe('Dinner: Tarka dal (freeze some)');
    expect(events[0]!.description).toContain('Freeze 4 portions for Sunday: cool within 2 hours, then into the freezer.');
    expect(events[5]!.summary).toBe('Dinner: Pie 5 + take out of the freezer');
    expect(events[5]!.description).toContain("Take Sunday's Tarka dal out of the freezer tonight: defrost it in the fridge.");
    // Without the recipes, events are as before.
    expect(mealEvents([plan], new Date('2026-11-23T12:00:00Z'), 'https://x')[0]!.summary).toBe('Dinner: Tarka dal');
  });
});
