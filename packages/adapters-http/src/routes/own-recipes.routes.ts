import type { Context } from 'koa';
import type { OwnRecipeDraft } from '@larder/domain/catalogue/own-recipes/own-recipe';
import { MAX_PHOTO_BYTES } from '@larder/domain/catalogue/own-recipes/photo';
import { ZImportBody, ZOwnRecipeBody, ZOwnRecipeSettings, ZParseLinesBody, type TOwnRecipeBody } from '@larder/contract/own-recipes';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentImportPreview, presentLineFood, presentOwnRecipe } from '../presenters/own-recipe.presenter';
import { recipeImageSvg } from '../presenters/recipe-image';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import type { AppState } from '../app-state';
import { householdId } from '../session/household-scope';
import { newRouter } from './router';
import { documentOptions, ownRecipesOpenApi } from '../api-document';

const toDraft = (b: TOwnRecipeBody): OwnRecipeDraft => ({
  name: b.name,
  description: b.description,
  cuisine: b.cuisine,
  role: b.role,
  servedWith: b.servedWith,
  sideKind: b.sideKind,
  keepsDays: b.keepsDays,
  freezes: b.freezes,
  difficulty: b.difficulty,
  prepMinutes: b.prepTime,
  cookMinutes: b.cookTime,
  serves: b.serves,
  lines: b.lines,
  steps: b.instructions,
  sourceUrl: b.sourceUrl,
});

/** Reads a raw upload up to `limit` bytes; more is a 413 and the rest is not read. */
async function readBody(ctx: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new HttpError(413, 'The photo is larger than 5 MB: choose a smaller one');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'The photo is larger than 5 MB: choose a smaller one');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The household's own recipes: write (POST/PUT/DELETE /api/recipes...), parse lines as typed, import from a page,
 * HTML or text, a photo, and the "plan my recipes too" switch. A library recipe is 403 to change; another
 * household's is 404, as is one that does not exist.
 */
export function ownRecipeRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const own = deps.ownRecipes;
  // Own recipes belong to the household: every member sees and changes them.
  const household = (ctx: Context & { state: AppState }) => householdId(ctx);
  const snapshot = () => deps.recipeLibrary.snapshot();

  router.get('/api/openapi/recipes.json', (ctx) => {
    ctx.body = ownRecipesOpenApi(documentOptions(deps, ctx));
  });

  router.post('/api/ingredients/parse', requireUser(), async (ctx) => {
    const body = parseInput(ZParseLinesBody, ctx.request.body);
    ctx.body = { lines: unwrap(await own.parseLines.parseLines(body.lines)).map(presentLineFood) };
  });

  router.post('/api/recipes/import', requireUser(), async (ctx) => {
    const body = parseInput(ZImportBody, ctx.request.body);
    ctx.body = presentImportPreview(unwrap(await own.importRecipe.preview(household(ctx), body)));
  });

  router.get('/api/own-recipes', requireUser(), async (ctx) => {
    const s = await snapshot();
    ctx.body = (await own.view.list(household(ctx))).map((v) => presentOwnRecipe(v, s));
  });

  router.get('/api/own-recipes/settings', requireUser(), async (ctx) => {
    ctx.body = await own.planOwnRecipes.settings(household(ctx));
  });

  router.put('/api/own-recipes/settings', requireUser(), async (ctx) => {
    const body = parseInput(ZOwnRecipeSettings, ctx.request.body);
    ctx.body = await own.planOwnRecipes.saveSettings(household(ctx), body.planOwnRecipes);
  });

  router.post('/api/recipes', requireUser(), async (ctx) => {
    const body = parseInput(ZOwnRecipeBody, ctx.request.body);
    const created = unwrap(await own.write.create(household(ctx), toDraft(body)));
    ctx.status = 201;
    ctx.set('Location', `/api/recipes/${created.own.id}`);
    ctx.body = presentOwnRecipe(created, await snapshot());
  });

  router.put('/api/recipes/:id', requireUser(), async (ctx) => {
    const body = parseInput(ZOwnRecipeBody, ctx.request.body);
    ctx.body = presentOwnRecipe(unwrap(await own.write.update(household(ctx), ctx.params.id!, toDraft(body))), await snapshot());
  });

  router.delete('/api/recipes/:id', requireUser(), async (ctx) => {
    unwrap(await own.delete.remove(household(ctx), ctx.params.id!));
    ctx.body = { message: 'Recipe deleted' };
  });

  router.get('/api/recipes/:id/photo', requireUser(), async (ctx) => {
    const id = ctx.params.id!;
    const photo = await own.photos.photo(household(ctx), id);
    ctx.set('Cache-Control', 'private, max-age=300');
    if (photo) {
      ctx.type = photo.contentType;
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = Buffer.from(photo.bytes);
      return;
    }
    // No photo yet: the drawing the library's recipes have.
    const view = unwrap(await deps.recipeLibrary.get(id, household(ctx)));
    const s = await snapshot();
    ctx.type = 'image/svg+xml';
    ctx.body = recipeImageSvg(view, (slug) => s.ingredient(slug));
  });

  // The photo is sent as the request body (image/jpeg, image/png or image/webp); its type is read from its bytes.
  router.put('/api/recipes/:id/photo', requireUser(), async (ctx) => {
    const id = ctx.params.id!;
    // Counted before the upload is read: decoding a photo is heavy (issue 34, L7).
    unwrap(await deps.callLimits.admit('recipe-photo', household(ctx)));
    const bytes = await readBody(ctx, MAX_PHOTO_BYTES);
    ctx.body = presentOwnRecipe(unwrap(await own.photos.setPhoto(household(ctx), id, bytes)), await snapshot());
  });

  router.delete('/api/recipes/:id/photo', requireUser(), async (ctx) => {
    ctx.body = presentOwnRecipe(unwrap(await own.photos.removePhoto(household(ctx), ctx.params.id!)), await snapshot());
  });

  return router;
}
