import type { Knex } from 'knex';

/**
 * Issue 31: what the household will not eat (`avoids`: avoid-group keys or catalogue ingredient slugs, see
 * packages/domain/data/avoids/avoid-groups.json). A member's own avoids and allergies live in `members` (jsonb).
 */
export const name = '041-food-avoids';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('avoids').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('avoids');
  });
}
