import { describe, expect, it } from 'vitest';
import { EXTRA_AISLES, guessAisle, splitCount } from './extras';

describe('free-text list items', () => {
  it('reads a count written in the name', () => {
    expect(splitCount('2 x cat food')).toEqual({ name: 'cat food', quantity: 2 });
    expect(splitCount('2x cat food')).toEqual({ name: 'cat food', quantity: 2 });
    expect(splitCount('cat food x3')).toEqual({ name: 'cat food', quantity: 3 });
    expect(splitCount('6 eggs')).toEqual({ name: 'eggs', quantity: 6 });
    expect(splitCount('  bin   bags ')).toEqual({ name: 'bin bags', quantity: null });
    expect(splitCount('7up')).toEqual({ name: '7up', quantity: null });
  });

  it('guesses the aisle from the words, then from the foods the catalogue knows, else Other', () => {
    expect(guessAisle('bin bags')).toBe('Household');
    expect(guessAisle('Birthday candles')).toBe('Household');
    expect(guessAisle('cat food')).toBe('Pet');
    expect(guessAisle('toilet roll')).toBe('Toiletries & Health');
    expect(guessAisle('nappies size 4')).toBe('Baby');
    expect(guessAisle('oat milk')).toBe('Dairy & Eggs');
    const foods = [{ name: 'Chorizo', aisle: 'Meat & Poultry' as const }, { name: 'Red lentils', aisle: 'Pantry Items' as const }];
    expect(guessAisle('spicy chorizo', foods)).toBe('Meat & Poultry');
    expect(guessAisle('red lentils', foods)).toBe('Pantry Items');
    expect(guessAisle('a mystery')).toBe('Other');
    for (const name of ['bin bags', 'cat food', 'a mystery']) expect(EXTRA_AISLES).toContain(guessAisle(name));
  });
});
