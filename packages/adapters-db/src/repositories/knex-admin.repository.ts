import type { Knex } from 'knex';
import { SecretBox } from './secret-box';
import type {
  AdminAnalyticsSource,
  AdminAuditEntry,
  AdminAuditLog,
  AnalyticsRows,
  AttemptRow,
  BinDirectory,
  BinRange,
  ChargeRow,
  HouseholdRow,
  NewAdminAuditEntry,
  SubscriptionRow,
  AdminSecondFactors,
} from '@larder/domain/admin/ports';

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : date(value));

const toEntry = (row: Record<string, unknown>): AdminAuditEntry => ({
  id: row.id as string,
  actorId: (row.actor_id as string | null) ?? null,
  actorEmail: row.actor_email as string,
  action: row.action as string,
  outcome: row.outcome as string,
  detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as AdminAuditEntry['detail'],
  address: (row.address as string | null) ?? null,
  createdAt: date(row.created_at),
});

/** The operators' audit trail in admin_audit_log: rows are only ever inserted. */
export class KnexAdminAuditLog implements AdminAuditLog {
  constructor(private readonly knex: Knex) {}

  async record(entry: NewAdminAuditEntry, at: Date): Promise<AdminAuditEntry> {
    const [row] = await this.knex('admin_audit_log')
      .insert({
        actor_id: entry.actorId,
        actor_email: entry.actorEmail,
        action: entry.action.slice(0, 300),
        outcome: entry.outcome.slice(0, 40),
        detail: entry.detail === null ? null : JSON.stringify(entry.detail),
        address: entry.address,
        created_at: at,
      })
      .returning('*');
    return toEntry(row);
  }

  async latest({ limit, offset }: { limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      this.knex('admin_audit_log').orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset),
      this.knex('admin_audit_log').count<Array<{ count: number }>>('* as count'),
    ]);
    return { entries: rows.map(toEntry), total: Number(count[0]?.count ?? 0) };
  }

  async latestOf(actions: readonly string[], limit: number) {
    if (actions.length === 0) return [];
    const rows = await this.knex('admin_audit_log').whereIn('action', [...actions]).orderBy('created_at', 'desc').orderBy('id').limit(limit);
    return rows.map(toEntry);
  }
}

/** The BIN list in bin_ranges, replaced whole by each import. */
export class KnexBinDirectory implements BinDirectory {
  constructor(private readonly knex: Knex) {}

  async replaceAll(rows: readonly BinRange[], at: Date): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx('bin_ranges').delete();
      for (let i = 0; i < rows.length; i += 1000) {
        await trx('bin_ranges').insert(
          rows.slice(i, i + 1000).map((r) => ({ bin: r.bin, issuer: r.issuer, scheme: r.scheme, country: r.country, imported_at: at })),
        );
      }
    });
  }

  async lookup(bins: readonly string[]): Promise<Map<string, BinRange>> {
    if (bins.length === 0) return new Map();
    const rows: Array<{ bin: string; issuer: string; scheme: string | null; country: string | null }> = await this.knex('bin_ranges').whereIn('bin', [...bins]);
    return new Map(rows.map((r) => [r.bin, { bin: r.bin, issuer: r.issuer, scheme: r.scheme, country: r.country }]));
  }

  async count(): Promise<number> {
    const [row] = await this.knex('bin_ranges').count<Array<{ count: number }>>('* as count');
    return Number(row?.count ?? 0);
  }
}

/**
 * The rows behind the operator figures: households, every subscription with its payment totals, and the charges and
 * attempts since a date. Plain columns in four queries; the figures are computed in the domain.
 */
export class KnexAdminAnalyticsSource implements AdminAnalyticsSource {
  constructor(private readonly knex: Knex) {}

