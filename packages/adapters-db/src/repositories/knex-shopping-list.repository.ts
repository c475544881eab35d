import type { Knex } from 'knex';
import type { ShoppingListRepository } from '@larder/domain/shopping/ports';
import type { NewShoppingItem, ShoppingItem, ShoppingList } from '@larder/domain/shopping/shopping-list';

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
  perishable: item.perishable,
});

const toItem = (r: Record<string, any>): ShoppingItem => ({
  id: r.id,
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
  perishable: r.perishable,
  checkedChangedAt: r.checked_changed_at,
});

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
      this.knex('shopping_lists').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]),
      this.knex('shopping_list_items')
        .whereIn('list_id', this.knex('shopping_lists').select('id').where({ user_id: userId }))
        .orderBy(['list_id', 'position']),
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
      const checked = new Map((await trx('shopping_list_items').where({ list_id: listId })).map((r) => [r.ingredient_slug as string, r]));
      await trx('shopping_list_items').where({ list_id: listId }).delete();
      if (items.length) {
        await trx('shopping_list_items').insert(
          items.map((item, i) => {
            const before = checked.get(item.ingredient);
            return { ...itemRow(listId, item, i), ...(before ? { is_checked: before.is_checked, checked_changed_at: before.checked_changed_at } : {}) };
          }),
        );
      }
      await trx('shopping_lists').where({ id: listId }).update({ total_cost_pence: totalCostPence });
    });
    return (await this.load([listId]))[0]!;
  }

  /** Last writer wins by the time the check was made, so an old offline change never undoes a newer one. */
  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt: Date) {
    if (!Number.isSafeInteger(itemId) || itemId < 1 || itemId > 2_147_483_647) return null;
    const owned = () => this.knex('shopping_lists').select('id').where({ user_id: userId });
    // One statement when the tick is the newest (the usual case); a read only when a newer one had won.
    const [updated] = await this.knex('shopping_list_items')
      .where({ id: itemId })
      .whereIn('list_id', owned())
      .andWhere((q) => q.whereNull('checked_changed_at').orWhere('checked_changed_at', '<=', changedAt))
      .update({ is_checked: isChecked, checked_changed_at: changedAt })
      .returning('*');
    if (updated) return toItem(updated);
    const current = await this.knex('shopping_list_items').where({ id: itemId }).whereIn('list_id', owned()).first();
    return current ? toItem(current) : null;
  }

  async delete(userId: string, id: number) {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
    const deleted = await this.knex('shopping_lists').where({ id, user_id: userId }).delete().returning('id');
    return deleted.length > 0;
  }

  private async load(ids: number[]): Promise<ShoppingList[]> {
    if (!ids.length) return [];
    const [lists, items] = await Promise.all([
      this.knex('shopping_lists').whereIn('id', ids),
      this.knex('shopping_list_items').whereIn('list_id', ids).orderBy(['list_id', 'position']),
    ]);
    const byId = new Map(lists.map((l) => [l.id as number, l]));
    return assemble(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), items);
  }
}

/** Lists in the order given, each with its items (already in list and position order), in one pass. */
function assemble(lists: Array<Record<string, any>>, items: Array<Record<string, any>>): ShoppingList[] {
  const byList = new Map<number, ShoppingItem[]>();
  for (const i of items) {
    const bucket = byList.get(i.list_id as number);
    if (bucket) bucket.push(toItem(i));
    else byList.set(i.list_id as number, [toItem(i)]);
  }
  return lists.map((l) => ({
    id: l.id as number,
    userId: l.user_id,
    mealPlanId: l.meal_plan_id,
    supermarket: l.supermarket,
    createdAt: l.created_at,
    totalCostPence: l.total_cost_pence,
    priceNote: l.price_note,
    items: byList.get(l.id as number) ?? [],
  }));
}
