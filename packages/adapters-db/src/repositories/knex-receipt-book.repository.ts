import type { Knex } from 'knex';
import type { PackUnit } from '@larder/domain/catalogue/ingredient';
import type { PriceObservation } from '@larder/domain/receipts/price-book/price-book';
import type { LoyaltySettings, ReceiptBook, ReceiptPreview, ReceiptSource, ScannedReceipt } from '@larder/domain/receipts/ports';

interface ReceiptRow {
  id: number;
  user_id: string;
  status: 'draft' | 'confirmed';
  source: ReceiptSource;
  preview: ReceiptPreview | string;
  budget_receipt_id: number | null;
  created_at: Date | string;
  confirmed_at: Date | string | null;
}

const toReceipt = (r: ReceiptRow): ScannedReceipt => ({
  id: r.id,
  householdId: r.user_id,
  status: r.status,
  source: r.source,
  preview: typeof r.preview === 'string' ? (JSON.parse(r.preview) as ReceiptPreview) : r.preview,
  budgetReceiptId: r.budget_receipt_id,
  createdAt: new Date(r.created_at),
  confirmedAt: r.confirmed_at === null ? null : new Date(r.confirmed_at),
});

export class KnexReceiptBook implements ReceiptBook {
  constructor(private readonly knex: Knex) {}

  async saveDraft(householdId: string, source: ReceiptSource, preview: ReceiptPreview, at: Date) {
    const [row] = await this.knex('scanned_receipts')
      .insert({ user_id: householdId, status: 'draft', source, preview: JSON.stringify(preview), created_at: at })
      .returning('*');
    return toReceipt(row as ReceiptRow);
  }
  async find(householdId: string, id: number) {
    const row = (await this.knex('scanned_receipts').where({ id, user_id: householdId }).first()) as ReceiptRow | undefined;
    return row ? toReceipt(row) : null;
  }
  async list(householdId: string) {
    const rows = (await this.knex('scanned_receipts').where({ user_id: householdId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])) as ReceiptRow[];
    return rows.map(toReceipt);
  }
  async confirm(householdId: string, id: number, preview: ReceiptPreview, observations: readonly Omit<PriceObservation, 'householdId'>[], at: Date) {
    return this.knex.transaction(async (trx) => {
      const [row] = (await trx('scanned_receipts')
        .where({ id, user_id: householdId, status: 'draft' })
        .update({ status: 'confirmed', preview: JSON.stringify(preview), confirmed_at: at })
        .returning('*')) as ReceiptRow[];
      if (!row) return null;
      if (observations.length) {
        await trx('price_observations').insert(
          observations.map((o) => ({
            user_id: householdId, scanned_receipt_id: id, ingredient: o.ingredient, chain: o.chain, store: o.store, postcode_district: o.postcodeDistrict,
            pack_size: o.packSize, pack_unit: o.packUnit, price_pence: o.pricePence, loyalty_price_pence: o.loyaltyPricePence, seen_on: o.date,
          })),
        );
      }
      return toReceipt(row);
    });
  }
  async linkBudgetReceipt(householdId: string, id: number, budgetReceiptId: number) {
    await this.knex('scanned_receipts').where({ id, user_id: householdId }).update({ budget_receipt_id: budgetReceiptId });
  }
  async observations(ingredients: readonly string[], since: string, householdId: string): Promise<PriceObservation[]> {
    if (!ingredients.length) return [];
    const sharing = this.knex('household_loyalty').where({ pool_opt_in: true }).select('user_id');
    const rows = await this.knex('price_observations')
      .whereIn('ingredient', [...ingredients])
      .andWhere((q) => q.where('user_id', householdId).orWhereIn('user_id', sharing))
      .andWhere('seen_on', '>=', since)
      .select('user_id', 'ingredient', 'chain', 'store', 'postcode_district', 'pack_size', 'pack_unit', 'price_pence', 'loyalty_price_pence', this.knex.raw(`to_char(seen_on, 'YYYY-MM-DD') as seen_day`))
      .orderBy('id');
    return (rows as Array<Record<string, unknown>>).map((r) => ({
      householdId: r.user_id as string,
      ingredient: r.ingredient as string,
      chain: r.chain as string,
      store: (r.store as string | null) ?? null,
      postcodeDistrict: (r.postcode_district as string | null) ?? null,
      packSize: Number(r.pack_size),
      packUnit: r.pack_unit as PackUnit,
      pricePence: Number(r.price_pence),
      loyaltyPricePence: r.loyalty_price_pence === null ? null : Number(r.loyalty_price_pence),
      date: r.seen_day as string,
    }));
  }
  async loyalty(householdId: string): Promise<LoyaltySettings> {
    const row = (await this.knex('household_loyalty').where({ user_id: householdId }).first()) as { cards: string[] | string; pool_opt_in: boolean } | undefined;
    if (!row) return { cards: [], poolOptIn: false };
    return { cards: typeof row.cards === 'string' ? (JSON.parse(row.cards) as string[]) : row.cards, poolOptIn: row.pool_opt_in };
  }
  async setLoyalty(householdId: string, settings: LoyaltySettings) {
    await this.knex('household_loyalty')
      .insert({ user_id: householdId, cards: JSON.stringify(settings.cards), pool_opt_in: settings.poolOptIn })
      .onConflict('user_id')
      .merge();
  }
}
