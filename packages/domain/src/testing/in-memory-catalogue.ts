import { randomUUID } from 'node:crypto';
import type { CatalogueSource, SavedRecipe, SavedRecipeRepository } from '../catalogue/ports';
import type { CatalogueData } from '../catalogue/snapshot';

export class InMemoryCatalogueSource implements CatalogueSource {
  private counter = 1;
  constructor(private data: CatalogueData) {}
  async version() {
    return String(this.counter);
  }
  async load() {
    return structuredClone(this.data);
  }
  replace(data: CatalogueData) {
    this.data = data;
    this.counter += 1;
  }
}

export class InMemorySavedRecipeRepository implements SavedRecipeRepository {
  private rows: SavedRecipe[] = [];
  async list(userId: string) {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.recipeId.localeCompare(b.recipeId))
      .map((r) => ({ ...r }));
  }
  async save(userId: string, recipeId: string, at: Date) {
    const existing = this.rows.find((r) => r.userId === userId && r.recipeId === recipeId);
    if (existing) return { ...existing };
    const row = { id: randomUUID(), userId, recipeId, createdAt: at };
    this.rows.push(row);
    return { ...row };
  }
  async remove(userId: string, idOrRecipeId: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.userId === userId && (r.id === idOrRecipeId || r.recipeId === idOrRecipeId)));
    return this.rows.length < before;
  }
}
