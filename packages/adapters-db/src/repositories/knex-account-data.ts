import type { Knex } from 'knex';
import type { AccountDataSource, AccountRecords, ExportRequest } from '@larder/domain/accounts/export-data/export-data.use-case';

/**
 * The right of access, table by table. Every table of the database is either read here (EXPORTED_TABLES) or named in
 * NOT_EXPORTED with the reason; account-export-coverage.test.ts lists the database's tables and fails on one that is
 * neither, so a new table cannot be left out of "Download my data" by accident.
 */

/** The household's own data, keyed by the owner's id (every member sees and changes the same): [table, its column]. */
const HOUSEHOLD_TABLES = [
  ['plan_settings', 'user_id'],
  ['meal_plans', 'user_id'],
  ['shopping_lists', 'user_id'],
  ['saved_recipes', 'user_id'],
  ['own_recipes', 'user_id'],
  ['own_recipe_settings', 'user_id'],
  ['budget_receipts', 'user_id'],
  ['scanned_receipts', 'user_id'],
  ['price_observations', 'user_id'],
  ['household_loyalty', 'user_id'],
  ['larder_items', 'user_id'],
  ['larder_removals', 'user_id'],
  ['larder_staples', 'user_id'],
  ['larder_staples_chosen', 'user_id'],
  ['larder_cooked_meals', 'user_id'],
  ['chat_conversations', 'user_id'],
  ['chat_preferences', 'user_id'],
  ['households', 'owner_user_id'],
  ['household_usuals', 'owner_user_id'],
  ['household_data_versions', 'owner_user_id'],
  ['household_activity', 'household_id'],
  ['household_meal_times', 'household_id'],
  ['household_pay_cycle', 'household_id'],
] as const;

/** The owner's billing (their card, their charges): only in the owner's own export, never a member's. */
const BILLING_TABLES = ['subscriptions', 'charges', 'charge_attempts', 'authorization_events'] as const;

/** The person's own (each member's export has their own): [table, its column]. */
const PERSONAL_TABLES = [
  ['api_tokens', 'user_id'],
  ['calendar_tokens', 'user_id'],
  ['support_messages', 'user_id'],
  ['leads', 'user_id'],
] as const;

/** Rows that belong to a parent of the above: [table, its column, the parent table]. */
const CHILD_TABLES = [
  ['meal_plan_items', 'plan_id', 'meal_plans'],
  ['shopping_list_items', 'list_id', 'shopping_lists'],
  ['chat_messages', 'conversation_id', 'chat_conversations'],
  ['own_recipe_photos', 'recipe_id', 'own_recipes'],
  ['household_members', 'household_id', 'households'],
  ['household_invitations', 'household_id', 'households'],
  ['lead_events', 'lead_id', 'leads'],
] as const;

/** The export's names for the tables it does not call by their own name. */
export const EXPORT_NAMES = { users: 'account', sessions: 'signed_in_devices', email_outbox: 'emails_sent' } as const;

/** Every table whose rows (or some columns of them) are in an export. */
export const EXPORTED_TABLES: readonly string[] = [
  'users',
  'sessions',
  'email_outbox',
  'newsletter_subscriptions',
  'helpdesk_events',
  'refunds',
  ...HOUSEHOLD_TABLES.map(([t]) => t),
  ...BILLING_TABLES,
  ...PERSONAL_TABLES.map(([t]) => t),
  ...CHILD_TABLES.map(([t]) => t),
];

