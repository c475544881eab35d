import { describe, expect, it } from 'vitest';
import contents from '../../../data/daily-post/seasonal-vegetables.json';
import { inSeason, readSeasonalVegetables } from './seasonal-produce';

describe('seasonal vegetables data file', () => {
  it('is read whole, and every month has something in season', () => {
    expect(readSeasonalVegetables('f.json', contents)).toEqual(contents);
    for (let month = 1; month <= 12; month++) expect(inSeason(month).length).toBeGreaterThan(0);
  });

  it('names the file and the field of a bad entry', () => {
    const leek = { slug: 'leek', plural: 'leeks', months: [10, 11], season: 's', choose: 'c', store: 's', cook: 'c' };
    expect(() => readSeasonalVegetables('v.json', [leek, { ...leek, slug: 'kale', months: [13] }])).toThrow('v.json: [1].months[0] must be a whole number from 1 to 12');
    expect(() => readSeasonalVegetables('v.json', [leek, leek])).toThrow('v.json: [1].slug is listed twice');
    expect(() => readSeasonalVegetables('v.json', [{ ...leek, cook: undefined }])).toThrow('v.json: [0].cook is missing');
    expect(() => readSeasonalVegetables('v.json', [{ ...leek, slug: 'Leek Stalks' }])).toThrow('v.json: [0].slug must be a catalogue slug');
  });
});
