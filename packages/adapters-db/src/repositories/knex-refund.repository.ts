import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RefundOutcome } from '@larder/domain/billing/ports';
import type { CollectedCharge, RefundMethod, RefundRecord, RefundStore } from '@larder/domain/billing/refund-charge/ports';

interface RefundRow {
  id: string;
  charge_id: string;
  amount_pence: number;
  status: RefundRecord['status'];
  method: RefundMethod;
  actor_email: string | null;
  reason: string;
  idempotency_key: string;
  provider_refund_id: string | null;
  message: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const toRefund = (row: RefundRow): RefundRecord => ({
  id: row.id,
  chargeId: row.charge_id,
  amountPence: row.amount_pence,
  status: row.status,
  method: row.method,
  actorEmail: row.actor_email,
  reason: row.reason,
  idempotencyKey: row.idempotency_key,
  providerRefundId: row.provider_refund_id,
  message: row.message,
  createdAt: new Date(row.created_at),
  finishedAt: row.finished_at ? new Date(row.finished_at) : null,
});

interface CollectedRow {
  charge_id: string;
  subscription_id: string;
  user_id: string;
  period_date: Date;
  amount_pence: number;
  provider: string;
  provider_charge_id: string | null;
  collected_at: Date;
}

/** The refunds table, and the charges it refunds (a charge collected, with the attempt that collected it). */
export class KnexRefundStore implements RefundStore {
  constructor(private readonly knex: Knex) {}

  private collectedQuery() {
    return this.knex('charges as c')
      .join('charge_attempts as a', function joinSucceeded() {
        this.on('a.charge_id', '=', 'c.id').andOnVal('a.status', '=', 'succeeded');
      })
      .where('c.status', 'succeeded')
      .select<CollectedRow[]>(
        'c.id as charge_id',
        'c.subscription_id',
        'c.user_id',
        'c.period_date',
        'c.amount_pence',
        'a.provider',
        'a.provider_charge_id',
        'a.finished_at as collected_at',
      );
  }

  private async withRefunds(rows: CollectedRow[]): Promise<CollectedCharge[]> {
    if (rows.length === 0) return [];
    const refunds = (await this.knex<RefundRow>('refunds').whereIn('charge_id', rows.map((r) => r.charge_id)).orderBy('created_at', 'desc')).map(toRefund);
    return rows.map((row) => {
      const mine = refunds.filter((r) => r.chargeId === row.charge_id);
      return {
        chargeId: row.charge_id,
        subscriptionId: row.subscription_id,
        userId: row.user_id,
        periodDate: new Date(row.period_date),
        amountPence: row.amount_pence,
        provider: row.provider,
        providerChargeId: row.provider_charge_id,
        collectedAt: new Date(row.collected_at),
        refund: mine.find((r) => r.status !== 'failed') ?? mine[0] ?? null,
      };
    });
  }

  async collectedCharge(chargeId: string): Promise<CollectedCharge | null> {
    // Not a uuid: no such charge (and no 500 from the database's cast).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(chargeId)) return null;
    const [found] = await this.withRefunds(await this.collectedQuery().andWhere('c.id', chargeId));
    return found ?? null;
  }

  async collectedChargeFor(subscriptionId: string, periodDate: Date): Promise<CollectedCharge | null> {
    const [found] = await this.withRefunds(await this.collectedQuery().andWhere('c.subscription_id', subscriptionId).andWhere('c.period_date', periodDate));
    return found ?? null;
  }

  async recentCollected(since: Date, limit: number): Promise<CollectedCharge[]> {
    return this.withRefunds(await this.collectedQuery().andWhere('a.finished_at', '>=', since).orderBy('a.finished_at', 'desc').limit(limit));
  }

  async open(input: { chargeId: string; amountPence: number; method: RefundMethod; actorEmail: string | null; reason: string }, at: Date): Promise<RefundRecord | null> {
    const id = randomUUID();
    const rows = await this.knex.raw<{ rows: RefundRow[] }>(
      `insert into refunds (id, charge_id, amount_pence, status, method, actor_email, reason, idempotency_key, created_at)
       values (?, ?, ?, 'processing', ?, ?, ?, ?, ?)
       on conflict (charge_id) where status in ('processing', 'succeeded') do nothing
       returning *`,
      [id, input.chargeId, input.amountPence, input.method, input.actorEmail, input.reason, `larder-refund-${id}`, at],
    );
    const row = rows.rows[0];
    return row ? toRefund(row) : null;
  }

  async finish(refundId: string, outcome: RefundOutcome, at: Date): Promise<RefundRecord> {
    const [row] = await this.knex<RefundRow>('refunds')
      .where({ id: refundId })
      .update({
        status: outcome.status,
        provider_refund_id: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
        message: outcome.status === 'failed' ? outcome.message.slice(0, 500) : null,
        finished_at: at,
      })
      .returning('*');
    if (!row) throw new Error(`No refund ${refundId}`);
    return toRefund(row as RefundRow);
  }
}
