import type { Knex } from 'knex';

/**
 * Issue 18: a calendar link the household can see again. With the server's link key (LINK_SECRET, or the embedded
 * database's own key file) a link's token is the HMAC of a random nonce: the row keeps the nonce and the token's
 * digest, never the token. Links made before (or without a key) have no nonce: they were shown once.
 */
export const name = '028-calendar-link-nonce';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_tokens', (t) => {
    t.text('nonce');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_tokens', (t) => {
    t.dropColumn('nonce');
  });
}
