import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { type Ingredient, NUTRIENT_KEYS, type Nutrition, type PackUnit } from '@larder/domain/catalogue/ingredient';
import type { Recipe } from '@larder/domain/catalogue/recipe';
import type { CatalogueData } from '@larder/domain/catalogue/snapshot';
import { CATALOGUE_DIR, readMatchVocabulary } from './catalogue-vocabulary';
import type { Seeder } from './seeder';
import { productRow } from './repositories/knex-catalogue.repository';

export { CATALOGUE_DIR, readMatchVocabulary } from './catalogue-vocabulary';

interface RawIngredient {
  slug: string;
  name: string;
  aisle: string;
  allergens?: string[];
  contains?: string[];
  perishable?: boolean;
  density?: number | null;
  unitWeights?: Record<string, number>;
  nutrition?: Record<string, number | null | RawNutrient>;
  /** What the catalogue build writes: each nutrient with its source and the source row's code. */
  nutritionPer100g?: Record<string, RawNutrient>;
  nutritionSources?: Record<string, string>;
  pack: { size: number; unit: string };
}
interface RawNutrient {
  value: number | null;
  source?: string;
  code?: string;
  method?: string;
}
interface RawProduct {
  ingredient: string;
  chain: string;
  name: string;
  packSize: number;
  packUnit: string;
  pricePence: number;
  priceDate: string;
  source: string;
}
interface RawRecipe {
  id: string;
  name: string;
  description: string;
  cuisine: string;
  mealTypes: string[];
  difficulty: string;
  prepMinutes: number;
  cookMinutes: number;
  serves: number;
  ingredients: Array<{ ingredient: string; quantity: number; unit: string; notes?: string }>;
  steps: string[];
  role: string;
  servedWith?: string[];
  sideKind?: string;
  keepsDays?: number;
  freezes?: boolean;
}

export interface CatalogueFiles {
  readonly ingredients: RawIngredient[];
  readonly products: RawProduct[];
  readonly recipes: RawRecipe[];
  readonly contentHash: string;
}

/** Reads the committed files; null when the catalogue has not been generated yet. */
export function readCatalogueFiles(dir = CATALOGUE_DIR): CatalogueFiles | null {
  const ingredientsFile = path.join(dir, 'generated/ingredients.json');
  const productsFile = path.join(dir, 'generated/products.json');
  if (!existsSync(ingredientsFile) || !existsSync(productsFile)) return null;
  const hash = createHash('sha256');
  const read = <T>(file: string): T => {
    const text = readFileSync(file, 'utf8');
    hash.update(file.slice(dir.length)).update(text);
    return JSON.parse(text) as T;
  };
  const ingredients = read<RawIngredient[]>(ingredientsFile);
  const products = read<RawProduct[]>(productsFile);
  const aliasesFile = path.join(dir, 'sources/ingredient-aliases.json');
  const aliases = existsSync(aliasesFile) ? read<Record<string, string>>(aliasesFile) : {};
  const recipeDir = path.join(dir, 'sources/recipes');
  const recipes = (existsSync(recipeDir) ? readdirSync(recipeDir).filter((f) => f.endsWith('.json')).sort() : []).flatMap((file) =>
    read<RawRecipe[]>(path.join(recipeDir, file)).map((recipe) => ({
      ...recipe,
      ingredients: recipe.ingredients.map((line) => ({ ...line, ingredient: aliases[line.ingredient] ?? line.ingredient })),
    })),
  );
  return { ingredients, products, recipes, contentHash: hash.digest('hex') };
}

/** Flat per-100 g figures and where each came from, from either shape the build may write. */
export function splitNutrition(raw: RawIngredient): { nutrition: Nutrition; sources: Record<string, string> } {
  const nutrition = {} as Record<string, number | null>;
  const sources: Record<string, string> = { ...(raw.nutritionSources ?? {}) };
  const figures = raw.nutritionPer100g ?? raw.nutrition;
  for (const key of NUTRIENT_KEYS) {
    const value = figures?.[key];
    if (value !== null && typeof value === 'object') {
      nutrition[key] = value.value ?? null;
      if (value.source) sources[key] = [value.source, value.code].filter(Boolean).join(' ');
    } else {
      nutrition[key] = typeof value === 'number' ? value : null;
    }
  }
  return { nutrition: nutrition as Nutrition, sources };
}

