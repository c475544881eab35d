import { type Result, ok } from '../../../shared/result';
import { type DomainError, invalid } from '../../../shared/errors';
import type { CatalogueCache } from '../../catalogue-cache';
import { type LineFood, lineFood } from '../../ingredient-lines/line-food';
import { OWN_RECIPE_LIMITS } from '../own-recipe';

/** POST /api/ingredients/parse: each line parsed, matched and weighed as the household types it, for the editor. */
export class ParseIngredientLines {
  constructor(private readonly cache: CatalogueCache) {}

  async parseLines(lines: readonly string[]): Promise<Result<LineFood[], DomainError>> {
    if (lines.length > OWN_RECIPE_LIMITS.lines) return invalid('lines', `At most ${OWN_RECIPE_LIMITS.lines} lines at a time`);
    if (lines.some((l) => l.length > OWN_RECIPE_LIMITS.lineText)) return invalid('lines', `A line must be at most ${OWN_RECIPE_LIMITS.lineText} characters`);
    const snapshot = await this.cache.current();
    return ok(lines.map((l) => lineFood(l, snapshot)));
  }
}
