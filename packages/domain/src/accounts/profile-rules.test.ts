import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  minimumBudgetFor,
  parseAllergies,
  parseCookingSkill,
  parseCuisines,
  parseDietary,
  parseHouseholdSize,
  parseWeeklyBudget,
} from './profile-rules';
import {
  ACCOUNT_ALLERGY_OPTIONS,
  ACCOUNT_CUISINE_OPTIONS,
  ACCOUNT_DIETARY_OPTIONS,
  ALLERGY_OPTIONS,
  BUDGET_BANDS,
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  SETUP_ALLERGY_OPTIONS,
  SETUP_BUDGET_MAX,
  SETUP_BUDGET_MIN,
  SETUP_CUISINE_OPTIONS,
  SETUP_DIETARY_OPTIONS,
  budgetBandFor,
} from './household-options';
import { pence } from '../shared/money';

const SIZE_MESSAGE = 'Household size must be a whole number from 1 to 10';

describe('parseHouseholdSize', () => {
  it.each([
    [1, 1],
    [4, 4],
    [10, 10],
    ['1', 1],
    ['10', 10],
    [' 3 ', 3],
    ['6+', 6],
    [' 6+ ', 6],
  ] as const)('reads %j as %i', (input, expected) => {
    expect(parseHouseholdSize(input)).toEqual({ ok: true, value: expected });
  });

  it.each([0, 11, 2.5, -1, NaN, Infinity, '0', '11', '2.5', 'abc', '', '  ', '+', 'four', '1e1', null, undefined, true, [4], {}])(
    'rejects %j with the field and the range',
    (input) => {
      expect(parseHouseholdSize(input)).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'householdSize', message: SIZE_MESSAGE } });
    },
  );

  it('accepts every whole number 1..10 and nothing else among integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(parseHouseholdSize(n).ok).toBe(n >= 1 && n <= 10);
        expect(parseHouseholdSize(String(n)).ok).toBe(n >= 1 && n <= 10);
      }),
    );
  });

  it('uses the field name it is given', () => {
    const result = parseHouseholdSize(0, 'size');
    expect(!result.ok && result.error.field).toBe('size');
  });
});

describe('parseWeeklyBudget', () => {
  it('accepts pounds as numbers or decimal strings, in pence', () => {
    expect(parseWeeklyBudget('87.50')).toEqual({ ok: true, value: 8750 });
    expect(parseWeeklyBudget(87.5)).toEqual({ ok: true, value: 8750 });
    expect(parseWeeklyBudget('£62.50')).toEqual({ ok: true, value: 6250 });
    expect(parseWeeklyBudget(50)).toEqual({ ok: true, value: 5000 });
  });

  it('by default allows £10.00 to £1000.00 inclusive', () => {
    expect(parseWeeklyBudget('10')).toEqual({ ok: true, value: 1000 });
    expect(parseWeeklyBudget('1000')).toEqual({ ok: true, value: 100000 });
    for (const outside of ['9.99', '1000.01', '0', '-5']) {
      expect(parseWeeklyBudget(outside)).toEqual({
        ok: false,
        error: { code: 'VALIDATION', field: 'weeklyBudget', message: 'Weekly budget must be between £10.00 and £1000.00' },
      });
    }
  });

  it('applies a given range with its own message (the setup slider: £20 to £200)', () => {
    const range = { min: SETUP_BUDGET_MIN, max: SETUP_BUDGET_MAX };
    expect(parseWeeklyBudget('20', range)).toEqual({ ok: true, value: 2000 });
    expect(parseWeeklyBudget('200', range)).toEqual({ ok: true, value: 20000 });
    expect(parseWeeklyBudget('19.99', range)).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'weeklyBudget', message: 'Weekly budget must be between £20.00 and £200.00' },
    });
    expect(parseWeeklyBudget('200.01', range).ok).toBe(false);
    expect(parseWeeklyBudget('5', { min: pence(100), max: pence(900), field: 'budget' })).toEqual({ ok: true, value: 500 });
  });

  it.each(['abc', '', '12.345', '1e3', null, undefined, {}, NaN, true])('rejects %j as not an amount', (input) => {
    expect(parseWeeklyBudget(input)).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'weeklyBudget', message: 'Weekly budget must be an amount in pounds, such as 62.50' },
    });
  });
});

