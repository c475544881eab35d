import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { EMPTY_PROFILE } from '../accounts/user';
import { pence } from '../shared/money';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
import { ChainsNearby } from '../stores/stores';
import { HouseholdPrices } from '../receipts/price-book/household-prices';
import type { ReceiptPreview } from '../receipts/ports';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryUserRepository } from '../testing/in-memory-accounts';
import { InMemoryCatalogueSource } from '../testing/in-memory-catalogue';
import { InMemoryReceiptBook } from '../testing/in-memory-receipt-book';
import { InMemoryMealPlanRepository, InMemoryPlanSettingsRepository } from '../testing/in-memory-meal-plans';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import type { PlanView } from './household-planning';
import { planningUseCases } from '../testing/planning-use-cases';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Households planning at Aldi on the synthetic library, with one shared receipt book. */
async function world() {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const plans = new InMemoryMealPlanRepository();
  const settings = new InMemoryPlanSettingsRepository();
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(syntheticCatalogueData(7)), clock);
  const book = new InMemoryReceiptBook();
  const nearby = new ChainsNearby({ replaceAll: async () => undefined, all: async () => [] }, new ListPostcodeDirectory([]));
  const mealPlans = planningUseCases({ users, plans, settings, catalogue, clock, nearby, prices: new HouseholdPrices(book, users, clock) });
  let n = 0;
  const household = async () => {
    const user = (await users.create({ email: `cook${++n}@example.com`, passwordHash: null, firstName: 'A', lastName: 'Cook', role: 'user', profile: { ...EMPTY_PROFILE, householdSize: 2, weeklyBudget: pence(8000), cookingSkill: 'advanced' } }))!;
    await settings.save(user.id, { planDuration: 7, chain: 'Aldi' });
    return user.id;
  };
  /** A confirmed receipt of one pack (the catalogue's pack at Aldi) of the ingredient, at `pricePence`, on `date`. */
  const receipt = async (householdId: string, ingredient: string, pricePence: number, date: string) => {
    const product = (await catalogue.current()).product(ingredient, 'Aldi')!;
    const draft = await book.saveDraft(householdId, 'text', {} as ReceiptPreview, clock.now());
    const observation = { ingredient, chain: 'Aldi', store: null, postcodeDistrict: null, packSize: product.packSize, packUnit: product.packUnit, pricePence, loyaltyPricePence: null, date };
    await book.confirm(householdId, draft.id, {} as ReceiptPreview, [observation], clock.now());
  };
  /** Every meal locked, then re-planned: the same meals, priced afresh. */
  const replanLocked = async (householdId: string, view: PlanView) => {
    let v = view;
    for (const m of view.stored.meals) v = unwrap(await mealPlans.lockMeal.setLocked(householdId, v.stored.id, m.id, true));
    return unwrap(await mealPlans.replan.replan(householdId, v.stored.id));
  };
  return { mealPlans, household, receipt, replanLocked };
}

const lineOf = (view: PlanView, ingredient: string) => view.stored.summary.shopping.find((l) => l.ingredient === ingredient)!;
/** A bought line of the plan, dearer than a penny a pack. */
const boughtLine = (view: PlanView) => view.stored.summary.shopping.find((l) => l.packs > 0 && l.costPence > l.packs)!;

describe("a meal plan's cost comes from the household's price book", () => {
  it("a household's own receipt prices its plan: the line, the total and the count of its own prices", async () => {
    const { mealPlans, household, receipt, replanLocked } = await world();
    const me = await household();
    const before = unwrap(await mealPlans.makePlan.generate(me));
    expect(before.pricesFrom['own-receipt']).toBe(0);
    const line = boughtLine(before);
    await receipt(me, line.ingredient, 1, '2026-02-20');

    const after = await replanLocked(me, before);
    const repriced = lineOf(after, line.ingredient);
    expect(repriced.costPence).toBe(repriced.packs * 1);
    expect(after.pricesFrom['own-receipt']).toBe(1);
    // The same food, one line cheaper.
    expect(after.stored.summary.shopping.map((l) => [l.ingredient, l.packs])).toEqual(before.stored.summary.shopping.map((l) => [l.ingredient, l.packs]));
    expect(after.stored.summary.costPence).toBe(before.stored.summary.costPence - line.costPence + repriced.costPence);
    expect(after.costAtChains.find((c) => c.chain === 'Aldi')!.costPence).toBe(after.stored.summary.costPence);
  });

  it("another household's receipt changes nothing of this household's plan", async () => {
    const { mealPlans, household, receipt, replanLocked } = await world();
    const me = await household();
    const other = await household();
    const before = unwrap(await mealPlans.makePlan.generate(me));
    const line = boughtLine(before);
    await receipt(other, line.ingredient, 1, '2026-02-20');
    const after = await replanLocked(me, before);
    expect(lineOf(after, line.ingredient).costPence).toBe(line.costPence);
    expect(after.stored.summary.costPence).toBe(before.stored.summary.costPence);
    expect(after.pricesFrom['own-receipt']).toBe(0);
  });

  it('a receipt older than 90 days is ignored', async () => {
    const { mealPlans, household, receipt, replanLocked } = await world();
    const me = await household();
    const before = unwrap(await mealPlans.makePlan.generate(me));
    const line = boughtLine(before);
    await receipt(me, line.ingredient, 1, '2025-12-01'); // 91 days before 2 March
    const after = await replanLocked(me, before);
    expect(lineOf(after, line.ingredient).costPence).toBe(line.costPence);
    expect(after.stored.summary.costPence).toBe(before.stored.summary.costPence);
    expect(after.pricesFrom['own-receipt']).toBe(0);
    // Ninety days is still recent: the same receipt a day later prices the plan.
    await receipt(me, line.ingredient, 1, '2025-12-02');
    const recent = await replanLocked(me, after);
    expect(lineOf(recent, line.ingredient).costPence).toBe(lineOf(recent, line.ingredient).packs);
  });
});
