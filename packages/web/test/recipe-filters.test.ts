import { describe, expect, it } from 'vitest';
import {
  DIETS,
  EMPTY_FILTERS,
  activeFilterCount,
  describeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  normaliseMoney,
  pageCount,
  recipeApiQuery,
  withFilter,
} from '../src/features/recipes/utils/filters';

const read = (qs: string) => filtersFromSearchParams(new URLSearchParams(qs));

describe('filtersFromSearchParams', () => {
  it('reads every filter from the address', () => {
    expect(read('q=chicken+curry&mealType=dinner&cuisine=Indian&diet=Vegetarian&allergenFree=Nuts,Dairy&maxMinutes=30&difficulty=beginner&maxCost=1.5&chain=Tesco&page=2')).toEqual({
      q: 'chicken curry',
      mealType: 'dinner',
      cuisine: 'Indian',
      diet: 'Vegetarian',
      allergenFree: ['Nuts', 'Dairy'],
      maxMinutes: 30,
      difficulty: 'beginner',
      maxCost: '1.50',
      chain: 'Tesco',
      page: 2,
    });
  });

  it('gives the empty filters for an empty address', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it('accepts any letter case and gives the canonical spelling', () => {
    expect(read('mealType=Breakfast&cuisine=italian&diet=gluten-free&difficulty=ADVANCED&allergenFree=dairy,nuts')).toMatchObject({
      mealType: 'breakfast',
      cuisine: 'Italian',
      diet: 'Gluten-free',
      difficulty: 'advanced',
      // chips keep their fixed order whatever order the address gives
      allergenFree: ['Nuts', 'Dairy'],
    });
  });

  it('leaves out what it does not know or cannot send', () => {
    expect(read('mealType=elevenses&cuisine=Martian&diet=carnivore&difficulty=expert&allergenFree=Kryptonite,,Eggs&maxMinutes=soon&maxCost=cheap&page=-3')).toEqual({
      ...EMPTY_FILTERS,
      allergenFree: ['Eggs'],
    });
    expect(read('maxMinutes=0').maxMinutes).toBeNull();
    expect(read('maxMinutes=5000').maxMinutes).toBeNull();
    expect(read('page=0').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20').q).toBe('');
  });
});

describe('filtersToSearchParams', () => {
  it('writes only what is set, in a fixed order, without page 1', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    const qs = filtersToSearchParams({ ...EMPTY_FILTERS, diet: 'Vegetarian', maxMinutes: 20, q: ' soup ', allergenFree: ['Dairy', 'Nuts'] }).toString();
    expect(qs).toBe('q=soup&diet=Vegetarian&allergenFree=Nuts%2CDairy&maxMinutes=20');
  });

  it('round-trips through the address', () => {
    const filters = read('q=pie&mealType=lunch&cuisine=British&diet=Vegan&allergenFree=Gluten,Soy&maxMinutes=45&difficulty=intermediate&maxCost=2.00&chain=Aldi&page=3');
    expect(read(filtersToSearchParams(filters).toString())).toEqual(filters);
  });
});

describe('recipeApiQuery', () => {
  it('always sends the page and the page size', () => {
    expect(recipeApiQuery(EMPTY_FILTERS, 12)).toBe('page=1&pageSize=12');
    expect(recipeApiQuery({ ...EMPTY_FILTERS, maxCost: '1.50', chain: "Sainsbury's", page: 2 }, 20)).toBe('maxCost=1.50&chain=Sainsbury%27s&page=2&pageSize=20');
  });
});

describe('filter helpers', () => {
  it('a change of filter goes back to page 1', () => {
    expect(withFilter({ ...EMPTY_FILTERS, page: 4 }, { diet: 'Vegan' })).toEqual({ ...EMPTY_FILTERS, diet: 'Vegan', page: 1 });
  });

  it('counts the filters set (not the search, chain or page)', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: 'x', chain: 'Aldi', page: 2 })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, diet: 'Vegan', maxMinutes: 20, allergenFree: ['Nuts', 'Eggs'] })).toBe(4);
  });

  it('describes the filters in words for the empty state', () => {
    expect(describeFilters({ ...EMPTY_FILTERS, q: 'soup', diet: 'Vegetarian', maxMinutes: 20, maxCost: '1.00', allergenFree: ['Nuts'] })).toEqual([
      '“soup”',
      'Vegetarian',
      'free from Nuts',
      '20 min or less',
      '£1.00 or less a serving',
    ]);
  });

  it('normalises amounts of pounds', () => {
    expect(normaliseMoney('1.5')).toBe('1.50');
    expect(normaliseMoney('£2')).toBe('2.00');
    expect(normaliseMoney('0')).toBeNull();
    expect(normaliseMoney('1.505')).toBeNull();
    expect(normaliseMoney('-1')).toBeNull();
    expect(normaliseMoney(null)).toBeNull();
  });

  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('the Paleo filter', () => {
  it('is offered among the diets, read from the address in any case, and sent to the API', () => {
    expect(DIETS).toContain('Paleo');
    const filters = read('diet=paleo');
    expect(filters.diet).toBe('Paleo');
    expect(recipeApiQuery(filters, 12)).toBe('diet=Paleo&page=1&pageSize=12');
  });
});
