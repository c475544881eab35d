import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { EMPTY_PROFILE, type User } from '@larder/domain/accounts/user';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSessionRepository } from '../src/repositories/knex-session.repository';
import { PostgresSessionRepository } from '../src/repositories/postgres-session.repository';
import { VERSIONED_TABLES } from '../src/migrations/029-household-data-versions';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

/**
 * Issue 20: the household's data version, read with the session in one statement, moves with every committed change
 * to what the plans, the lists and GET /api/user are made from (whichever server made it), and only then.
 */
for (const target of databaseTargets()) {
  describe(`household data versions: ${target.name}`, () => {
    let db: TestDatabase;
    let sessions: KnexSessionRepository;
    let owner: User;
    let member: User;
    const clock = new FixedClock('2026-11-27T10:00:00Z');
    const now = clock.now();
    const day = new Date(now.getTime() + 86_400_000);
    const idle = new Date(now.getTime() - 3_600_000);
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    beforeEach(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, clock);
      // The look-up the servers run: session_context on the embedded database, its prepared statement on PostgreSQL.
      sessions = target.name === 'PGlite' ? new KnexSessionRepository(db.knex) : new PostgresSessionRepository(db.knex);
      owner = (await users.create({ email: 'ada@example.com', passwordHash: 'h', firstName: 'Ada', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
      member = (await users.create({ email: 'sam@example.com', passwordHash: 'h', firstName: 'Sam', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
      for (const [idHash, userId] of [['owner', owner.id], ['member', member.id]] as const) await sessions.create({ idHash, userId, persistent: true, createdAt: now, expiresAt: day });
    });
    const versionOf = async (idHash: string) => (await sessions.resolve(idHash, now, idle))!.dataVersion!;
    const householdOf = async (idHash: string) => (await sessions.resolve(idHash, now, idle))!.household;
    const join = async () => {
      const householdId = randomUUID();
      await db.knex('households').insert({ id: householdId, owner_user_id: owner.id, created_at: now });
      await db.knex('household_members').insert([
        { household_id: householdId, user_id: owner.id, role: 'owner', joined_at: now },
        { household_id: householdId, user_id: member.id, role: 'member', joined_at: now },
      ]);
      return householdId;
    };
    /** Runs a change and says whether the owner's version moved. */
    const moves = async (change: () => Promise<unknown>): Promise<boolean> => {
      const before = await versionOf('owner');
      await change();
      return (await versionOf('owner')) !== before;
    };
    const plan = () =>
      db.knex('meal_plans')
        .insert({ user_id: owner.id, days: 7, chain: 'tesco', household_size: 2, budget_pence: 5000, cost_pence: 4000, waste_pence: 0, shortfall_pence: 0, within_budget: true, objective: 1, nutrition: '{}', shopping: '[]', request: '{}', created_at: now, updated_at: now, start_date: '2026-03-02' })
        .returning('id')
        .then(([row]) => (row as { id: string }).id);
    const list = () =>
      db.knex('shopping_lists')
        .insert({ user_id: owner.id, supermarket: 'tesco', total_cost_pence: 100, price_note: '', created_at: now })
        .returning('id')
        .then(([row]) => (row as { id: number }).id);
    const item = (listId: number) =>
      db.knex('shopping_list_items')
        .insert({ list_id: listId, position: 0, ingredient_slug: 'onion', name: 'Onions', quantity: 1, unit: 'kg', category: 'veg', price_pence: 90, needed_grams: 500, pack_grams: 1000, leftover_grams: 500, perishable: true })
        .returning('id')
        .then(([row]) => (row as { id: number }).id);

    it('is read with the session and the household in the same look-up', async () => {
      expect(await householdOf('owner')).toBeNull();
      expect(await versionOf('owner')).toBe('0');
      const householdId = await join();
      expect(await householdOf('owner')).toEqual({ householdId, ownerId: owner.id, role: 'owner' });
      expect(await householdOf('member')).toEqual({ householdId, ownerId: owner.id, role: 'member' });
      // The member reads the household's version: the owner's.
      expect(await versionOf('member')).toBe(await versionOf('owner'));
    });

    it('moves with each change to a plan, its meals, a list, its items, loyalty cards and own recipes; not without one', async () => {
      let planId = '';
      expect(await moves(async () => (planId = await plan()))).toBe(true);
      expect(await moves(() => db.knex('meal_plan_items').insert({ plan_id: planId, position: 0, day: 0, meal_type: 'dinner', recipe_id: 'dal', recipe_name: 'Dal', servings: 2, cost_pence: 300 }))).toBe(true);
      expect(await moves(() => db.knex('meal_plan_items').where({ plan_id: planId }).update({ locked: true }))).toBe(true);
      let listId = 0;
      expect(await moves(async () => (listId = await list()))).toBe(true);
      let itemId = 0;
      expect(await moves(async () => (itemId = await item(listId)))).toBe(true);
      expect(await moves(() => db.knex('shopping_list_items').where({ id: itemId }).update({ is_checked: true }))).toBe(true);
      expect(await moves(() => db.knex('household_loyalty').insert({ user_id: owner.id, cards: '[]' }))).toBe(true);
      expect(await moves(() => db.knex('own_recipes').insert({ id: 'own-1', user_id: owner.id, name: 'Soup', description: '', cuisine: 'British', role: 'main', difficulty: 'easy', prep_minutes: 5, cook_minutes: 10, serves: 2, lines: '[]', steps: '[]', created_at: now, updated_at: now }))).toBe(true);
      expect(await moves(() => db.knex('own_recipe_photos').insert({ recipe_id: 'own-1', content_type: 'image/png', bytes: Buffer.from([1]) }))).toBe(true);
      expect(await moves(() => db.knex('meal_plans').where({ id: planId }).delete())).toBe(true);
      // Reads, a failed change and another household's change leave it as it was.
      expect(await moves(() => db.knex('meal_plans').where({ user_id: owner.id }).select())).toBe(false);
      expect(await moves(() => db.knex.transaction(async (trx) => {
        await trx('shopping_list_items').where({ id: itemId }).update({ is_checked: false });
        throw new Error('rolled back');
      }).catch(() => undefined))).toBe(false);
      expect(await moves(() => db.knex('shopping_lists').insert({ user_id: member.id, supermarket: 'tesco', total_cost_pence: 1, price_note: '', created_at: now }))).toBe(false);
    });

    it("moves with the owner's profile, a member's name, the subscription and who is in the household; each person's own moves too", async () => {
      expect(await moves(() => db.knex('users').where({ id: owner.id }).update({ first_name: 'Ada M' }))).toBe(true);
      await join();
      expect(await moves(() => db.knex('users').where({ id: member.id }).update({ first_name: 'Samuel' }))).toBe(true);
      expect(await moves(() => db.knex('subscriptions').insert({ user_id: owner.id, status: 'trialing', provider: 'simulated', created_at: now, updated_at: now }))).toBe(true);
      // The member leaves: the household's version moves, and so does the member's own (a household of one again).
      const memberOwn = (await db.knex('household_data_versions').where({ owner_user_id: member.id }).first())?.version;
      expect(await moves(() => db.knex('household_members').where({ user_id: member.id }).delete())).toBe(true);
      const after = await versionOf('member');
      expect(after).not.toBe(String(memberOwn ?? 0));
      expect(await householdOf('member')).toBeNull();
    });

    it('one transaction moves it once; two households never share a version', async () => {
      const listId = await list();
      const before = await versionOf('owner');
      await db.knex.transaction(async (trx) => {
        for (let i = 0; i < 5; i += 1) {
          await trx('shopping_list_items').insert({ list_id: listId, position: i, ingredient_slug: `onion-${i}`, name: 'Onions', quantity: 1, unit: 'kg', category: 'veg', price_pence: 90, needed_grams: 500, pack_grams: 1000, leftover_grams: 500, perishable: true });
        }
      });
      const after = await versionOf('owner');
      expect(after).not.toBe(before);
      await db.knex('shopping_lists').insert({ user_id: member.id, supermarket: 'tesco', total_cost_pence: 1, price_note: '', created_at: now });
      expect(await versionOf('member')).not.toBe(after);
    });

    it('every table the reads are made from has its trigger', async () => {
      const { rows } = await db.knex.raw<{ rows: Array<{ table: string }> }>(
        `select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname like 'household_data_touch_%' and c.relnamespace = current_schema()::regnamespace`,
      );
      expect(rows.map((r) => r.table).sort()).toEqual(VERSIONED_TABLES.map((t) => t.table).sort());
    });
  });
}
