/** The staples: the ingredients a household always keeps (a list leaves them off while some is held). */
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { LarderRepository } from '../ports';

export class Staples {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
  ) {}

  staples(householdId: string): Promise<string[]> {
    return this.larder.staples(householdId);
  }

  async setStaples(householdId: string, input: unknown): Promise<Result<string[], DomainError>> {
    if (!Array.isArray(input) || input.some((s) => typeof s !== 'string')) return invalid('staples', 'Staples are a list of ingredients');
    if (input.length > 200) return invalid('staples', 'Keep the staples to 200 ingredients');
    const snapshot = await this.catalogue.current();
    const unknown = input.find((s: string) => !snapshot.ingredient(s));
    if (unknown !== undefined) return invalid('staples', `Unknown ingredient: ${String(unknown).slice(0, 60)}`);
    return ok(await this.larder.setStaples(householdId, [...new Set(input as string[])].sort()));
  }
}