async function insertInChunks(trx: Knex.Transaction, table: string, rows: object[], size = 400) {
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

/** Loads the committed catalogue; does nothing when the files have not changed since the last seed. */
export async function seedCatalogue(knex: Knex, files: CatalogueFiles | null = readCatalogueFiles(), now = new Date()): Promise<string> {
  if (!files) return 'no generated catalogue files yet (run the catalogue build)';
  const state = await knex('catalogue_state').where({ id: 1 }).first();
  if (state?.content_hash === files.contentHash) return 'up to date';
  await knex.transaction(async (trx) => {
    const slugs = files.ingredients.map((i) => i.slug);
    for (const raw of files.ingredients) {
      const { nutrition, sources } = splitNutrition(raw);
      const row = {
        slug: raw.slug,
        name: raw.name,
        aisle: raw.aisle,
        allergens: JSON.stringify(raw.allergens ?? []),
        contains: JSON.stringify(raw.contains ?? []),
        perishable: raw.perishable ?? false,
        density: raw.density ?? null,
        unit_weights: JSON.stringify(raw.unitWeights ?? {}),
        nutrition: JSON.stringify(nutrition),
        nutrition_sources: JSON.stringify(sources),
        pack_size: raw.pack.size,
        pack_unit: raw.pack.unit,
      };
      await trx('ingredients').insert(row).onConflict('slug').merge();
    }
    // Estimates are replaced wholesale; prices imported from a real feed stay.
    await trx('products').where({ estimate: true }).delete();
    await insertInChunks(
      trx,
      'products',
      files.products.map((p) => productRow(p, true)),
    );
    const ids = files.recipes.map((r) => r.id);
    for (const r of files.recipes) {
      await trx('recipes')
        .insert({
          id: r.id,
          name: r.name,
          description: r.description,
          cuisine: r.cuisine,
          meal_types: JSON.stringify(r.mealTypes),
          difficulty: r.difficulty,
          prep_minutes: r.prepMinutes,
          cook_minutes: r.cookMinutes,
          serves: r.serves,
          ingredients: JSON.stringify(r.ingredients),
          steps: JSON.stringify(r.steps),
          role: r.role,
          served_with: JSON.stringify(r.servedWith ?? []),
          side_kind: r.sideKind ?? null,
          keeps_days: r.keepsDays ?? 0,
          freezes: r.freezes ?? false,
        })
        .onConflict('id')
        .merge();
    }
    if (ids.length) await trx('recipes').whereNotIn('id', ids).delete();
    await trx('ingredients').whereNotIn('slug', slugs).whereNotExists(trx('products').whereRaw('products.ingredient_slug = ingredients.slug')).delete();
    await trx('catalogue_state')
      .insert({ id: 1, content_hash: files.contentHash, version: randomUUID(), updated_at: now })
      .onConflict('id')
      .merge();
  });
  return `${files.ingredients.length} ingredients, ${files.products.length} estimated products, ${files.recipes.length} recipes`;
}

export const catalogueSeeder: Seeder = { name: 'catalogue', run: (knex) => seedCatalogue(knex) };

/** The committed files as the domain's catalogue (what the data-quality test and `catalogue stats` read). */
export function catalogueDataFromFiles(files: CatalogueFiles): CatalogueData {
  return {
    ingredients: files.ingredients.map((raw) => ({
      slug: raw.slug,
      name: raw.name,
      aisle: raw.aisle as Ingredient['aisle'],
      allergens: (raw.allergens ?? []) as Ingredient['allergens'],
      contains: (raw.contains ?? []) as Ingredient['contains'],
      perishable: raw.perishable ?? false,
      density: raw.density ?? null,
      unitWeights: raw.unitWeights ?? {},
      nutrition: splitNutrition(raw).nutrition,
      pack: { size: raw.pack.size, unit: raw.pack.unit as PackUnit },
    })),
    products: files.products.map((p) => ({ ...p, packUnit: p.packUnit as PackUnit, estimate: true })),
    recipes: files.recipes as unknown as Recipe[],
    vocabulary: readMatchVocabulary(),
  };
}
