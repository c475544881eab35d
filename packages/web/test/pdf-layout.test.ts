import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isWinAnsi, paginate, sanitizeText, wrapText } from '../src/features/shopping-lists/utils/pdf-layout';
import { shoppingListPdf } from '../src/features/shopping-lists/utils/pdf';

/** Every character 5 points wide. */
const measure = (s: string) => s.length * 5;

describe('PDF layout', () => {
  it('wraps words within the width', () => {
    expect(wrapText('British beef mince 20% fat', 60, measure)).toEqual(['British beef', 'mince 20%', 'fat']);
    expect(wrapText('short', 100, measure)).toEqual(['short']);
    expect(wrapText('   ', 100, measure)).toEqual(['']);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapText('Supercalifragilistic', 50, measure);
    expect(lines.every((l) => measure(l) <= 50)).toBe(true);
    expect(lines.join('')).toBe('Supercalifragilistic');
  });

  it('fills pages in order and starts a new page when a block does not fit', () => {
    const blocks = [30, 30, 30, 30, 30].map((height) => ({ height }));
    expect(paginate(blocks, 70, 100)).toEqual([[0, 1], [2, 3, 4]]);
  });

  it('never leaves an aisle heading alone at the foot of a page', () => {
    const blocks = [{ height: 40 }, { height: 20, keepWithNext: true }, { height: 30 }, { height: 30 }];
    expect(paginate(blocks, 70, 100)).toEqual([[0], [1, 2, 3]]);
  });

  it('gives a block taller than a page a page of its own rather than looping', () => {
    expect(paginate([{ height: 500 }, { height: 10 }], 100, 100)).toEqual([[0], [1]]);
  });

  it('keeps only what the standard font can draw', () => {
    expect(sanitizeText('Chef’s “best” – 1…2 £3 café ×2', isWinAnsi)).toBe('Chef\'s "best" - 1...2 £3 café ×2');
    expect(sanitizeText('a\nb', () => true)).toBe('a b');
    expect(sanitizeText('Gochujang 고추장', isWinAnsi)).toBe('Gochujang ???');
  });
});

describe('the PDF', () => {
  it('is a real A4 PDF with one page per screenful of items', async () => {
    const items = Array.from({ length: 60 }, (_, k) => ({
      id: k + 1,
      name: `Item number ${k + 1} with a rather long name that needs wrapping on paper`,
      quantity: 1 + (k % 3),
      unit: '500 g pack',
      category: ['Fresh Produce', 'Meat & Poultry', 'Pantry'][k % 3]!,
      price: '1.25',
      isChecked: k % 4 === 0,
      ingredient: `i${k}`,
      neededGrams: 300,
      leftoverGrams: 200,
      perishable: k % 2 === 0,
      isExtra: false,
      checkedBy: null,
      addedBy: null,
      notNeeded: false,
    }));
    const bytes = await shoppingListPdf(
      { id: 3, supermarket: 'Aldi', createdAt: '2026-11-21T09:00:00Z', totalCost: '75.00', mealPlanId: null, priceNote: 'Prices for Aldi dated 2026-11-01.', progress: 0.25, items, name: 'Week of 23 Nov, Aldi', archived: false, lastChange: null },
      (i) => i.isChecked,
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Shopping List #3');
  });
});
