import { describe, expect, it } from 'vitest';
import { InMemoryReceiptRepository } from '../../testing/in-memory-site';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';
import { BudgetTracker, RECEIPTS_CATEGORY } from './budget-tracker.use-case';

/** The planning household (£80 a week, two people) on Monday 2 March 2026, with its budget tracker. */
async function setUp() {
  const f = await shoppingFixture();
  const receipts = new InMemoryReceiptRepository((id) => (id === f.user.id ? f.user.firstName : undefined));
  const tracker = new BudgetTracker(f.users, f.plans, f.lists, receipts, f.catalogue, f.shopping.compare, f.clock);
  return { ...f, receipts, tracker };
}

describe('the budget tracker', () => {
  it('with no plan, tick or receipt: no data, zero figures, the budget as saved', async () => {
    const { user, tracker } = await setUp();
    const o = unwrap(await tracker.overview(user.id));
    expect(o).toMatchObject({ hasData: false, weeklyBudgetPence: 8000, householdSize: 2, alerts: [], categories: [] });
    expect(o.currentWeek).toMatchObject({ weekStart: '2026-03-02', actualPence: 0, status: 'no-spend' });
    expect(o.weeks).toHaveLength(1);
  });

  it("counts a receipt and the list's ticked items as this week's spend, by aisle; over budget raises an alert", async () => {
    const { user, tracker, shopping, planAndList } = await setUp();
    const { plan, list } = await planAndList();
    const ticked = list.items.slice(0, 2);
    for (const item of ticked) unwrap(await shopping.tick.setChecked(user.id, item.id, true));
    unwrap(await tracker.addReceipt(user.id, { date: '2026-03-02', chain: 'tesco', amount: '90.00' }));
    const o = unwrap(await tracker.overview(user.id));
    const ticks = ticked.reduce((s, i) => s + i.pricePence, 0);
    expect(o.hasData).toBe(true);
    expect(o.currentWeek).toMatchObject({ listSpendPence: ticks, receiptPence: 9000, actualPence: ticks + 9000, differencePence: ticks + 1000, status: 'over' });
    expect(o.currentWeek.plannedPence).toBe(plan.stored.summary.costPence);
    expect(o.categories.find((c) => c.category === RECEIPTS_CATEGORY)!.pence).toBe(9000);
    expect(o.alerts.map((a) => a.kind)).toContain('over-budget');
    expect(o.receipts).toMatchObject([{ chain: 'Tesco', amountPence: 9000 }]);
  });

  it('refuses a bad date, shop or amount, saving nothing', async () => {
    const { user, tracker, receipts } = await setUp();
    const cases: Array<[Parameters<BudgetTracker['addReceipt']>[1], string]> = [
      [{ date: '02/03/2026', chain: 'Aldi', amount: '5' }, 'date'],
      [{ date: '2026-03-03', chain: 'Aldi', amount: '5' }, 'date'],
      [{ date: '2024-01-01', chain: 'Aldi', amount: '5' }, 'date'],
      [{ date: '2026-03-01', chain: '', amount: '5' }, 'chain'],
      [{ date: '2026-03-01', chain: 'x'.repeat(41), amount: '5' }, 'chain'],
      [{ date: '2026-03-01', chain: 'NaN', amount: '5' }, 'chain'],
      [{ date: '2026-03-01', chain: 'Aldi', amount: 'lots' }, 'amount'],
      [{ date: '2026-03-01', chain: 'Aldi', amount: '0' }, 'amount'],
      [{ date: '2026-03-01', chain: 'Aldi', amount: '1000.01' }, 'amount'],
    ];
    for (const [input, field] of cases) {
      const r = await tracker.addReceipt(user.id, input);
      expect(!r.ok && r.error, JSON.stringify(input)).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(receipts.rows).toEqual([]);
  });

  it("deletes the household's own receipt only; an unknown account has no overview", async () => {
    const { user, stranger, tracker, receipts } = await setUp();
    const receipt = unwrap(await tracker.addReceipt(user.id, { date: '2026-03-01', chain: 'Aldi', amount: '12.50' }));
    expect(codeOf(await tracker.deleteReceipt(stranger.id, receipt.id))).toBe('RECEIPT.NOT_FOUND');
    expect(receipts.rows).toHaveLength(1);
    unwrap(await tracker.deleteReceipt(user.id, receipt.id));
    expect(receipts.rows).toEqual([]);
    expect(codeOf(await tracker.deleteReceipt(user.id, receipt.id))).toBe('RECEIPT.NOT_FOUND');
    expect(codeOf(await tracker.overview('nobody'))).toBe('ACCOUNT.NOT_FOUND');
  });
});
