import { describe, expect, it } from 'vitest';
import { larderFixture } from '../../testing/larder-fixture';
import { AddLarderItem } from './add-item.use-case';

function setUp() {
  const f = larderFixture();
  return { ...f, add: new AddLarderItem(f.repo, f.catalogue, f.clock) };
}

describe('adding to the larder', () => {
  it('a quick add names the catalogue food, in grams, kept where that food keeps, valued at its cheapest pack', async () => {
    const { add, repo } = setUp();
    const r = await add.add('h1', { text: '300 g spinach' });
    expect(r.ok && r.value).toMatchObject({ ingredient: 'spinach', name: 'Spinach', quantity: 300, unit: 'g', grams: 300, place: 'fridge', source: 'added' });
    if (!r.ok) return;
    expect(r.value.valuePence).toBe(Math.round((95 / 200) * 300));
    expect(r.value.bestBefore! > '2026-03-02').toBe(true);
    expect((await repo.list('h1')).map((i) => i.id)).toEqual([r.value.id]);
    expect(await repo.list('h2')).toEqual([]);
  });

  it('"half a bag of spinach" is half its pack; a kilo is read as grams', async () => {
    const { add } = setUp();
    const half = await add.add('h1', { text: 'half a bag of spinach' });
    expect(half.ok && half.value).toMatchObject({ quantity: 100, unit: 'g' });
    const kilo = await add.add('h1', { text: '1.5kg spinach' });
    expect(kilo.ok && kilo.value).toMatchObject({ quantity: 1500, unit: 'g' });
  });

  it('a free-text item keeps its name, has no grams and no value, and may be given a place and a date', async () => {
    const { add } = setUp();
    const r = await add.add('h1', { name: '  Birthday   cake ', quantity: 1, unit: 'each', place: 'fridge', bestBefore: '2026-03-05', dateKind: 'use-by' });
    expect(r.ok && r.value).toMatchObject({ ingredient: null, name: 'Birthday cake', quantity: 1, unit: 'each', grams: null, valuePence: 0, place: 'fridge', bestBefore: '2026-03-05', dateKind: 'use-by' });
  });

  it('refuses what it cannot read, naming the field, and saves nothing', async () => {
    const { add, repo } = setUp();
    const cases: Array<[Parameters<AddLarderItem['add']>[1], string]> = [
      [{ text: 'some spinach' }, 'text'],
      [{ text: 'a bag of moon dust' }, 'text'],
      [{ ingredient: 'no-such-food', quantity: 1 }, 'ingredient'],
      [{ name: '', quantity: 1 }, 'name'],
      [{ name: 'x'.repeat(81), quantity: 1 }, 'name'],
      [{ name: 'rice', quantity: 1, unit: 'cups' }, 'unit'],
      [{ name: 'rice', quantity: -2 }, 'quantity'],
      [{ name: 'rice', quantity: 200_000 }, 'quantity'],
      [{ name: 'rice', quantity: 1, place: 'garage' }, 'place'],
      [{ name: 'rice', quantity: 1, bestBefore: 'soon' }, 'bestBefore'],
      [{ name: 'rice', quantity: 1, bestBefore: '2030-01-01T00' }, 'bestBefore'],
      [{ name: 'rice', quantity: 1, dateKind: 'sell-by' }, 'dateKind'],
    ];
    for (const [input, field] of cases) {
      const r = await add.add('h1', input);
      expect(!r.ok && r.error, JSON.stringify(input)).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(await repo.list('h1')).toEqual([]);
  });
});
