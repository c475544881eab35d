import { describe, expect, it } from 'vitest';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { nutritionRows, percentOfReference, sodiumMgToSaltG } from '../src/features/meal-planner/utils/nutrition';
import { formatAmount, scaleQuantity } from '../src/lib/quantity';
import { formatGrams, groupShoppingByAisle, packsLabel, shoppingWeeks } from '../src/features/meal-planner/utils/shopping';
import { groupPlanByWeek, weekCount, weekLabel } from '../src/features/meal-planner/utils/weeks';

type Item = TMealPlan['items'][number];
type Line = TMealPlan['shopping'][number];

const item = (day: number, mealType: Item['mealType'], cost = '1.00'): Item => ({
  id: `${day}-${mealType}`,
  day,
  dayOfWeek: day % 7,
  date: `2026-11-${String(30 + day).padStart(2, '0')}`,
  dayLabel: `Day ${day}`,
  mealType,
  recipeId: `r-${day}-${mealType}`,
  recipeName: `Recipe ${day} ${mealType}`,
  ingredients: 'Eggs, Bread',
  cost,
  servings: 4,
  portions: 4,
  locked: false,
  sides: [],
  leftoverOf: null,
  keeping: [],
  timeNote: null,
});

const fullPlan = (days: number): Item[] => Array.from({ length: days }, (_, d) => (['breakfast', 'lunch', 'dinner'] as const).map((m) => item(d, m))).flat();

