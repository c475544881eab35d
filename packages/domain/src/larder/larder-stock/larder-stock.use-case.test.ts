import { describe, expect, it } from 'vitest';
import { larderFixture } from '../../testing/larder-fixture';
import { LarderStock } from './larder-stock.use-case';

function setUp() {
  const f = larderFixture();
  return { ...f, stock: f.stock, larder: new LarderStock(f.repo, f.catalogue, f.clock) };
}

/** A list line of two 200 g bags of spinach at 95p each. */
const line = (over: Partial<{ id: number; isChecked: boolean; isExtra: boolean; quantity: number; ingredient: string }> = {}) => ({
  id: 7, ingredient: 'spinach', name: 'Spinach', quantity: 2, packGrams: 200, pricePence: 190, isExtra: false, isChecked: true, ...over,
});

describe("the larder's stock for plans and lists", () => {
  it('a ticked line puts its whole packs in (once), unticking takes them out again', async () => {
    const { larder, repo } = setUp();
    const put = await larder.fromTick('h1', line());
    expect(put).toMatchObject({ ingredient: 'spinach', grams: 400, source: 'list', valuePence: 190, ref: 'list-item:7', place: 'fridge' });
    await larder.fromTick('h1', line());
    expect(await repo.list('h1')).toHaveLength(1);
    expect(await larder.fromTick('h1', line({ isChecked: false }))).toBeNull();
    expect(await repo.list('h1')).toEqual([]);
  });

  it('an extra, or a food the catalogue lacks, puts nothing in', async () => {
    const { larder, repo } = setUp();
    expect(await larder.fromTick('h1', line({ isExtra: true }))).toBeNull();
    expect(await larder.fromTick('h1', line({ ingredient: 'moon-dust' }))).toBeNull();
    expect(await repo.list('h1')).toEqual([]);
  });

  it("a receipt's lines go in once; a receipt after a ticked bag of the same week adds only what exceeds it", async () => {
    const { larder, repo } = setUp();
    await larder.fromTick('h1', line());
    const receipt = { id: 3, date: '2026-03-02', lines: [{ index: 0, ingredient: 'spinach', grams: 600, pricePence: 285 }, { index: 1, ingredient: 'i2', grams: 500, pricePence: 120 }] };
    const added = await larder.fromReceipt('h1', receipt);
    expect(added.map((i) => [i.ingredient, i.grams])).toEqual([['spinach', 200], ['i2', 500]]);
    expect(await larder.fromReceipt('h1', receipt)).toEqual([]);
    expect(await repo.list('h1')).toHaveLength(3);
  });

  it("the list subtracts what is held (not this list's own ticks) and the staples kept", async () => {
    const { larder, stock } = setUp();
    await stock('h1', { ingredient: 'i4', grams: 300, quantity: 300 });
    await larder.fromTick('h1', line({ id: 9 }));
    const { held, staples } = await larder.stockForList('h1', [9]);
    expect(held.get('i4')).toBe(300);
    expect(held.has('spinach')).toBe(false);
    expect(staples.has('salt')).toBe(true);
    expect((await larder.stockForList('h1')).held.get('spinach')).toBe(400);
  });

  it('a plan may spend each lot, and the staples the catalogue knows without end; a run-out staple bought comes back', async () => {
    const { larder, stock, repo } = setUp();
    await stock('h1', { ingredient: 'i4', grams: 300, quantity: 300, bestBefore: '2026-03-06' });
    await repo.setStaples('h1', ['i1', 'spinach']);
    await repo.setStapleRunOut('h1', 'spinach', true);
    const lots = await larder.heldForPlanning('h1');
    expect(lots).toContainEqual(expect.objectContaining({ ingredient: 'i4', grams: 300 }));
    expect(lots.filter((l) => l.ingredient === 'i1')).toEqual([{ ingredient: 'i1', grams: 100_000, bestBefore: null }]);
    expect(lots.some((l) => l.ingredient === 'spinach')).toBe(false);
    await larder.fromTick('h1', line());
    expect((await repo.stapleChoice('h1')).runOut).toEqual([]);
  });
});
