import type { Knex } from 'knex';

/**
 * Issue 20: a household's data version, read with the session (one round trip) so a server can answer the big
 * signed-in reads (plans with their meals, the lists) from answers it rendered before, and know for certain that
 * nothing they were made from has changed since, whichever server made the change.
 *
 * `household_data_versions` holds, per household owner, the id of the last transaction that changed any row the
 * plans and lists are read from. Each table below has a deferred constraint trigger: it runs at commit, after every
 * other lock the transaction took, so two transactions never wait on each other through it in a circle; the value
 * is the committing transaction's id, never used twice, so equal versions mean the same data.
 */
export const name = '029-household-data-versions';

/** The owner of the household the user `id` is in, or the user (a household of one). */
const householdOf = (id: string) => `coalesce((select h.owner_user_id from household_members m join households h on h.id = m.household_id where m.user_id = ${id}), ${id})`;

/** The tables the plan and list reads (and GET /api/user) are made from, and how a row names its household's owner (as `r`). */
export const VERSIONED_TABLES: ReadonlyArray<{ readonly table: string; readonly owners: readonly string[]; readonly events: string }> = [
  { table: 'meal_plans', owners: ['r.user_id'], events: 'insert or update or delete' },
  { table: 'meal_plan_items', owners: ['(select p.user_id from meal_plans p where p.id = r.plan_id)'], events: 'insert or update or delete' },
  { table: 'shopping_lists', owners: ['r.user_id'], events: 'insert or update or delete' },
  { table: 'shopping_list_items', owners: ['(select l.user_id from shopping_lists l where l.id = r.list_id)'], events: 'insert or update or delete' },
  { table: 'household_loyalty', owners: ['r.user_id'], events: 'insert or update or delete' },
  { table: 'price_observations', owners: ['r.user_id'], events: 'insert or update or delete' },
  { table: 'own_recipes', owners: ['r.user_id'], events: 'insert or update or delete' },
  { table: 'own_recipe_photos', owners: ['(select o.user_id from own_recipes o where o.id = r.recipe_id)'], events: 'insert or update or delete' },
  // A member's name is on the list items they ticked; the owner's profile (size, postcode) prices and portions;
  // GET /api/user shows the member, the owner's profile and the subscription. The person's own version moves too:
  // should they leave the household, what was rendered for them before they joined is never taken as current.
  { table: 'users', owners: [householdOf('r.id'), 'r.id'], events: 'update' },
  { table: 'subscriptions', owners: [householdOf('r.user_id'), 'r.user_id'], events: 'insert or update or delete' },
  { table: 'household_members', owners: ['(select h.owner_user_id from households h where h.id = r.household_id)', 'r.user_id'], events: 'insert or update or delete' },
];

const fn = (table: string) => `household_data_touch_${table}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('household_data_versions', (t) => {
    t.uuid('owner_user_id').primary();
    t.bigInteger('version').notNullable();
  });
  for (const { table, owners, events } of VERSIONED_TABLES) {
    await knex.raw(`
      create function ${fn(table)}() returns trigger language plpgsql as $$
      declare
        r ${table};
        who uuid;
      begin
        -- The new row's household and, for an update or a delete, the old row's (a row may move between them).
        for i in 1..2 loop
          if i = 1 then
            if tg_op = 'DELETE' then continue; end if;
            r := new;
          else
            if tg_op = 'INSERT' then continue; end if;
            r := old;
          end if;
