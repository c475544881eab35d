import { describe, expect, it } from 'vitest';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { cooksForLaterText, freeSugarsLine, leftoverText, peopleOfPlan, sidesText, targetRows, weekdayOf } from '../src/lib/meal-plans/feeding';
import { asksSex, membersForSize, personLabel, personLabels, withAgeBand } from '../src/lib/household/members';

type Targets = TMealPlan['targetsPerPersonPerDay'][number];
type Food = TMealPlan['nutritionPerPersonPerDay']['byPerson'][number];

const woman: Targets = { ageBand: '19-64', sex: 'female', energyKcal: 2089, proteinG: 45.3, fibreG: 30, saltMaxG: 6, fruitVegPortions: 5 };
const child: Targets = { ageBand: '4-10', sex: null, energyKcal: 1619, proteinG: 24, fibreG: 20, saltMaxG: 4, fruitVegPortions: 5 };
const food = (over: Partial<Food> = {}): Food => ({
  energyKcal: 1508,
  minDayEnergyKcal: 1369,
  proteinG: 55.6,
  fibreG: 30.6,
  saltG: 4.7,
  fruitVegPortions: 5.2,
  freeSugarsG: 5,
  meets: { energy: false, protein: true, fibre: true, salt: true, fruitVeg: true },
  ...over,
});

describe('a person against their targets', () => {
  it('says met, or short by how much, in the words of the issue', () => {
    const rows = targetRows(woman, food());
    expect(rows.map((r) => r.key)).toEqual(['energy', 'protein', 'fibre', 'fruitVeg', 'salt']);
    expect(rows[0]!.text).toBe('Energy 1,508 of 2,089 kcal — 581 kcal short');
    expect(rows[0]!.met).toBe(false);
    expect(rows[0]!.percent).toBe(72);
    expect(rows[1]!.text).toBe('Protein 55.6 of 45.3 g — met');
    expect(rows[3]!.text).toBe('Fruit and veg 5.2 of 5 portions — met');
    expect(rows[4]!.text).toBe('Salt 4.7 g, limit 6 g — within the limit');
  });

  it('a shortfall of protein, fibre and fruit, salt over its limit, energy over the need', () => {
    const rows = targetRows(child, food({ energyKcal: 2100, proteinG: 20, fibreG: 12.25, fruitVegPortions: 3.4, saltG: 4.6, meets: { energy: false, protein: false, fibre: false, salt: false, fruitVeg: false } }));
    expect(rows.map((r) => r.status)).toEqual(['481 kcal over', '4 g short', '7.8 g short', '1.6 portions short', '0.6 g over']);
    expect(rows[0]!.percent).toBe(100);
  });

  it('energy within 90-120 % is met as the API says', () => {
    expect(targetRows(woman, food({ energyKcal: 1960, meets: { energy: true, protein: true, fibre: true, salt: true, fruitVeg: true } }))[0]!.status).toBe('met');
  });

  it('free sugars: a soft aim of 5 % of energy', () => {
    expect(freeSugarsLine(woman, food())).toEqual({ text: 'Free sugars 5 g — aim under 26 g (5 % of energy)', within: true });
    expect(freeSugarsLine(child, food({ freeSugarsG: 30.25 })).within).toBe(false);
  });

  it('pairs each person with their food and label; a plan without figures has nobody', () => {
    const people = peopleOfPlan({
      targetsPerPersonPerDay: [woman, child],
      nutritionPerPersonPerDay: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0, salt: 0, fruitVegPortions: 0, byPerson: [food(), food()] },
    });
    expect(people.map((p) => [p.label, p.metCount])).toEqual([
      ['Adult (woman)', 4],
      ['Child 4-10', 4],
    ]);
    expect(peopleOfPlan({ targetsPerPersonPerDay: [woman], nutritionPerPersonPerDay: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0, salt: 0, fruitVegPortions: 0, byPerson: [] } })).toEqual([]);
  });
});

