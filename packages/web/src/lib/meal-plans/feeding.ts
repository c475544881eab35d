import type { TMealPlan } from '@larder/contract/meal-plans';
import { personLabels } from '../household/members';

type Targets = TMealPlan['targetsPerPersonPerDay'][number];
type Food = TMealPlan['nutritionPerPersonPerDay']['byPerson'][number];
type Item = TMealPlan['items'][number];

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-GB', { maximumFractionDigits: 1 });

export interface TargetRow {
  key: 'energy' | 'protein' | 'fibre' | 'salt' | 'fruitVeg';
  label: string;
  met: boolean;
  /** "1,535 of 2,133 kcal", "4.7 g, limit 6 g". */
  figures: string;
  /** "598 kcal short", "0.5 g over", "met", "within the limit". */
  status: string;
  /** The whole line: "Energy 1,535 of 2,133 kcal — 598 kcal short". */
  text: string;
  /** How far along the target the food goes, 0 to 100 (for a bar). */
  percent: number;
}

const pct = (value: number, target: number) => (target > 0 && Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round((value / target) * 100))) : 0);

function row(key: TargetRow['key'], label: string, met: boolean, figures: string, status: string, percent: number): TargetRow {
  return { key, label, met, figures, status, text: `${label} ${figures} — ${status}`, percent };
}

/**
 * One person's day against their targets, from the plan's own figures: energy, protein, fibre and fruit and
 * vegetables are amounts to reach (energy 90-120 % of the need, as the API's `meets` says), salt a limit.
 */
export function targetRows(t: Targets, f: Food): TargetRow[] {
  const energyGap = t.energyKcal - f.energyKcal;
  const energyStatus = f.meets.energy ? 'met' : energyGap > 0 ? `${whole(energyGap)} kcal short` : `${whole(-energyGap)} kcal over`;
  const proteinGap = t.proteinG - f.proteinG;
  const fibreGap = t.fibreG - f.fibreG;
  const fruitGap = t.fruitVegPortions - f.fruitVegPortions;
  const saltOver = f.saltG - t.saltMaxG;
  return [
    row('energy', 'Energy', f.meets.energy, `${whole(f.energyKcal)} of ${whole(t.energyKcal)} kcal`, energyStatus, pct(f.energyKcal, t.energyKcal)),
    row('protein', 'Protein', f.meets.protein, `${oneDecimal(f.proteinG)} of ${oneDecimal(t.proteinG)} g`, f.meets.protein ? 'met' : `${oneDecimal(proteinGap)} g short`, pct(f.proteinG, t.proteinG)),
    row('fibre', 'Fibre', f.meets.fibre, `${oneDecimal(f.fibreG)} of ${oneDecimal(t.fibreG)} g`, f.meets.fibre ? 'met' : `${oneDecimal(fibreGap)} g short`, pct(f.fibreG, t.fibreG)),
    row(
      'fruitVeg',
      'Fruit and veg',
      f.meets.fruitVeg,
      `${oneDecimal(f.fruitVegPortions)} of ${whole(t.fruitVegPortions)} portions`,
      f.meets.fruitVeg ? 'met' : `${oneDecimal(fruitGap)} ${Math.abs(fruitGap) === 1 ? 'portion' : 'portions'} short`,
      pct(f.fruitVegPortions, t.fruitVegPortions),
    ),
    row('salt', 'Salt', f.meets.salt, `${oneDecimal(f.saltG)} g, limit ${oneDecimal(t.saltMaxG)} g`, f.meets.salt ? 'within the limit' : `${oneDecimal(saltOver)} g over`, pct(f.saltG, t.saltMaxG)),
  ];
}

/** Free sugars, a soft aim: under 5 % of the person's energy need at 4 kcal a gram (SACN 2015). */
export function freeSugarsLine(t: Targets, f: Food): { text: string; within: boolean } {
  const aim = (t.energyKcal * 0.05) / 4;
  const within = f.freeSugarsG <= aim;
  return { text: `Free sugars ${oneDecimal(f.freeSugarsG)} g — aim under ${whole(aim)} g (5 % of energy)`, within };
}

export interface PersonDay {
  label: string;
  targets: Targets;
  food: Food;
  rows: TargetRow[];
  metCount: number;
}

/** Everyone the plan feeds, labelled ("Adult (woman)", "Child 4-10"), with their rows; [] when the plan has no figures. */
export function peopleOfPlan(plan: Pick<TMealPlan, 'targetsPerPersonPerDay' | 'nutritionPerPersonPerDay'>): PersonDay[] {
  const labels = personLabels(plan.targetsPerPersonPerDay);
  return plan.targetsPerPersonPerDay.flatMap((targets, i) => {
    const food = plan.nutritionPerPersonPerDay.byPerson[i];
    if (!food) return [];
    const rows = targetRows(targets, food);
    return [{ label: labels[i]!, targets, food, rows, metCount: rows.filter((r) => r.met).length }];
  });
}

/** dayOfWeek 0 is Monday. A plan's day `d` falls on weekday (d + the weekday of its day 0) (the plan's real dates). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayOf = (day: number): string => WEEKDAYS[((day % 7) + 7) % 7]!;
/** The weekday of the plan's day 0, from any of its meals (Monday when unknown). */
const firstWeekday = (item: Partial<Pick<Item, 'day' | 'dayOfWeek'>>): number => (item.dayOfWeek !== undefined && item.day !== undefined ? item.dayOfWeek - item.day : 0);

/** "with Plain steamed rice · An apple"; '' with nothing beside the meal. */
export const sidesText = (sides: Item['sides']): string => (sides.length ? `with ${sides.map((s) => s.name).join(' · ')}` : '');

/** "Leftovers from Monday's Chicken cacciatore"; null for a meal cooked that day. */
export const leftoverText = (item: Pick<Item, 'leftoverOf'> & Partial<Pick<Item, 'day' | 'dayOfWeek'>>): string | null =>
  item.leftoverOf ? `Leftovers from ${weekdayOf(item.leftoverOf.day + firstWeekday(item))}'s ${item.leftoverOf.recipeName}` : null;

const MEAL_WORD: Record<string, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack' };

/** For a meal cooked twice over: "Makes enough for two meals: the rest is Thursday's dinner"; null otherwise. */
export function cooksForLaterText(item: Pick<Item, 'day' | 'mealType'> & Partial<Pick<Item, 'dayOfWeek'>>, items: ReadonlyArray<Pick<Item, 'day' | 'mealType' | 'leftoverOf'>>): string | null {
  const later = items.find((i) => i.leftoverOf && i.leftoverOf.day === item.day && i.leftoverOf.mealType === item.mealType);
  if (!later) return null;
  return `Makes enough for two meals: the rest is ${weekdayOf(later.day + firstWeekday(item))}'s ${MEAL_WORD[later.mealType] ?? later.mealType}`;
}
