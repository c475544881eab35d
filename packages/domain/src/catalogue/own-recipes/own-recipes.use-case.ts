import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../catalogue-cache';
import type { SavedRecipeRepository } from '../ports';
import type { CatalogueSnapshot, RecipeView } from '../snapshot';
import { type LineFood, lineFood } from '../ingredient-lines/line-food';
import {
  OWN_RECIPE_LIMITS,
  type OwnLineWeight,
  type OwnRecipe,
  type OwnRecipeCoverage,
  type OwnRecipeDraft,
  type OwnRecipeFields,
  asCatalogueRecipe,
  buildOwnRecipe,
  isOwnRecipeId,
  ownRecipeCoverage,
  weighLines,
} from './own-recipe';
import type { OwnRecipeRepository } from './ports';
import { type PhotoResizer, checkPhoto } from './photo';

/** An own recipe with what the catalogue makes of it. */
export interface OwnRecipeView {
  readonly own: OwnRecipe;
  /** Cost at each chain, nutrition, allergens and tags of the matched lines. */
  readonly view: RecipeView;
  readonly weights: readonly OwnLineWeight[];
  readonly coverage: OwnRecipeCoverage;
}

/** A recipe not saved yet (the editor's and the import's preview). */
export interface OwnRecipePreview {
  readonly fields: OwnRecipeFields;
  readonly view: RecipeView;
  readonly weights: readonly OwnLineWeight[];
  readonly coverage: OwnRecipeCoverage;
  readonly lines: readonly LineFood[];
}

const notFound = () => fail('RECIPE.NOT_FOUND', 'Recipe not found');
const PREVIEW_ID = 'own-preview';

/** The household's own recipes: written, pasted or imported; costed and analysed as the library's are. */
export class OwnRecipes {
  constructor(
    private readonly recipes: OwnRecipeRepository,
    private readonly cache: CatalogueCache,
    private readonly saved: SavedRecipeRepository,
    private readonly resizer: PhotoResizer,
    private readonly clock: Clock,
  ) {}

  /** POST /api/ingredients/parse: each line parsed, matched and weighed, for the editor. */
  async parseLines(lines: readonly string[]): Promise<Result<LineFood[], DomainError>> {
    if (lines.length > OWN_RECIPE_LIMITS.lines) return invalid('lines', `At most ${OWN_RECIPE_LIMITS.lines} lines at a time`);
    if (lines.some((l) => l.length > OWN_RECIPE_LIMITS.lineText)) return invalid('lines', `A line must be at most ${OWN_RECIPE_LIMITS.lineText} characters`);
    const snapshot = await this.cache.current();
    return ok(lines.map((l) => lineFood(l, snapshot)));
  }

  async list(householdId: string): Promise<OwnRecipeView[]> {
    const snapshot = await this.cache.current();
    return (await this.recipes.listForHousehold(householdId)).map((own) => this.viewOf(own, snapshot));
  }

  async get(householdId: string, id: string): Promise<Result<OwnRecipeView, DomainError>> {
    const own = await this.recipes.findForHousehold(householdId, id);
    return own ? ok(this.viewOf(own, await this.cache.current())) : notFound();
  }

  /** What a draft would be, without saving it. */
  async preview(draft: OwnRecipeDraft): Promise<Result<OwnRecipePreview, DomainError>> {
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    const at = this.clock.now();
    const own: OwnRecipe = { ...fields.value, id: PREVIEW_ID, householdId: '', hasPhoto: false, createdAt: at, updatedAt: at };
    const { view, weights, coverage } = this.viewOf(own, snapshot);
    return ok({ fields: fields.value, view, weights, coverage, lines: fields.value.lines.map((l) => lineFood(l.text, snapshot, l.matchedBy === 'hand' ? l.ingredient : null)) });
  }

  async create(householdId: string, draft: OwnRecipeDraft): Promise<Result<OwnRecipeView, DomainError>> {
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    return ok(this.viewOf(await this.recipes.create(householdId, fields.value, this.clock.now()), snapshot));
  }

  async update(householdId: string, id: string, draft: OwnRecipeDraft): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await this.guardChange(householdId, id);
    if (!guard.ok) return guard;
    const snapshot = await this.cache.current();
    const fields = buildOwnRecipe(draft, snapshot);
    if (!fields.ok) return fields;
    const updated = await this.recipes.update(householdId, id, fields.value, this.clock.now());
    return updated ? ok(this.viewOf(updated, snapshot)) : notFound();
  }

  async remove(householdId: string, id: string): Promise<Result<void, DomainError>> {
    const guard = await this.guardChange(householdId, id);
    if (!guard.ok) return guard;
    if (!(await this.recipes.remove(householdId, id))) return notFound();
    await this.saved.remove(householdId, id);
    return ok(undefined);
  }

  /** Checks the file by its content, resizes it and stores it. */
  async setPhoto(householdId: string, id: string, bytes: Uint8Array): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await this.guardChange(householdId, id);
    if (!guard.ok) return guard;
    const checked = checkPhoto(bytes);
    if (!checked.ok) return checked;
    const resized = await this.resizer.resize(checked.value);
    if (!resized.ok) return resized;
    if (!(await this.recipes.setPhoto(householdId, id, resized.value, this.clock.now()))) return notFound();
    return this.get(householdId, id);
  }

  async removePhoto(householdId: string, id: string): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await this.guardChange(householdId, id);
    if (!guard.ok) return guard;
    if (!(await this.recipes.setPhoto(householdId, id, null, this.clock.now()))) return notFound();
    return this.get(householdId, id);
  }

  async photo(householdId: string, id: string) {
    return this.recipes.getPhoto(householdId, id);
  }

  async settings(householdId: string): Promise<{ planOwnRecipes: boolean }> {
    return { planOwnRecipes: await this.recipes.planOwnRecipes(householdId) };
  }

  async saveSettings(householdId: string, planOwnRecipes: boolean): Promise<{ planOwnRecipes: boolean }> {
    await this.recipes.setPlanOwnRecipes(householdId, planOwnRecipes);
    return this.settings(householdId);
  }

  /** A library recipe is read-only (403); another household's, or no recipe at all, is not found (404). */
  private async guardChange(householdId: string, id: string): Promise<Result<void, DomainError>> {
    if (!isOwnRecipeId(id)) {
      return (await this.cache.current()).recipe(id) ? fail('RECIPE.LIBRARY_READ_ONLY', 'Recipes in our library cannot be changed: save a copy as your own instead') : notFound();
    }
    return (await this.recipes.findForHousehold(householdId, id)) ? ok(undefined) : notFound();
  }

  private viewOf(own: OwnRecipe, snapshot: CatalogueSnapshot): OwnRecipeView {
    const weights = weighLines(own, snapshot);
    const view = snapshot.withRecipes([asCatalogueRecipe(own, weights)]).recipe(own.id)!;
    return { own, view, weights, coverage: ownRecipeCoverage(weights) };
  }
}
