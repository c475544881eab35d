import { describe, expect, it } from 'vitest';
import { larderFixture } from '../../testing/larder-fixture';
import { ListLarder, thrownAway } from './list-larder.use-case';

function setUp() {
  const f = larderFixture();
  const autoCooked: string[] = [];
  const listing = new ListLarder(f.repo, { autoCook: async (h: string) => (autoCooked.push(h), 0) }, f.clock);
  return { ...f, listing, autoCooked };
}

describe('reading the larder', () => {
  it('cooks past meals first, then lists "use soon" items first, then by date', async () => {
    const { listing, stock, autoCooked } = setUp();
    const later = await stock('h1', { name: 'later', bestBefore: '2026-04-30' });
    const none = await stock('h1', { name: 'keeps', bestBefore: null });
    const soon = await stock('h1', { name: 'soon', bestBefore: '2026-03-03' });
    await stock('h2', { name: 'theirs' });
    const { items, today } = await listing.list('h1');
    expect(today).toBe('2026-03-02');
    expect(items.map((i) => i.id)[0]).toBe(soon.id);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([later.id, none.id, soon.id]));
    expect(autoCooked).toEqual(['h1']);
  });

  it('sums the value held and what was thrown away since a date, by the kind of date it was past', async () => {
    const { listing, stock, repo, clock } = setUp();
    await stock('h1', { valuePence: 150, bestBefore: '2026-03-03' });
    await stock('h1', { valuePence: 50 });
    const at = clock.now();
    await repo.recordRemoval('h1', { id: 'r1', ingredient: 'i0', name: 'x', quantity: 1, unit: 'g', reason: 'thrown-away', valuePence: 80, at, dateState: 'past-use-by' });
    await repo.recordRemoval('h1', { id: 'r2', ingredient: 'i0', name: 'x', quantity: 1, unit: 'g', reason: 'used', valuePence: 999, at, dateState: null });
    await repo.recordRemoval('h1', { id: 'r3', ingredient: 'i0', name: 'x', quantity: 1, unit: 'g', reason: 'thrown-away', valuePence: 20, at, dateState: 'in-date' });
    const summary = await listing.summary('h1', new Date('2026-03-01T00:00:00Z'));
    expect(summary).toMatchObject({ valuePence: 200, thrownAwayPence: 100, itemCount: 2 });
    expect(summary.useSoon).toHaveLength(1);
    expect(thrownAway(await listing.removals('h1', new Date(0)))).toEqual({ totalPence: 100, pastUseByPence: 80, pastBestBeforePence: 0, inDatePence: 20, unknownPence: 0 });
    expect((await listing.summary('h1', new Date('2026-03-03T00:00:00Z'))).thrownAwayPence).toBe(0);
  });
});