describe('meals: sides, leftovers, cooking twice', () => {
  it('day names start on Monday', () => {
    expect([0, 3, 6, 7, 13].map(weekdayOf)).toEqual(['Monday', 'Thursday', 'Sunday', 'Monday', 'Sunday']);
  });

  it('sides and extras read as a cook says them', () => {
    expect(sidesText([])).toBe('');
    expect(
      sidesText([
        { kind: 'side', recipeId: 'rice', name: 'Plain steamed rice', portions: 4 },
        { kind: 'extra', recipeId: null, name: 'An apple', portions: 4 },
      ]),
    ).toBe('with Plain steamed rice · An apple');
  });

  it('a leftover meal says where it comes from; the meal cooked for both says so', () => {
    expect(leftoverText({ leftoverOf: { day: 0, mealType: 'dinner', recipeName: 'Chicken cacciatore' } })).toBe("Leftovers from Monday's Chicken cacciatore");
    expect(leftoverText({ leftoverOf: null })).toBeNull();
    // A plan started on a Saturday: its day 0 is Saturday, so day 2 (a Monday) eats Saturday's leftovers.
    expect(leftoverText({ day: 2, dayOfWeek: 0, leftoverOf: { day: 0, mealType: 'dinner', recipeName: 'Chicken cacciatore' } })).toBe("Leftovers from Saturday's Chicken cacciatore");
    expect(cooksForLaterText({ day: 0, dayOfWeek: 5, mealType: 'dinner' }, [{ day: 2, mealType: 'lunch', leftoverOf: { day: 0, mealType: 'dinner', recipeName: 'x' } }])).toBe("Makes enough for two meals: the rest is Monday's lunch");
    const items = [
      { day: 0, mealType: 'dinner' as const, leftoverOf: null },
      { day: 2, mealType: 'lunch' as const, leftoverOf: { day: 0, mealType: 'dinner' as const, recipeName: 'Chicken cacciatore' } },
    ];
    expect(cooksForLaterText(items[0]!, items)).toBe("Makes enough for two meals: the rest is Wednesday's lunch");
    expect(cooksForLaterText(items[1]!, items)).toBeNull();
  });
});

describe('household members', () => {
  it('labels people by age band and sex', () => {
    expect(personLabel('19-64', 'female')).toBe('Adult (woman)');
    expect(personLabel('19-64', null)).toBe('Adult');
    expect(personLabel(null, null)).toBe('Adult');
    expect(personLabel('4-10', null)).toBe('Child 4-10');
    expect(personLabel('11-14', 'male')).toBe('Child 11-14 (boy)');
    expect(personLabel('15-18', 'female')).toBe('Teenager 15-18 (girl)');
    expect(personLabel('65+', 'male')).toBe('Adult 65+ (man)');
    expect(personLabels([{ ageBand: '4-10', sex: null }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10', sex: null }])).toEqual(['Child 4-10 1', 'Adult (man)', 'Child 4-10 2']);
  });

  it('keeps the rows in step with the household size; none means everyone counts as an adult', () => {
    const kids = [
      { ageBand: '19-64', sex: 'female' as const },
      { ageBand: '4-10', sex: null },
    ];
    expect(membersForSize(kids, 3)).toEqual([...kids, { ageBand: '19-64', sex: null }]);
    expect(membersForSize(kids, 1)).toEqual([kids[0]]);
    expect(membersForSize([], 4)).toEqual([]);
    expect(membersForSize(kids, Number.NaN)).toEqual([]);
  });

  it('asks sex from 11 and drops it below', () => {
    expect(['1-3', '4-10', '11-14', '19-64'].map(asksSex)).toEqual([false, false, true, true]);
    expect(withAgeBand({ ageBand: '11-14', sex: 'female' }, '4-10')).toEqual({ ageBand: '4-10', sex: null });
    expect(withAgeBand({ ageBand: '19-64', sex: 'male' }, '65+')).toEqual({ ageBand: '65+', sex: 'male' });
  });
});