  async rows({ since }: { since: Date }): Promise<AnalyticsRows> {
    const [households, subscriptions, charges, attempts] = await Promise.all([
      this.knex('users').where({ role: 'user' }).select('id', 'email', 'first_name', 'last_name', 'created_at'),
      this.knex.raw<{ rows: Array<Record<string, unknown>> }>(
        `select s.id, s.user_id, s.status, s.amount_pence, s.preferred_pay_day, s.trial_ends_at, s.billing_period, s.next_charge_at,
                s.failed_attempts, s.cancelled_at, s.payment_method_id, s.created_at, s.updated_at,
                coalesce(p.payments, 0) as payments, coalesce(p.collected, 0) as collected, f.suspended_at
         from subscriptions s
         left join (select subscription_id, count(*) as payments, sum(amount_pence) as collected
                    from charges where status = 'succeeded' group by subscription_id) p on p.subscription_id = s.id
         left join (select subscription_id, max(updated_at) as suspended_at
                    from charges where status = 'failed' group by subscription_id) f on f.subscription_id = s.id`,
      ),
      this.knex('charges').where('period_date', '>=', since).select('id', 'subscription_id', 'period_date', 'amount_pence', 'status', 'updated_at'),
      this.knex('charge_attempts as a')
        .join('charges as c', 'c.id', 'a.charge_id')
        .where('a.started_at', '>=', since)
        .select('a.charge_id', 'a.subscription_id', 'a.card_bin', 'a.amount_pence', 'a.status', 'c.status as charge_status', 'a.started_at', 'a.finished_at'),
    ]);
    return {
      households: households.map(
        (r: Record<string, unknown>): HouseholdRow => ({
          id: r.id as string,
          email: r.email as string,
          firstName: (r.first_name as string) ?? '',
          lastName: (r.last_name as string) ?? '',
          createdAt: date(r.created_at),
        }),
      ),
      subscriptions: subscriptions.rows.map(
        (r): SubscriptionRow => ({
          id: r.id as string,
          userId: r.user_id as string,
          status: r.status as SubscriptionRow['status'],
          amountPence: Number(r.amount_pence),
          preferredPayDay: Number(r.preferred_pay_day),
          trialEndsAt: dateOrNull(r.trial_ends_at),
          billingPeriod: dateOrNull(r.billing_period),
          nextChargeAt: dateOrNull(r.next_charge_at),
          failedAttempts: Number(r.failed_attempts),
          cancelledAt: dateOrNull(r.cancelled_at),
          paymentMethodId: (r.payment_method_id as string | null) ?? null,
          createdAt: date(r.created_at),
          updatedAt: date(r.updated_at),
          paymentsCollected: Number(r.payments),
          collectedPence: Number(r.collected),
          // A suspension without a failed charge (a hard decline on a card) dates from the subscription's last change.
          suspendedAt: r.status === 'failed' ? (dateOrNull(r.suspended_at) ?? date(r.updated_at)) : null,
        }),
      ),
      charges: charges.map(
        (r: Record<string, unknown>): ChargeRow => ({
          id: r.id as string,
          subscriptionId: r.subscription_id as string,
          periodDate: date(r.period_date),
          amountPence: Number(r.amount_pence),
          status: r.status as ChargeRow['status'],
          updatedAt: date(r.updated_at),
        }),
      ),
      attempts: attempts.map(
        (r: Record<string, unknown>): AttemptRow => ({
          chargeId: r.charge_id as string,
          subscriptionId: r.subscription_id as string,
          cardBin: (r.card_bin as string | null) ?? null,
          amountPence: Number(r.amount_pence),
          status: r.status as AttemptRow['status'],
          chargeStatus: r.charge_status as ChargeRow['status'],
          startedAt: date(r.started_at),
          finishedAt: dateOrNull(r.finished_at),
        }),
      ),
    };
  }
}

/**
 * Operators' second factors: the last step is moved on atomically, a recovery code is marked used in one UPDATE.
 * With a key (SECOND_FACTOR_KEY) the TOTP secret is stored sealed, and a secret stored in clear before the key was
 * set is sealed the first time it is read (issue 34, L10). A sealed secret without its key is an error, not a pass.
 */
export class KnexAdminSecondFactors implements AdminSecondFactors {
  private readonly box: SecretBox | null;
  constructor(private readonly knex: Knex, key: string | null = null) {
    this.box = key ? new SecretBox(key) : null;
  }
  async enrol(userId: string, plain: string, recoveryCodeHashes: readonly string[], at: Date) {
    const secret = this.box ? this.box.seal(plain) : plain;
    await this.knex.transaction(async (trx) => {
      await trx('admin_second_factors').insert({ user_id: userId, secret, last_step: 0, enrolled_at: at }).onConflict('user_id').merge();
      await trx('admin_recovery_codes').where({ user_id: userId }).delete();
      if (recoveryCodeHashes.length) await trx('admin_recovery_codes').insert(recoveryCodeHashes.map((code_hash) => ({ code_hash, user_id: userId })));
    });
  }
  async find(userId: string) {
    const row = await this.knex('admin_second_factors').where({ user_id: userId }).first();
    if (!row) return null;
    const stored = String(row.secret);
    if (SecretBox.isSealed(stored)) {
      if (!this.box) throw new Error('An operator second-factor secret is sealed: set SECOND_FACTOR_KEY to the key it was sealed with.');
      return { secret: this.box.open(stored), lastStep: Number(row.last_step) };
    }
    if (this.box) await this.knex('admin_second_factors').where({ user_id: userId, secret: stored }).update({ secret: this.box.seal(stored) });
    return { secret: stored, lastStep: Number(row.last_step) };
  }
  async useStep(userId: string, step: number) {
    const rows = await this.knex('admin_second_factors').where({ user_id: userId }).where('last_step', '<', step).update({ last_step: step }).returning('user_id');
    return rows.length === 1;
  }
  async useRecoveryCode(userId: string, codeHash: string, at: Date) {
    const rows = await this.knex('admin_recovery_codes').where({ code_hash: codeHash, user_id: userId }).whereNull('used_at').update({ used_at: at }).returning('code_hash');
    return rows.length === 1;
  }
}
