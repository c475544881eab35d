import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe("the household's usuals", () => {
  it('puts every usual not already waiting on the list, in one tap; again, adds nothing', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    await f.lists.saveUsual(f.user.id, { name: 'Bin bags', quantity: 1, unit: 'each', category: 'Household', pricePence: 150 });
    await f.lists.saveUsual(f.user.id, { name: 'Cat food', quantity: 2, unit: 'each', category: 'Pet', pricePence: 300 });
    unwrap(await f.shopping.extras.addExtra(f.user.id, list.id, { name: 'cat food' }));
    const added = unwrap(await f.shopping.usuals.addUsuals(f.user.id, list.id));
    expect(added.map((i) => [i.name, i.isExtra, i.pricePence])).toEqual([['Bin bags', true, 150]]);
    expect(f.events.published.at(-1)).toMatchObject({ listId: list.id, kind: 'items-added' });
    expect(unwrap(await f.shopping.usuals.addUsuals(f.user.id, list.id))).toEqual([]);
  });

  it('lists and forgets usuals; refuses a foreign list and an unknown usual', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const saved = await f.lists.saveUsual(f.user.id, { name: 'Milk', quantity: 1, unit: 'each', category: 'Dairy', pricePence: 0 });
    expect((await f.shopping.usuals.usuals(f.user.id)).map((u) => u.name)).toEqual(['Milk']);
    expect(codeOf(await f.shopping.usuals.addUsuals(f.stranger.id, list.id))).toBe('LIST.NOT_FOUND');
    expect(codeOf(await f.shopping.usuals.deleteUsual(f.stranger.id, saved.id))).toBe('LIST.NOT_FOUND');
    unwrap(await f.shopping.usuals.deleteUsual(f.user.id, saved.id));
    expect(await f.shopping.usuals.usuals(f.user.id)).toEqual([]);
    expect(codeOf(await f.shopping.usuals.deleteUsual(f.user.id, saved.id))).toBe('LIST.NOT_FOUND');
  });
});
