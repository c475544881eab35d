import type { Knex } from 'knex';
import { BILLABLE_STATUSES } from '@larder/domain/billing/subscription';
import { DAY_MS, periodMonth, utcDate } from '@larder/domain/billing/billing-rules';
import type {
  AttemptRequest,
  AuthorizationEvent,
  AuthorizationEventLog,
  BillingStatistics,
  BillingStore,
  CancellationUndoTokens,
  ChargeRecord,
  OpenAttempt,
  OpenedAttempt,
  AttemptAnswer,
  RecordedOutcome,
  SettleSubscription,
  WebhookEventLedger,
} from '@larder/domain/billing/ports';
import type { DatabaseKind } from '../database';
import type { SubscriptionModel } from '../models/models';
import { chargeOwnedColumns, toSubscription } from './knex-subscription.repository';

interface AttemptRow {
  id: string;
  charge_id: string;
  subscription_id: string;
  user_id: string;
  attempt: number;
  idempotency_key: string;
  provider: string;
  customer_id: string | null;
  payment_method_id: string | null;
  amount_pence: number;
  period_date: Date;
  started_at: Date;
}

const toAttempt = (row: AttemptRow): OpenAttempt => ({
  attemptId: row.id,
  chargeId: row.charge_id,
  subscriptionId: row.subscription_id,
  userId: row.user_id,
  attempt: row.attempt,
  idempotencyKey: row.idempotency_key,
  amountPence: row.amount_pence,
  provider: row.provider,
  customerId: row.customer_id,
  paymentMethodId: row.payment_method_id,
  periodDate: new Date(row.period_date),
  startedAt: new Date(row.started_at),
});

/**
 * Postgres keeps billing exactly-once:
 * - one charge per (subscription, month): a unique key;
 * - at most one attempt `processing` per charge: a partial unique index, so two claimers cannot both call the provider;
 * - the run lock: a session advisory lock on PostgreSQL (per schema), a process-wide flag on the embedded PGlite,
 *   which only one process can open.
 */
export class KnexBillingStore implements BillingStore {
  private localLock = false;

  constructor(
    private readonly knex: Knex,
    private readonly kind: DatabaseKind,
  ) {}

