import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe('deleting a shopping list', () => {
  it("deletes the household's list and tells its open pages", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    unwrap(await f.shopping.deleteList.delete(f.user.id, list.id));
    expect(await f.lists.findForUser(f.user.id, list.id)).toBeNull();
    expect(f.lists.items.filter((i) => i.listId === list.id)).toEqual([]);
    expect(f.events.published.at(-1)).toMatchObject({ listId: list.id, kind: 'list-deleted' });
  });

  it("refuses another household's list and one already deleted, telling no one", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const before = f.events.published.length;
    expect(codeOf(await f.shopping.deleteList.delete(f.stranger.id, list.id))).toBe('LIST.NOT_FOUND');
    expect(await f.lists.findForUser(f.user.id, list.id)).not.toBeNull();
    unwrap(await f.shopping.deleteList.delete(f.user.id, list.id));
    expect(codeOf(await f.shopping.deleteList.delete(f.user.id, list.id))).toBe('LIST.NOT_FOUND');
    expect(f.events.published.length).toBe(before + 1);
  });
});
