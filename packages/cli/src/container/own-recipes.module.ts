import { ContainerModule, type ResolutionContext } from 'inversify';
import type { OwnRecipesHttpDependencies } from '@larder/adapters-http/own-recipes-dependencies';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { SAVED_RECIPE_REPOSITORY, type SavedRecipeRepository } from '@larder/domain/catalogue/ports';
import { DeleteOwnRecipe } from '@larder/domain/catalogue/own-recipes/delete-recipe/delete-recipe.use-case';
import { ImportRecipe, PAGE_FETCHER, type PageFetcher, STRUCTURED_DATA_READER, type StructuredDataReader } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import { ParseIngredientLines } from '@larder/domain/catalogue/own-recipes/parse-lines/parse-lines.use-case';
import { PHOTO_RESIZER, type PhotoResizer } from '@larder/domain/catalogue/own-recipes/photo';
import { PlanOwnRecipes } from '@larder/domain/catalogue/own-recipes/plan-own-recipes/plan-own-recipes.use-case';
import { OWN_RECIPE_REPOSITORY, type OwnRecipeRepository } from '@larder/domain/catalogue/own-recipes/ports';
import { RecipePhotos } from '@larder/domain/catalogue/own-recipes/recipe-photo/recipe-photo.use-case';
import { ViewOwnRecipes } from '@larder/domain/catalogue/own-recipes/view-own-recipes/view-own-recipes.use-case';
import { WriteOwnRecipe } from '@larder/domain/catalogue/own-recipes/write-recipe/write-recipe.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { HeavyWork, PooledPhotoResizer } from '../infrastructure/work-pool/heavy-work';

const repository = (c: ResolutionContext) => c.get<OwnRecipeRepository>(OWN_RECIPE_REPOSITORY);

/** The household's own recipes: written, pasted or imported, their photos and the "plan my recipes too" switch. */
export const ownRecipesModule = new ContainerModule(({ bind }) => {
  bind(PHOTO_RESIZER).toDynamicValue((c) => new PooledPhotoResizer(c.get(HeavyWork))).inSingletonScope();
  bind(ParseIngredientLines).toDynamicValue((c) => new ParseIngredientLines(c.get(CatalogueCache))).inSingletonScope();
  bind(ViewOwnRecipes).toDynamicValue((c) => new ViewOwnRecipes(repository(c), c.get(CatalogueCache))).inSingletonScope();
  bind(WriteOwnRecipe).toDynamicValue((c) => new WriteOwnRecipe(repository(c), c.get(CatalogueCache), c.get<Clock>(CLOCK))).inSingletonScope();
  bind(DeleteOwnRecipe)
    .toDynamicValue((c) => new DeleteOwnRecipe(repository(c), c.get(CatalogueCache), c.get<SavedRecipeRepository>(SAVED_RECIPE_REPOSITORY)))
    .inSingletonScope();
  bind(RecipePhotos)
    .toDynamicValue((c) => new RecipePhotos(repository(c), c.get(CatalogueCache), c.get<PhotoResizer>(PHOTO_RESIZER), c.get<Clock>(CLOCK)))
    .inSingletonScope();
  bind(PlanOwnRecipes).toDynamicValue((c) => new PlanOwnRecipes(repository(c))).inSingletonScope();
  bind(ImportRecipe)
    .toDynamicValue((c) => new ImportRecipe(c.get<PageFetcher>(PAGE_FETCHER), c.get<StructuredDataReader>(STRUCTURED_DATA_READER), c.get(WriteOwnRecipe), c.get<RateLimiter>(RATE_LIMITER)))
    .inSingletonScope();
});

export const ownRecipesHttpDependencies = (c: ResolutionContext): OwnRecipesHttpDependencies => ({
  parseLines: c.get(ParseIngredientLines),
  view: c.get(ViewOwnRecipes),
  write: c.get(WriteOwnRecipe),
  delete: c.get(DeleteOwnRecipe),
  photos: c.get(RecipePhotos),
  planOwnRecipes: c.get(PlanOwnRecipes),
  importRecipe: c.get(ImportRecipe),
});
