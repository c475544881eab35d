import { ZRecipeQuery, ZSaveRecipeBody } from '../contract/recipes';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentRecipe } from '../presenters/recipe.presenter';
import { recipeImageSvg } from '../presenters/recipe-image';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { formatPounds, parsePounds } from '@larder/domain/shared/money';
import { householdId } from '../session/household-scope';
import { newRouter } from './router';

/** The recipe library (public) and the household's saved recipes (signed in). */
export function recipeRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const library = deps.recipeLibrary;

  router.get('/api/recipes', async (ctx) => {
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
    });
    ctx.body = { items: result.items.map((v) => presentRecipe(v, q.chain)), total: result.total, page: q.page, pageSize: q.pageSize, chains: result.chains };
  });

  router.get('/api/recipes/:id', async (ctx) => {
    const chain = typeof ctx.query.chain === 'string' ? ctx.query.chain : null;
    ctx.body = presentRecipe(unwrap(await library.get(ctx.params.id!)), chain);
  });

  router.get('/api/recipes/:id/ingredients', async (ctx) => {
    const view = unwrap(await library.get(ctx.params.id!));
    const snapshot = await library.snapshot();
    const chain = (typeof ctx.query.chain === 'string' && view.costs.some((c) => c.chain === ctx.query.chain) ? ctx.query.chain : view.costs[0]?.chain) ?? null;
    ctx.body = view.recipe.ingredients.map((line, i) => {
      const ingredient = snapshot.ingredient(line.ingredient);
      const product = chain ? snapshot.product(line.ingredient, chain) : undefined;
      const grams = view.facts.gramsPerLine[i] ?? 0;
      const packGrams = product && ingredient ? snapshot.packGrams(ingredient, product) : null;
      return {
        id: `${view.recipe.id}:${i + 1}`,
        name: ingredient?.name ?? line.ingredient,
        quantity: line.quantity,
        unit: line.unit,
        notes: line.notes ?? null,
        estimatedCost: product && packGrams ? formatPounds(Math.round((grams / packGrams) * product.pricePence)) : null,
        category: ingredient?.aisle ?? 'Other',
        allergens: [...(ingredient?.allergens ?? [])],
      };
    });
  });

  router.get('/api/recipes/:id/image.svg', async (ctx) => {
    const view = unwrap(await library.get(ctx.params.id!));
    const snapshot = await library.snapshot();
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
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
