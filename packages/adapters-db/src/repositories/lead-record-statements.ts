import type { Knex } from 'knex';
import type { LeadApplicant, LeadFacts, LeadRejectionCode, LeadStatus, StoredLead } from '@larder/domain/leads/lead';
import type { NewLead } from '@larder/domain/leads/ports';
import { RATE_PASS_SETTING } from './knex-rate-limiter';

/**
 * The statements that record a lead, shared by the Knex store (`?` placeholders, both databases) and the PostgreSQL
 * store (the same texts numbered `$1`.., sent as named prepared statements: see postgres-lead-store.ts).
 */

export interface LeadRow {
  id: string;
  buyer_id: string | null;
  reference: string | null;
  received_at: Date;
  status: LeadStatus;
  rejection_code: LeadRejectionCode | null;
  message: string;
  price_pence: number | null;
  facts: LeadFacts | string;
  session_id: string | null;
  expires_at: Date | null;
  pay_day: number | null;
  applicant: LeadApplicant | string | null;
  bank_account_masked: string | null;
  bank_sort_code_masked: string | null;
  user_id: string | null;
  subscription_id: string | null;
  subscribed_at: Date | null;
  purged_at: Date | null;
}

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
export const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  buyerId: row.buyer_id,
  reference: row.reference,
  receivedAt: new Date(row.received_at),
  status: row.status,
  rejectionCode: row.rejection_code,
  message: row.message,
  pricePence: row.price_pence,
  facts: json<LeadFacts>(row.facts)!,
  sessionId: row.session_id,
  expiresAt: date(row.expires_at),
  payDay: row.pay_day,
  applicant: json<LeadApplicant>(row.applicant),
  bank: row.bank_account_masked || row.bank_sort_code_masked ? { accountNumber: row.bank_account_masked, sortCode: row.bank_sort_code_masked } : null,
  userId: row.user_id,
  subscriptionId: row.subscription_id,
  subscribedAt: date(row.subscribed_at),
  purgedAt: date(row.purged_at),
});

/** The lead just inserted with this id, as `toLead` would read it back. */
export const storedOf = ({ identityHashes: _claims, ...lead }: NewLead, id: string): StoredLead => ({
  ...lead,
  id,
  bank: lead.bank && (lead.bank.accountNumber || lead.bank.sortCode) ? lead.bank : null,
  userId: null,
  subscriptionId: null,
  subscribedAt: null,
  purgedAt: null,
});

export const LEAD_COLUMNS = [
  'id',
  'buyer_id',
  'reference',
  'received_at',
  'status',
  'rejection_code',
  'message',
  'price_pence',
  'facts',
  'session_id',
  'expires_at',
  'pay_day',
  'applicant',
  'bank_account_masked',
  'bank_sort_code_masked',
  'user_id',
  'subscription_id',
  'subscribed_at',
  'purged_at',
];

export const scopeOf = (buyerId: string | null) => buyerId ?? 'open';

const INSERT_COLUMNS =
  'buyer_id, buyer_scope, reference, received_at, status, rejection_code, message, price_pence, facts, session_id, expires_at, pay_day, applicant, bank_account_masked, bank_sort_code_masked';
/** The text the record statement raises when an applicant claim is held (a cast of it to integer fails; built from the
 * claimed count so that the planner cannot fold it into an error before the claims are tried). */
const HELD = 'lead-applicant-claimed';

/**
 * One statement, so one atomic step with no transaction round trips: the lead (unless its reference was answered
 * before) and, for a bought lead, every claim. A claim still held by another lead fails the whole statement (the cast
 * below raises), so nothing of it stays: no lead, no partial claim. `source` gives the lead's values. Only the new
 * lead's id comes back: the rest is what was sent (`storedOf`), so no row is read back and parsed.
 */
