import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryCatalogueSource } from '../testing/in-memory-catalogue';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import { type PlanList, ownListCost } from './household-planning';

/** Issue 32: a plan with a current list at its own chain costs what that list buys. */
describe('ownListCost', () => {
  const snapshot = async () => new CatalogueCache(new InMemoryCatalogueSource(syntheticCatalogueData(7)), new FixedClock('2026-03-02T09:00:00Z')).current();

  it('counts every line at its packs (ticked ones too), an extra at its own price, and nothing for lines not needed or covered', async () => {
    const snap = await snapshot();
    const [a, b, c] = snap.ingredientSlugs().filter((s) => snap.product(s, 'Aldi')).slice(0, 3);
    const price = (s: string) => snap.product(s, 'Aldi')!.pricePence;
    const list: PlanList = {
      supermarket: 'Aldi',
      items: [
        { id: 1, ingredient: a!, quantity: 3, pricePence: 1, isChecked: true, isExtra: false }, // ticked: 3 packs bought, whatever the plan needs now
        { id: 2, ingredient: b!, quantity: 0, pricePence: 0, isChecked: false, isExtra: false }, // the larder covers it
        { id: 3, ingredient: c!, quantity: 2, pricePence: 5, isChecked: true, isExtra: false, notNeeded: true },
        { id: 4, ingredient: 'extra:candles', quantity: 1, pricePence: 250, isChecked: false, isExtra: true },
      ],
    };
    expect(ownListCost(list, snap, 'Aldi')).toBe(3 * price(a!) + 250);
  });

  it('is null (cost from the plan) with no list, an archived list, or a list at another chain', async () => {
    const snap = await snapshot();
    const list: PlanList = { supermarket: 'Aldi', items: [] };
    expect(ownListCost(null, snap, 'Aldi')).toBeNull();
    expect(ownListCost({ ...list, archivedAt: new Date() }, snap, 'Aldi')).toBeNull();
    expect(ownListCost(list, snap, 'Lidl')).toBeNull();
    expect(ownListCost(list, snap, 'Aldi')).toBe(0);
  });
});