describe('parseCookingSkill', () => {
  it.each([
    ['beginner', 'beginner'],
    ['Intermediate', 'intermediate'],
    [' ADVANCED ', 'advanced'],
  ] as const)('reads %j as %j', (input, expected) => {
    expect(parseCookingSkill(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['expert', '', 'beginners', null, undefined, 1])('rejects %j', (input) => {
    expect(parseCookingSkill(input)).toEqual({
      ok: false,
      error: { code: 'VALIDATION', field: 'cookingSkill', message: 'Cooking skill must be beginner, intermediate or advanced' },
    });
  });
});

describe('option lists', () => {
  it('canonicalises case, spaces, hyphens and underscores to the stored spelling', () => {
    expect(parseDietary(['gluten free', 'DAIRY_FREE', 'low-Carb', 'Low-Carb', 'vegan'], 'dietaryPreferences')).toEqual({
      ok: true,
      value: ['Gluten-free', 'Dairy-free', 'Low-carb', 'Vegan'],
    });
    expect(parseAllergies(['tree NUTS', ' milk ', 'SULPHITES'])).toEqual({ ok: true, value: ['Tree nuts', 'Milk', 'Sulphites'] });
    // Labels the former screens stored read as the allergens they stand for.
    expect(parseAllergies(['wheat/gluten', ' nuts ', 'Shellfish', 'Dairy', 'soy'])).toEqual({
      ok: true,
      value: ['Gluten', 'Peanuts', 'Tree nuts', 'Crustaceans', 'Molluscs', 'Milk', 'Soya'],
    });
    expect(parseCuisines(['british', 'japanese'])).toEqual({ ok: true, value: ['British', 'Japanese'] });
  });

  it('removes duplicates, keeping the first position', () => {
    expect(parseAllergies(['Peanuts', 'Milk', 'peanuts', 'PEANUTS', 'dairy'])).toEqual({ ok: true, value: ['Peanuts', 'Milk'] });
    expect(parseCuisines(['Thai', 'thai', 'Italian'])).toEqual({ ok: true, value: ['Thai', 'Italian'] });
  });

  it('reads a missing list as empty and refuses what is not a list', () => {
    expect(parseAllergies(undefined)).toEqual({ ok: true, value: [] });
    expect(parseAllergies(null)).toEqual({ ok: true, value: [] });
    expect(parseAllergies([])).toEqual({ ok: true, value: [] });
    const notList = parseCuisines('British');
    expect(notList.ok).toBe(false);
    if (!notList.ok) expect(notList.error).toMatchObject({ code: 'VALIDATION', field: 'cuisinePreferences' });
  });

  it('rejects an unknown option naming the field and the option', () => {
    const allergy = parseAllergies(['Nuts', 'Peanut butter']);
    expect(allergy.ok).toBe(false);
    if (!allergy.ok) {
      expect(allergy.error.code).toBe('VALIDATION');
      expect(allergy.error.field).toBe('allergies');
      expect(allergy.error.message).toBe(`Unknown allergy: Peanut butter. Choose from ${ALLERGY_OPTIONS.join(', ')}`);
    }
    const diet = parseDietary(['Carnivore'], 'dietaryRestrictions');
    expect(!diet.ok && diet.error.field).toBe('dietaryRestrictions');
    expect(!diet.ok && diet.error.message).toMatch(/^Unknown dietary option: Carnivore\. Choose from Vegetarian, /);
    const cuisine = parseCuisines(['Martian']);
    expect(!cuisine.ok && cuisine.error).toMatchObject({ code: 'VALIDATION', field: 'cuisinePreferences' });
    expect(!cuisine.ok && cuisine.error.message).toContain('Unknown cuisine: Martian');
    expect(parseCuisines([42]).ok).toBe(false);
  });

  it('accepts every option either screen offers, and each reads back as itself', () => {
    for (const option of [...SETUP_ALLERGY_OPTIONS, ...ACCOUNT_ALLERGY_OPTIONS]) expect(parseAllergies([option])).toEqual({ ok: true, value: [option] });
    for (const option of [...SETUP_DIETARY_OPTIONS, ...ACCOUNT_DIETARY_OPTIONS]) {
      expect(parseDietary([option], 'dietaryPreferences')).toEqual({ ok: true, value: [option] });
    }
    for (const option of [...SETUP_CUISINE_OPTIONS, ...ACCOUNT_CUISINE_OPTIONS]) expect(parseCuisines([option])).toEqual({ ok: true, value: [option] });
  });

  it('the spec\'s account-screen spelling "Low-Carb" reads as the stored "Low-carb"', () => {
    expect(parseDietary(['Low-Carb'], 'dietaryRestrictions')).toEqual({ ok: true, value: ['Low-carb'] });
  });

  it('property: any re-casing of a known option list parses to the options without duplicates', () => {
    const lists = [
      [ALLERGY_OPTIONS, parseAllergies],
      [DIETARY_OPTIONS, (x: unknown) => parseDietary(x, 'dietaryPreferences')],
      [CUISINE_OPTIONS, parseCuisines],
    ] as const;
    for (const [options, parse] of lists) {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.constantFrom(...options), fc.boolean())), (picks) => {
          const input = picks.map(([o, upper]) => (upper ? o.toUpperCase() : o.toLowerCase()));
          const expected = [...new Set(picks.map(([o]) => o))];
          expect(parse(input)).toEqual({ ok: true, value: expected });
        }),
      );
    }
  });
});

