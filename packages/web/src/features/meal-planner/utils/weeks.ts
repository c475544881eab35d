import type { TMealPlan } from '@larder/contract/meal-plans';

type Item = TMealPlan['items'][number];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The slots every day card shows, in order. */
export const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type Slot = (typeof SLOTS)[number];

export interface PlanDay {
  /** 0-based day of the plan. */
  day: number;
  /** 0 = Monday ... 6 = Sunday. */
  dayOfWeek: number;
  weekday: string;
  /** The day's real date and heading ("Mon 30 Nov"), from the plan's dates; null for a plan the server sent without. */
  date: string | null;
  label: string;
  /** The meals of the three slots (null: no meal planned), then any other meal of the day (snacks). */
  slots: Record<Slot, Item | null>;
  extras: Item[];
  /** The sum of the day's meal costs, in pence. */
  totalPence: number;
}

export interface PlanWeek {
  /** 0-based. */
  index: number;
  days: PlanDay[];
}

const pence = (cost: string) => {
  const n = Number(cost);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** How many weeks a plan of `days` days spans: 3 -> 1, 7 -> 1, 14 -> 2, 30 -> 5. */
export const weekCount = (days: number): number => Math.max(1, Math.ceil(days / 7));

/**
 * The plan's days in weeks of at most 7 (Monday first). Every day of the plan gets a card, even one the planner
 * left empty; a 3-day plan is one week of 3 days, a 30-day plan four full weeks and one of 2 days.
 */
export function groupPlanByWeek(plan: Pick<TMealPlan, 'days' | 'items'> & Partial<Pick<TMealPlan, 'dates'>>): PlanWeek[] {
  const lastItemDay = plan.items.reduce((max, i) => Math.max(max, i.day), -1);
  const totalDays = Math.max(plan.days, lastItemDay + 1, 0);
  const weeks: PlanWeek[] = [];
  for (let w = 0; w < weekCount(totalDays); w++) {
    const days: PlanDay[] = [];
    for (let day = w * 7; day < Math.min(totalDays, w * 7 + 7); day++) {
      const items = plan.items.filter((i) => i.day === day);
      const slots: Record<Slot, Item | null> = { breakfast: null, lunch: null, dinner: null };
      const extras: Item[] = [];
      for (const item of items) {
        if ((SLOTS as readonly string[]).includes(item.mealType) && slots[item.mealType as Slot] === null) slots[item.mealType as Slot] = item;
        else extras.push(item);
      }
      const dated = plan.dates?.find((d) => d.day === day);
      const dayOfWeek = items[0]?.dayOfWeek ?? (plan.items[0] ? (((plan.items[0].dayOfWeek - plan.items[0].day + day) % 7) + 7) % 7 : day % 7);
      const weekday = WEEKDAYS[dayOfWeek] ?? `Day ${day + 1}`;
      days.push({ day, dayOfWeek, weekday, date: dated?.date ?? null, label: dated?.label ?? weekday, slots, extras, totalPence: items.reduce((sum, i) => sum + pence(i.cost), 0) });
    }
    weeks.push({ index: w, days });
  }
  return weeks;
}

/** "Week 2 (days 8-14)"; "Week 5 (days 29-30)". */
export function weekLabel(week: PlanWeek): string {
  const first = week.days[0]?.day ?? week.index * 7;
  const last = week.days[week.days.length - 1]?.day ?? first;
  return `Week ${week.index + 1} (days ${first + 1}-${last + 1})`;
}
