import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe("a plan's shopping list", () => {
  it("buys the plan's shopping in whole packs at its chain; the total is the sum of the lines", async () => {
    const f = await shoppingFixture();
    const { plan, list } = await f.planAndList();
    expect(list).toMatchObject({ mealPlanId: plan.stored.id, supermarket: 'Aldi', archivedAt: null });
    expect(new Set(list.items.map((i) => i.ingredient))).toEqual(new Set(plan.stored.summary.shopping.map((l) => l.ingredient)));
    for (const item of list.items) expect(item.quantity * item.packGrams).toBeGreaterThanOrEqual(Math.floor(item.neededGrams));
    expect(list.totalCostPence).toBe(list.items.reduce((s, i) => s + i.pricePence, 0));
  });

  it('made again at another chain, the same list is repriced, keeping its ticks', async () => {
    const f = await shoppingFixture();
    const { plan, list } = await f.planAndList();
    const first = list.items[0]!;
    unwrap(await f.shopping.tick.setChecked(f.user.id, first.id, true));
    const tesco = unwrap(await f.shopping.fromPlan.createFromPlan(f.user.id, plan.stored.id, 'tesco'));
    expect(tesco.id).toBe(list.id);
    expect(tesco.supermarket).toBe('Tesco');
    expect(tesco.items.find((i) => i.ingredient === first.ingredient)!.isChecked).toBe(true);
    expect(f.events.published.map((e) => e.kind)).toContain('list-changed');
  });

  it("a new plan's list archives the old one and carries its unbought extras", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    unwrap(await f.shopping.extras.addExtra(f.user.id, list.id, { name: 'bin bags' }));
    const bought = unwrap(await f.shopping.extras.addExtra(f.user.id, list.id, { name: 'cat food' }));
    unwrap(await f.shopping.tick.setChecked(f.user.id, bought.id, true));
    const next = await f.planAndList();
    expect(next.list.id).not.toBe(list.id);
    expect(next.list.items.filter((i) => i.isExtra).map((i) => i.name)).toEqual(['bin bags']);
    expect((await f.lists.findForUser(f.user.id, list.id))!.archivedAt).not.toBeNull();
    expect(f.events.published).toContainEqual(expect.objectContaining({ listId: list.id, kind: 'list-archived', replacedBy: next.list.id }));
  });

  it('refuses a missing plan id, an unknown or foreign plan, and a chain it does not price', async () => {
    const f = await shoppingFixture();
    const plan = await f.firstPlan();
    const missing = await f.shopping.fromPlan.createFromPlan(f.user.id, undefined, null);
    expect(!missing.ok && missing.error).toMatchObject({ code: 'VALIDATION', field: 'mealPlanId' });
    expect(codeOf(await f.shopping.fromPlan.createFromPlan(f.stranger.id, plan.stored.id, null))).toBe('PLAN.NOT_FOUND');
    const chain = await f.shopping.fromPlan.createFromPlan(f.user.id, plan.stored.id, 'Waitrose');
    expect(!chain.ok && chain.error).toMatchObject({ code: 'VALIDATION', field: 'supermarket' });
    expect(f.lists.lists).toEqual([]);
  });

  it('followPlan keeps an existing list in step after a swap, and makes none where there was none', async () => {
    const f = await shoppingFixture();
    const lone = await f.firstPlan();
    expect(await f.shopping.fromPlan.followPlan(f.user.id, lone.stored.id, 'swap')).toBeNull();
    const { plan, list } = await f.planAndList();
    const meal = plan.stored.meals.find((m) => m.mealType === 'dinner')!;
    unwrap(await f.useCases.swapMeal.swap(f.user.id, plan.stored.id, meal.id));
    const followed = (await f.shopping.fromPlan.followPlan(f.user.id, plan.stored.id, 'swap'))!;
    expect(followed.id).toBe(list.id);
    expect(followed.lastChange).not.toBeNull();
  });
});
