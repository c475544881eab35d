import type { Knex } from 'knex';
import type { NewUsualItem, ShoppingListRepository, UsualItem } from '@larder/domain/shopping/ports';
import type { NewShoppingItem, ShoppingItem, ShoppingList } from '@larder/domain/shopping/shopping-list';
import type { ListChange } from '@larder/domain/shopping/keep-in-step/reconcile-list';

const itemRow = (listId: number, item: NewShoppingItem, position: number) => ({
  list_id: listId,
  position,
  ingredient_slug: item.ingredient,
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  category: item.category,
  price_pence: item.pricePence,
  needed_grams: item.neededGrams,
  pack_grams: item.packGrams,
  leftover_grams: item.leftoverGrams,
  held_grams: item.heldGrams ?? 0,
  perishable: item.perishable,
});

const author = (id: string | null, firstName: string | null) => (id ? { id, firstName: firstName ?? '' } : null);

const toItem = (r: Record<string, any>): ShoppingItem => ({
  id: r.id,
  listId: r.list_id,
  ingredient: r.ingredient_slug,
  name: r.name,
  quantity: r.quantity,
  unit: r.unit,
  category: r.category,
  pricePence: r.price_pence,
  isChecked: r.is_checked,
  neededGrams: r.needed_grams,
  packGrams: r.pack_grams,
  leftoverGrams: r.leftover_grams,
  heldGrams: Number(r.held_grams ?? 0),
  perishable: r.perishable,
  checkedChangedAt: r.checked_changed_at,
  isExtra: r.is_extra,
  checkedBy: author(r.checked_by, r.checked_by_name),
  addedBy: author(r.added_by, r.added_by_name),
  notNeeded: r.not_needed ?? false,
});

const toUsual = (r: Record<string, any>): UsualItem => ({ id: r.id, name: r.name, quantity: r.quantity, unit: r.unit, category: r.category, pricePence: r.price_pence });

const ID = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

export class KnexShoppingListRepository implements ShoppingListRepository {
  constructor(private readonly knex: Knex) {}

  async create(list: Parameters<ShoppingListRepository['create']>[0], at: Date): Promise<ShoppingList> {
    const id = await this.knex.transaction(async (trx) => {
      const [row] = await trx('shopping_lists')
        .insert({ user_id: list.userId, meal_plan_id: list.mealPlanId, supermarket: list.supermarket, total_cost_pence: list.totalCostPence, price_note: list.priceNote, created_at: at })
        .returning('id');
      const listId = (row as { id: number }).id;
      if (list.items.length) await trx('shopping_list_items').insert(list.items.map((item, i) => itemRow(listId, item, i)));
      return listId;
    });
    return (await this.load([id]))[0]!;
  }

  /** Two statements at once, whatever the number of lists: the lists, and all their items. */
  async listForUser(userId: string) {
    const [lists, items] = await Promise.all([
      this.withPlanStart().where({ user_id: userId }).orderByRaw('archived_at is not null, created_at desc, id desc'),
      this.items(this.knex, (q) => q.whereIn('i.list_id', this.knex('shopping_lists').select('id').where({ user_id: userId }))),
    ]);
    return assemble(lists, items);
  }

  async findForUser(userId: string, id: number) {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const row = await this.knex('shopping_lists').where({ id, user_id: userId }).first('id');
    return row ? ((await this.load([id]))[0] ?? null) : null;
  }

  async replaceItems(listId: number, items: readonly NewShoppingItem[], totalCostPence: number) {
    await this.knex.transaction(async (trx) => {
      const checked = new Map((await trx('shopping_list_items').where({ list_id: listId, is_extra: false })).map((r) => [r.ingredient_slug as string, r]));
      await trx('shopping_list_items').where({ list_id: listId, is_extra: false }).delete();
      if (items.length) {
        await trx('shopping_list_items').insert(
          items.map((item, i) => {
            const before = checked.get(item.ingredient);
            return {
              ...itemRow(listId, item, i),
              ...(before ? { is_checked: before.is_checked, checked_changed_at: before.checked_changed_at, checked_by: before.checked_by } : {}),
            };
          }),
        );
      }
      // Extras stay, after the recipe lines.
      await trx.raw(`update shopping_list_items set position = ? + position where list_id = ? and is_extra`, [items.length + 100_000, listId]);
      await this.retotal(trx, listId, totalCostPence);
    });
    return (await this.load([listId]))[0]!;
  }

