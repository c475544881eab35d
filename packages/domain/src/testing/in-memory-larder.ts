import type { CookedMeal, LarderItem, LarderRemoval } from '../larder/larder-item';
import type { LarderRepository } from '../larder/ports';

/** The larder in memory: the same answers as the Knex repository (the contract suite runs on both). */
export class InMemoryLarderRepository implements LarderRepository {
  private items = new Map<string, { householdId: string; item: LarderItem }>();
  private removed: Array<{ householdId: string; removal: LarderRemoval }> = [];
  private staplesOf = new Map<string, string[]>();
  private cooked = new Map<string, CookedMeal>();
  private runOutOf = new Map<string, Set<string>>();

  async list(householdId: string) {
    return [...this.items.values()].filter((r) => r.householdId === householdId).map((r) => structuredClone(r.item)).sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.id.localeCompare(b.id));
  }
  async find(householdId: string, id: string) {
    const row = this.items.get(id);
    return row && row.householdId === householdId ? structuredClone(row.item) : null;
  }
  async put(householdId: string, items: readonly LarderItem[]) {
    // All or none: an id held by another household is refused before anything changes.
    if (items.some((i) => this.items.has(i.id) && this.items.get(i.id)!.householdId !== householdId)) throw new Error('Larder item belongs to another household');
    for (const item of items) this.items.set(item.id, { householdId, item: structuredClone(item) });
  }
  async delete(householdId: string, ids: readonly string[]) {
    let n = 0;
    for (const id of ids) {
      if (this.items.get(id)?.householdId === householdId) {
        this.items.delete(id);
        n += 1;
      }
    }
    return n;
  }
  async recordRemoval(householdId: string, removal: LarderRemoval) {
    this.removed.push({ householdId, removal: structuredClone(removal) });
  }
  async removals(householdId: string, since: Date) {
    return this.removed
      .filter((r) => r.householdId === householdId && r.removal.at.getTime() >= since.getTime())
      .map((r) => structuredClone(r.removal))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id));
  }
  async staples(householdId: string) {
    return [...(this.staplesOf.get(householdId) ?? [])];
  }
  async setStaples(householdId: string, slugs: readonly string[]) {
    this.staplesOf.set(householdId, [...new Set(slugs)].sort());
    const out = this.runOutOf.get(householdId) ?? new Set<string>();
    this.runOutOf.set(householdId, new Set([...out].filter((s) => slugs.includes(s))));
    return this.staples(householdId);
  }
  async stapleChoice(householdId: string) {
    return { chosen: this.staplesOf.has(householdId), runOut: [...(this.runOutOf.get(householdId) ?? [])].sort() };
  }
  async setStapleRunOut(householdId: string, slug: string, runOut: boolean) {
    if (!(this.staplesOf.get(householdId) ?? []).includes(slug)) return;
    const out = this.runOutOf.get(householdId) ?? new Set<string>();
    if (runOut) out.add(slug);
    else out.delete(slug);
    this.runOutOf.set(householdId, out);
  }
  async cookedMeals(householdId: string, planId: string) {
    return [...this.cooked.entries()].filter(([k]) => k.startsWith(`${householdId}|${planId}|`)).map(([, c]) => structuredClone(c)).sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  async saveCooked(householdId: string, cooked: CookedMeal) {
    this.cooked.set(`${householdId}|${cooked.planId}|${cooked.mealId}`, structuredClone(cooked));
  }
}
