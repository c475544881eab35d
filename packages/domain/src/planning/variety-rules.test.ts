import { describe, expect, it } from 'vitest';
import { CARB_BASES, FLAVOUR_BASES, carbBaseOf, carbCap, eatsMeat, flavourBaseOf, flavourCap, meatDinnersSentence, meatDinnersWanted, weekPenalty } from './variety-rules';

const W = { carbBase: 400, flavourBase: 400, proteinSources: 300, meatDinners: 500 };
const zeros = (n: number) => new Array(n).fill(0);
const week = (over: Partial<Parameters<typeof weekPenalty>[0]>) => ({ mainSlots: 14, dinnerSlots: 7, carb: zeros(CARB_BASES.length), flavour: zeros(FLAVOUR_BASES.length), sources: 3, meatDinners: 4, ...over });

describe('variety a cook would accept (issue 31)', () => {
  it('names a dish\'s carbohydrate base by the group it holds most of, main and side together', () => {
    expect(CARB_BASES[carbBaseOf([{ slug: 'spaghetti', grams: 90 }, { slug: 'passata', grams: 120 }])]).toBe('pasta');
    // A curry with its rice: rice, not the naan's few grams.
    expect(CARB_BASES[carbBaseOf([{ slug: 'basmati-rice', grams: 75 }, { slug: 'naan-bread', grams: 30 }])]).toBe('rice');
    expect(CARB_BASES[carbBaseOf([{ slug: 'new-potatoes', grams: 120 }, { slug: 'potato', grams: 100 }, { slug: 'long-grain-rice', grams: 150 }])]).toBe('potatoes');
    // A sprinkle is not a base; a salad with no starch has none.
    expect(carbBaseOf([{ slug: 'breadcrumbs', grams: 10 }, { slug: 'couscous', grams: 20 }])).toBe(-1);
  });

  it('names a flavour base: chilli or curry by the name, tomato by the weight of its sauce', () => {
    expect(FLAVOUR_BASES[flavourBaseOf('Bean chilli', [])]).toBe('chilli');
    expect(FLAVOUR_BASES[flavourBaseOf('Chicken tikka masala', [{ slug: 'passata', grams: 150 }])]).toBe('curry');
    expect(FLAVOUR_BASES[flavourBaseOf('Red lentil dal', [])]).toBe('curry');
    expect(FLAVOUR_BASES[flavourBaseOf('Penne arrabbiata', [{ slug: 'tinned-chopped-tomatoes', grams: 100 }])]).toBe('tomato');
    expect(flavourBaseOf('Cheese omelette', [{ slug: 'tomato-puree', grams: 5 }])).toBe(-1);
    // A word inside another word is not it ("dalmatian" is not a dal).
    expect(flavourBaseOf('Dalmatian bean stew', [])).toBe(-1);
  });

  it('keeps one carbohydrate base to 40 % of a week\'s lunches and dinners, one flavour base to three dishes', () => {
    expect(carbCap(14)).toBe(5);
    expect(carbCap(7)).toBe(2);
    expect(flavourCap(14)).toBe(3);
    expect(meatDinnersWanted(7)).toBe(4);
    expect(weekPenalty(week({}), W, true)).toBe(0);
    const pasta = zeros(CARB_BASES.length);
    pasta[CARB_BASES.indexOf('pasta')] = 9;
    expect(weekPenalty(week({ carb: pasta }), W, true)).toBe(4 * W.carbBase);
    const chilli = zeros(FLAVOUR_BASES.length);
    chilli[FLAVOUR_BASES.indexOf('chilli')] = 6;
    expect(weekPenalty(week({ flavour: chilli }), W, true)).toBe(3 * W.flavourBase);
  });

  it('asks three protein sources a week and, of a household that eats meat or fish, four such dinners', () => {
    expect(weekPenalty(week({ sources: 1 }), W, true)).toBe(2 * W.proteinSources);
    expect(weekPenalty(week({ meatDinners: 1 }), W, true)).toBe(3 * W.meatDinners);
    // Vegetarians are not asked for meat.
    expect(weekPenalty(week({ meatDinners: 0 }), W, false)).toBe(0);
    expect(eatsMeat(['Vegetarian'], ['dinner'], true)).toBe(false);
    expect(eatsMeat(['Halal'], ['breakfast', 'lunch', 'dinner'], true)).toBe(true);
    expect(eatsMeat([], ['lunch'], true)).toBe(false);
    expect(eatsMeat([], ['dinner'], false)).toBe(false);
    expect(meatDinnersSentence(2, 4)).toBe('Meat or fish in 2 dinners a week, not 4: within the budget, feeding everyone comes first');
  });
});