  async currentForPlan(userId: string, mealPlanId: string) {
    const row = await this.knex('shopping_lists').where({ user_id: userId, meal_plan_id: mealPlanId }).whereNull('archived_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first('id');
    return row ? ((await this.load([row.id]))[0] ?? null) : null;
  }

  async reconcile(listId: number, update: Parameters<ShoppingListRepository['reconcile']>[1]) {
    await this.knex.transaction(async (trx) => {
      await trx('shopping_lists').where({ id: listId }).forUpdate().first('id');
      // A line the list keeps keeps its id: the larder's packs from its tick (ref list-item:<id>) stay its own.
      const existing: { id: number }[] = await trx('shopping_list_items').where({ list_id: listId, is_extra: false }).select('id');
      const ids = new Set(existing.map((r) => r.id));
      // Out of the way first: positions are unique on a list, and the kept lines take new ones.
      await trx.raw(`update shopping_list_items set position = position + 1000000 where list_id = ? and not is_extra`, [listId]);
      const kept = new Set<number>();
      const fresh = [];
      for (const [i, line] of update.lines.entries()) {
        const { continues, ...rest } = line;
        const row = { ...itemRow(listId, rest, i), is_checked: line.isChecked, checked_changed_at: line.checkedChangedAt, checked_by: line.checkedById, not_needed: line.notNeeded };
        if (continues === undefined || !ids.has(continues) || kept.has(continues)) fresh.push(row);
        else {
          kept.add(continues);
          await trx('shopping_list_items').where({ id: continues }).update(row);
        }
      }
      await trx('shopping_list_items').where({ list_id: listId, is_extra: false }).whereNotIn('id', [...kept]).delete();
      if (fresh.length) await trx('shopping_list_items').insert(fresh);
      await trx.raw(`update shopping_list_items set position = ? + position where list_id = ? and is_extra`, [update.lines.length + 100_000, listId]);
      await trx('shopping_lists').where({ id: listId }).update({ supermarket: update.supermarket, price_note: update.priceNote, last_change: JSON.stringify(update.lastChange) });
      await this.retotal(trx, listId, update.recipeTotalPence);
    });
    return (await this.load([listId]))[0]!;
  }

  async archiveOthers(userId: string, keepId: number, at: Date) {
    await this.knex('shopping_lists').where({ user_id: userId }).whereNot({ id: keepId }).whereNull('archived_at').update({ archived_at: at });
  }

  /** Last writer wins by the time the check was made, so an old offline change never undoes a newer one. */
  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt: Date, actorId?: string) {
    if (!ID(itemId)) return null;
    const owned = () => this.knex('shopping_lists').select('id').where({ user_id: userId });
    // One update (applied only when this tick is the newest), then the item with who ticked it.
    await this.knex('shopping_list_items')
      .where({ id: itemId })
      .whereIn('list_id', owned())
      .andWhere((q) => q.whereNull('checked_changed_at').orWhere('checked_changed_at', '<=', changedAt))
      .update({ is_checked: isChecked, checked_changed_at: changedAt, checked_by: actorId ?? null });
    return (await this.items(this.knex, (q) => q.where('i.id', itemId).whereIn('i.list_id', owned())))[0] ?? null;
  }

  async addExtras(userId: string, listId: number, items: readonly NewShoppingItem[], actorId: string) {
    if (!ID(listId)) return null;
    return this.knex.transaction(async (trx) => {
      const list = await trx('shopping_lists').where({ id: listId, user_id: userId }).forUpdate().first('id', 'total_cost_pence');
      if (!list) return null;
      const last = await trx('shopping_list_items').where({ list_id: listId }).max({ position: 'position' }).first();
      const start = Number(last?.position ?? -1) + 1;
      const rows = await trx('shopping_list_items')
        .insert(items.map((item, i) => ({ ...itemRow(listId, item, start + i), is_extra: true, added_by: actorId })))
        .returning('id');
      await this.retotal(trx, listId, null);
      const ids = rows.map((r: { id: number }) => r.id);
      return this.items(trx, (q) => q.whereIn('i.id', ids));
    });
  }

  async removeItem(userId: string, itemId: number) {
    if (!ID(itemId)) return null;
    return this.knex.transaction(async (trx) => {
      const owned = trx('shopping_lists').select('id').where({ user_id: userId });
      const [row] = await trx('shopping_list_items').where({ id: itemId }).whereIn('list_id', owned).delete().returning('list_id');
      if (!row) return null;
      await this.retotal(trx, row.list_id, null);
      return { listId: row.list_id as number };
    });
  }

