import { describe, expect, it } from 'vitest';
import { syntheticCatalogue } from '../testing/synthetic-catalogue';
import type { PlanRequest } from './plan-request';
import { Planner } from './planner';
import { minutesFor, overLimitNote, timeLimitSentence } from './time-limits';

const snapshot = syntheticCatalogue(7);
const base: PlanRequest = { householdSize: 2, weeklyBudgetPence: 8000, skill: 'intermediate', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 14, chain: 'Aldi', seed: 3 };

describe('time limits the cook chose, said aloud', () => {
  it("uses the household's own limits (longer at weekends) in place of the skill's usual time", () => {
    expect(minutesFor(base, 0)).toBe(60);
    expect(minutesFor(base, 6)).toBe(60);
    const own = { ...base, timeLimits: { weekday: 40, weekend: null } };
    expect(minutesFor(own, 4)).toBe(40);
    expect(minutesFor(own, 5)).toBe(Number.POSITIVE_INFINITY);
    expect(minutesFor(own, 9)).toBe(40);
    expect(minutesFor(own, 12)).toBe(Number.POSITIVE_INFINITY);
    expect(minutesFor({ ...own, maxMinutes: 20 }, 5)).toBe(20);
    const plan = new Planner(snapshot).plan(own);
    if (!plan.ok) throw new Error(plan.error.message);
    const minutes = (id: string) => snapshot.recipe(id)!.facts.totalMinutes;
    for (const meal of plan.value.meals) expect(minutes(meal.recipeId), `day ${meal.day}`).toBeLessThanOrEqual(minutesFor(own, meal.day));
    // The weekend uses what the weekdays cannot: an intermediate cook's plan may now hold meals over 60 minutes.
    const beginner = new Planner(snapshot).plan({ ...base, skill: 'beginner', timeLimits: { weekday: 30, weekend: 90 } });
    if (!beginner.ok) throw new Error(beginner.error.message);
    expect(beginner.value.meals.some((m) => m.day % 7 >= 5 && minutes(m.recipeId) > 30)).toBe(true);
  });

  it("keeps the weekend's limit on the plan's real Saturday and Sunday when it starts on another day", () => {
    const own = { ...base, timeLimits: { weekday: 40, weekend: 120 } };
    const fromSaturday = { ...own, startDate: '2026-11-28' }; // a Saturday: days 0 and 1 are the weekend, 2 to 6 weekdays
    expect([0, 1, 2, 6, 7, 8, 9].map((d) => minutesFor(fromSaturday, d))).toEqual([120, 120, 40, 40, 120, 120, 40]);
    expect([0, 4, 5, 6].map((d) => minutesFor({ ...own, startDate: '2026-11-30' }, d))).toEqual([40, 40, 120, 120]); // a Monday
    expect(overLimitNote(fromSaturday, 0, 150)).toBe('Takes 150 minutes: over your 120-minute limit for the weekend, added by hand');
    expect(overLimitNote(fromSaturday, 5, 150)).toBe('Takes 150 minutes: over your 40-minute limit, added by hand');
  });

  it('says where the limit comes from, and notes a recipe pinned by hand over it', () => {
    expect(timeLimitSentence(base)).toBe('Up to 60 minutes a meal, the usual time for an intermediate cook: set your own limits in your profile');
    expect(timeLimitSentence({ ...base, timeLimits: { weekday: 45, weekend: 90 } })).toBe('Up to 45 minutes on weekdays and up to 90 minutes at weekends, set in your profile');
    expect(timeLimitSentence({ ...base, timeLimits: { weekday: null, weekend: null } })).toBe('No time limit, set in your profile');
    expect(overLimitNote(base, 1, 80)).toBe('Takes 80 minutes: over the usual 60-minute limit, added by hand');
    expect(overLimitNote({ ...base, timeLimits: { weekday: 45, weekend: 90 } }, 5, 80)).toBeNull();
    expect(overLimitNote({ ...base, timeLimits: { weekday: 45, weekend: 90 } }, 2, 80)).toBe('Takes 80 minutes: over your 45-minute limit, added by hand');
  });

  it('says the limit when no recipe fits it', () => {
    const none = new Planner(snapshot).plan({ ...base, timeLimits: { weekday: 10, weekend: 10 } });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).toContain('up to 10 minutes a meal, set in your profile');
  });
});