describe('minimumBudgetFor', () => {
  it('is £38.60 a person', () => {
    expect(minimumBudgetFor(4)).toBe(15440);
    expect(minimumBudgetFor(1)).toBe(3860);
    expect(minimumBudgetFor(10)).toBe(38600);
  });
});

describe('budgetBandFor', () => {
  it('has the five bands of the account screen with their stored values', () => {
    expect(BUDGET_BANDS.map((b) => [b.label, b.value])).toEqual([
      ['£50-75', 6250],
      ['£75-100', 8750],
      ['£100-150', 12500],
      ['£150-200', 17500],
      ['£200+', 25000],
    ]);
  });

  it.each(BUDGET_BANDS.map((b) => [b.label, b.value] as const))('reads the stored value of %s back as that band', (label, value) => {
    expect(budgetBandFor(value).label).toBe(label);
  });

  it('reads no budget as the default £75-100', () => {
    expect(budgetBandFor(null).label).toBe('£75-100');
    expect(budgetBandFor(null).value).toBe(8750);
  });

  it('puts amounts between bands in the band whose range holds them', () => {
    expect(budgetBandFor(pence(5000)).label).toBe('£50-75');
    expect(budgetBandFor(pence(7499)).label).toBe('£50-75');
    expect(budgetBandFor(pence(7500)).label).toBe('£75-100');
    expect(budgetBandFor(pence(9999)).label).toBe('£75-100');
    expect(budgetBandFor(pence(10000)).label).toBe('£100-150');
    expect(budgetBandFor(pence(15000)).label).toBe('£150-200');
    expect(budgetBandFor(pence(20000)).label).toBe('£200+');
    expect(budgetBandFor(pence(100000)).label).toBe('£200+');
  });
});

describe('one profile: shared options and one budget rule', () => {
  it('offers the 14 UK allergens, each ruling out its catalogue allergen', async () => {
    const { ALLERGY_OPTION_DETAILS } = await import('./household-options');
    const { allergensFor } = await import('../catalogue/allergy-map');
    expect(ALLERGY_OPTIONS).toHaveLength(14);
    const flags = ALLERGY_OPTION_DETAILS.flatMap((a) => a.allergens);
    expect(new Set(flags).size).toBe(14);
    for (const option of ALLERGY_OPTION_DETAILS) expect([...allergensFor(option.label)]).toEqual([...option.allergens]);
  });

  it('reads older saved labels as today\'s options and keeps unknown ones visible', async () => {
    const { allergiesAsOptions } = await import('./profile-rules');
    expect(allergiesAsOptions(['Nuts', 'Dairy', 'Wheat/Gluten', 'Sesame'])).toEqual(['Peanuts', 'Tree nuts', 'Milk', 'Gluten', 'Sesame']);
    expect(allergiesAsOptions(['Kiwi'])).toEqual(['Kiwi']);
  });

  it('warns below £38.60 a person, with its reason, and is silent at or above it', async () => {
    const { budgetWarningFor } = await import('./profile-rules');
    expect(budgetWarningFor(pence(8000), 2)).toBeNull();
    expect(budgetWarningFor(pence(6000), 2)).toContain('below £77.20');
    expect(budgetWarningFor(pence(7720), 2)).toBeNull();
    expect(budgetWarningFor(pence(7719), 2)).toBe(
      '£77.19 a week is below £77.20, our suggested minimum for 2 people (£38.60 a person). We will keep to your budget, but the plan may not meet the nutrition targets.',
    );
    expect(budgetWarningFor(pence(3000), 1)).toContain('for 1 person');
    expect(budgetWarningFor(null, 4)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 100000 }), fc.integer({ min: 1, max: 10 }), (budget, size) => {
        expect(budgetWarningFor(pence(budget), size) === null).toBe(budget >= 3860 * size);
      }),
    );
  });
});
