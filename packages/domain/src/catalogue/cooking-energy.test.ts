import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENERGY_TARIFF, cookingEnergy } from './cooking-energy';

const recipe = (steps: string[], cookMinutes: number, serves = 4) => ({ steps, cookMinutes, serves });

describe('the cost of cooking a recipe', () => {
  it('prices an oven dish for its time and preheat at the Ofgem cap, a portion at a time', () => {
    const e = cookingEnergy(recipe(['Preheat the oven to 200°C.', 'Fry the onion in a pan.', 'Bake for 40 minutes.'], 40))!;
    expect(e.method).toBe('oven');
    expect(e.minutes).toBe(50);
    expect(e.kwh).toBe(1.25);
    expect(e.pencePerPortion).toBeCloseTo((1.25 * ENERGY_TARIFF.pencePerKwh) / 4, 6);
  });

  it('names the appliance the method names first: slow cooker, air fryer, microwave before oven, grill or hob', () => {
    expect(cookingEnergy(recipe(['Brown the beef in a pan.', 'Cook in the slow cooker on low for 8 hours.'], 480))!.method).toBe('slow cooker');
    expect(cookingEnergy(recipe(['Cook in the air fryer at 180°C for 15 minutes.'], 15))!.method).toBe('air fryer');
    expect(cookingEnergy(recipe(['Microwave the potato for 8 minutes.'], 8))!.method).toBe('microwave');
    expect(cookingEnergy(recipe(['Grill the fish for 6 minutes each side.'], 12))!.method).toBe('grill');
    expect(cookingEnergy(recipe(['Simmer the lentils for 20 minutes.'], 20))!.method).toBe('hob');
    // Words inside other words do not count: "panther" is no pan, "bakery" no bake.
    expect(cookingEnergy(recipe(['Stir in the bakery bread.'], 10))!.method).toBe('hob');
  });

  it('a slow cooker for 8 hours costs less than an oven for 2, as a cook would expect', () => {
    const slow = cookingEnergy(recipe(['Cook in the slow cooker for 8 hours.'], 480))!;
    const oven = cookingEnergy(recipe(['Roast in the oven for 2 hours.'], 120))!;
    expect(slow.pencePerPortion).toBeLessThan(oven.pencePerPortion);
  });

  it('nothing cooked, nothing to pay', () => {
    expect(cookingEnergy(recipe(['Toss the salad.'], 0))).toBeNull();
  });

  it('costs more the longer it cooks and less a portion the more it serves (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 12 }), (a, b, serves) => {
        const steps = ['Bake in the oven.'];
        const [short, long] = [Math.min(a, b), Math.max(a, b)];
        const s = cookingEnergy(recipe(steps, short, serves))!;
        const l = cookingEnergy(recipe(steps, long, serves))!;
        expect(l.pencePerPortion).toBeGreaterThanOrEqual(s.pencePerPortion);
        expect(cookingEnergy(recipe(steps, long, serves + 1))!.pencePerPortion).toBeLessThan(l.pencePerPortion);
        expect(l.pencePerPortion).toBeGreaterThan(0);
      }),
    );
  });
});
