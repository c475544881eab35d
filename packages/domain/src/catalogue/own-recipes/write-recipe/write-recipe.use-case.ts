import { type Result, ok } from '../../../shared/result';
import type { DomainError } from '../../../shared/errors';
import type { Clock } from '../../../shared/clock';
import type { CatalogueCache } from '../../catalogue-cache';
import type { RecipeView } from '../../snapshot';
import { type LineFood, lineFood } from '../../ingredient-lines/line-food';
import { recipeNotFound } from '../../recipe';
import { type OwnLineWeight, type OwnRecipe, type OwnRecipeCoverage, type OwnRecipeDraft, type OwnRecipeFields, buildOwnRecipe } from '../own-recipe';
import { type OwnRecipeView, mayChangeOwnRecipe, ownRecipeView } from '../own-recipe-view';
import type { OwnRecipeRepository } from '../ports';

/** A recipe not saved yet (the editor's and the import's preview). */
export interface OwnRecipePreview {
  readonly fields: OwnRecipeFields;
  readonly view: RecipeView;
  readonly weights: readonly OwnLineWeight[];
  readonly coverage: OwnRecipeCoverage;
  readonly lines: readonly LineFood[];
}

const PREVIEW_ID = 'own-preview';

/** Writing the household's own recipe (typed, pasted or imported): previewed, created, updated. */
export class WriteOwnRecipe {
  constructor(
    private readonly recipes: OwnRecipeRepository,
    private readonly cache: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  /** What a draft would be, without saving it. */
  async preview(draft: OwnRecipeDraft): Promise<Result<OwnRecipePreview, DomainError>> {
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    const at = this.clock.now();
    const own: OwnRecipe = { ...fields.value, id: PREVIEW_ID, householdId: '', hasPhoto: false, createdAt: at, updatedAt: at };
    const { view, weights, coverage } = ownRecipeView(own, snapshot);
    return ok({ fields: fields.value, view, weights, coverage, lines: fields.value.lines.map((l) => lineFood(l.text, snapshot, l.matchedBy === 'hand' ? l.ingredient : null)) });
  }

  async create(householdId: string, draft: OwnRecipeDraft): Promise<Result<OwnRecipeView, DomainError>> {
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    return ok(ownRecipeView(await this.recipes.create(householdId, fields.value, this.clock.now()), snapshot));
  }

  async update(householdId: string, id: string, draft: OwnRecipeDraft): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await mayChangeOwnRecipe(this.recipes, this.cache, householdId, id);
    if (!guard.ok) return guard;
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    const updated = await this.recipes.update(householdId, id, fields.value, this.clock.now());
    return updated ? ok(ownRecipeView(updated, snapshot)) : recipeNotFound();
  }
}
