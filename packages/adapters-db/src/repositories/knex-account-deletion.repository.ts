import type { Knex } from 'knex';
import type { AccountDeletionRepository } from '@larder/domain/accounts/delete-account/ports';
import { erasedEmail } from '@larder/domain/accounts/delete-account/deletion-rules';

/**
 * Every column that references `users.id`, and what erasure does with it. A test reads the database's foreign keys
 * and fails for a column in none of these lists, so a new table cannot be forgotten.
 */
/** The account's own data, and its household's (keyed by the owner's id): deleted (their children cascade). */
export const ERASED_ROWS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['sessions', 'user_id'],
  ['magic_link_tokens', 'user_id'],
  ['password_reset_tokens', 'user_id'],
  ['account_deletion_links', 'user_id'],
  ['admin_second_factors', 'user_id'],
  ['admin_recovery_codes', 'user_id'],
  ['meal_plans', 'user_id'],
  ['plan_settings', 'user_id'],
  ['shopping_lists', 'user_id'],
  ['saved_recipes', 'user_id'],
  ['own_recipes', 'user_id'],
  ['own_recipe_settings', 'user_id'],
  ['chat_conversations', 'user_id'],
  ['chat_preferences', 'user_id'],
  ['budget_receipts', 'user_id'],
  ['scanned_receipts', 'user_id'],
  ['price_observations', 'user_id'],
  ['household_loyalty', 'user_id'],
  ['larder_items', 'user_id'],
  ['larder_removals', 'user_id'],
  ['larder_staples', 'user_id'],
  ['larder_staples_chosen', 'user_id'],
  ['larder_cooked_meals', 'user_id'],
  ['households', 'owner_user_id'],
  ['household_members', 'user_id'],
  ['household_usuals', 'owner_user_id'],
  ['household_activity', 'household_id'],
  ['household_meal_times', 'household_id'],
  ['household_pay_cycle', 'household_id'],
  ['calendar_tokens', 'user_id'],
  ['api_tokens', 'user_id'],
  ['support_messages', 'user_id'],
];
/** Where the person only signed someone else's data ("ticked by", "added by"): the name goes, the row stays. */
export const NULLED_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['shopping_list_items', 'checked_by'],
  ['shopping_list_items', 'added_by'],
  ['budget_receipts', 'created_by'],
  ['household_activity', 'actor_id'],
  ['household_meal_times', 'updated_by'],
  ['household_pay_cycle', 'updated_by'],
  ['household_invitations', 'invited_by'],
  ['household_invitations', 'accepted_by'],
  ['leads', 'user_id'],
];
/** Kept, pointing at the anonymised row: payment records (the law) and the operators' audit log. */
export const KEPT_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['subscriptions', 'user_id'],
  ['authorization_events', 'user_id'],
  ['admin_audit_log', 'actor_id'],
];

export class KnexAccountDeletionRepository implements AccountDeletionRepository {
  constructor(private readonly knex: Knex) {}

  async schedule(userId: string, at: Date) {
    await this.knex('users').where({ id: userId }).whereNull('deletion_requested_at').whereNull('erased_at').update({ deletion_requested_at: at });
  }

  async requestedAt(userId: string) {
    const row = await this.knex('users').where({ id: userId }).whereNull('erased_at').first('deletion_requested_at');
    return row?.deletion_requested_at ? new Date(row.deletion_requested_at) : null;
  }

  async cancel(userId: string) {
    const changed = await this.knex('users').where({ id: userId }).whereNotNull('deletion_requested_at').whereNull('erased_at').update({ deletion_requested_at: null });
    return changed > 0;
  }

  async due(before: Date, limit: number) {
    const rows = await this.knex('users')
      .whereNotNull('deletion_requested_at')
      .where('deletion_requested_at', '<=', before)
      .whereNull('erased_at')
      .orderBy([{ column: 'deletion_requested_at' }, { column: 'id' }])
      .limit(limit)
      .select('id');
    return rows.map((r: { id: string }) => r.id);
  }

  /** One transaction; the user row is locked first, so a sign-in's undo and the erasure cannot interleave. */
  async erase(userId: string, at: Date) {
    await this.knex.transaction(async (trx) => {
      const user = await trx('users').where({ id: userId }).whereNull('erased_at').forUpdate().first('id', 'email');
      if (!user) return;
      const email = String(user.email);
      // Their support messages (signed in under any address, or signed out under the account's), for the emails about them.
      const messageIds = (await trx('support_messages').where({ user_id: userId }).orWhere({ email }).select('id')).map((r: { id: unknown }) => String(r.id));
      for (const [table, column] of NULLED_COLUMNS) await trx(table).where(column, userId).update({ [column]: null });
      for (const [table, column] of ERASED_ROWS) await trx(table).where(column, userId).del();
      // Addressed by email rather than id: what they wrote signed out, the newsletter, the emails sent to them.
      await trx('support_messages').where({ email }).del();
      await trx('newsletter_subscriptions').where({ email }).del();
      await trx('email_outbox').where({ to_address: email }).del();
      // Emails that name them though sent to someone else: the support team's copy of their message (name, address,
      // message), anything holding their address or account id (issue 34, L3).
      const body = "lower(subject || ' ' || text_body || ' ' || coalesce(html_body, ''))";
      await trx('email_outbox')
        .whereRaw(`position(? in ${body}) > 0`, [email.toLowerCase()])
        .orWhereRaw(`position(? in ${body}) > 0`, [userId.toLowerCase()])
        .del();
      for (const id of messageIds) await trx('email_outbox').where({ kind: 'support-message' }).andWhere('subject', 'like', `%(#${id})`).del();
      await trx('household_invitations').where({ email }).del();
      await trx('helpdesk_events').where({ customer_email: email }).del();
      // Payment records stay (charges, attempts and refunds hang off the subscription), without the card.
      await trx('subscriptions').where({ user_id: userId }).update({ card_brand: null, card_last4: null, card_bin: null, payment_method_id: null });
      await trx('charge_attempts').where({ user_id: userId }).update({ card_bin: null, payment_method_id: null });
      await trx('users')
        .where({ id: userId })
        .update({
          email: erasedEmail(userId),
          password_hash: null,
          first_name: '',
          last_name: '',
          postcode: null,
          household_size: null,
          weekly_budget_pence: null,
          cooking_skill: null,
          dietary_preferences: JSON.stringify([]),
          dietary_restrictions: JSON.stringify([]),
          cuisine_preferences: JSON.stringify([]),
          allergies: JSON.stringify([]),
          members: JSON.stringify([]),
          avoids: JSON.stringify([]),
          erased_at: at,
          updated_at: at,
        });
    });
  }
}
