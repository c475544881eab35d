import { describe, expect, it } from 'vitest';
import { InMemoryReceiptBook } from '../../testing/in-memory-receipt-book';
import { LoyaltyCards } from './loyalty-cards.use-case';

describe("the household's loyalty cards", () => {
  it('holds no card and does not pool until told; saves the cards once each and the pooling choice', async () => {
    const book = new InMemoryReceiptBook();
    const cards = new LoyaltyCards(book);
    expect(await cards.loyalty('h1')).toEqual({ cards: [], poolOptIn: false });
    const saved = await cards.setLoyalty('h1', { cards: ['Clubcard', 'Nectar', 'Clubcard'], poolOptIn: true });
    expect(saved.ok && saved.value).toEqual({ cards: ['Clubcard', 'Nectar'], poolOptIn: true });
    expect(await cards.loyalty('h1')).toEqual({ cards: ['Clubcard', 'Nectar'], poolOptIn: true });
    expect(await cards.loyalty('h2')).toEqual({ cards: [], poolOptIn: false });
  });

  it('refuses a card it does not know, naming it, and keeps the cards as they were', async () => {
    const book = new InMemoryReceiptBook();
    const cards = new LoyaltyCards(book);
    await cards.setLoyalty('h1', { cards: ['Lidl Plus'], poolOptIn: false });
    const r = await cards.setLoyalty('h1', { cards: ['Clubcard', 'Boots Advantage'], poolOptIn: true });
    expect(!r.ok && r.error).toMatchObject({ code: 'VALIDATION', field: 'cards' });
    expect(!r.ok && r.error.message).toContain('"Boots Advantage"');
    expect(await cards.loyalty('h1')).toEqual({ cards: ['Lidl Plus'], poolOptIn: false });
  });
});