describe('grouping a plan by week', () => {
  it('counts weeks', () => {
    expect([3, 7, 14, 30].map(weekCount)).toEqual([1, 1, 2, 5]);
    expect(weekCount(0)).toBe(1);
  });

  it('a 7-day plan is one week of Monday to Sunday with day totals in pence', () => {
    const items = fullPlan(7);
    items[0] = { ...items[0]!, cost: '2.38' };
    const weeks = groupPlanByWeek({ days: 7, items });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.days.map((d) => d.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weeks[0]!.days[0]!.totalPence).toBe(438);
    expect(weeks[0]!.days[1]!.totalPence).toBe(300);
    expect(weeks[0]!.days[0]!.slots.breakfast?.recipeName).toBe('Recipe 0 breakfast');
  });

  it('a 3-day plan shows three days; a 30-day plan four full weeks and one of two days', () => {
    expect(groupPlanByWeek({ days: 3, items: fullPlan(3) })[0]!.days.map((d) => d.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    const month = groupPlanByWeek({ days: 30, items: fullPlan(30) });
    expect(month.map((w) => w.days.length)).toEqual([7, 7, 7, 7, 2]);
    expect(month[1]!.days[0]).toMatchObject({ day: 7, weekday: 'Monday' });
    expect(month[4]!.days.map((d) => d.weekday)).toEqual(['Monday', 'Tuesday']);
    expect(weekLabel(month[4]!)).toBe('Week 5 (days 29-30)');
    expect(weekLabel(month[1]!)).toBe('Week 2 (days 8-14)');
  });

  it('each day is headed by its real date; a plan started on a Saturday runs Saturday, Sunday, Monday', () => {
    const dates = [
      { day: 0, date: '2026-11-28', label: 'Sat 28 Nov' },
      { day: 1, date: '2026-11-29', label: 'Sun 29 Nov' },
      { day: 2, date: '2026-11-30', label: 'Mon 30 Nov' },
    ];
    const saturday = (day: number) => ({ ...item(day, 'dinner'), dayOfWeek: (5 + day) % 7 });
    // Day 1 has no meal: its weekday still follows from the plan's other days.
    const [week] = groupPlanByWeek({ days: 3, dates, items: [saturday(0), saturday(2)] });
    expect(week!.days.map((d) => d.label)).toEqual(['Sat 28 Nov', 'Sun 29 Nov', 'Mon 30 Nov']);
    expect(week!.days.map((d) => d.weekday)).toEqual(['Saturday', 'Sunday', 'Monday']);
    expect(week!.days.map((d) => d.date)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });

  it('an empty slot stays empty and a snack goes with the extras', () => {
    const weeks = groupPlanByWeek({ days: 2, items: [item(0, 'breakfast'), item(0, 'snack', '0.50'), item(1, 'dinner')] });
    const monday = weeks[0]!.days[0]!;
    expect(monday.slots.lunch).toBeNull();
    expect(monday.slots.dinner).toBeNull();
    expect(monday.extras.map((e) => e.mealType)).toEqual(['snack']);
    expect(monday.totalPence).toBe(150);
    expect(weeks[0]!.days[1]!.slots.breakfast).toBeNull();
  });
});

describe('nutrition against the UK reference intakes', () => {
  it('percentages round to whole numbers and ignore nonsense', () => {
    expect(percentOfReference(1440, 2000)).toBe(72);
    expect(percentOfReference(52.4, 50)).toBe(105);
    expect(percentOfReference(0, 50)).toBe(0);
    expect(percentOfReference(10, 0)).toBe(0);
    expect(percentOfReference(Number.NaN, 50)).toBe(0);
  });

  it('salt is sodium x 2.5', () => {
    expect(sodiumMgToSaltG(2400)).toBe(6);
    expect(sodiumMgToSaltG(2228)).toBeCloseTo(5.57);
  });

  it('rows follow the label order with the references of the issue', () => {
    const rows = nutritionRows({ calories: 1440, protein: 52.4, carbohydrates: 186.6, fat: 59, fiber: 20.4, sugar: 22.5, sodium: 2228, salt: 5.6, fruitVegPortions: 4.2, byPerson: [] });
    expect(rows.map((r) => [r.label, r.reference, r.percent])).toEqual([
      ['Energy', 2000, 72],
      ['Protein', 50, 105],
      ['Carbohydrate', 260, 72],
      ['of which sugars', 90, 25],
      ['Fat', 70, 84],
      ['Fibre', 30, 68],
      ['Salt', 6, 93],
    ]);
    expect(rows.find((r) => r.key === 'salt')!.value).toBe(5.6);
    expect(rows.filter((r) => r.limit).map((r) => r.key)).toEqual(['sugars', 'fat', 'salt']);
  });
});

describe('shopping lines', () => {
  const line = (name: string, aisle: string, cost: string, week = 0): Line => ({
    ingredient: name.toLowerCase(),
    name,
    aisle,
    grams: 100,
    packs: 1,
    cost,
    leftoverGrams: 0,
    perishable: false,
    week,
    heldGrams: 0,
    heldPastBestBefore: null,
  });

  it('groups by aisle A-Z with Other last, lines A-Z, totals in pence', () => {
    const groups = groupShoppingByAisle([line('Onion', 'Fresh Produce', '0.96'), line('Eggs', 'Dairy & Eggs', '1.55'), line('Apple', 'Fresh Produce', '0.10'), line('Thing', '', '1.00')]);
    expect(groups.map((g) => g.aisle)).toEqual(['Dairy & Eggs', 'Fresh Produce', 'Other']);
    expect(groups[1]!.lines.map((l) => l.name)).toEqual(['Apple', 'Onion']);
    expect(groups[1]!.totalPence).toBe(106);
  });

  it('filters one week of a longer plan', () => {
    const lines = [line('Milk', 'Dairy & Eggs', '1.00', 0), line('Milk', 'Dairy & Eggs', '1.10', 1)];
    expect(shoppingWeeks(lines)).toEqual([0, 1]);
    expect(groupShoppingByAisle(lines, 1)[0]!.totalPence).toBe(110);
    expect(groupShoppingByAisle(lines, null)[0]!.totalPence).toBe(210);
  });

  it('formats weights and packs', () => {
    expect(formatGrams(0)).toBe('');
    expect(formatGrams(850)).toBe('850 g');
    expect(formatGrams(1245)).toBe('1.25 kg');
    expect(packsLabel(1)).toBe('1 pack');
    expect(packsLabel(3)).toBe('3 packs');
  });
});

describe('recipe quantities for the planned servings', () => {
  it('scales from the recipe to the plan', () => {
    expect(scaleQuantity(2, 4, 2)).toBe(1);
    expect(scaleQuantity(400, 4, 6)).toBe(600);
    expect(scaleQuantity(3, 0, 2)).toBe(3);
  });

  it('reads as a cook would write it', () => {
    expect(formatAmount(400, 'g')).toBe('400 g');
    expect(formatAmount(333.33, 'g')).toBe('333 g');
    expect(formatAmount(1.5, 'tbsp')).toBe('1½ tbsp');
    expect(formatAmount(2, 'tin')).toBe('2 tins');
    expect(formatAmount(2, 'medium')).toBe('2 medium');
    expect(formatAmount(0.5, 'tsp')).toBe('½ tsp');
    expect(formatAmount(3, 'each')).toBe('3');
  });
});
