import { describe, expect, it } from 'vitest';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import searches from '../src/features/shopping-lists/data/chain-search.json';
import { chainSearchUrl, shopText, stillToBuy } from '../src/features/shopping-lists/utils/hand-to-shop';
import { item } from './list-item-fixture';

type Item = TShoppingList['items'][number];

const list = {
  name: 'Week of 30 Nov, Tesco',
  supermarket: 'Tesco',
  totalCost: '6.30',
  items: [
    item(1, { name: 'Chicken thighs', quantity: 2, unit: '1 kg pack', category: 'Meat & Poultry', price: '4.50', isChecked: true }),
    item(2, { name: 'Lemons', quantity: 3, unit: 'each', category: 'Fresh Produce', price: '0.90' }),
    item(3, { name: 'Rice', quantity: 0, unit: '1 kg pack', category: 'Pantry', price: '0.00' }),
    item(4, { name: 'Peas', quantity: 1, unit: '900 g bag', category: 'Frozen', price: '0.90', notNeeded: true }),
    item(5, { name: 'Kitchen roll', quantity: 1, unit: 'each', category: 'Household', price: '0.90', isExtra: true }),
  ],
};

describe('handing the list to the shop', () => {
  it("opens a food in the list's chain's own site search, encoded; an unknown chain has no link", () => {
    expect(chainSearchUrl('Tesco', 'Chicken thighs')).toBe('https://www.tesco.com/groceries/en-GB/search?query=Chicken%20thighs');
    expect(chainSearchUrl("Sainsbury's", 'Crème fraîche & chives')).toBe('https://www.sainsburys.co.uk/gol-ui/SearchResults/Cr%C3%A8me%20fra%C3%AEche%20%26%20chives');
    expect(chainSearchUrl('Harrods', 'Lemons')).toBeNull();
    expect(chainSearchUrl('_about', 'Lemons')).toBeNull();
    // Every chain we price has a search page, each an https address with one place for the food.
    for (const chain of ['Tesco', "Sainsbury's", 'ASDA', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co-op']) {
      const template = (searches as Record<string, string>)[chain]!;
      expect(template, chain).toMatch(/^https:\/\/[^{}]+\{q\}[^{}]*$/);
    }
  });

  it('offers a search only for what is still to buy', () => {
    const ticked = (i: Item) => i.isChecked;
    expect(list.items.filter((i) => stillToBuy(i, ticked(i))).map((i) => i.name)).toEqual(['Lemons', 'Kitchen roll']);
  });

  it('copies what is to buy by aisle with a checkbox each, the basket marked done, the larder and dropped lines left out', () => {
    const text = shopText(list, (i) => i.isChecked);
    expect(text).toBe(
      [
        'Week of 30 Nov, Tesco (Tesco): £6.30',
        '',
        'Meat & Poultry',
        '- [x] 2 x 1 kg pack Chicken thighs',
        '',
        'Fresh Produce',
        '- [ ] 3 each Lemons',
        '',
        'Household',
        '- [ ] 1 each Kitchen roll',
        '',
      ].join('\n'),
    );
    // A tick not yet on the server counts, as on the screen.
    expect(shopText(list, (i) => i.isChecked || i.id === 2)).toContain('- [x] 3 each Lemons');
    expect(shopText({ ...list, items: [list.items[2]!] }, () => false)).toContain('Nothing to buy: the larder has it all.');
  });
});
