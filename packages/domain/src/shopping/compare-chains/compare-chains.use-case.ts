/** The same list at every chain (within reach when store locations are loaded), cheapest first. */
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { UserRepository } from '../../accounts/ports';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { PlanSettingsRepository } from '../../planning/ports';
import type { ChainsNearby } from '../../stores/stores';
import type { PriceSource } from '../../receipts/price-book/price-book';
import type { ShoppingListRepository } from '../ports';
import { type ListPricing, gramsByIngredient, packLines } from '../shopping-list';
import { bookPackPrice, comparisonNote, pricingOf } from '../list-prices';
import type { HouseholdListPrices } from '../household-list-prices';
import { sumPence } from '../list-building';
import { listNotFound } from '../list-changes';

export interface ChainComparison {
  readonly chain: string;
  readonly totalPence: number;
  /** Against the household's usual chain: positive means cheaper. */
  readonly savingPence: number;
  readonly missing: readonly string[];
  readonly usual: boolean;
  /** What this chain's total rests on (receipts, prices nearby, feeds, estimates). */
  readonly pricing: ListPricing;
}

export class CompareChains {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly settings: PlanSettingsRepository,
    private readonly users: UserRepository,
    private readonly catalogue: CatalogueCache,
    private readonly nearby: ChainsNearby,
    private readonly prices: HouseholdListPrices,
  ) {}

  /** The same list at every chain (within reach when store locations are loaded), cheapest first. */
  async compare(userId: string, id: number): Promise<Result<{ comparisons: ChainComparison[]; reachNote: string | null; estimatesOnly: boolean; pricesNote: string }, DomainError>> {
    const list = await this.lists.findForUser(userId, id);
    if (!list) return listNotFound();
    const snapshot = await this.catalogue.current();
    const user = await this.users.findById(userId);
    let chains = snapshot.chains;
    let reachNote: string | null = null;
    if (user?.profile.postcode) {
      const reach = await this.nearby.execute(user.profile.postcode, snapshot.chains);
      if (reach.ok) {
        reachNote = reach.value.note;
        if (reach.value.storesLoaded && reach.value.chains.length) chains = reach.value.chains.map((c) => c.chain);
      }
    }
    const usual = (await this.settings.get(userId))?.chain ?? list.supermarket;
    const lines = list.items.filter((i) => !i.isExtra && !i.notNeeded);
    const needed = gramsByIngredient(lines, (i) => i.neededGrams);
    // What the larder holds is left out here as on the list itself: one list, one total at its own chain.
    const held = gramsByIngredient(lines, (i) => i.heldGrams ?? 0);
    const book = await this.prices.book(userId, needed.keys());
    const priced = [...new Set([...chains, usual])].map((chain) => {
      const { lines, missing } = packLines(needed, snapshot, chain, bookPackPrice(book), held);
      const sources: Record<PriceSource, number> = { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 };
      for (const line of lines) sources[book.price(snapshot.product(line.ingredient, chain)!).source] += 1;
      return { chain, totalPence: sumPence(lines), missing, pricing: pricingOf(sources) };
    });
    const usualTotal = priced.find((p) => p.chain === usual)?.totalPence ?? 0;
    const comparisons = priced
      .map((p) => ({ ...p, savingPence: usualTotal - p.totalPence, usual: p.chain === usual }))
      .sort((a, b) => a.missing.length - b.missing.length || a.totalPence - b.totalPence || a.chain.localeCompare(b.chain));
    const { estimatesOnly, note } = comparisonNote(comparisons.map((c) => c.pricing));
    return ok({ comparisons, reachNote, estimatesOnly, pricesNote: note });
  }
}
