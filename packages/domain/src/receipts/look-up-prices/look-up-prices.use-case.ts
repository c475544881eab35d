/** GET /api/prices/{ingredient}: what the price book knows of one ingredient, chain by chain. */
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { KnownPrice } from '../price-book/price-book';
import type { HouseholdPrices } from '../price-book/household-prices';

export interface IngredientPrices {
  readonly ingredient: { readonly slug: string; readonly name: string };
  /** One per chain the catalogue prices it at, cheapest payable first. */
  readonly prices: readonly KnownPrice[];
}

export class LookUpPrices {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly householdPrices: HouseholdPrices,
  ) {}

  /** What is known of one ingredient's price, chain by chain, each with its source and date. */
  async prices(householdId: string, slug: string): Promise<Result<IngredientPrices, DomainError>> {
    const snapshot = await this.catalogue.forHousehold(householdId);
    const ingredient = snapshot.ingredient(slug);
    if (!ingredient) return fail('RECEIPT.INGREDIENT_NOT_FOUND', 'No catalogue ingredient has that name');
    const book = await this.householdPrices.forIngredients(householdId, [slug]);
    const prices = snapshot.productsFor(slug).map((p) => book.price(p));
    prices.sort((a, b) => a.payablePence - b.payablePence || a.chain.localeCompare(b.chain));
    return ok({ ingredient: { slug, name: ingredient.name }, prices });
  }
}
