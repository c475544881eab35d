/**
 * How long a meal may take, said aloud: the household's own limits (weekdays and weekends, set in its profile), or
 * when it set none, its cooking skill's usual time (beginner 30 minutes, intermediate 60, advanced none), named as
 * such wherever it applies. A plan's day is a weekend day by its real date (the request's startDate, plan-dates.ts);
 * a request without one starts on a Monday, so days 5 and 6 of each week are the weekend.
 */
import { SKILL_TIME_MINUTES, type TimeLimits } from '../accounts/household-options';
import type { PlanRequest } from './plan-request';
import { weekdayOf } from './plan-dates';

export type { TimeLimits } from '../accounts/household-options';
export const MIN_MEAL_MINUTES = 10;
export const MAX_MEAL_MINUTES = 480;

type Limited = Pick<PlanRequest, 'skill' | 'timeLimits' | 'maxMinutes' | 'startDate'>;

export const isWeekend = (day: number): boolean => ((day % 7) + 7) % 7 >= 5;
/** Whether plan day `day` falls on a Saturday or Sunday, counted from the plan's first date (a Monday when none). */
export const isWeekendDay = (request: Pick<PlanRequest, 'startDate'>, day: number): boolean => isWeekend(day + (request.startDate ? weekdayOf(request.startDate) : 0));

/** The limits a request plans to: the household's own, else its skill's usual time every day. */
export function limitsOf(request: Limited): TimeLimits {
  if (request.timeLimits) return request.timeLimits;
  const max = SKILL_TIME_MINUTES[request.skill].max;
  return { weekday: max, weekend: max };
}

/** The longest a meal on plan day `day` may take (Infinity: no limit); a tighter one-off limit (the chat's) applies too. */
export function minutesFor(request: Limited, day: number): number {
  const limits = limitsOf(request);
  const limit = (isWeekendDay(request, day) ? limits.weekend : limits.weekday) ?? Number.POSITIVE_INFINITY;
  return Math.min(limit, request.maxMinutes ?? Number.POSITIVE_INFINITY);
}

/** The longest any day of the plan allows: what the options are built to. */
export function longestMinutes(request: Limited): number {
  const limits = limitsOf(request);
  const longest = Math.max(limits.weekday ?? Number.POSITIVE_INFINITY, limits.weekend ?? Number.POSITIVE_INFINITY);
  return Math.min(longest, request.maxMinutes ?? Number.POSITIVE_INFINITY);
}

const span = (m: number | null) => (m === null ? 'no time limit' : `up to ${m} minutes`);

/** "Up to 60 minutes a meal, your cooking skill's usual time: set your own in your profile", or the household's own limits. */
export function timeLimitSentence(request: Limited): string {
  const own = request.timeLimits;
  let sentence: string;
  if (own) {
    sentence =
      own.weekday === own.weekend
        ? `${capital(span(own.weekday))}${own.weekday === null ? '' : ' a meal'}, set in your profile`
        : `${capital(span(own.weekday))} on weekdays and ${span(own.weekend)} at weekends, set in your profile`;
  } else {
    const max = SKILL_TIME_MINUTES[request.skill].max;
    sentence = max === null ? `No time limit (${request.skill} cook): set one in your profile` : `Up to ${max} minutes a meal, the usual time for ${article(request.skill)} ${request.skill} cook: set your own limits in your profile`;
  }
  return request.maxMinutes !== undefined ? `${sentence}; this plan: up to ${request.maxMinutes} minutes` : sentence;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** A limit as typed: whole minutes from 10 to 480, or null for none. */
export function checkMinutes(input: unknown): number | null | undefined {
  if (input === null) return null;
  return typeof input === 'number' && Number.isInteger(input) && input >= MIN_MEAL_MINUTES && input <= MAX_MEAL_MINUTES ? input : undefined;
}

/** For a meal over its day's limit (a recipe pinned by hand): "Takes 80 minutes: over your 60-minute limit, added by hand"; else null. */
export function overLimitNote(request: Limited, day: number, totalMinutes: number): string | null {
  const limit = minutesFor(request, day);
  return totalMinutes > limit ? `Takes ${totalMinutes} minutes: over ${request.timeLimits ? 'your' : 'the usual'} ${limit}-minute limit${isWeekendDay(request, day) ? ' for the weekend' : ''}, added by hand` : null;
}