  async withRunLock<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.kind === 'pglite') {
      if (this.localLock) return { ran: false };
      this.localLock = true;
      try {
        return { ran: true, value: await work() };
      } finally {
        this.localLock = false;
      }
    }
    const client = this.knex.client as { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> };
    const connection = await client.acquireConnection();
    const key = `select hashtext('larder-billing:' || current_schema()) as key`;
    try {
      const { rows } = await this.knex.raw<{ rows: Array<{ locked: boolean }> }>(`select pg_try_advisory_lock((${key})) as locked`).connection(connection);
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await this.knex.raw(`select pg_advisory_unlock((${key}))`).connection(connection);
      }
    } finally {
      await client.releaseConnection(connection);
    }
  }

  async unfinishedAttempts(): Promise<OpenAttempt[]> {
    const rows: AttemptRow[] = await this.knex('charge_attempts').where({ status: 'processing' }).orderBy('started_at');
    return rows.map(toAttempt);
  }

  async countDue(date: Date, payDay?: number) {
    const query = this.knex('subscriptions').whereIn('status', BILLABLE_STATUSES as string[]).where('next_charge_at', '<=', utcDate(date));
    if (payDay !== undefined) query.where({ preferred_pay_day: payDay });
    const [row] = await query.count<Array<{ count: number }>>('* as count');
    return Number(row?.count ?? 0);
  }

  async dueSubscriptions(date: Date, afterId: string | null, limit: number) {
    // Plain rows (no model hydration): the run reads every due subscription once.
    const query = this.knex('subscriptions')
      .whereIn('status', BILLABLE_STATUSES as string[])
      .where('next_charge_at', '<=', utcDate(date))
      .orderBy('id')
      .limit(limit);
    if (afterId) query.where('id', '>', afterId);
    return ((await query) as SubscriptionModel[]).map(toSubscription);
  }

  async claimDue(date: Date, at: Date, limit: number) {
    return this.knex.transaction(async (trx) => {
      for (;;) {
        // The rows stay locked until the attempts are written and committed; a claimer running meanwhile skips them.
        // In the due index's order (next_charge_at, id). The embedded PGlite (one process) accepts the same statement.
        const { rows } = await trx.raw<{ rows: SubscriptionModel[] }>(
          `select s.* from subscriptions s
           where s.status = any(?) and s.next_charge_at <= ?
             and not exists (select 1 from charge_attempts a where a.subscription_id = s.id and a.status = 'processing')
           order by s.next_charge_at, s.id
           limit ?
           for update of s skip locked`,
          [BILLABLE_STATUSES as string[], utcDate(date), limit],
        );
        if (rows.length === 0) return [];
        // The NOT EXISTS above saw the statement's snapshot: a claimer that committed its attempts between that
        // snapshot and our lock on the row is not in it. Look again now that the rows are ours (a new statement sees
        // it); when all were taken that way, select again (our own locked rows now fail the NOT EXISTS).
        const ids = rows.map((r) => r.id);
        const taken = await trx('charge_attempts').whereIn('subscription_id', ids).where({ status: 'processing' }).select('subscription_id');
        const inFlight = new Set(taken.map((r: { subscription_id: string }) => r.subscription_id));
        const due = rows.filter((r) => !inFlight.has(r.id)).map(toSubscription);
        if (due.length === 0) continue;
        const opened = await this.openAttemptsIn(trx, due.map((subscription) => ({ subscription, at })));
        return due.map((subscription, i) => ({ subscription, opened: opened[i]! }));
      }
    });
  }

  async openAttempts(requests: readonly AttemptRequest[]): Promise<OpenedAttempt[]> {
    return this.knex.transaction((trx) => this.openAttemptsIn(trx, requests));
  }

  private async openAttemptsIn(trx: Knex.Transaction, requests: readonly AttemptRequest[]): Promise<OpenedAttempt[]> {
    if (requests.length === 0) return [];
    const items = requests.map(({ subscription, at }) => {
      const periodDate = subscription.billingPeriod ?? utcDate(at);
      return {
        subscription_id: subscription.id,
        user_id: subscription.userId,
        period_month: periodMonth(periodDate),
        period_date: periodDate.toISOString(),
        amount_pence: subscription.amountPence,
        at: at.toISOString(),
      };
    });
    const json = JSON.stringify(items);
    await trx.raw(
      `insert into charges (subscription_id, user_id, period_month, period_date, amount_pence, status, attempts, created_at, updated_at)
       select v.subscription_id, v.user_id, v.period_month, v.period_date, v.amount_pence, 'processing', 0, v.at, v.at
       from jsonb_to_recordset(?::jsonb) as v(subscription_id uuid, user_id uuid, period_month text, period_date timestamptz, amount_pence int, at timestamptz)
       on conflict (subscription_id, period_month) do nothing`,
      [json],
    );
    const claimed = await trx.raw<{ rows: AttemptRow[] }>(
      `with wanted as (
         select c.id, v.at from charges c
         join jsonb_to_recordset(?::jsonb) as v(subscription_id uuid, period_month text, at timestamptz)
           on c.subscription_id = v.subscription_id and c.period_month = v.period_month
       ),
       claimed as (
         update charges c set attempts = c.attempts + 1, status = 'processing', last_attempt_at = w.at, updated_at = w.at
         from wanted w
         where c.id = w.id and c.status <> 'succeeded'
           and not exists (select 1 from charge_attempts a where a.charge_id = c.id and a.status = 'processing')
         returning c.id, c.subscription_id, c.user_id, c.attempts, c.amount_pence, c.period_date, w.at
       )
       insert into charge_attempts (charge_id, subscription_id, user_id, attempt, idempotency_key, provider, customer_id, payment_method_id, card_bin, amount_pence, period_date, status, started_at)
       select k.id, k.subscription_id, k.user_id, k.attempts, 'larder-' || k.id || '-' || k.attempts, s.provider, s.provider_customer_id, s.payment_method_id, s.card_bin, k.amount_pence, k.period_date, 'processing', k.at
       from claimed k join subscriptions s on s.id = k.subscription_id
       on conflict (charge_id) where status = 'processing' do nothing
       returning *`,
      [json],
    );
    const bySubscription = new Map(claimed.rows.map((row) => [row.subscription_id, toAttempt(row)]));
    const paid = await trx('charges')
      .whereIn(
        'subscription_id',
        items.map((i) => i.subscription_id),
      )
      .whereIn(
        'period_month',
        items.map((i) => i.period_month),
      )
      .where({ status: 'succeeded' })
      .select('subscription_id', 'period_month');
    const paidKeys = new Set(paid.map((p: { subscription_id: string; period_month: string }) => `${p.subscription_id}|${p.period_month}`));
    return items.map((item): OpenedAttempt => {
      const attempt = bySubscription.get(item.subscription_id);
      if (attempt) return { kind: 'attempt', attempt };
      if (paidKeys.has(`${item.subscription_id}|${item.period_month}`)) return { kind: 'already_paid', subscriptionId: item.subscription_id };
      return { kind: 'in_doubt', subscriptionId: item.subscription_id };
    });
  }

  async recordOutcomes(answers: readonly AttemptAnswer[], settle: SettleSubscription): Promise<RecordedOutcome[]> {
    if (answers.length === 0) return [];
    const attempts = answers.map(({ attempt, outcome, finishedAt }) => ({
      id: attempt.attemptId,
      status: outcome.status === 'succeeded' ? 'succeeded' : 'declined',
      decline_reason: outcome.status === 'declined' ? outcome.reason : null,
      provider_charge_id: outcome.providerChargeId,
      message: outcome.status === 'declined' ? outcome.message.slice(0, 500) : null,
      finished_at: finishedAt.toISOString(),
    }));
    return this.knex.transaction(async (trx) => {
      // Only attempts still processing are settled: an answer recorded twice changes nothing the second time.
      const settled = await trx.raw<{ rows: Array<{ id: string }> }>(
        `update charge_attempts a set status = v.status, decline_reason = v.decline_reason, provider_charge_id = v.provider_charge_id,
           message = v.message, finished_at = v.finished_at
         from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, decline_reason text, provider_charge_id text, message text, finished_at timestamptz)
         where a.id = v.id and a.status = 'processing'
         returning a.id`,
        [JSON.stringify(attempts)],
      );
      const settledIds = new Set(settled.rows.map((r) => r.id));
      const fresh = answers.filter((a) => settledIds.has(a.attempt.attemptId));
      if (fresh.length === 0) return [];
      // The subscriptions as they stand now, locked until the transaction ends: a cancel, a new card or a new pay
      // day written while the provider answered is read here and kept.
      const ids = [...new Set(fresh.map((a) => a.attempt.subscriptionId))];
      const rows = (await trx('subscriptions').whereIn('id', ids).orderBy('id').forUpdate()) as SubscriptionModel[];
      const current = new Map(rows.map((row) => [row.id, toSubscription(row)]));
      const recorded: RecordedOutcome[] = [];
      for (const answer of fresh) {
        const now = current.get(answer.attempt.subscriptionId);
        if (!now) continue;
        const next = settle(now, answer);
        current.set(next.id, next);
        recorded.push({ ...answer, subscription: next });
      }
      await trx.raw(
        `update charges c set status = v.charge_status, decline_reason = v.decline_reason, updated_at = v.finished_at
         from jsonb_to_recordset(?::jsonb) as v(charge_id uuid, charge_status text, decline_reason text, finished_at timestamptz)
         where c.id = v.charge_id`,
        [
          JSON.stringify(
            recorded.map(({ attempt, outcome, subscription, finishedAt }) => ({
              charge_id: attempt.chargeId,
              charge_status: outcome.status === 'succeeded' ? 'succeeded' : subscription.status === 'pending' ? 'retry_scheduled' : 'failed',
              decline_reason: outcome.status === 'declined' ? outcome.reason : null,
              finished_at: finishedAt.toISOString(),
            })),
          ),
        ],
      );
      // Only the columns a charge owns; the card, the pay day and the cancellation's own fields are never written here.
      const owned = [...current.values()].filter((s) => recorded.some((r) => r.attempt.subscriptionId === s.id)).map((s) => ({ id: s.id, ...chargeOwnedColumns(s) }));
      await trx.raw(
        `update subscriptions s set status = v.status, billing_period = v.billing_period, next_charge_at = v.next_charge_at,
           failed_attempts = v.failed_attempts, last_billing_date = v.last_billing_date, access_ends_at = v.access_ends_at,
           status_before_cancel = v.status_before_cancel, updated_at = v.updated_at
         from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, billing_period timestamptz, next_charge_at timestamptz, failed_attempts int,
           last_billing_date timestamptz, access_ends_at timestamptz, status_before_cancel text, updated_at timestamptz)
         where s.id = v.id`,
        [JSON.stringify(owned)],
      );
      return recorded;
    });
  }

  async advancePaidPeriod(subscriptionId: string, from: Date, to: Date, at: Date): Promise<boolean> {
    const moved = await this.knex('subscriptions')
      .where({ id: subscriptionId, billing_period: from })
      .whereIn('status', BILLABLE_STATUSES as string[])
      .update({ billing_period: to, next_charge_at: to, updated_at: at });
    return Number(moved) === 1;
  }

  async statistics(now: Date): Promise<BillingStatistics> {
    const { rows } = await this.knex.raw<{ rows: Array<Record<string, number>> }>(
      `select
         (select count(*) from subscriptions) as total,
         (select count(*) from subscriptions where status in ('active', 'trialing')) as active,
         (select count(*) from subscriptions where status = 'pending') as pending,
         (select count(*) from charge_attempts where status <> 'processing' and finished_at >= ?) as finished,
         (select count(*) from charge_attempts where status = 'succeeded' and finished_at >= ?) as succeeded`,
      [new Date(now.getTime() - 30 * DAY_MS), new Date(now.getTime() - 30 * DAY_MS)],
    );
    const r = rows[0]!;
    const finished = Number(r.finished);
    return {
      totalSubscriptions: Number(r.total),
      activeSubscriptions: Number(r.active),
      pendingBillings: Number(r.pending),
      recentSuccessRate: finished === 0 ? 100 : Math.round((Number(r.succeeded) / finished) * 1000) / 10,
    };
  }

  async chargesOf(subscriptionId: string): Promise<ChargeRecord[]> {
    const rows = await this.knex('charges').where({ subscription_id: subscriptionId }).orderBy('period_date');
    return rows.map((row: Record<string, unknown>) => ({
      subscriptionId: row.subscription_id as string,
      userId: row.user_id as string,
      periodDate: new Date(row.period_date as Date),
      amountPence: row.amount_pence as number,
      status: row.status as ChargeRecord['status'],
      attempts: row.attempts as number,
      lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at as Date) : null,
      declineReason: (row.decline_reason as string | null) ?? null,
    }));
  }
}

