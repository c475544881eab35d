import type { NewUsualItem, ShoppingListRepository, UsualItem } from '../shopping/ports';
import type { ListChange } from '../shopping/keep-in-step/reconcile-list';
import type { NewShoppingItem, ShoppingItem, ShoppingList } from '../shopping/shopping-list';

type Row = { -readonly [K in keyof ShoppingItem]: ShoppingItem[K] } & { checkedById: string | null; addedById: string | null };
type ListRow = { -readonly [K in keyof Omit<ShoppingList, 'items' | 'pricing'>]: ShoppingList[K] };

/**
 * The shopping list repository's semantics without a database (as the Knex adapter keeps them): lists keyed by the
 * household's owner, last-writer-wins ticks, extras kept after the recipe lines, totals kept as the sum of the lines.
 * `firstName` names who ticked and who added a line (the adapter joins the users table).
 */
export class InMemoryShoppingListRepository implements ShoppingListRepository {
  readonly lists: ListRow[] = [];
  readonly items: Row[] = [];
  readonly usualRows: Array<UsualItem & { userId: string }> = [];
  private nextList = 1;
  private nextItem = 1;
  private nextUsual = 1;
  constructor(private readonly firstName: (userId: string) => string | null = () => null) {}

  async create(list: Parameters<ShoppingListRepository['create']>[0], at: Date): Promise<ShoppingList> {
    const id = this.nextList++;
    this.lists.push({ id, userId: list.userId, mealPlanId: list.mealPlanId, planStartDate: null, supermarket: list.supermarket, createdAt: at, totalCostPence: list.totalCostPence, priceNote: list.priceNote, archivedAt: null, lastChange: null });
    for (const item of list.items) this.insert(id, item, false, null);
    return this.load(id)!;
  }

  async listForUser(userId: string) {
    return this.lists
      .filter((l) => l.userId === userId)
      .sort((a, b) => Number(a.archivedAt !== null) - Number(b.archivedAt !== null) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((l) => this.load(l.id)!);
  }

  async currentForPlan(userId: string, mealPlanId: string) {
    const current = (await this.listForUser(userId)).find((l) => l.mealPlanId === mealPlanId && !l.archivedAt);
    return current ?? null;
  }

  async reconcile(listId: number, update: Parameters<ShoppingListRepository['reconcile']>[1]) {
    const old = new Set(this.items.filter((i) => i.listId === listId && !i.isExtra).map((i) => i.id));
    const kept = new Set<number>();
    const rows: Row[] = [];
    for (const line of update.lines) {
      const { continues, isChecked, checkedChangedAt, checkedById, notNeeded, ...item } = line;
      const id = continues !== undefined && old.has(continues) && !kept.has(continues) ? continues : this.nextItem++;
      kept.add(id);
      rows.push({ ...this.row(listId, item, false, null), id, isChecked, checkedChangedAt, checkedById, notNeeded });
    }
    this.replaceRecipeLines(listId, rows);
    Object.assign(this.list(listId)!, { supermarket: update.supermarket, priceNote: update.priceNote, lastChange: update.lastChange as ListChange });
    this.retotal(listId, update.recipeTotalPence);
    return this.load(listId)!;
  }

  async archiveOthers(userId: string, keepId: number, at: Date) {
    for (const l of this.lists) if (l.userId === userId && l.id !== keepId && !l.archivedAt) l.archivedAt = at;
  }

  async findForUser(userId: string, id: number) {
    const list = this.list(id);
    return list && list.userId === userId ? this.load(id) : null;
  }

  async replaceItems(listId: number, items: readonly NewShoppingItem[], totalCostPence: number) {
    const before = new Map(this.items.filter((i) => i.listId === listId && !i.isExtra).map((i) => [i.ingredient, i]));
    const rows = items.map((item) => {
      const was = before.get(item.ingredient);
      const row = this.row(listId, item, false, null);
      return was ? { ...row, isChecked: was.isChecked, checkedChangedAt: was.checkedChangedAt, checkedById: was.checkedById } : row;
    });
    this.replaceRecipeLines(listId, rows);
    this.retotal(listId, totalCostPence);
    return this.load(listId)!;
  }

  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt: Date, actorId?: string) {
    const row = this.owned(userId, itemId);
    if (!row) return null;
    if (!row.checkedChangedAt || row.checkedChangedAt.getTime() <= changedAt.getTime()) Object.assign(row, { isChecked, checkedChangedAt: changedAt, checkedById: actorId ?? null });
    return this.item(row);
  }

