import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe("reading the household's lists", () => {
  it('lists the current list first, then the archived ones; the current one priced line by line', async () => {
    const f = await shoppingFixture();
    const old = await f.planAndList();
    f.clock.advanceMinutes(5);
    const current = await f.planAndList();
    const lists = await f.shopping.read.list(f.user.id);
    expect(lists.map((l) => l.id)).toEqual([current.list.id, old.list.id]);
    expect(lists[0]!.archivedAt).toBeNull();
    expect(lists[1]!.archivedAt).not.toBeNull();
    expect(lists[0]!.pricing).toBeDefined();
    expect(lists[0]!.items.every((i) => i.priceFrom)).toBe(true);
    expect(await f.shopping.read.list(f.stranger.id)).toEqual([]);
  });

  it("reads one list, and answers LIST.NOT_FOUND for another household's", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    expect(unwrap(await f.shopping.read.get(f.user.id, list.id)).items.map((i) => i.id)).toEqual(list.items.map((i) => i.id));
    expect(codeOf(await f.shopping.read.get(f.stranger.id, list.id))).toBe('LIST.NOT_FOUND');
  });
});
