import { describe, expect, it } from 'vitest';
import { DataFileError, dataFile } from './data-file';

describe('dataFile', () => {
  it('returns checked values', () => {
    const root = dataFile('f.json', { name: 'Leeks', months: [1, 2], kind: 'veg', on: true });
    expect(root.get('name').string()).toBe('Leeks');
    expect(root.get('months').items().map((m) => m.integer(1, 12))).toEqual([1, 2]);
    expect(root.get('kind').oneOf(['veg', 'fruit'])).toBe('veg');
    expect(root.get('on').boolean()).toBe(true);
    expect(root.optional('missing')).toBeUndefined();
  });

  it('names the file and the field path of a bad value', () => {
    const root = dataFile('data/x.json', { items: [{ name: 'a' }, { name: '' }], months: [13] });
    const error = (() => {
      try {
        root.get('items').items().map((item) => item.get('name').string());
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).file).toBe('data/x.json');
    expect((error as DataFileError).field).toBe('items[1].name');
    expect(() => root.get('months').items()[0]!.integer(1, 12)).toThrow('data/x.json: months[0] must be a whole number from 1 to 12');
    expect(() => root.get('nope')).toThrow('data/x.json: nope is missing');
    expect(() => root.only(['items'])).toThrow('data/x.json: months is not a known field (known: items)');
  });
});