const recordText = (source: string) =>
  `with inserted as (
     insert into leads (${INSERT_COLUMNS}) ${source}
     on conflict (buyer_scope, reference) where reference is not null do nothing
     returning id, received_at
   ), claimed as (
     insert into lead_applicant_claims (identity_hash, lead_id, claimed_at)
     select h, inserted.id, inserted.received_at from inserted, unnest(?::text[]) as h
     on conflict (identity_hash) do update set lead_id = excluded.lead_id, claimed_at = excluded.claimed_at
     where lead_applicant_claims.claimed_at <= ?
     returning identity_hash
   )
   select inserted.id from inserted
   where (select case when count(*) < ? then cast(count(*)::text || '${HELD}' as integer) else 0 end from claimed) = 0`;

/** Knex's `?` placeholders numbered for PostgreSQL (`$1`..): the texts below hold no other question mark. */
export const numbered = (text: string): string => {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
};

/** The lead as decided, with its claims (Knex placeholders). */
export const RECORD = recordText('values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb, ?, ?)');

/**
 * The same, only when the connection's rate count just before passed (RATE_PASS_SETTING holds this request's mark):
 * otherwise nothing is inserted and no row comes back. Typed casts, since a select list gives no column types.
 */
export const RECORD_IF_PASSED = recordText(
  `select ?::uuid, ?::text, ?::text, ?::timestamptz, ?::text, ?::text, ?::text, ?::integer, ?::jsonb, ?::text, ?::timestamptz, ?::integer, ?::jsonb, ?::text, ?::text
     where current_setting('${RATE_PASS_SETTING}', true) = ?`,
);

/** A bought lead whose applicant is held by another lead: stored as a refused duplicate, with nothing personal. */
export const RECORD_DUPLICATE = `insert into leads (${INSERT_COLUMNS}) values (?, ?, ?, ?, 'rejected', 'LEAD.DUPLICATE', ?, ?, ?::jsonb, null, null, null, null, null, null)
   on conflict (buyer_scope, reference) where reference is not null do nothing
   returning ${LEAD_COLUMNS.join(', ')}`;

/** The lead a reference was answered with before. */
export const EARLIER = `select ${LEAD_COLUMNS.join(', ')} from leads where buyer_scope = ? and reference = ? limit 1`;

/** RECORD's values (RECORD_IF_PASSED's with the mark put after the lead's fifteen). */
export function recordValues(lead: NewLead, duplicateSince: Date): Knex.RawBinding[] {
  const hashes = lead.status === 'accepted' ? [...new Set(lead.identityHashes)].sort() : [];
  return [
    lead.buyerId,
    scopeOf(lead.buyerId),
    lead.reference,
    lead.receivedAt,
    lead.status,
    lead.rejectionCode,
    lead.message,
    lead.pricePence,
    JSON.stringify(lead.facts),
    lead.sessionId,
    lead.expiresAt,
    lead.payDay,
    lead.applicant ? JSON.stringify(lead.applicant) : null,
    lead.bank?.accountNumber ?? null,
    lead.bank?.sortCode ?? null,
    hashes,
    duplicateSince,
    hashes.length,
  ];
}

export const RECORD_VALUES_BEFORE_MARK = 15;

export const duplicateValues = (lead: NewLead, duplicateMessage: string): Knex.RawBinding[] => [
  lead.buyerId,
  scopeOf(lead.buyerId),
  lead.reference,
  lead.receivedAt,
  duplicateMessage,
  lead.pricePence,
  JSON.stringify(lead.facts),
];

/**
 * Whether a record statement failed because a claim is held: only that cast's own failure (invalid_text_representation
 * of "<count>lead-applicant-claimed"). Knex puts the statement's text in every message, so a mere mention of the
 * marker proves nothing.
 */
export function isHeldClaim(error: unknown): boolean {
  const failure = error as Error & { code?: string };
  return failure.code === '22P02' && new RegExp(`"\\d+${HELD}"`).test(String(failure.message));
}
