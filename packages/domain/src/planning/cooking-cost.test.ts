import { describe, expect, it } from 'vitest';
import { ENERGY_TARIFF, tariffSentence } from '../catalogue/cooking-energy';
import { planCooking } from './cooking-cost';

const recipes = new Map([
  ['stew', { steps: ['Bake in the oven for 2 hours.'], cookMinutes: 120, serves: 4 }],
  ['rice', { steps: ['Simmer the rice for 12 minutes.'], cookMinutes: 12, serves: 4 }],
  ['salad', { steps: ['Toss everything together.'], cookMinutes: 0, serves: 2 }],
]);

describe("the cost of cooking a week's plan", () => {
  it('counts each cooked meal once with its sides; leftovers and uncooked meals cost nothing', () => {
    const cooking = planCooking(
      [
        { recipeId: 'stew', leftoverOf: null, sides: [{ recipeId: 'rice' }, { recipeId: null }] },
        { recipeId: 'stew', leftoverOf: { day: 0, mealType: 'dinner' }, sides: [{ recipeId: 'rice' }] },
        { recipeId: 'salad', leftoverOf: null, sides: [] },
        { recipeId: 'unknown', leftoverOf: null, sides: [] },
      ],
      (id) => recipes.get(id),
    );
    const oven = ((130 / 60) * 1.5) * ENERGY_TARIFF.pencePerKwh;
    const hob = (12 / 60) * 1.0 * ENERGY_TARIFF.pencePerKwh;
    expect(cooking.perMealPence[0]).toBeCloseTo(oven + hob, 6);
    expect(cooking.perMealPence.slice(1)).toEqual([0, 0, 0]);
    expect(cooking.totalPence).toBe(Math.round(oven + hob));
    expect(cooking.kwh).toBe(Math.round((3.25 + 0.2) * 10) / 10);
  });

  it('says where its price comes from', () => {
    expect(tariffSentence({ ...ENERGY_TARIFF, pencePerKwh: 27.69, from: '2026-01-01', to: '2026-03-31' })).toBe(
      'electricity at 27.69p a kWh, the Ofgem price cap for 1 Jan 2026 to 31 Mar 2026',
    );
  });
});
