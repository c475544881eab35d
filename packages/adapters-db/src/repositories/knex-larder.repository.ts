import type { Knex } from 'knex';
import type { CookedMeal, LarderItem, LarderRemoval } from '@larder/domain/larder/larder-item';
import type { LarderRepository } from '@larder/domain/larder/ports';

interface ItemRow {
  id: string;
  user_id: string;
  ingredient: string | null;
  name: string;
  quantity: number;
  unit: LarderItem['unit'];
  grams: number | null;
  place: LarderItem['place'];
  best_before: string | null;
  date_kind: LarderItem['dateKind'];
  source: LarderItem['source'];
  value_pence: number;
  ref: string | null;
  added_at: Date;
}

const toItem = (r: ItemRow): LarderItem => ({
  id: r.id,
  ingredient: r.ingredient,
  name: r.name,
  quantity: Number(r.quantity),
  unit: r.unit,
  grams: r.grams === null ? null : Number(r.grams),
  place: r.place,
  bestBefore: r.best_before,
  ...(r.date_kind ? { dateKind: r.date_kind } : {}),
  source: r.source,
  valuePence: r.value_pence,
  ref: r.ref,
  addedAt: new Date(r.added_at),
});
const toRow = (householdId: string, i: LarderItem): ItemRow => ({
  id: i.id,
  user_id: householdId,
  ingredient: i.ingredient,
  name: i.name,
  quantity: i.quantity,
  unit: i.unit,
  grams: i.grams,
  place: i.place,
  best_before: i.bestBefore,
  date_kind: i.dateKind ?? null,
  source: i.source,
  value_pence: i.valuePence,
  ref: i.ref,
  added_at: i.addedAt,
});
/** Items kept in the cooked record's JSON: dates as strings, read back as dates. */
const fromJson = (i: LarderItem & { addedAt: Date | string }): LarderItem => ({ ...i, addedAt: new Date(i.addedAt) });

export class KnexLarderRepository implements LarderRepository {
  constructor(private readonly knex: Knex) {}

  async list(householdId: string) {
    return (await this.knex<ItemRow>('larder_items').where({ user_id: householdId }).orderBy([{ column: 'added_at' }, { column: 'id' }])).map(toItem);
  }
  async find(householdId: string, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.knex<ItemRow>('larder_items').where({ user_id: householdId, id }).first();
    return row ? toItem(row) : null;
  }
  async put(householdId: string, items: readonly LarderItem[]) {
    if (!items.length) return;
    await this.knex.transaction(async (trx) => {
      const taken = await trx('larder_items').whereIn('id', items.map((i) => i.id)).whereNot({ user_id: householdId }).first();
      if (taken) throw new Error('Larder item belongs to another household');
      await trx('larder_items').insert(items.map((i) => toRow(householdId, i))).onConflict('id').merge();
    });
  }
  async delete(householdId: string, ids: readonly string[]) {
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (!valid.length) return 0;
    return (await this.knex('larder_items').where({ user_id: householdId }).whereIn('id', valid).delete().returning('id')).length;
  }
  async recordRemoval(householdId: string, r: LarderRemoval) {
    await this.knex('larder_removals').insert({ id: r.id, user_id: householdId, ingredient: r.ingredient, name: r.name, quantity: r.quantity, unit: r.unit, reason: r.reason, value_pence: r.valuePence, at: r.at, date_state: r.dateState ?? null });
  }
  async removals(householdId: string, since: Date) {
    const rows = await this.knex('larder_removals').where({ user_id: householdId }).where('at', '>=', since).orderBy([{ column: 'at', order: 'desc' }, { column: 'id' }]);
    return rows.map((r: { id: string; ingredient: string | null; name: string; quantity: number; unit: LarderItem['unit']; reason: LarderRemoval['reason']; value_pence: number; at: Date; date_state: LarderRemoval['dateState'] }) => ({
      id: r.id, ingredient: r.ingredient, name: r.name, quantity: Number(r.quantity), unit: r.unit, reason: r.reason, valuePence: r.value_pence, at: new Date(r.at), dateState: r.date_state ?? null,
    }));
  }
  async staples(householdId: string) {
    return (await this.knex('larder_staples').where({ user_id: householdId }).orderBy('ingredient')).map((r: { ingredient: string }) => r.ingredient);
  }
  async setStaples(householdId: string, slugs: readonly string[]) {
    await this.knex.transaction(async (trx) => {
      // A staple kept keeps its "run out"; the household has now said which staples it has.
      const out = new Set((await trx('larder_staples').where({ user_id: householdId, run_out: true })).map((r: { ingredient: string }) => r.ingredient));
      await trx('larder_staples').where({ user_id: householdId }).delete();
      const unique = [...new Set(slugs)];
      if (unique.length) await trx('larder_staples').insert(unique.map((ingredient) => ({ user_id: householdId, ingredient, run_out: out.has(ingredient) })));
      await trx('larder_staples_chosen').insert({ user_id: householdId, chosen_at: new Date() }).onConflict('user_id').merge();
    });
    return this.staples(householdId);
  }
  async stapleChoice(householdId: string) {
    const [chosen, out] = await Promise.all([
      this.knex('larder_staples_chosen').where({ user_id: householdId }).first(),
      this.knex('larder_staples').where({ user_id: householdId, run_out: true }).orderBy('ingredient'),
    ]);
    return { chosen: !!chosen, runOut: out.map((r: { ingredient: string }) => r.ingredient) };
  }
  async setStapleRunOut(householdId: string, slug: string, runOut: boolean) {
    await this.knex('larder_staples').where({ user_id: householdId, ingredient: slug }).update({ run_out: runOut });
  }
  async cookedMeals(householdId: string, planId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(planId)) return [];
    const rows = await this.knex('larder_cooked_meals').where({ user_id: householdId, plan_id: planId }).orderBy('at');
    return rows.map((r: { plan_id: string; meal_id: string; status: CookedMeal['status']; automatic: boolean; before: LarderItem[]; added: string[]; at: Date }) => ({
      planId: r.plan_id, mealId: r.meal_id, status: r.status, automatic: r.automatic, before: r.before.map(fromJson), added: r.added, at: new Date(r.at),
    }));
  }
  async saveCooked(householdId: string, c: CookedMeal) {
    await this.knex('larder_cooked_meals')
      .insert({ user_id: householdId, plan_id: c.planId, meal_id: c.mealId, status: c.status, automatic: c.automatic, before: JSON.stringify(c.before), added: JSON.stringify(c.added), at: c.at })
      .onConflict(['user_id', 'plan_id', 'meal_id'])
      .merge();
  }
}
