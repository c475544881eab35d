/** The household's loyalty cards, and whether it pools its prices with households nearby. */
import { type DomainError, invalid } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import { LOYALTY_CARDS } from '../price-book/household-prices';
import type { LoyaltySettings, ReceiptBook } from '../ports';

export class LoyaltyCards {
  constructor(private readonly book: ReceiptBook) {}

  async loyalty(householdId: string): Promise<LoyaltySettings> {
    return this.book.loyalty(householdId);
  }

  async setLoyalty(householdId: string, settings: LoyaltySettings): Promise<Result<LoyaltySettings, DomainError>> {
    const unknown = settings.cards.find((card) => !LOYALTY_CARDS.some((k) => k.card === card));
    if (unknown) return invalid('cards', `"${unknown}" is not a card we know: ${LOYALTY_CARDS.map((k) => k.card).join(', ')}`);
    const clean = { cards: [...new Set(settings.cards)], poolOptIn: settings.poolOptIn };
    await this.book.setLoyalty(householdId, clean);
    return ok(clean);
  }
}