export class KnexAuthorizationEventLog implements AuthorizationEventLog {
  constructor(private readonly knex: Knex) {}
  async record(event: Omit<AuthorizationEvent, 'id' | 'createdAt'>, at: Date): Promise<AuthorizationEvent> {
    const [row] = await this.knex('authorization_events')
      .insert({
        user_id: event.userId,
        subscription_id: event.subscriptionId,
        event_type: event.eventType,
        authorization_method: event.authorizationMethod,
        amount_pence: event.amountPence,
        status: event.status,
        created_at: at,
      })
      .returning('*');
    return toEvent(row);
  }
  async latest({ limit, offset }: { limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      this.knex('authorization_events').orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset),
      this.knex('authorization_events').count<Array<{ count: number }>>('* as count'),
    ]);
    return { events: rows.map(toEvent), total: Number(count[0]?.count ?? 0) };
  }
}

const toEvent = (row: Record<string, unknown>): AuthorizationEvent => ({
  id: row.id as string,
  userId: (row.user_id as string | null) ?? null,
  subscriptionId: (row.subscription_id as string | null) ?? null,
  eventType: row.event_type as AuthorizationEvent['eventType'],
  authorizationMethod: row.authorization_method as string,
  amountPence: row.amount_pence as number,
  status: row.status as AuthorizationEvent['status'],
  createdAt: new Date(row.created_at as Date),
});

export class KnexCancellationUndoTokens implements CancellationUndoTokens {
  constructor(private readonly knex: Knex) {}
  async issue(input: { subscriptionId: string; tokenHash: string; expiresAt: Date }) {
    await this.knex('cancellation_undo_tokens').insert({ token_hash: input.tokenHash, subscription_id: input.subscriptionId, expires_at: input.expiresAt });
  }
  async consume(tokenHash: string, now: Date) {
    const rows = await this.knex('cancellation_undo_tokens')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now })
      .returning('subscription_id');
    const row = rows[0] as { subscription_id: string } | undefined;
    return row ? { subscriptionId: row.subscription_id } : null;
  }
}

/** Each provider event is handled once: the first insert of its id wins. */
export class KnexWebhookEventLedger implements WebhookEventLedger {
  constructor(private readonly knex: Knex) {}
  async firstTime(provider: string, eventId: string, eventType: string, at: Date): Promise<boolean> {
    const rows = await this.knex('provider_webhook_events')
      .insert({ provider, event_id: eventId, event_type: eventType, received_at: at })
      .onConflict(['provider', 'event_id'])
      .ignore()
      .returning('event_id');
    return rows.length === 1;
  }
}