${owners.map((owner) => `
          who := ${owner};
          -- Once per household and transaction: a plan's eighty rows write the version once, not eighty times.
          if who is not null and current_setting('larder.data_version_mark', true) is distinct from who::text || ' ' || txid_current() then
            insert into household_data_versions as v (owner_user_id, version) values (who, txid_current())
            on conflict (owner_user_id) do update set version = excluded.version where v.version <> excluded.version;
            perform set_config('larder.data_version_mark', who::text || ' ' || txid_current(), true);
          end if;`).join('')}
        end loop;
        return null;
      end $$`);
    await knex.raw(`create constraint trigger ${fn(table)} after ${events} on ${table} deferrable initially deferred for each row execute function ${fn(table)}()`);
  }
  await createSessionContext(knex);
}

/** The users columns a signed-in request reads (`toUser`), returned by `session_context`. */
export const SESSION_USER_COLUMNS = [
  'id', 'email', 'password_hash', 'first_name', 'last_name', 'role', 'postcode', 'household_size', 'weekly_budget_pence', 'cooking_skill',
  'dietary_preferences', 'dietary_restrictions', 'cuisine_preferences', 'allergies', 'members', 'leftovers_enabled', 'onboarding_completed_at',
  'created_at', 'updated_at',
] as const;

/**
 * The look-up of every signed-in request: the session, its user, the user's household and the household's data
 * version, one row or none. `idHash`, `now` and `idleSince` are the statement's three parameters as SQL (names or
 * placeholders). From migration 030 it also returns the session's expiry and whether it is kept logged in
 * (`withLifetime`), so a look-up kept in memory can be judged against the clock later. Run by `session_context`
 * below and by `session_contexts` (migration 031), which PostgreSQL's servers run.
 */
export function sessionContextSelect(withLifetime: boolean, [idHash, now, idleSince]: readonly [string, string, string], extraColumns: readonly string[] = []): string {
  return `select ${[...SESSION_USER_COLUMNS, ...extraColumns].map((c) => `u.${c}`).join(', ')},
             coalesce(s.last_seen_at, s.created_at) as session_last_seen_at, s.user_agent as session_user_agent,
             m.household_id as session_household_id, m.role as session_household_role, h.owner_user_id as session_household_owner,
             v.version as session_data_version${withLifetime ? ', s.expires_at as session_expires_at, s.persistent as session_persistent' : ''}
        from sessions s
        join users u on u.id = s.user_id
        left join household_members m on m.user_id = s.user_id
        left join households h on h.id = m.household_id
        left join household_data_versions v on v.owner_user_id = coalesce(h.owner_user_id, s.user_id)
       where s.id_hash = ${idHash}
         and s.expires_at > ${now}
         and (s.persistent or u.role <> 'user' or coalesce(s.last_seen_at, s.created_at) > ${idleSince})
       limit 1`;
}

/** The columns `session_context` returns (its RETURNS TABLE), with the lifetime's from migration 030. */
export function sessionContextColumns(withLifetime: boolean, extraColumns: readonly string[] = []): string {
  const columns = [...SESSION_USER_COLUMNS, ...extraColumns].map((c) => `${c} users.${c}%type`).join(', ');
  return `${columns}, session_last_seen_at timestamptz, session_user_agent text, session_household_id uuid,
                  session_household_role text, session_household_owner uuid, session_data_version bigint${withLifetime ? ', session_expires_at timestamptz, session_persistent boolean' : ''}`;
}

/**
 * The look-up as a function: PL/pgSQL keeps its statement's plan for the connection's life, so the five-table join
 * is planned once per connection instead of on every request (on the embedded database, in the server's own
 * thread, planning was most of the request's cost).
 */
export async function createSessionContext(knex: Knex, withLifetime = false, extraColumns: readonly string[] = []): Promise<void> {
  await knex.raw(`
    create function session_context(p_id_hash text, p_now timestamptz, p_idle_since timestamptz)
    returns table(${sessionContextColumns(withLifetime, extraColumns)})
    language plpgsql stable as $$
    #variable_conflict use_column
    begin
      return query
      ${sessionContextSelect(withLifetime, ['p_id_hash', 'p_now', 'p_idle_since'], extraColumns)};
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists session_context(text, timestamptz, timestamptz)');
  for (const { table } of VERSIONED_TABLES) {
    await knex.raw(`drop trigger if exists ${fn(table)} on ${table}`);
    await knex.raw(`drop function if exists ${fn(table)}()`);
  }
  await knex.schema.dropTableIfExists('household_data_versions');
}