/** Tables that are deliberately not exported, and why. Adding a table here is a decision: say why in the comment. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  // Only a hash of a secret that opens the account (sign-in, reset, delete, undo); nothing else about the person.
  magic_link_tokens: 'sign-in link hashes',
  password_reset_tokens: 'password reset hashes',
  account_deletion_links: 'deletion link hashes',
  cancellation_undo_tokens: 'undo link hashes',
  lead_applicant_claims: 'one-way identity hashes',
  lead_session_aliases: 'session hashes',
  // Staff accounts and the operators' own records, not a household's.
  admin_audit_log: "operators' actions",
  admin_recovery_codes: "operators' recovery code hashes",
  admin_second_factors: "operators' second-factor secrets",
  // Lead buyers (businesses), not households.
  buyer_api_keys: "lead buyers' keys",
  buyer_analytics_sessions: "lead buyers' sessions",
  // The payment provider's delivery log: provider, event id and type; nothing about the person.
  provider_webhook_events: 'provider delivery log',
  // Counters that slow down repeated attempts, by hashed address; expire within the hour.
  rate_limits: 'abuse counters',
  // Catalogue and site content, the same for everyone.
  ingredients: 'catalogue',
  products: 'catalogue',
  recipes: 'catalogue',
  stores: 'catalogue',
  catalogue_state: 'catalogue',
  bin_ranges: 'card issuer table',
  blog_posts: 'site content',
  blog_post_drafts: 'site content',
  daily_posts: 'site content',
  // The schema's own bookkeeping.
  knex_migrations: 'schema',
  knex_migrations_lock: 'schema',
};

/** Columns never exported: secrets and what only opens other things (hashes, tokens, digests, provider keys, nonces). */
const SECRET = /(^|_)(hash|secret|token|digest|idempotency_key|nonce)$|^password/;

/** A photo's bytes as base64 (a JSON file and a CSV cell hold text). */
const cell = (value: unknown): unknown => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value);
const clean = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)).map(([k, v]) => [k, cell(v)]));

/** Reads everything of one person and their household, table by table, in one read-only transaction (a consistent snapshot). */
export class KnexAccountDataSource implements AccountDataSource {
  constructor(private readonly knex: Knex) {}
  async recordsOf(request: ExportRequest): Promise<AccountRecords> {
    const { userId, householdOwnerId } = request;
    const isOwner = userId === householdOwnerId;
    return this.knex.transaction(
      async (trx) => {
        const out: Record<string, Array<Record<string, unknown>>> = {};
        const user = await trx('users').where({ id: userId }).first();
        out[EXPORT_NAMES.users] = user ? [clean(user)] : [];
        out[EXPORT_NAMES.sessions] = await trx('sessions')
          .where({ user_id: userId })
          .select('public_id', 'user_agent', 'persistent', 'created_at', 'last_seen_at', 'expires_at')
          .orderBy('created_at');
        for (const [table, column] of HOUSEHOLD_TABLES) out[table] = (await trx(table).where({ [column]: householdOwnerId })).map(clean);
        for (const table of BILLING_TABLES) out[table] = isOwner ? (await trx(table).where({ user_id: userId })).map(clean) : [];
        out.refunds = isOwner ? (await trx('refunds').whereIn('charge_id', trx('charges').where({ user_id: userId }).select('id'))).map(clean) : [];
        for (const [table, column] of PERSONAL_TABLES) out[table] = (await trx(table).where({ [column]: userId })).map(clean);
        for (const [table, column, parent] of CHILD_TABLES) {
          const own = parent === 'households' ? 'owner_user_id' : 'user_id';
          const key = parent === 'leads' ? userId : householdOwnerId;
          out[table] = (await trx(table).whereIn(column, trx(parent).where({ [own]: key }).select('id'))).map(clean);
        }
        // Who is in the household, by name (the members' rows carry only ids).
        const memberIds = out.household_members!.map((m) => m.user_id as string);
        const names = memberIds.length ? await trx('users').whereIn('id', memberIds).select('id', 'first_name', 'last_name', 'email') : [];
        out.household_members = out.household_members!.map((m) => ({ ...m, ...pick(names.find((n) => n.id === m.user_id)) }));
        // What was emailed and when; not the bodies, which can hold links that still sign in or undo.
        out[EXPORT_NAMES.email_outbox] = user ? await trx('email_outbox').where({ to_address: user.email }).select('kind', 'subject', 'created_at').orderBy('created_at') : [];
        out.newsletter_subscriptions = user ? (await trx('newsletter_subscriptions').where({ email: user.email })).map(clean) : [];
        out.helpdesk_events = user ? (await trx('helpdesk_events').where({ customer_email: user.email })).map(clean) : [];
        return out;
      },
      { readOnly: true },
    );
  }
}

const pick = (row: { first_name?: string; last_name?: string; email?: string } | undefined) => (row ? { first_name: row.first_name, last_name: row.last_name, email: row.email } : {});
