import type { Clock } from '../shared/clock';
import type { CatalogueSource } from './ports';
import { CatalogueSnapshot } from './snapshot';
import type { OwnRecipeRepository } from './own-recipes/ports';
import { asCatalogueRecipe, ownRecipeCoverage, weighLines } from './own-recipes/own-recipe';

/** Where a household's own recipes come from, for its view of the catalogue. */
export type HouseholdRecipeSource = Pick<OwnRecipeRepository, 'listForHousehold' | 'planOwnRecipes'>;

/** How long a server trusts its snapshot before asking storage whether the catalogue changed. */
export const CATALOGUE_RECHECK_MS = 30_000;

/** The catalogue is read-mostly: each server keeps one snapshot and rebuilds it when the version changes. */
export class CatalogueCache {
  private snapshot: { version: string; value: CatalogueSnapshot; checkedAt: number } | null = null;
  private pending: Promise<CatalogueSnapshot> | null = null;

  constructor(
    private readonly source: CatalogueSource,
    private readonly clock: Clock,
    private readonly households?: HouseholdRecipeSource,
  ) {}

  /**
   * The catalogue as one household sees it: the library and its own recipes. For planning, its own recipes join
   * only when the household turned on "plan my recipes too" and the recipe's every line is matched and weighed,
   * or when a meal pins the recipe (`pinned`).
   */
  async forHousehold(householdId: string, options: { planning?: boolean; pinned?: readonly string[] } = {}): Promise<CatalogueSnapshot> {
    const base = await this.current();
    if (!this.households) return base;
    const own = await this.households.listForHousehold(householdId);
    if (!own.length) return base;
    const weighed = own.map((recipe) => ({ recipe, weights: weighLines(recipe, base) }));
    let chosen = weighed;
    if (options.planning) {
      const planOwn = await this.households.planOwnRecipes(householdId);
      const pinned = new Set(options.pinned ?? []);
      // A recipe of nothing but water and "to taste" would plan as a free meal: it needs weighed food too.
      const plannable = (weights: typeof weighed[number]['weights']) => ownRecipeCoverage(weights).complete && weights.some((w) => w.line.ingredient && (w.grams ?? 0) > 0);
      chosen = weighed.filter(({ recipe, weights }) => pinned.has(recipe.id) || (planOwn && plannable(weights)));
    }
    return base.withRecipes(chosen.map(({ recipe, weights }) => asCatalogueRecipe(recipe, weights)));
  }

  async current(): Promise<CatalogueSnapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot && now - this.snapshot.checkedAt < CATALOGUE_RECHECK_MS) return this.snapshot.value;
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the snapshot (after an import in this process). */
  invalidate(): void {
    this.snapshot = null;
  }

  private async refresh(now: number): Promise<CatalogueSnapshot> {
    const version = await this.source.version();
    if (this.snapshot && this.snapshot.version === version) {
      this.snapshot = { ...this.snapshot, checkedAt: now };
      return this.snapshot.value;
    }
    const value = new CatalogueSnapshot(await this.source.load());
    this.snapshot = { version, value, checkedAt: now };
    return value;
  }
}
