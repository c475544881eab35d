import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { priceBookOf } from '../receipts/price-book/household-prices';
import type { PriceContext, PriceObservation } from '../receipts/price-book/price-book';
import { bookPackPrice, comparisonNote, priceList, pricingNote } from './list-prices';
import { type ShoppingItem, type ShoppingList, packLines } from './shopping-list';

const ingredient = (slug: string): Ingredient => ({
  slug, name: slug[0]!.toUpperCase() + slug.slice(1), aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' },
});
const product = (slug: string, chain: string, pricePence: number, more: Partial<Product> = {}): Product => ({
  ingredient: slug, chain, name: slug, packSize: 500, packUnit: 'g', pricePence, priceDate: '2026-11-01', source: 'ONS estimate', estimate: true, ...more,
});
const snapshot = new CatalogueSnapshot({
  ingredients: [ingredient('rice'), ingredient('beans'), ingredient('oats'), ingredient('pasta')],
  products: [
    product('rice', 'Tesco', 100), product('beans', 'Tesco', 80), product('oats', 'Tesco', 120), product('pasta', 'Tesco', 70, { estimate: false, source: 'Tesco feed', priceDate: '2026-11-12' }),
    product('rice', 'Lidl', 90),
  ],
  recipes: [],
});
const ctx: PriceContext = { householdId: 'me', today: '2026-11-25', postcodeDistrict: 'M1', poolOptIn: true, cardChains: [] };
const obs = (householdId: string, ingredient: string, pricePence: number, date: string, more: Partial<PriceObservation> = {}): PriceObservation => ({
  householdId, ingredient, chain: 'Tesco', store: 'Market St', postcodeDistrict: 'M1', packSize: 500, packUnit: 'g', pricePence, loyaltyPricePence: null, date, ...more,
});

let nextId = 1;
const item = (ingredient: string, quantity: number, more: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id: nextId++, listId: 1, ingredient, name: ingredient, quantity, unit: '500 g pack', category: 'Pantry Items', pricePence: 999, isChecked: false, neededGrams: 400,
  packGrams: 500, leftoverGrams: 100, perishable: false, checkedChangedAt: null, isExtra: false, checkedBy: null, addedBy: null, notNeeded: false, ...more,
});
const list = (items: ShoppingItem[], more: Partial<ShoppingList> = {}): ShoppingList => ({
  id: 1, userId: 'me', mealPlanId: 'p', supermarket: 'Tesco', createdAt: new Date('2026-11-20T00:00:00Z'), totalCostPence: 5000, priceNote: 'stored note', items, archivedAt: null, lastChange: null, ...more,
});

