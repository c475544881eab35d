import { randomUUID } from 'node:crypto';
import { OWN_RECIPE_PREFIX, type OwnRecipe, type OwnRecipeFields } from '../catalogue/own-recipes/own-recipe';
import type { OwnRecipeRepository, RecipePhoto } from '../catalogue/own-recipes/ports';

const copy = (r: OwnRecipe): OwnRecipe => structuredClone(r);

export class InMemoryOwnRecipeRepository implements OwnRecipeRepository {
  private rows = new Map<string, OwnRecipe>();
  private photos = new Map<string, RecipePhoto>();
  private planOwn = new Set<string>();

  async listForHousehold(householdId: string) {
    return [...this.rows.values()]
      .filter((r) => r.householdId === householdId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(copy);
  }
  async findForHousehold(householdId: string, id: string) {
    const row = this.rows.get(id);
    return row && row.householdId === householdId ? copy(row) : null;
  }
  async create(householdId: string, fields: OwnRecipeFields, at: Date) {
    const row: OwnRecipe = { ...structuredClone(fields), id: `${OWN_RECIPE_PREFIX}${randomUUID()}`, householdId, hasPhoto: false, createdAt: at, updatedAt: at };
    this.rows.set(row.id, row);
    return copy(row);
  }
  async update(householdId: string, id: string, fields: OwnRecipeFields, at: Date) {
    const row = this.rows.get(id);
    if (!row || row.householdId !== householdId) return null;
    const next: OwnRecipe = { ...row, ...structuredClone(fields), updatedAt: at };
    this.rows.set(id, next);
    return copy(next);
  }
  async remove(householdId: string, id: string) {
    const row = this.rows.get(id);
    if (!row || row.householdId !== householdId) return false;
    this.rows.delete(id);
    this.photos.delete(id);
    return true;
  }
  async setPhoto(householdId: string, id: string, photo: RecipePhoto | null, at: Date) {
    const row = this.rows.get(id);
    if (!row || row.householdId !== householdId) return false;
    if (photo) this.photos.set(id, { contentType: photo.contentType, bytes: new Uint8Array(photo.bytes) });
    else this.photos.delete(id);
    this.rows.set(id, { ...row, hasPhoto: photo !== null, updatedAt: at });
    return true;
  }
  async getPhoto(householdId: string, id: string) {
    const row = this.rows.get(id);
    const photo = this.photos.get(id);
    return row && row.householdId === householdId && photo ? { contentType: photo.contentType, bytes: new Uint8Array(photo.bytes) } : null;
  }
  async planOwnRecipes(householdId: string) {
    return this.planOwn.has(householdId);
  }
  async setPlanOwnRecipes(householdId: string, on: boolean) {
    if (on) this.planOwn.add(householdId);
    else this.planOwn.delete(householdId);
  }
}
