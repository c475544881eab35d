import { type DomainError, invalid } from '../shared/errors';
import { type Result, ok } from '../shared/result';
import MEAL_TIMES_DATA from './meal-times.json';

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
/** When a meal starts (Europe/London wall-clock, "HH:MM") and how long the calendar shows it. */
export interface MealSlot {
  readonly time: string;
  readonly minutes: number;
}
export type MealTimes = Readonly<Record<Meal, MealSlot>>;

export const DEFAULT_MEAL_TIMES: MealTimes = {
  breakfast: (MEAL_TIMES_DATA as unknown as MealTimes).breakfast,
  lunch: (MEAL_TIMES_DATA as unknown as MealTimes).lunch,
  dinner: (MEAL_TIMES_DATA as unknown as MealTimes).dinner,
};
export const MIN_MINUTES = 10;
export const MAX_MINUTES = 240;

/** The household's own meal times, when it has set them. */
export interface MealTimesRepository {
  get(householdId: string): Promise<MealTimes | null>;
  save(householdId: string, times: MealTimes, by: string, at: Date): Promise<void>;
}
export const MEAL_TIMES_REPOSITORY = Symbol('MealTimesRepository');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A change of some meals' times, merged over the current ones: each time "HH:MM" (00:00-23:59), each length
 * 10-240 minutes, and the day in order (breakfast before lunch before dinner), so a calendar never shows lunch
 * before breakfast.
 */
export function changeMealTimes(current: MealTimes, change: Partial<Record<Meal, Partial<MealSlot>>>): Result<MealTimes, DomainError> {
  const next: Record<Meal, MealSlot> = { ...current };
  for (const meal of MEALS) {
    const slot = change[meal];
    if (!slot) continue;
    const time = slot.time ?? current[meal].time;
    const minutes = slot.minutes ?? current[meal].minutes;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return invalid(`${meal}.time`, `${meal}.time must be a time of day as HH:MM (24-hour clock)`);
    if (!Number.isInteger(minutes) || minutes < MIN_MINUTES || minutes > MAX_MINUTES)
      return invalid(`${meal}.minutes`, `${meal}.minutes must be a whole number of minutes from ${MIN_MINUTES} to ${MAX_MINUTES}`);
    next[meal] = { time, minutes };
  }
  if (!(minutesOf(next.breakfast.time) < minutesOf(next.lunch.time) && minutesOf(next.lunch.time) < minutesOf(next.dinner.time)))
    return invalid('lunch.time', 'Meal times must run breakfast, then lunch, then dinner, through the day');
  return ok(next);
}

/** "breakfast 07:30, lunch 12:30, dinner 18:00": how a change of times reads in the recent changes. */
export const describeMealTimes = (times: MealTimes): string => MEALS.map((m) => `${m} ${times[m].time}`).join(', ');
