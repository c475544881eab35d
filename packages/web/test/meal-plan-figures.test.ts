import { describe, expect, it } from 'vitest';
import { NOT_SAVED_NOTE, annualSavingsPence, budgetLeft, mealsLabel, planSavingsPence, toPence, weeklySavingsPence } from '../src/lib/meal-plans/figures';
import { withPlan } from '../src/lib/meal-plans/get-meal-plans';

describe('plan money figures', () => {
  it('reads decimal strings as whole pence', () => {
    expect(toPence('85.11')).toBe(8511);
    expect(toPence('0.1')).toBe(10);
    expect(toPence('1.10')).toBe(110);
    expect(toPence('')).toBe(0);
    expect(toPence('abc')).toBe(0);
    expect(toPence(null)).toBe(0);
  });

  it('savings against the budget are never negative', () => {
    expect(planSavingsPence({ budget: '125.00', totalCost: '85.11' })).toBe(3989);
    expect(planSavingsPence({ budget: '50.00', totalCost: '61.20' })).toBe(0);
  });

  it('weekly savings compare a 7-day plan as it is and scale other lengths to a week', () => {
    expect(weeklySavingsPence({ budget: '125.00', totalCost: '85.11', days: 7 })).toBe(3989);
    // A 3-day plan's budget is 3/7 of the weekly budget: £53.57 - £40.00 = £13.57 over 3 days -> £31.66 a week.
    expect(weeklySavingsPence({ budget: '53.57', totalCost: '40.00', days: 3 })).toBe(3166);
    expect(weeklySavingsPence({ budget: '250.00', totalCost: '141.01', days: 14 })).toBe(5450);
    expect(weeklySavingsPence({ budget: '50.00', totalCost: '70.00', days: 7 })).toBe(0);
    expect(weeklySavingsPence({ budget: '50.00', totalCost: '40.00', days: 0 })).toBe(1000);
  });

  it("one wording for a plan's room in its budget: never a saving, green only when the plan feeds everyone", () => {
    const plan = { budget: '85.00', totalCost: '70.50', withinBudget: true, shortfall: '0.00', meetsTargets: true };
    expect(budgetLeft(plan)).toEqual({ pence: 1450, over: false, label: 'Left in the budget', good: true, note: null });
    expect(budgetLeft({ ...plan, meetsTargets: false })).toEqual({ pence: 1450, over: false, label: 'Left in the budget', good: false, note: NOT_SAVED_NOTE });
    expect(NOT_SAVED_NOTE).toMatch(/^Left in the budget, not saved/);
    expect(budgetLeft({ ...plan, totalCost: '85.00', meetsTargets: false })).toMatchObject({ pence: 0, good: false, note: null });
    expect(budgetLeft({ ...plan, totalCost: '91.20', withinBudget: false, shortfall: '6.20' })).toEqual({ pence: 620, over: true, label: 'Over budget', good: false, note: null });
  });

  it('projects a year as 52 weeks', () => {
    expect(annualSavingsPence(3989)).toBe(207428);
    expect(annualSavingsPence(0)).toBe(0);
  });

  it('counts meals', () => {
    expect(mealsLabel(21)).toBe('21 Delicious Meals');
    expect(mealsLabel(1)).toBe('1 Delicious Meal');
  });

  it('puts a new plan first and replaces an updated one where it was', () => {
    const a = { id: 'a', n: 1 } as never;
    const b = { id: 'b', n: 1 } as never;
    const b2 = { id: 'b', n: 2 } as never;
    expect(withPlan(undefined, a)).toEqual([a]);
    expect(withPlan([a], b)).toEqual([b, a]);
    expect(withPlan([a, b], b2)).toEqual([a, b2]);
  });
});
