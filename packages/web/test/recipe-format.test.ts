import { describe, expect, it } from 'vitest';
import { formatMinutes, isoDuration } from '../src/features/recipes/utils/duration';
import { formatAmount, formatQuantity } from '../src/lib/quantity';
import { ingredientText, saltGrams } from '../src/features/recipes/utils/ingredient-line';

describe('isoDuration', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(150)).toBe('PT2H30M');
    expect(isoDuration(1440)).toBe('PT24H');
  });

  it('gives PT0M for anything that is not a positive number, and rounds', () => {
    expect(isoDuration(-5)).toBe('PT0M');
    expect(isoDuration(Number.NaN)).toBe('PT0M');
    expect(isoDuration(12.6)).toBe('PT13M');
  });
});

describe('formatMinutes', () => {
  it('reads as people say it', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(95)).toBe('1 hr 35 min');
  });
});

describe('ingredient lines', () => {
  it('writes quantities with fractions for spoons and counted units only', () => {
    expect(formatQuantity(400, 'g')).toBe('400');
    expect(formatQuantity(0.5, 'kg')).toBe('0.5');
    expect(formatQuantity(0.5, 'tsp')).toBe('½');
    expect(formatQuantity(1.5, 'medium')).toBe('1½');
    expect(formatQuantity(0.25, 'each')).toBe('¼');
    expect(formatQuantity(2.4, 'clove')).toBe('2.4');
    expect(formatQuantity(0, 'g')).toBe('');
  });

  it('writes the amount with its unit', () => {
    expect(formatAmount(400, 'g')).toBe('400 g');
    expect(formatAmount(1, 'tbsp')).toBe('1 tbsp');
    expect(formatAmount(2, 'clove')).toBe('2 cloves');
    expect(formatAmount(1, 'clove')).toBe('1 clove');
    expect(formatAmount(2, 'medium')).toBe('2 medium');
    expect(formatAmount(3, 'each')).toBe('3');
    expect(formatAmount(4, 'slices')).toBe('4 slices');
  });

  it('writes a whole line', () => {
    expect(ingredientText({ quantity: 1, unit: 'medium', name: 'Onion', notes: 'chopped' })).toBe('1 medium Onion, chopped');
    expect(ingredientText({ quantity: 400, unit: 'g', name: 'Spaghetti', notes: null })).toBe('400 g Spaghetti');
    expect(ingredientText({ quantity: 2, unit: 'each', name: 'Eggs', notes: null })).toBe('2 Eggs');
  });

  it('turns sodium into salt as UK labels show it', () => {
    expect(saltGrams(400)).toBe(1);
    expect(saltGrams(103)).toBe(0.3);
    expect(saltGrams(0)).toBe(0);
  });
});
