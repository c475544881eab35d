import { ZRecipeQuery, ZSaveRecipeBody } from '@larder/contract/recipes';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentRecipe } from '../presenters/recipe.presenter';
import { recipeImageSvg } from '../presenters/recipe-image';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { formatPounds, parsePounds } from '@larder/domain/shared/money';
import { householdId } from '../session/household-scope';
import { newRouter } from './router';
import type { RouterContext } from '@koa/router';
import type { AppState } from '../app-state';

type RecipeContext = RouterContext<AppState>;
import { isOwnRecipeId } from '@larder/domain/catalogue/own-recipes/own-recipe';
import { presentOwnRecipe, presentStoredLine } from '../presenters/own-recipe.presenter';
import { sendPublic } from '../read-cache/public-answers';
import { linesChain, presentLibraryLines } from '../presenters/library-lines.presenter';

/** The recipe library (public; with the household's own recipes beside it when signed in) and saved recipes. */
export function recipeRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const library = deps.recipeLibrary;

  /** A search of the library (and, signed in, of the household's own recipes). */
  const search = async (ctx: RecipeContext) => {
    const q = parseInput(ZRecipeQuery, ctx.query);
    const result = await library.search({
      ...(q.q ? { text: q.q } : {}),
      ...(q.mealType ? { mealType: q.mealType } : {}),
      ...(q.cuisine ? { cuisine: q.cuisine } : {}),
      ...(q.diet ? { diet: q.diet } : {}),
      ...(q.allergenFree ? { allergenFree: q.allergenFree.split(',').map((s) => s.trim()).filter(Boolean) } : {}),
      ...(q.maxMinutes ? { maxMinutes: q.maxMinutes } : {}),
      ...(q.difficulty ? { difficulty: q.difficulty } : {}),
      ...(q.maxCost ? { maxCostPerServingPence: parsePounds(q.maxCost)! } : {}),
      ...(q.chain ? { chain: q.chain } : {}),
      page: q.page,
      pageSize: q.pageSize,
    }, ctx.state.user ? householdId(ctx) : undefined);
    return { items: result.items.map((v) => presentRecipe(v, q.chain)), total: result.total, page: q.page, pageSize: q.pageSize, chains: result.chains };
  };
  /** A recipe's lines, named and priced at a chain (the household's own as it wrote them). */
  const ingredients = async (ctx: RecipeContext) => {
    const household = ctx.state.user ? householdId(ctx) : null;
    const view = unwrap(await library.get(ctx.params.id!, household));
    const snapshot = await library.snapshot(household);
    if (household && isOwnRecipeId(view.recipe.id)) {
      // Every line the household wrote, matched or not; an unmatched line has no cost and says so in its notes.
      const own = unwrap(await deps.ownRecipes.view.get(household, view.recipe.id));
      const chain = linesChain(view, ctx.query.chain);
      return own.weights.map((w, i) => {
        const line = presentStoredLine(w, snapshot);
        const ingredient = w.line.ingredient ? snapshot.ingredient(w.line.ingredient) : undefined;
        const product = chain && ingredient ? snapshot.product(ingredient.slug, chain) : undefined;
        const packGrams = product && ingredient ? snapshot.packGrams(ingredient, product) : null;
        return {
          id: `${view.recipe.id}:${i + 1}`,
          name: ingredient?.name ?? line.food,
          quantity: line.quantity ?? 0,
          unit: line.unit ?? '',
          notes: [line.preparation, line.notes, line.problem].filter(Boolean).join('; ') || null,
          estimatedCost: product && packGrams && w.grams ? formatPounds(Math.round((w.grams / packGrams) * product.pricePence)) : null,
          category: ingredient?.aisle ?? 'Other',
          allergens: [...(ingredient?.allergens ?? [])],
        };
      });
    }
    return presentLibraryLines(view, snapshot, linesChain(view, ctx.query.chain));
  };

  // A visitor's reads are the same for every visitor: each is rendered once per catalogue and day (sendPublic).
  router.get('/api/recipes', (ctx) => sendPublic(ctx, deps.publicAnswers, () => search(ctx)));

  router.get('/api/recipes/:id', async (ctx) => {
    const chain = typeof ctx.query.chain === 'string' ? ctx.query.chain : null;
    const id = ctx.params.id!;
    if (isOwnRecipeId(id)) {
      // The household's own: with its lines as written, their matches and what cost and nutrition cover.
      if (!ctx.state.user) throw new HttpError(404, 'Recipe not found');
      ctx.body = presentOwnRecipe(unwrap(await deps.ownRecipes.view.get(householdId(ctx), id)), await library.snapshot(), chain);
      return;
    }
    await sendPublic(ctx, deps.publicAnswers, async () => presentRecipe(unwrap(await library.get(id)), chain));
  });

  router.get('/api/recipes/:id/ingredients', (ctx) => sendPublic(ctx, deps.publicAnswers, () => ingredients(ctx)));

  router.get('/api/recipes/:id/image.svg', async (ctx) => {
    const household = ctx.state.user ? householdId(ctx) : null;
    const view = unwrap(await library.get(ctx.params.id!, household));
    const snapshot = await library.snapshot(household);
    if (isOwnRecipeId(view.recipe.id)) ctx.set('Cache-Control', 'private, max-age=300');
    ctx.type = 'image/svg+xml';
    if (!isOwnRecipeId(view.recipe.id)) ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = recipeImageSvg(view, (slug) => snapshot.ingredient(slug));
  });

  router.get('/api/saved-recipes', requireUser(), async (ctx) => {
    const saved = await deps.savedRecipes.list(householdId(ctx));
    ctx.body = saved.map(({ saved: s, view }) => ({ id: s.id, recipeId: s.recipeId, createdAt: s.createdAt.toISOString(), recipe: presentRecipe(view) }));
  });

  router.post('/api/saved-recipes', requireUser(), async (ctx) => {
    const body = parseInput(ZSaveRecipeBody, ctx.request.body);
    const { saved, view } = unwrap(await deps.savedRecipes.save(householdId(ctx), body.recipeId));
    ctx.status = 201;
    ctx.body = { id: saved.id, recipeId: saved.recipeId, createdAt: saved.createdAt.toISOString(), recipe: presentRecipe(view) };
  });

  router.delete('/api/saved-recipes/:id', requireUser(), async (ctx) => {
    unwrap(await deps.savedRecipes.remove(householdId(ctx), ctx.params.id!));
    ctx.body = { message: 'Recipe removed from your saved recipes' };
  });
  return router;
}
