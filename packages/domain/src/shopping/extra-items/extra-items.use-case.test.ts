import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe("the list's own lines", () => {
  it('adds "2 x cat food" as two of cat food in the Pet aisle, priced, counted in the total, with who added it', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const item = unwrap(await f.shopping.extras.addExtra(f.user.id, list.id, { name: '2 x cat food', price: '3.50' }));
    expect(item).toMatchObject({ name: 'cat food', quantity: 2, category: 'Pet', pricePence: 350, isExtra: true, addedBy: { id: f.user.id, firstName: 'A' } });
    expect((await f.lists.findForUser(f.user.id, list.id))!.totalCostPence).toBe(list.totalCostPence + 350);
    expect(f.events.published.at(-1)).toMatchObject({ listId: list.id, kind: 'items-added', by: 'A' });
    expect(await f.shopping.usuals.usuals(f.user.id)).toEqual([]);
  });

  it('an item given an aisle and kept as a usual is saved among the usuals', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    unwrap(await f.shopping.extras.addExtra(f.user.id, list.id, { name: 'Candles', quantity: 3, category: 'household', usual: true }));
    expect(await f.shopping.usuals.usuals(f.user.id)).toMatchObject([{ name: 'Candles', quantity: 3, category: 'Household' }]);
  });

  it('refuses a blank or long name, a bad quantity, unit, aisle or price, and a foreign list', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const cases: Array<[Parameters<typeof f.shopping.extras.addExtra>[2], string]> = [
      [{ name: '  ' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 'eggs', quantity: 0 }, 'quantity'],
      [{ name: 'eggs', quantity: 1000 }, 'quantity'],
      [{ name: 'eggs', unit: 'u'.repeat(21) }, 'unit'],
      [{ name: 'eggs', category: 'Garden centre' }, 'category'],
      [{ name: 'eggs', price: 'cheap' }, 'price'],
      [{ name: 'eggs', price: '2000' }, 'price'],
    ];
    for (const [input, field] of cases) {
      const r = await f.shopping.extras.addExtra(f.user.id, list.id, input);
      expect(!r.ok && r.error, field).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(codeOf(await f.shopping.extras.addExtra(f.stranger.id, list.id, { name: 'eggs' }))).toBe('LIST.NOT_FOUND');
    expect(f.lists.items.filter((i) => i.isExtra)).toEqual([]);
  });

  it("removes a line (the total follows), and refuses another household's line", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const line = list.items[0]!;
    expect(codeOf(await f.shopping.extras.removeItem(f.stranger.id, line.id))).toBe('LIST.NOT_FOUND');
    unwrap(await f.shopping.extras.removeItem(f.user.id, line.id));
    const after = (await f.lists.findForUser(f.user.id, list.id))!;
    expect(after.items.map((i) => i.id)).not.toContain(line.id);
    expect(after.totalCostPence).toBe(list.totalCostPence - line.pricePence);
    expect(f.events.published.at(-1)).toMatchObject({ listId: list.id, kind: 'item-removed', itemId: line.id });
    expect(codeOf(await f.shopping.extras.removeItem(f.user.id, line.id))).toBe('LIST.NOT_FOUND');
  });
});