describe('a list priced from the price book', () => {
  it('prices each line from its best source, in whole packs, and says where each price came from and when', () => {
    const book = priceBookOf(ctx, [
      obs('me', 'rice', 95, '2026-11-22'),
      // Three other households near M1 saw beans: pooled (the median), no one household's price shown.
      obs('a', 'beans', 60, '2026-11-20'), obs('b', 'beans', 70, '2026-11-22'), obs('c', 'beans', 75, '2026-11-21'),
    ]);
    const priced = priceList(list([item('rice', 2), item('beans', 1), item('pasta', 1), item('oats', 3), item('extra:bags', 1, { isExtra: true, pricePence: 150, ingredient: 'extra:bags' })]), snapshot, book);
    const line = (slug: string) => priced.items.find((i) => i.ingredient === slug)!;
    expect([line('rice').pricePence, line('rice').priceFrom]).toEqual([190, { source: 'own-receipt', label: 'from your receipt, 3 days ago', date: '2026-11-22', households: null }]);
    expect([line('beans').pricePence, line('beans').priceFrom]).toEqual([70, { source: 'pooled', label: 'seen by 3 households near M1, 3 days ago', date: '2026-11-22', households: 3 }]);
    expect([line('pasta').pricePence, line('pasta').priceFrom?.label]).toEqual([70, 'Tesco feed, 12 Nov']);
    expect([line('oats').pricePence, line('oats').priceFrom?.label]).toEqual([360, 'estimate']);
    // The member's own price for an extra stands, with no source of ours.
    expect([line('extra:bags').pricePence, line('extra:bags').priceFrom]).toEqual([150, null]);
    expect(priced.totalCostPence).toBe(190 + 70 + 70 + 360 + 150);
    expect(priced.pricing).toEqual({ sources: { 'own-receipt': 1, pooled: 1, feed: 1, estimate: 1 }, estimatesOnly: false });
    expect(priced.priceNote).toBe("Prices for Tesco: 1 price from your receipts, 1 price seen by households near you, 1 price from Tesco's price feed, 1 estimate (UK averages times Tesco's basket index). Each line says where its price came from and when.");
  });

  it('uses the loyalty price only when the household holds the card, and never another household\'s own price', () => {
    const seen = [obs('me', 'rice', 100, '2026-11-24', { loyaltyPricePence: 75 }), obs('stranger', 'oats', 10, '2026-11-24')];
    const noCard = priceList(list([item('rice', 1), item('oats', 1)]), snapshot, priceBookOf(ctx, seen));
    expect(noCard.items.map((i) => i.pricePence)).toEqual([100, 120]);
    const card = priceList(list([item('rice', 1), item('oats', 1)]), snapshot, priceBookOf({ ...ctx, cardChains: ['Tesco'] }, seen));
    expect(card.items.map((i) => i.pricePence)).toEqual([75, 120]);
    expect(card.items[1]!.priceFrom?.source).toBe('estimate');
  });

  it('leaves out of the total what the plan no longer needs, and counts no source for what the larder covers', () => {
    const priced = priceList(list([item('rice', 1), item('oats', 0, { heldGrams: 400 }), item('beans', 1, { notNeeded: true, isChecked: true })]), snapshot, priceBookOf(ctx, []));
    expect(priced.items.map((i) => i.pricePence)).toEqual([100, 0, 80]);
    expect(priced.totalCostPence).toBe(100);
    expect(priced.pricing?.sources).toEqual({ 'own-receipt': 0, pooled: 0, feed: 0, estimate: 1 });
  });

  it('says plainly when every price is an estimate', () => {
    const priced = priceList(list([item('rice', 1), item('oats', 1)]), snapshot, priceBookOf(ctx, []));
    expect(priced.pricing?.estimatesOnly).toBe(true);
    expect(priced.priceNote).toMatch(/^Every price on this list is an estimate for Tesco .* not a price anyone has paid/);
    expect(pricingNote('Lidl', { sources: { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 }, estimatesOnly: false })).toBe('Nothing on this list needs buying at Lidl.');
  });

  it('keeps an archived list as it was made', () => {
    const archived = list([item('rice', 1)], { archivedAt: new Date('2026-11-21T00:00:00Z') });
    expect(priceList(archived, snapshot, priceBookOf(ctx, [obs('me', 'rice', 95, '2026-11-22')]))).toBe(archived);
  });

  it('prices new lines (packLines) at what the household pays, so a new list and its comparison agree with the book', () => {
    const book = priceBookOf(ctx, [obs('me', 'rice', 95, '2026-11-22')]);
    const { lines } = packLines(new Map([['rice', 800], ['oats', 100]]), snapshot, 'Tesco', bookPackPrice(book));
    expect(lines.map((l) => [l.ingredient, l.quantity, l.pricePence])).toEqual([['oats', 1, 120], ['rice', 2, 190]]);
    // Another chain: the receipt was at Tesco, so Lidl keeps its estimate.
    expect(packLines(new Map([['rice', 800]]), snapshot, 'Lidl', bookPackPrice(book)).lines[0]!.pricePence).toBe(180);
  });

  it('says whether a comparison rests only on estimates', () => {
    const est = { sources: { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 4 }, estimatesOnly: true };
    expect(comparisonNote([est, est])).toMatchObject({ estimatesOnly: true, note: expect.stringMatching(/^This comparison rests only on estimates/) });
    const real = { sources: { 'own-receipt': 1, pooled: 0, feed: 0, estimate: 3 }, estimatesOnly: false };
    expect(comparisonNote([est, real])).toEqual({ estimatesOnly: false, note: '1 of the 8 prices in this comparison are real (your receipts, prices seen nearby or a chain\'s feed); the rest are estimates.' });
  });
});
