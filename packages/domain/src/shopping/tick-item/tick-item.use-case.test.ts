import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe('ticking a line as bought', () => {
  it("ticks, hands the packs to the larder, names who ticked, and tells the list's pages; unticking takes them back", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const line = list.items[0]!;
    const ticked = unwrap(await f.shopping.tick.setChecked(f.user.id, line.id, true));
    expect(ticked).toMatchObject({ id: line.id, isChecked: true, checkedBy: { id: f.user.id, firstName: 'A' } });
    expect(f.events.published.at(-1)).toMatchObject({ listId: list.id, kind: 'item-checked', itemId: line.id, by: 'A' });
    f.clock.advanceMinutes(1);
    unwrap(await f.shopping.tick.setChecked(f.user.id, line.id, false));
    expect(f.larderTicks).toEqual([
      { userId: f.user.id, itemId: line.id, isChecked: true },
      { userId: f.user.id, itemId: line.id, isChecked: false },
    ]);
  });

  it('an older change arriving late does not undo a newer one (last writer wins)', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const line = list.items[0]!;
    unwrap(await f.shopping.tick.setChecked(f.user.id, line.id, true, new Date('2026-03-02T09:10:00Z')));
    const late = unwrap(await f.shopping.tick.setChecked(f.user.id, line.id, false, new Date('2026-03-02T09:05:00Z')));
    expect(late.isChecked).toBe(true);
  });

  it("refuses another household's line and an unknown one, telling no one", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    expect(codeOf(await f.shopping.tick.setChecked(f.stranger.id, list.items[0]!.id, true))).toBe('LIST.NOT_FOUND');
    expect(codeOf(await f.shopping.tick.setChecked(f.user.id, 99_999, true))).toBe('LIST.NOT_FOUND');
    expect(f.larderTicks).toEqual([]);
    expect(f.events.published.filter((e) => e.kind === 'item-checked')).toEqual([]);
  });
});
