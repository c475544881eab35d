import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';
import { PURGE_HOUR_UTC, activityPruneJob, leadsPurgeJob, pruneExpiredJob, purgeJobs } from '../../src/commands/purge-jobs';

for (const target of oneDatabaseTarget()) {
  describe(`the daily purges, scheduled (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());

    it('are separate jobs of the serving scheduler, at 03:00 UTC', () => {
      expect(purgeJobs(server.container).map((j) => [j.name, j.hourUtc])).toEqual([
        ['leads-purge', PURGE_HOUR_UTC],
        ['prune-expired', PURGE_HOUR_UTC],
        ['household-activity-prune', PURGE_HOUR_UTC],
        ['account-erasure', PURGE_HOUR_UTC],
      ]);
    });

    it('household-activity-prune removes changes older than 180 days and keeps newer ones', async () => {
      await server.db.truncate();
      await signUp(server, { email: 'jo@example.com' });
      const user = await server.db.knex('users').where({ email: 'jo@example.com' }).first();
      const now = server.clock.now().getTime();
      const day = 86_400_000;
      await server.db.knex('household_activity').insert([
        { household_id: user.id, actor_id: user.id, kind: 'plan.created', at: new Date(now - 181 * day) },
        { household_id: user.id, actor_id: user.id, kind: 'recipe.added', at: new Date(now - 179 * day) },
      ]);
      expect(await activityPruneJob(server.container).run()).toEqual({ pruned: 1 });
      expect((await server.db.knex('household_activity').select('kind')).map((r) => r.kind)).toEqual(['recipe.added']);
    });

    it('prune-expired removes expired sessions, login links a day past expiry and rate-limit rows, and keeps live ones', async () => {
      await server.db.truncate();
      await signUp(server, { email: 'jo@example.com' });
      const user = await server.db.knex('users').where({ email: 'jo@example.com' }).first();
      const now = server.clock.now().getTime();
      const at = (ms: number) => new Date(now + ms);
      await server.db.knex('sessions').insert([
        { id_hash: 'old', user_id: user.id, persistent: false, expires_at: at(-1000), created_at: at(-86_400_000) },
        { id_hash: 'live', user_id: user.id, persistent: false, expires_at: at(3_600_000), created_at: at(0) },
      ]);
      await server.db.knex('magic_link_tokens').insert([
        { token_hash: 'old-link', user_id: user.id, expires_at: at(-2 * 86_400_000), created_at: at(-3 * 86_400_000) },
        { token_hash: 'recent-link', user_id: user.id, expires_at: at(-60_000), created_at: at(-900_000) },
      ]);
      await server.db.knex('rate_limits').insert([
        { key: 'x:old', points: 3, expires_at: at(-1) },
        { key: 'x:live', points: 3, expires_at: at(60_000) },
      ]);
      const summary = (await pruneExpiredJob(server.container).run()) as { sessions: number; loginLinks: number; rateLimits: number };
      expect(summary.sessions).toBeGreaterThanOrEqual(1);
      expect(summary).toMatchObject({ loginLinks: 1, rateLimits: 1 });
      expect((await server.db.knex('sessions').whereIn('id_hash', ['old', 'live'])).map((r) => r.id_hash)).toEqual(['live']);
      expect((await server.db.knex('magic_link_tokens').select('token_hash')).map((r) => r.token_hash)).toEqual(['recent-link']);
      expect((await server.db.knex('rate_limits').whereIn('key', ['x:old', 'x:live'])).map((r) => r.key)).toEqual(['x:live']);
    });

    it('leads-purge runs the 90-day erasure (nothing to erase on an empty database)', async () => {
      const summary = (await leadsPurgeJob(server.container).run()) as { dryRun: boolean; leads: number };
      expect(summary).toMatchObject({ dryRun: false, leads: 0 });
    });
  });
}
