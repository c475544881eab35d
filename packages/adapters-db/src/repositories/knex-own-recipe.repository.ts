import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OWN_RECIPE_PREFIX, type OwnRecipe, type OwnRecipeFields } from '@larder/domain/catalogue/own-recipes/own-recipe';
import type { OwnRecipeRepository, RecipePhoto } from '@larder/domain/catalogue/own-recipes/ports';

interface Row {
  id: string;
  user_id: string;
  name: string;
  description: string;
  cuisine: string;
  role: OwnRecipe['role'];
  served_with: OwnRecipe['servedWith'];
  side_kind: OwnRecipe['sideKind'];
  keeps_days: number | null;
  freezes: boolean | null;
  difficulty: OwnRecipe['difficulty'];
  prep_minutes: number;
  cook_minutes: number;
  serves: number;
  lines: OwnRecipe['lines'];
  steps: string[];
  source_url: string | null;
  created_at: Date;
  updated_at: Date;
  has_photo?: boolean;
}

const toRecipe = (r: Row): OwnRecipe => ({
  id: r.id,
  householdId: r.user_id,
  name: r.name,
  description: r.description,
  cuisine: r.cuisine,
  role: r.role,
  servedWith: r.served_with,
  sideKind: r.side_kind,
  keepsDays: r.keeps_days,
  freezes: r.freezes,
  difficulty: r.difficulty,
  prepMinutes: r.prep_minutes,
  cookMinutes: r.cook_minutes,
  serves: r.serves,
  lines: r.lines,
  steps: r.steps,
  sourceUrl: r.source_url,
  hasPhoto: Boolean(r.has_photo),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const toColumns = (f: OwnRecipeFields) => ({
  name: f.name,
  description: f.description,
  cuisine: f.cuisine,
  role: f.role,
  served_with: JSON.stringify(f.servedWith),
  side_kind: f.sideKind,
  keeps_days: f.keepsDays,
  freezes: f.freezes,
  difficulty: f.difficulty,
  prep_minutes: f.prepMinutes,
  cook_minutes: f.cookMinutes,
  serves: f.serves,
  lines: JSON.stringify(f.lines),
  steps: JSON.stringify(f.steps),
  source_url: f.sourceUrl,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class KnexOwnRecipeRepository implements OwnRecipeRepository {
  constructor(private readonly knex: Knex) {}

  private select() {
    return this.knex('own_recipes as r').select('r.*', this.knex.raw('exists (select 1 from own_recipe_photos p where p.recipe_id = r.id) as has_photo'));
  }

  async listForHousehold(householdId: string) {
    if (!UUID.test(householdId)) return [];
    const rows = await this.select().where('r.user_id', householdId).orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id' }]);
    return (rows as Row[]).map(toRecipe);
  }

  async findForHousehold(householdId: string, id: string) {
    if (!UUID.test(householdId)) return null;
    const row = (await this.select().where({ 'r.user_id': householdId, 'r.id': id }).first()) as Row | undefined;
    return row ? toRecipe(row) : null;
  }

  async create(householdId: string, fields: OwnRecipeFields, at: Date) {
    const id = `${OWN_RECIPE_PREFIX}${randomUUID()}`;
    await this.knex('own_recipes').insert({ id, user_id: householdId, ...toColumns(fields), created_at: at, updated_at: at });
    return (await this.findForHousehold(householdId, id))!;
  }

  async update(householdId: string, id: string, fields: OwnRecipeFields, at: Date) {
    if (!UUID.test(householdId)) return null;
    const touched = await this.knex('own_recipes').where({ user_id: householdId, id }).update({ ...toColumns(fields), updated_at: at }).returning('id');
    return touched.length ? this.findForHousehold(householdId, id) : null;
  }

  async remove(householdId: string, id: string) {
    if (!UUID.test(householdId)) return false;
    return (await this.knex('own_recipes').where({ user_id: householdId, id }).delete().returning('id')).length > 0;
  }

  async setPhoto(householdId: string, id: string, photo: RecipePhoto | null, at: Date) {
    if (!UUID.test(householdId)) return false;
    return this.knex.transaction(async (trx) => {
      const touched = await trx('own_recipes').where({ user_id: householdId, id }).update({ updated_at: at }).returning('id');
      if (!touched.length) return false;
      if (photo) {
        await trx('own_recipe_photos')
          .insert({ recipe_id: id, content_type: photo.contentType, bytes: Buffer.from(photo.bytes) })
          .onConflict('recipe_id')
          .merge();
      } else await trx('own_recipe_photos').where({ recipe_id: id }).delete();
      return true;
    });
  }

  async getPhoto(householdId: string, id: string) {
    if (!UUID.test(householdId)) return null;
    const row = await this.knex('own_recipe_photos as p')
      .join('own_recipes as r', 'r.id', 'p.recipe_id')
      .where({ 'r.user_id': householdId, 'r.id': id })
      .first('p.content_type', 'p.bytes');
    return row ? { contentType: row.content_type as RecipePhoto['contentType'], bytes: new Uint8Array(row.bytes as Buffer) } : null;
  }

  async planOwnRecipes(householdId: string) {
    if (!UUID.test(householdId)) return false;
    const row = await this.knex('own_recipe_settings').where({ user_id: householdId }).first();
    return Boolean(row?.plan_own_recipes);
  }

  async setPlanOwnRecipes(householdId: string, on: boolean) {
    await this.knex('own_recipe_settings').insert({ user_id: householdId, plan_own_recipes: on }).onConflict('user_id').merge();
  }
}
