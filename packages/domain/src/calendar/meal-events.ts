import type { StoredPlan } from '../planning/ports';
import { type CalendarEvent, londonTime } from './ical';
import { DEFAULT_MEAL_TIMES, type Meal, type MealTimes } from './meal-times';
import { type KeptRecipe, keepingNotes } from '../planning/leftover-keeping';
import { londonDay, planDate, planStart, weekdayOf } from '../planning/plan-dates';

const DAY = 86_400_000;
/** The feed shows the meals from a week ago to four weeks ahead: the current plan and the next ones. */
const PAST_DAYS = 7;
const FUTURE_DAYS = 28;

const dayStart = (date: Date) => Date.parse(`${londonDay(date)}T00:00:00Z`);

/**
 * One event per meal; on a day two plans cover, the newer plan's meals. With the recipes (`recipeOf`), each event
 * carries the keeping of its leftovers (leftover-keeping.ts): "Freeze 4 portions for Saturday" on the cooking day,
 * "Take Saturday's curry out of the freezer tonight" the night before.
 */
export function mealEvents(newestFirst: readonly StoredPlan[], now: Date, origin: string, times: MealTimes = DEFAULT_MEAL_TIMES, recipeOf?: (id: string) => KeptRecipe | undefined): CalendarEvent[] {
  const from = dayStart(now) - PAST_DAYS * DAY;
  const to = dayStart(now) + FUTURE_DAYS * DAY;
  const taken = new Set<string>();
  const events: CalendarEvent[] = [];
  for (const plan of newestFirst) {
    const days = new Set<string>();
    const keeping = recipeOf ? keepingNotes(plan.meals, recipeOf, weekdayOf(planStart(plan))) : plan.meals.map(() => []);
    plan.meals.forEach((meal, m) => {
      // On the plan's own date for the day (plan-dates.ts), not the day the plan was made.
      const date = planDate(plan, meal.day);
      const dayMs = Date.parse(`${date}T00:00:00Z`);
      if (dayMs < from || dayMs >= to || taken.has(date)) return;
      days.add(date);
      const slot = times[meal.mealType as Meal] ?? times.dinner;
      const begins = londonTime(date, slot.time);
      const link = `${origin}/recipe/${encodeURIComponent(meal.recipeId)}`;
      events.push({
        uid: `${meal.id}@larder`,
        start: begins,
        end: new Date(begins.getTime() + slot.minutes * 60_000),
        summary: `${meal.mealType[0]!.toUpperCase()}${meal.mealType.slice(1)}: ${meal.recipeName}${keeping[m]!.some((k) => k.kind === 'freeze') ? ' (freeze some)' : ''}${keeping[m]!.some((k) => k.kind === 'defrost') ? ' + take out of the freezer' : ''}`,
        description: [`${meal.recipeName}, for ${meal.servings}.`, ...keeping[m]!.map((k) => `${k.text}.`), `Recipe: ${link}`].join('\n'),
        url: link,
        lastModified: plan.updatedAt,
      });
    });
    for (const d of days) taken.add(d);
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}
