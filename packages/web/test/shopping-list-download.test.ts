import { describe, expect, it } from 'vitest';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { downloadFileName, isoDay, itemLine, shoppingListText } from '../src/features/shopping-lists/utils/download';
import { item } from './list-item-fixture';
import { createdDateLabel, groupByAisle, listFigures, listTotal, quantityLabel } from '../src/features/shopping-lists/utils/totals';

const list: TShoppingList = {
  id: 12,
  supermarket: 'Tesco',
  createdAt: '2026-11-20T23:30:00.000Z',
  totalCost: '5.85',
  mealPlanId: 'plan-1',
  priceNote: 'Prices for Tesco dated 2026-11-01.',
  name: 'Week of 23 Nov, Tesco',
  archived: false,
  lastChange: null,
  progress: 0.333,
  items: [
    item(1, { name: 'Chicken thighs', quantity: 2, unit: '1 kg pack', category: 'Meat & Poultry', price: '4.50', isChecked: true }),
    item(2, { name: 'Lemons', quantity: 3, unit: 'each', category: 'Fresh Produce', price: '0.90' }),
    item(3, { name: 'Eggs', quantity: 1, unit: 'pack of 6', category: 'Dairy & Eggs', price: '0.45' }),
  ],
};

describe('the downloaded list (document 000 section 9)', () => {
  it('is named by list id and date', () => {
    expect(downloadFileName(12, new Date('2026-11-21T10:00:00Z'))).toBe('shopping-list-12-2026-11-21.txt');
    expect(downloadFileName(7, new Date('2026-03-05T10:00:00Z'), 'pdf')).toBe('shopping-list-7-2026-03-05.pdf');
  });

  it('dates by UK time, not the machine clock', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(isoDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(createdDateLabel('2026-06-30T23:30:00Z')).toBe('01/07/2026');
  });

  it('has supermarket, created date (en-GB), total, item count, then one marked line per item', () => {
    expect(shoppingListText(list).split('\n')).toEqual([
      'Shopping List #12',
      'Supermarket: Tesco',
      'Created: 20/11/2026',
      'Total: £5.85',
      'Items: 3',
      '',
      '[x] 2 x 1 kg pack Chicken thighs (Meat & Poultry)',
      '[ ] 3 each Lemons (Fresh Produce)',
      '[ ] 1 x pack of 6 Eggs (Dairy & Eggs)',
      '',
    ]);
  });

  it('marks the ticks the page shows, including those not sent yet', () => {
    const text = shoppingListText(list, (i) => i.id !== 1);
    expect(text).toContain('[ ] 2 x 1 kg pack Chicken thighs (Meat & Poultry)\n[x] 3 each Lemons');
  });

  it('writes the total by the totals rule: the stored total when above 0, else the sum of prices', () => {
    expect(shoppingListText({ ...list, totalCost: '0.00' })).toContain('Total: £5.85\n');
    expect(listTotal({ totalCost: '0.00', items: [item(1, { price: '1.01' }), item(2, { price: '2.10' })] })).toBe('3.11');
    expect(listTotal({ totalCost: '9.99', items: [item(1)] })).toBe('9.99');
    expect(listTotal({ totalCost: '0.00', items: [] })).toBe('0.00');
  });

  it('writes item lines with quantity, unit, name and category', () => {
    expect(itemLine({ quantity: 1, unit: '2.27 l pack', name: 'Semi-skimmed milk', category: 'Dairy' }, false)).toBe('[ ] 1 x 2.27 l pack Semi-skimmed milk (Dairy)');
    expect(quantityLabel(4, 'each')).toBe('4 each');
    expect(quantityLabel(2, '')).toBe('2');
  });
});

describe('list figures', () => {
  it('counts what is in the basket and what is still to buy', () => {
    expect(listFigures(list.items)).toEqual({ itemCount: 3, checkedCount: 1, remainingCount: 2, progress: 1 / 3, checkedPence: 450, remainingPence: 135 });
    expect(listFigures([])).toMatchObject({ itemCount: 0, progress: 0 });
  });

  it('leaves out the lines the larder covers in full, not an extra a member typed', () => {
    const covered = item(9, { quantity: 0, price: '0.00', heldGrams: 400 });
    const extra = item(10, { quantity: 0, isExtra: true, price: '0.00' });
    expect(listFigures([...list.items, covered])).toEqual(listFigures(list.items));
    expect(listFigures([...list.items, extra]).itemCount).toBe(4);
  });

  it('groups by aisle in the order aisles come', () => {
    const groups = groupByAisle([item(1, { category: 'B' }), item(2, { category: 'A' }), item(3, { category: 'B' }), item(4, { category: ' ' })]);
    expect(groups.map((g) => [g.aisle, g.items.map((i) => i.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
      ['Other', [4]],
    ]);
  });
});
