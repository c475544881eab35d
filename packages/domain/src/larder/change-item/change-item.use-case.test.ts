import { describe, expect, it } from 'vitest';
import { FROZEN_DAYS, addDaysIso } from '../larder-item';
import { larderFixture } from '../../testing/larder-fixture';
import { ChangeLarderItem } from './change-item.use-case';

function setUp() {
  const f = larderFixture();
  return { ...f, change: new ChangeLarderItem(f.repo, f.catalogue, f.clock) };
}

describe('changing a larder item', () => {
  it('corrects the amount: grams and value follow', async () => {
    const { change, stock, repo } = setUp();
    const item = await stock('h1', { ingredient: 'spinach', name: 'Spinach', quantity: 200, grams: 200, valuePence: 95, place: 'fridge', bestBefore: '2026-03-05' });
    const r = await change.update('h1', item.id, { quantity: 100 });
    expect(r.ok && r.value).toMatchObject({ quantity: 100, grams: 100 });
    expect(r.ok && r.value.valuePence).toBeLessThan(95);
    expect((await repo.find('h1', item.id))!.quantity).toBe(100);
  });

  it('moved to the freezer, it keeps to a best-before months ahead; a free-text item takes the freezer time', async () => {
    const { change, stock } = setUp();
    const spinach = await stock('h1', { ingredient: 'spinach', name: 'Spinach', place: 'fridge', bestBefore: '2026-03-04', dateKind: 'use-by' });
    const frozen = await change.update('h1', spinach.id, { place: 'freezer' });
    expect(frozen.ok && frozen.value).toMatchObject({ place: 'freezer', dateKind: 'best-before' });
    expect(frozen.ok && frozen.value.bestBefore! > '2026-04-01').toBe(true);
    const cake = await stock('h1', { ingredient: null, name: 'Cake', unit: 'each', quantity: 1, grams: null, place: 'fridge', bestBefore: '2026-03-03' });
    const frozenCake = await change.update('h1', cake.id, { place: 'freezer' });
    expect(frozenCake.ok && frozenCake.value.bestBefore).toBe(addDaysIso('2026-03-02', FROZEN_DAYS));
  });

  it('re-dates an item and sets the kind of its date', async () => {
    const { change, stock } = setUp();
    const item = await stock('h1');
    const r = await change.update('h1', item.id, { bestBefore: '2026-03-20', dateKind: 'use-by' });
    expect(r.ok && r.value).toMatchObject({ bestBefore: '2026-03-20', dateKind: 'use-by' });
  });

  it("refuses another household's item and bad fields, leaving the item as it was", async () => {
    const { change, stock, repo } = setUp();
    const item = await stock('h1');
    const foreign = await change.update('h2', item.id, { quantity: 1 });
    expect(!foreign.ok && foreign.error.code).toBe('LARDER.NOT_FOUND');
    const cases: Array<[Parameters<ChangeLarderItem['update']>[2], string]> = [
      [{ quantity: 0 }, 'quantity'],
      [{ unit: 'cups' }, 'unit'],
      [{ place: 'shed' }, 'place'],
      [{ bestBefore: '2020-01-01' }, 'bestBefore'],
      [{ dateKind: 'display-until' }, 'dateKind'],
      [{ opened: 'yes' }, 'opened'],
    ];
    for (const [input, field] of cases) {
      const r = await change.update('h1', item.id, input);
      expect(!r.ok && r.error, field).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(await repo.find('h1', item.id)).toEqual(item);
  });
});