  async usuals(userId: string) {
    return (await this.knex('household_usuals').where({ owner_user_id: userId }).orderByRaw('lower(name)')).map(toUsual);
  }

  async saveUsual(userId: string, usual: NewUsualItem) {
    const row = { owner_user_id: userId, name: usual.name, quantity: usual.quantity, unit: usual.unit, category: usual.category, price_pence: usual.pricePence };
    const existing = await this.knex('household_usuals').where({ owner_user_id: userId }).whereRaw('lower(name) = lower(?)', [usual.name]).first('id');
    if (existing) {
      const [updated] = await this.knex('household_usuals').where({ id: existing.id }).update(row).returning('*');
      return toUsual(updated);
    }
    const [inserted] = await this.knex('household_usuals').insert({ ...row, created_at: new Date() }).returning('*');
    return toUsual(inserted);
  }

  async deleteUsual(userId: string, id: number) {
    if (!ID(id)) return false;
    return (await this.knex('household_usuals').where({ id, owner_user_id: userId }).delete().returning('id')).length > 0;
  }

  /** The stored total: the recipe lines' total when given, plus every extra; or the sum of all lines. */
  private async retotal(trx: Knex.Transaction, listId: number, recipeTotal: number | null) {
    const extras = trx('shopping_list_items').where({ list_id: listId, is_extra: true }).sum('price_pence');
    const all = trx('shopping_list_items').where({ list_id: listId, not_needed: false }).sum('price_pence');
    const total = recipeTotal === null ? all : extras;
    const [row] = (await total) as Array<{ sum: string | number | null }>;
    const sum = Number(row?.sum ?? 0);
    await trx('shopping_lists').where({ id: listId }).update({ total_cost_pence: (recipeTotal ?? 0) + sum });
  }

  /** Items with the first names of who ticked and who added them. */
  private async items(db: Knex | Knex.Transaction, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder) {
    const rows = await where(
      db('shopping_list_items as i')
        .leftJoin('users as c', 'c.id', 'i.checked_by')
        .leftJoin('users as a', 'a.id', 'i.added_by')
        .select('i.*', 'c.first_name as checked_by_name', 'a.first_name as added_by_name'),
    ).orderBy(['i.list_id', 'i.position']);
    return rows.map(toItem);
  }

  async delete(userId: string, id: number) {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
    const deleted = await this.knex('shopping_lists').where({ id, user_id: userId }).delete().returning('id');
    return deleted.length > 0;
  }

  /** The lists with their plan's start date (the week each is named after). */
  private withPlanStart() {
    return this.knex('shopping_lists').select('shopping_lists.*', this.knex('meal_plans').select('start_date').whereRaw('meal_plans.id = shopping_lists.meal_plan_id').as('plan_start_date'));
  }

  private async load(ids: number[]): Promise<ShoppingList[]> {
    if (!ids.length) return [];
    const [lists, items] = await Promise.all([
      this.withPlanStart().whereIn('id', ids),
      this.items(this.knex, (q) => q.whereIn('i.list_id', ids)),
    ]);
    const byId = new Map(lists.map((l) => [l.id as number, l]));
    return assemble(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), items);
  }
}

/** Lists in the order given, each with its items (already in list and position order), in one pass. */
function assemble(lists: Array<Record<string, any>>, items: readonly ShoppingItem[]): ShoppingList[] {
  const byList = new Map<number, ShoppingItem[]>();
  for (const i of items) {
    const bucket = byList.get(i.listId);
    if (bucket) bucket.push(i);
    else byList.set(i.listId, [i]);
  }
  return lists.map((l) => ({
    id: l.id as number,
    userId: l.user_id,
    mealPlanId: l.meal_plan_id,
    planStartDate: l.plan_start_date ?? null,
    supermarket: l.supermarket,
    createdAt: l.created_at,
    totalCostPence: l.total_cost_pence,
    priceNote: l.price_note,
    items: byList.get(l.id as number) ?? [],
    archivedAt: l.archived_at ?? null,
    lastChange: (typeof l.last_change === 'string' ? JSON.parse(l.last_change) : (l.last_change ?? null)) as ListChange | null,
  }));
}
