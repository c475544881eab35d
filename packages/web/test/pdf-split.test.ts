import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { TListSplit } from '@larder/contract/receipts';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { pdfSplit } from '../src/features/shopping-lists/utils/pdf-split';
import { shoppingListPdf } from '../src/features/shopping-lists/utils/pdf';

const split: TListSplit = {
  listId: 4,
  single: [{ chain: 'Lidl', total: '41.20', missing: [] }, { chain: 'Tesco', total: '43.00', missing: [] }],
  split: {
    chains: ['Lidl', 'Tesco'],
    total: '38.90',
    saving: '2.30',
    items: [
      { ingredient: 'rice', name: 'Rice', chain: 'Lidl', cost: '1.00' },
      { ingredient: 'beans', name: 'Baked beans', chain: 'Tesco', cost: '0.80' },
      { ingredient: 'oats', name: 'Oats', chain: 'Tesco', cost: '0.90' },
    ],
    missing: [],
  },
  sources: { 'own-receipt': 2, pooled: 0, feed: 0, estimate: 10 },
  estimatesOnly: false,
  sentence: 'Lidl £41.20; Lidl + Tesco £38.90: buy the 2 items marked T at Tesco, saving £2.30.',
  labels: [],
  reachNote: null,
};

describe('one shop or split the shop, in the PDF', () => {
  it('says what the screen says, and marks the items for the second shop with its letter', () => {
    const shops = pdfSplit(split)!;
    expect(shops.lines).toEqual([
      split.sentence,
      'One shop: Lidl £41.20.',
      'Split: Lidl + Tesco £38.90, saving £2.30. At Tesco (T): Baked beans, Oats.',
      'Prices used: 2 from your receipts, 0 seen nearby, 0 from price feeds, 10 estimates.',
    ]);
    expect([...shops.marks]).toEqual([['beans', 'T'], ['oats', 'T']]);
    expect(pdfSplit({ ...split, split: null })!.marks.size).toBe(0);
    expect(pdfSplit(null)).toBeNull();
    expect(pdfSplit({ ...split, single: [] })).toBeNull();
  });

  it('draws a list with its price sources and the split, on A4', async () => {
    const item = (id: number, ingredient: string): TShoppingList['items'][number] => ({
      id, name: ingredient, quantity: 1, unit: '500 g pack', category: 'Pantry', price: '1.00', isChecked: false, ingredient, neededGrams: 400, leftoverGrams: 100,
      perishable: true, isExtra: false, checkedBy: null, addedBy: null, notNeeded: false, priceFrom: { source: 'own-receipt', label: 'from your receipt, 3 days ago', date: '2026-11-18', households: null },
    });
    const list: TShoppingList = {
      id: 4, supermarket: 'Lidl', createdAt: '2026-11-21T09:00:00Z', totalCost: '3.00', mealPlanId: null, priceNote: 'Prices for Lidl: 3 prices from your receipts.', progress: 0,
      items: [item(1, 'rice'), item(2, 'beans'), item(3, 'oats')], name: 'Week of 23 Nov, Lidl', archived: false, lastChange: null,
    };
    const without = await shoppingListPdf(list, (i) => i.isChecked, new Date('2026-11-21T10:00:00Z'));
    const withSplit = await shoppingListPdf(list, (i) => i.isChecked, new Date('2026-11-21T10:00:00Z'), split);
    expect((await PDFDocument.load(withSplit)).getPageCount()).toBe(1);
    // The split block and the letters add drawing to the page.
    expect(withSplit.length).toBeGreaterThan(without.length);
  });
});
