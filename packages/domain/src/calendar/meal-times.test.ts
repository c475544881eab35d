import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StoredPlan } from '../planning/ports';
import { mealEvents } from './meal-events';
import { DEFAULT_MEAL_TIMES, MEALS, changeMealTimes } from './meal-times';

describe("the household's meal times", () => {
  it('merges a change of some meals over the current times', () => {
    const changed = changeMealTimes(DEFAULT_MEAL_TIMES, { dinner: { time: '17:45' } });
    expect(changed.ok && changed.value).toEqual({ ...DEFAULT_MEAL_TIMES, dinner: { time: '17:45', minutes: DEFAULT_MEAL_TIMES.dinner.minutes } });
  });

  it('refuses a time that is not HH:MM, a length out of 10-240 minutes, and a day out of order, naming the field', () => {
    const field = (r: ReturnType<typeof changeMealTimes>) => (r.ok ? null : r.error.field);
    expect(field(changeMealTimes(DEFAULT_MEAL_TIMES, { lunch: { time: '24:00' } }))).toBe('lunch.time');
    expect(field(changeMealTimes(DEFAULT_MEAL_TIMES, { lunch: { time: '1:30' } }))).toBe('lunch.time');
    expect(field(changeMealTimes(DEFAULT_MEAL_TIMES, { dinner: { minutes: 5 } }))).toBe('dinner.minutes');
    expect(field(changeMealTimes(DEFAULT_MEAL_TIMES, { dinner: { minutes: 30.5 } }))).toBe('dinner.minutes');
    expect(field(changeMealTimes(DEFAULT_MEAL_TIMES, { breakfast: { time: '13:00' } }))).toBe('lunch.time');
  });

  it('whatever is accepted keeps the day in order', () => {
    const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(hhmm, hhmm, hhmm, (b, l, d) => {
        const r = changeMealTimes(DEFAULT_MEAL_TIMES, { breakfast: { time: b }, lunch: { time: l }, dinner: { time: d } });
        if (r.ok) expect(r.value.breakfast.time < r.value.lunch.time && r.value.lunch.time < r.value.dinner.time).toBe(true);
        else expect(b < l && l < d).toBe(false);
      }),
    );
  });

  it("the calendar shows each meal at the household's own time and length", () => {
    const plan: StoredPlan = {
      id: 'p',
      userId: 'u',
      createdAt: new Date('2026-01-12T09:00:00Z'),
      updatedAt: new Date('2026-01-12T09:00:00Z'),
      request: {} as StoredPlan['request'],
      summary: {} as StoredPlan['summary'],
      meals: MEALS.map((mealType, n) => ({ id: `m${n}`, day: 1, mealType, recipeId: `r${n}`, recipeName: `Dish ${n}`, servings: 2, locked: false, costPence: 100 })),
    } as unknown as StoredPlan;
    const times = { breakfast: { time: '07:15', minutes: 20 }, lunch: { time: '13:00', minutes: 30 }, dinner: { time: '17:30', minutes: 90 } };
    const events = mealEvents([plan], new Date('2026-01-13T12:00:00Z'), 'https://x', times);
    expect(events.map((e) => [e.start.toISOString(), (e.end.getTime() - e.start.getTime()) / 60_000])).toEqual([
      ['2026-01-13T07:15:00.000Z', 20],
      ['2026-01-13T13:00:00.000Z', 30],
      ['2026-01-13T17:30:00.000Z', 90],
    ]);
  });
});
