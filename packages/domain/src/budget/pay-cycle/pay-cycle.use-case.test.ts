import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { InMemoryUserRepository } from '../../testing/in-memory-accounts';
import { InMemoryPayCycleRepository } from '../../testing/in-memory-activity';
import { InMemoryReceiptRepository } from '../../testing/in-memory-site';
import { FixedClock } from '../../testing/fixed-clock';
import type { ShoppingList } from '../../shopping/shopping-list';
import { PayCycleBudget, periodMessage } from './pay-cycle.use-case';

async function setUp(postcode: string | null, lists: ShoppingList[] = []) {
  const clock = new FixedClock('2026-11-29T12:00:00Z'); // a Sunday
  const users = new InMemoryUserRepository(clock);
  const user = (await users.create({ email: 'a@example.com', passwordHash: null, firstName: 'Ann', lastName: 'Lee', role: 'user', profile: { ...EMPTY_PROFILE, postcode, householdSize: 2 } }))!;
  const receipts = new InMemoryReceiptRepository();
  const budget = new PayCycleBudget(new InMemoryPayCycleRepository(), users, { listForUser: async () => lists }, receipts, clock);
  return { budget, receipts, id: user.id, clock };
}

describe('the pay cycle of a household', () => {
  it('without one: no period, and the nation follows the postcode', async () => {
    const { budget, id } = await setUp('EH1 1AA');
    expect(await budget.view(id)).toMatchObject({ ok: true, value: { cycle: null, nation: 'scotland', nationFrom: 'postcode', period: null } });
  });

  it('paid on the 12th: what is left until pay day, from receipts and ticked items dated in the period', async () => {
    const list = { id: 1, createdAt: new Date('2026-11-20T10:00:00Z'), items: [
      { isChecked: true, pricePence: 350, checkedChangedAt: new Date('2026-11-20T10:00:00Z') },
      { isChecked: true, pricePence: 1000, checkedChangedAt: new Date('2026-11-10T10:00:00Z') }, // before the period
      { isChecked: false, pricePence: 999, checkedChangedAt: null },
    ] } as unknown as ShoppingList;
    const { budget, receipts, id } = await setUp('SW1A 1AA', [list]);
    await receipts.create({ userId: id, date: '2026-11-14', chain: 'Lidl', amountPence: 4650, createdAt: new Date(), addedById: id });
    await receipts.create({ userId: id, date: '2026-11-11', chain: 'Lidl', amountPence: 9999, createdAt: new Date(), addedById: id }); // the last period
    const changed = await budget.change(id, { frequency: 'monthly', day: 12, money: '200' }, id);
    if (!changed.ok) throw new Error(changed.error.message);
    const period = changed.value.period!;
    expect(period).toMatchObject({ start: '2026-11-12', nextPayDay: '2026-12-11', days: 29, daysLeft: 12, spentPence: 5000, leftPence: 15000 });
    // 12 December 2026 is a Saturday: paid on Friday 11th.
    expect(period.message).toBe('£150 left for 12 days until pay day (Friday 11 December)');
    expect(period.floorPence).toBe(7720);
    expect(period.weeks.at(-1)).toMatchObject({ start: '2026-12-04', end: '2026-12-10', protected: true });
    expect(period.weeks.reduce((s, w) => s + w.pence, 0)).toBe(20000);
    expect(period.weeklyBudgetPence).toBe(4828);
  });

  it('a bad field is refused by name and nothing saved is lost', async () => {
    const { budget, id } = await setUp(null);
    await budget.change(id, { frequency: 'weekly', anchor: '2026-11-27', money: '60' }, id);
    const refused = await budget.change(id, { frequency: 'monthly', day: 0, money: '60' }, id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'day' } });
    expect(await budget.view(id)).toMatchObject({ ok: true, value: { cycle: { schedule: { frequency: 'weekly', anchor: '2026-11-27' } }, nationFrom: 'default' } });
  });

  it('says what is over, and one day in the singular', () => {
    expect(periodMessage(-1240, 1, '2026-12-11')).toBe('£12.40 over this period, with 1 day until pay day (Friday 11 December)');
    expect(periodMessage(14163, 13, '2026-12-12')).toBe('£141.63 left for 13 days until pay day (Saturday 12 December)');
  });
});
