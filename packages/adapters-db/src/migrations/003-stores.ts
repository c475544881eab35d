import type { Knex } from 'knex';

/** Supermarket store locations (Geolytix Retail Points format), imported with `stores import`. */
export const name = '003-stores';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stores', (t) => {
    t.text('id').primary();
    t.text('chain').notNullable();
    t.text('name').notNullable();
    t.text('address').notNullable().defaultTo('');
    t.text('town').notNullable().defaultTo('');
    t.text('postcode').notNullable().defaultTo('');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('size_band').notNullable().defaultTo('');
    t.index(['chain']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stores');
}
