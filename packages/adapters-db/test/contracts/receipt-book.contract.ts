import { expect, it } from 'vitest';
import type { ReceiptBook, ReceiptPreview } from '@larder/domain/receipts/ports';

export interface ReceiptBookSetup {
  readonly book: ReceiptBook;
  /** Two households' ids (users that exist in the store). */
  readonly households: readonly [string, string];
}

const preview = (chain: string): ReceiptPreview => ({
  chain, loyaltyCard: null, store: 'Market St', postcodeDistrict: 'M1', date: '2026-11-20', receiptSavings: [], totalPence: 140,
  check: { addsUp: true, linesPence: 140, totalPence: 140, differencePence: 0, message: 'ok' },
  lines: [{ text: 'BEANS 415G 1.40', name: 'BEANS 415G', quantity: 1, weightGrams: null, unitPricePence: 140, pricePence: 140, savings: [], paidPence: 140, skipped: false,
    match: { ingredient: { slug: 'baked-beans', name: 'Baked beans' }, confidence: 1, suggestions: [], pack: { size: 415, unit: 'g' }, packMatchesCatalogue: true } }],
});
const obs = { ingredient: 'baked-beans', chain: 'Tesco', store: 'Market St', postcodeDistrict: 'M1', packSize: 415, packUnit: 'g' as const, pricePence: 140, loyaltyPricePence: 110, date: '2026-11-20' };

export function receiptBookContract(setup: () => Promise<ReceiptBookSetup>) {
  it('keeps a draft for its household only, and lists newest first', async () => {
    const { book, households: [a, b] } = await setup();
    const first = await book.saveDraft(a, 'text', preview('Tesco'), new Date('2026-11-20T10:00:00Z'));
    const second = await book.saveDraft(a, 'image', preview('Lidl'), new Date('2026-11-21T10:00:00Z'));
    expect(first.status).toBe('draft');
    expect((await book.find(a, first.id))?.preview).toEqual(preview('Tesco'));
    expect(await book.find(b, first.id)).toBeNull();
    expect((await book.list(a)).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(await book.list(b)).toEqual([]);
  });

  it('confirms a draft once, with its observations; another household cannot confirm it', async () => {
    const { book, households: [a, b] } = await setup();
    const draft = await book.saveDraft(a, 'text', preview('Tesco'), new Date('2026-11-20T10:00:00Z'));
    expect(await book.confirm(b, draft.id, preview('Tesco'), [obs], new Date())).toBeNull();
    expect(await book.observations(['baked-beans'], '2026-01-01', a)).toEqual([]);
    const done = await book.confirm(a, draft.id, { ...preview('Tesco'), store: 'Corrected' }, [obs], new Date('2026-11-21T00:00:00Z'));
    expect(done?.status).toBe('confirmed');
    expect(done?.preview.store).toBe('Corrected');
    expect(await book.confirm(a, draft.id, preview('Tesco'), [obs], new Date())).toBeNull();
    expect(await book.observations(['baked-beans'], '2026-01-01', a)).toEqual([{ ...obs, householdId: a }]);
    expect(await book.observations(['baked-beans'], '2026-11-21', a)).toEqual([]);
    expect(await book.observations(['eggs'], '2026-01-01', a)).toEqual([]);
    // Several ingredients in one read: only theirs come back.
    expect(await book.observations(['eggs', 'baked-beans'], '2026-01-01', a)).toEqual([{ ...obs, householdId: a }]);
    expect(await book.observations([], '2026-01-01', a)).toEqual([]);
    // Another household sees them only once this one shares its prices (opts in to pooling).
    expect(await book.observations(['baked-beans'], '2026-01-01', b)).toEqual([]);
    await book.setLoyalty(a, { cards: [], poolOptIn: true });
    expect(await book.observations(['baked-beans'], '2026-01-01', b)).toEqual([{ ...obs, householdId: a }]);
    await book.setLoyalty(a, { cards: [], poolOptIn: false });
    expect(await book.observations(['baked-beans'], '2026-01-01', b)).toEqual([]);
  });

  it('stores loyalty cards and the pooling choice per household', async () => {
    const { book, households: [a, b] } = await setup();
    expect(await book.loyalty(a)).toEqual({ cards: [], poolOptIn: false });
    await book.setLoyalty(a, { cards: ['Clubcard', 'Nectar'], poolOptIn: true });
    await book.setLoyalty(a, { cards: ['Clubcard'], poolOptIn: true });
    expect(await book.loyalty(a)).toEqual({ cards: ['Clubcard'], poolOptIn: true });
    expect(await book.loyalty(b)).toEqual({ cards: [], poolOptIn: false });
  });
}