  async addExtras(userId: string, listId: number, items: readonly NewShoppingItem[], actorId: string) {
    if (this.list(listId)?.userId !== userId) return null;
    const added = items.map((item) => this.insert(listId, item, true, actorId));
    this.retotal(listId, null);
    return added.map((r) => this.item(r));
  }

  async removeItem(userId: string, itemId: number) {
    const row = this.owned(userId, itemId);
    if (!row) return null;
    this.items.splice(this.items.indexOf(row), 1);
    this.retotal(row.listId, null);
    return { listId: row.listId };
  }

  async delete(userId: string, id: number) {
    const list = this.list(id);
    if (!list || list.userId !== userId) return false;
    this.lists.splice(this.lists.indexOf(list), 1);
    for (let k = this.items.length - 1; k >= 0; k -= 1) if (this.items[k]!.listId === id) this.items.splice(k, 1);
    return true;
  }

  async usuals(userId: string) {
    return this.usualRows.filter((u) => u.userId === userId).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())).map(({ userId: _u, ...u }) => u);
  }

  async saveUsual(userId: string, usual: NewUsualItem) {
    const existing = this.usualRows.find((u) => u.userId === userId && u.name.toLowerCase() === usual.name.toLowerCase());
    if (existing) Object.assign(existing, usual);
    const row = existing ?? { ...usual, id: this.nextUsual++, userId };
    if (!existing) this.usualRows.push(row);
    const { userId: _u, ...saved } = row;
    return saved;
  }

  async deleteUsual(userId: string, id: number) {
    const k = this.usualRows.findIndex((u) => u.id === id && u.userId === userId);
    if (k < 0) return false;
    this.usualRows.splice(k, 1);
    return true;
  }

  private list(id: number) {
    return this.lists.find((l) => l.id === id);
  }

  private owned(userId: string, itemId: number) {
    const row = this.items.find((i) => i.id === itemId);
    return row && this.list(row.listId)?.userId === userId ? row : undefined;
  }

  private row(listId: number, item: NewShoppingItem, isExtra: boolean, addedById: string | null): Row {
    return { ...item, heldGrams: item.heldGrams ?? 0, id: 0, listId, isChecked: false, checkedChangedAt: null, isExtra, checkedBy: null, addedBy: null, notNeeded: false, checkedById: null, addedById };
  }

  private insert(listId: number, item: NewShoppingItem, isExtra: boolean, addedById: string | null) {
    const row = { ...this.row(listId, item, isExtra, addedById), id: this.nextItem++ };
    this.items.push(row);
    return row;
  }

  /** The recipe lines replaced; the extras stay after them. */
  private replaceRecipeLines(listId: number, rows: Row[]) {
    const extras = this.items.filter((i) => i.listId === listId && i.isExtra);
    const others = this.items.filter((i) => i.listId !== listId);
    this.items.splice(0, this.items.length, ...others, ...rows, ...extras);
  }

  /** The stored total: the recipe lines' total when given, plus every extra; or the sum of all lines still needed. */
  private retotal(listId: number, recipeTotal: number | null) {
    const lines = this.items.filter((i) => i.listId === listId);
    const sum = recipeTotal === null ? lines.filter((i) => !i.notNeeded).reduce((s, i) => s + i.pricePence, 0) : recipeTotal + lines.filter((i) => i.isExtra).reduce((s, i) => s + i.pricePence, 0);
    this.list(listId)!.totalCostPence = sum;
  }

  private item(row: Row): ShoppingItem {
    const { checkedById, addedById, ...item } = row;
    const author = (id: string | null) => (id ? { id, firstName: this.firstName(id) ?? '' } : null);
    return { ...item, checkedBy: author(checkedById), addedBy: author(addedById) };
  }

  private load(id: number): ShoppingList | null {
    const list = this.list(id);
    return list ? { ...list, items: this.items.filter((i) => i.listId === id).map((r) => this.item(r)) } : null;
  }
}
