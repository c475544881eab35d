import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PriceFeedStore } from '@larder/domain/catalogue/import/import-prices.use-case';
import type { CatalogueSource, SavedRecipe, SavedRecipeRepository } from '@larder/domain/catalogue/ports';
import type { CatalogueData } from '@larder/domain/catalogue/snapshot';
import type { Ingredient } from '@larder/domain/catalogue/ingredient';
import type { Recipe } from '@larder/domain/catalogue/recipe';
import type { Product } from '@larder/domain/catalogue/cost';
import { readMatchVocabulary } from '../catalogue-vocabulary';

/** Reads the whole catalogue (a few thousand rows) for the in-memory snapshot. */
export class KnexCatalogueSource implements CatalogueSource {
  constructor(private readonly knex: Knex) {}

  async version(): Promise<string> {
    const row = await this.knex('catalogue_state').where({ id: 1 }).first();
    return row ? String(row.version) : 'empty';
  }

  async load(): Promise<CatalogueData> {
    const [ingredients, products, recipes] = await Promise.all([
      this.knex('ingredients').orderBy('slug'),
      this.knex('products').orderBy(['ingredient_slug', 'chain', 'estimate']),
      this.knex('recipes').orderBy('id'),
    ]);
    return {
      ingredients: ingredients.map(
        (r): Ingredient => ({
          slug: r.slug,
          name: r.name,
          aisle: r.aisle,
          allergens: r.allergens,
          contains: r.contains,
          perishable: r.perishable,
          density: r.density,
          unitWeights: r.unit_weights,
          nutrition: r.nutrition,
          pack: { size: r.pack_size, unit: r.pack_unit },
        }),
      ),
      products: products.map(
        (r): Product => ({
          ingredient: r.ingredient_slug,
          chain: r.chain,
          name: r.name,
          packSize: r.pack_size,
          packUnit: r.pack_unit,
          pricePence: r.price_pence,
          priceDate: typeof r.price_date === 'string' ? r.price_date.slice(0, 10) : isoDate(r.price_date),
          source: r.source,
          estimate: r.estimate,
        }),
      ),
      recipes: recipes.map(
        (r): Recipe => ({
          id: r.id,
          name: r.name,
          description: r.description,
          cuisine: r.cuisine,
          mealTypes: r.meal_types,
          difficulty: r.difficulty,
          prepMinutes: r.prep_minutes,
          cookMinutes: r.cook_minutes,
          serves: r.serves,
          ingredients: r.ingredients,
          steps: r.steps,
          role: r.role,
          ...(r.served_with?.length ? { servedWith: r.served_with } : {}),
          ...(r.side_kind ? { sideKind: r.side_kind } : {}),
          keepsDays: r.keeps_days ?? 0,
          freezes: r.freezes ?? false,
        }),
      ),
      vocabulary: readMatchVocabulary(),
    };
  }
}

/** A DATE column as YYYY-MM-DD whatever the driver returns (pg gives a local-midnight Date). */
function isoDate(value: Date): string {
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const toSaved = (r: { id: string; user_id: string; recipe_id: string; created_at: Date }): SavedRecipe => ({
  id: r.id,
  userId: r.user_id,
  recipeId: r.recipe_id,
  createdAt: r.created_at,
});

export class KnexSavedRecipeRepository implements SavedRecipeRepository {
  constructor(private readonly knex: Knex) {}

  async list(userId: string) {
    return (await this.knex('saved_recipes').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'recipe_id' }])).map(toSaved);
  }

  async save(userId: string, recipeId: string, at: Date) {
    await this.knex('saved_recipes').insert({ user_id: userId, recipe_id: recipeId, created_at: at }).onConflict(['user_id', 'recipe_id']).ignore();
    return toSaved(await this.knex('saved_recipes').where({ user_id: userId, recipe_id: recipeId }).first());
  }

  async remove(userId: string, idOrRecipeId: string) {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrRecipeId);
    const deleted = await this.knex('saved_recipes')
      .where({ user_id: userId })
      .andWhere((q) => {
        q.where({ recipe_id: idOrRecipeId });
        if (isUuid) q.orWhere({ id: idOrRecipeId });
      })
      .delete()
      .returning('id');
    return deleted.length > 0;
  }
}

/** A feed's prices replace the estimates for what they cover (the estimates stay, out-ranked, for the rest). */
export class KnexPriceFeedStore implements PriceFeedStore {
  constructor(private readonly knex: Knex) {}

  async replaceFeedPrices(products: readonly Product[], _source: string): Promise<void> {
    await this.knex.transaction(async (trx) => {
      for (const p of products) {
        await trx('products')
          .insert(productRow(p, false))
          .onConflict(['ingredient_slug', 'chain', 'estimate'])
          .merge();
      }
      await trx('catalogue_state')
        .insert({ id: 1, content_hash: 'feed-only', version: randomUUID(), updated_at: new Date() })
        .onConflict('id')
        .merge(['version', 'updated_at']);
    });
  }
}

/** A product as a row of the products table. */
export const productRow = (p: Omit<Product, 'estimate' | 'packUnit'> & { packUnit: string }, estimate: boolean) => ({
  ingredient_slug: p.ingredient,
  chain: p.chain,
  name: p.name,
  pack_size: p.packSize,
  pack_unit: p.packUnit,
  price_pence: p.pricePence,
  price_date: p.priceDate,
  source: p.source,
  estimate,
});
