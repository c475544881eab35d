import type { Knex } from 'knex';
import type { AccountDataSource, AccountRecords } from '@larder/domain/accounts/export-data/export-data.use-case';

/** Tables whose rows carry the account's id. */
const OWN_TABLES = [
  'subscriptions',
  'charges',
  'charge_attempts',
  'authorization_events',
  'plan_settings',
  'meal_plans',
  'shopping_lists',
  'saved_recipes',
  'budget_receipts',
  'support_messages',
  'chat_conversations',
  'chat_preferences',
] as const;

/** Tables whose rows belong to a parent of the account's: [table, its column, the parent table]. */
const CHILD_TABLES = [
  ['meal_plan_items', 'plan_id', 'meal_plans'],
  ['shopping_list_items', 'list_id', 'shopping_lists'],
  ['chat_messages', 'conversation_id', 'chat_conversations'],
] as const;

/** Columns never exported: secrets and what only opens other things (hashes, tokens, provider keys). */
const SECRET = /(^|_)(hash|secret|token|idempotency_key)$|^password/;

const clean = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));

/** Reads everything of one account, table by table, in one read-only transaction (a consistent snapshot). */
export class KnexAccountDataSource implements AccountDataSource {
  constructor(private readonly knex: Knex) {}
  async recordsOf(userId: string): Promise<AccountRecords> {
    return this.knex.transaction(
      async (trx) => {
        const out: Record<string, Array<Record<string, unknown>>> = {};
        const user = await trx('users').where({ id: userId }).first();
        out.account = user ? [clean(user)] : [];
        out.signed_in_devices = await trx('sessions').where({ user_id: userId }).select('persistent', 'created_at', 'expires_at').orderBy('created_at');
        for (const table of OWN_TABLES) out[table] = (await trx(table).where({ user_id: userId })).map(clean);
        for (const [table, column, parent] of CHILD_TABLES) {
          out[table] = (await trx(table).whereIn(column, trx(parent).where({ user_id: userId }).select('id'))).map(clean);
        }
        // What was emailed and when; not the bodies, which can hold links that still sign in or undo.
        out.emails_sent = user ? await trx('email_outbox').where({ to_address: user.email }).select('kind', 'subject', 'created_at').orderBy('created_at') : [];
        return out;
      },
      { readOnly: true },
    );
  }
}
