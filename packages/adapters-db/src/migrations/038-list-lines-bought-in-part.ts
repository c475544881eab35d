import type { Knex } from 'knex';

/**
 * Issue 32, "ticked is bought": when a plan needs more of an ingredient than was ticked, the ticked line stays as
 * bought and a second line beside it buys the rest, so a list may hold more than one line of an ingredient.
 */
export const name = '038-list-lines-bought-in-part';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.dropUnique(['list_id', 'ingredient_slug']);
    t.index(['list_id', 'ingredient_slug']);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Back to one line an ingredient: the ticked part of an ingredient bought in part is kept.
  await knex.raw(`delete from shopping_list_items i using shopping_list_items j
    where i.list_id = j.list_id and i.ingredient_slug = j.ingredient_slug and i.id <> j.id and (i.is_checked, i.id) < (j.is_checked, j.id)`);
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.dropIndex(['list_id', 'ingredient_slug']);
    t.unique(['list_id', 'ingredient_slug']);
  });
}
