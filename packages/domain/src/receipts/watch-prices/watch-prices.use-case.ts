/** GET /api/prices/changes: what became dearer among the foods the household buys (issue 37, prices watched). */
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { Clock } from '../../shared/clock';
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import { addDaysToDate } from '../../budget/weeks';
import { londonDate } from '../../budget/track-budget/budget-tracker.use-case';
import type { ReceiptBook } from '../ports';
import { type PriceChange, MIN_GAP_DAYS, RECENT_DAYS, priceChanges } from './price-changes';

/** How far back prices are compared (the earliest price a change may be measured from). */
const LOOK_BACK_DAYS = RECENT_DAYS + 120;

export class WatchPrices {
  constructor(
    private readonly receipts: Pick<ReceiptBook, 'list' | 'observations'>,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The foods on the household's own confirmed receipts, their prices compared over time from its receipts and the
   * pooled ones it may be priced from (price-changes.ts): a rise of more than 10 % a unit, or a pack that shrank.
   */
  async changes(householdId: string): Promise<Result<PriceChange[], DomainError>> {
    const today = londonDate(this.clock.now());
    const since = addDaysToDate(today, -LOOK_BACK_DAYS - MIN_GAP_DAYS);
    const bought = new Set<string>();
    for (const receipt of await this.receipts.list(householdId)) {
      if (receipt.status !== 'confirmed') continue;
      for (const line of receipt.preview.lines) if (!line.skipped && line.match.ingredient) bought.add(line.match.ingredient.slug);
    }
    if (!bought.size) return ok([]);
    const observations = await this.receipts.observations([...bought], since, householdId);
    const snapshot = await this.catalogue.forHousehold(householdId);
    return ok(priceChanges(observations, today, (slug) => snapshot.ingredient(slug)?.name ?? slug));
  }
}
