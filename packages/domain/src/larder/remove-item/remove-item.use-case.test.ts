import { describe, expect, it } from 'vitest';
import { larderFixture } from '../../testing/larder-fixture';
import { RemoveLarderItem } from './remove-item.use-case';

function setUp() {
  const f = larderFixture();
  return { ...f, remove: new RemoveLarderItem(f.repo, f.clock, f.catalogue) };
}

describe('taking an item out of the larder', () => {
  it('used up whole: the item goes and the removal is recorded with its value', async () => {
    const { remove, stock, repo, clock } = setUp();
    const item = await stock('h1', { valuePence: 240 });
    const r = await remove.remove('h1', item.id, 'used');
    expect(r.ok && r.value).toEqual({ removed: 500, valuePence: 240, left: null });
    expect(await repo.list('h1')).toEqual([]);
    expect(await repo.removals('h1', new Date(0))).toMatchObject([{ reason: 'used', quantity: 500, valuePence: 240, at: clock.now(), dateState: null }]);
  });

  it('part thrown away: the rest stays with its share of grams and value; waste past a use-by is told apart', async () => {
    const { remove, stock, repo } = setUp();
    const item = await stock('h1', { ingredient: 'spinach', name: 'Spinach', quantity: 200, grams: 200, valuePence: 100, place: 'fridge', bestBefore: '2026-03-01', dateKind: 'use-by' });
    const r = await remove.remove('h1', item.id, 'thrown-away', 50);
    expect(r.ok && r.value).toMatchObject({ removed: 50, valuePence: 25, left: { quantity: 150, grams: 150, valuePence: 75 } });
    expect((await repo.find('h1', item.id))!.quantity).toBe(150);
    expect((await repo.removals('h1', new Date(0)))[0]).toMatchObject({ reason: 'thrown-away', valuePence: 25, dateState: 'past-use-by' });
  });

  it('refuses an unknown reason, more than is held, a bad amount and a foreign item, recording nothing', async () => {
    const { remove, stock, repo } = setUp();
    const item = await stock('h1');
    const reason = await remove.remove('h1', item.id, 'eaten-by-dog');
    expect(!reason.ok && reason.error).toMatchObject({ code: 'VALIDATION', field: 'reason' });
    const tooMuch = await remove.remove('h1', item.id, 'used', 600);
    expect(!tooMuch.ok && tooMuch.error).toMatchObject({ code: 'VALIDATION', field: 'quantity', message: 'Only 500 g is held' });
    const bad = await remove.remove('h1', item.id, 'used', 'lots');
    expect(!bad.ok && bad.error).toMatchObject({ code: 'VALIDATION', field: 'quantity' });
    const foreign = await remove.remove('h2', item.id, 'used');
    expect(!foreign.ok && foreign.error.code).toBe('LARDER.NOT_FOUND');
    expect(await repo.find('h1', item.id)).toEqual(item);
    expect(await repo.removals('h1', new Date(0))).toEqual([]);
  });
});
