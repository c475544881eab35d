import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZApiTokenList, ZCreatedApiToken } from '@larder/contract/api-tokens';
import { type TestClient, type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };

for (const target of oneDatabaseTarget()) {
  describe(`personal API tokens (${target.name})`, () => {
    let server: TestServer;
    let jo: TestClient;
    /** A client with no cookie and no Origin: a script. */
    const script = (secret: string) => {
      const client = server.client();
      client.origin = null;
      const auth = { authorization: `Bearer ${secret}` };
      return {
        get: (path: string) => client.get(path, auth),
        post: (path: string, body?: unknown) => client.post(path, body, auth),
        put: (path: string, body?: unknown) => client.put(path, body, auth),
        delete: (path: string, body?: unknown) => client.request('DELETE', path, body, auth),
      };
    };
    const make = async (client: TestClient, name: string, scope: 'read' | 'read-write') => {
      const reply = await client.post('/api/user/api-tokens', { name, scope });
      expect(reply.status).toBe(201);
      return ZCreatedApiToken.strict().parse(reply.body);
    };
    const plansOf = async (client: TestClient) => (await client.get('/api/simple-meal-plans-with-items')).body as Array<{ id: string }>;
    const planCount = async () => Number((await server.db.knex('meal_plans').count({ n: '*' }).first())!.n);

    // The catalogue's seed on PGlite takes most of a minute on a busy machine.
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      jo = await signUp(server);
      expect((await jo.put('/api/user/preferences', profile)).status).toBe(200);
    });

    it('is made on the account with a name and scope, shown once, listed without its secret, and stored only as its SHA-256', async () => {
      const made = await make(jo, 'Weekly export', 'read');
      expect(made.secret).toMatch(/^lrd_[A-Za-z0-9_-]{43}$/);
      expect(made.token).toMatchObject({ name: 'Weekly export', scope: 'read', prefix: made.secret.slice(0, 8), lastUsedAt: null });
      const list = await jo.get('/api/user/api-tokens');
      expect(list.status).toBe(200);
      expect(ZApiTokenList.strict().parse(list.body).tokens).toEqual([made.token]);
      expect(JSON.stringify(list.body)).not.toContain(made.secret);
      const rows = await server.db.knex('api_tokens').select('*');
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(made.secret);
      // Used once, it says when.
      expect((await script(made.secret).get('/api/user')).status).toBe(200);
      expect((await jo.get('/api/user/api-tokens')).body.tokens[0].lastUsedAt).toBe(server.clock.now().toISOString());
    });

    it('refuses a bad name or scope with the field named, and saves nothing', async () => {
      for (const [body, field] of [
        [{ name: '', scope: 'read' }, 'name'],
        [{ name: 'x'.repeat(61), scope: 'read' }, 'name'],
        [{ name: 'ok', scope: 'admin' }, 'scope'],
        [{ name: 'ok' }, 'scope'],
        [{ scope: 'read' }, 'name'],
      ] as const) {
        const reply = await jo.post('/api/user/api-tokens', body);
        expect(reply.status).toBe(400);
        expect(reply.body.field).toBe(field);
        expect(reply.body.message).toContain(field);
      }
      expect(Number((await server.db.knex('api_tokens').count({ n: '*' }).first())!.n)).toBe(0);
    });

    it('a read token reads the plans and is refused any write, with nothing saved', async () => {
      expect((await jo.post('/api/simple-meal-plans')).status).toBe(201);
      const { secret } = await make(jo, 'Read plans', 'read');
      const bot = script(secret);
      const plans = await bot.get('/api/simple-meal-plans-with-items');
      expect(plans.status).toBe(200);
      expect(plans.body.map((p: { id: string }) => p.id)).toEqual((await plansOf(jo)).map((p) => p.id));
      expect((await bot.get('/api/user')).body.email).toBe('jo@example.com');
      const before = await planCount();
      const refused = await bot.post('/api/simple-meal-plans');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/read-only/);
      expect((await bot.put('/api/user/preferences', { ...profile, householdSize: 5 })).status).toBe(403);
      expect(await planCount()).toBe(before);
      expect((await jo.get('/api/user')).body.householdSize).toBe(2);
    });

    it('a read-write token makes a plan with no cookie and no Origin; a cookie write without Origin is still refused', async () => {
      const { secret } = await make(jo, 'Planner cron', 'read-write');
      const made = await script(secret).post('/api/simple-meal-plans');
      expect(made.status).toBe(201);
      expect((await plansOf(jo)).map((p) => p.id)).toContain(made.body.id);
      // The same cookie session, with no Origin: the CSRF check still holds for it.
      const noOrigin = await jo.post('/api/simple-meal-plans', undefined, { origin: '' });
      expect(noOrigin.status).toBe(403);
    });

    it("sees only its own household's data", async () => {
      const sam = await signUp(server, { email: 'sam@example.com', firstName: 'Sam' });
      expect((await sam.put('/api/user/preferences', profile)).status).toBe(200);
      const samPlan = await sam.post('/api/simple-meal-plans');
      expect(samPlan.status).toBe(201);
      const { secret } = await make(jo, 'Mine only', 'read-write');
      const bot = script(secret);
      expect((await bot.get(`/api/simple-meal-plans/${samPlan.body.id}`)).status).toBe(404);
      expect((await bot.get('/api/simple-meal-plans-with-items')).body).toEqual([]);
      expect((await bot.post(`/api/simple-meal-plans/${samPlan.body.id}/replan`)).status).toBe(404);
      // Nor may Jo revoke Sam's token.
      const samToken = await make(sam, 'Sam script', 'read');
      expect((await jo.request('DELETE', `/api/user/api-tokens/${samToken.token.id}`)).status).toBe(404);
      expect((await script(samToken.secret).get('/api/user')).status).toBe(200);
    });

    it('never reaches operator calls, billing, account deletion, the password, devices or tokens', async () => {
      const { secret, token } = await make(jo, 'Everything', 'read-write');
      const bot = script(secret);
      const refused: Array<[string, Promise<{ status: number; body: { message: string } }>]> = [
        ['GET /api/admin/users', bot.get('/api/admin/users')],
        ['POST /api/acquired/cancel-subscription', bot.post('/api/acquired/cancel-subscription', {})],
        ['POST /api/acquired/update-billing-day', bot.post('/api/acquired/update-billing-day', { billingDay: 3 })],
        ['DELETE /api/user', bot.delete('/api/user', { password: 'correct horse' })],
        ['POST /api/user/password', bot.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 'a new password 1', confirmPassword: 'a new password 1' })],
        ['GET /api/user/sessions', bot.get('/api/user/sessions')],
        ['GET /api/user/api-tokens', bot.get('/api/user/api-tokens')],
        ['POST /api/user/api-tokens', bot.post('/api/user/api-tokens', { name: 'another', scope: 'read-write' })],
        ['DELETE /api/user/api-tokens/:id', bot.delete(`/api/user/api-tokens/${token.id}`)],
        ['POST /api/household/invitations', bot.post('/api/household/invitations', { email: 'eve@example.com' })],
        ['POST /api/calendar/token', bot.post('/api/calendar/token')],
        ['GET /api/recipes (public)', bot.get('/api/recipes')],
      ];
      for (const [call, reply] of refused) {
        const { status, body } = await reply;
        expect([call, status]).toEqual([call, 403]);
        expect(body.message).toMatch(/API token/);
      }
      expect((await jo.get('/api/user/api-tokens')).body.tokens).toHaveLength(1);
      expect((await jo.get('/api/user')).status).toBe(200);
      expect(Number((await server.db.knex('household_invitations').count({ n: '*' }).first())!.n)).toBe(0);

      // An operator's own token reaches no operator call either.
      const ops = await signInAdmin(server);
      const opsToken = await make(ops, 'Ops script', 'read-write');
      expect((await ops.get('/api/admin/users')).status).toBe(200);
      expect((await script(opsToken.secret).get('/api/admin/users')).status).toBe(403);
      expect((await script(opsToken.secret).get('/api/admin/me')).status).toBe(403);
    });

    it('revoked, it is refused (401) on the very next request', async () => {
      const { secret, token } = await make(jo, 'Short lived', 'read');
      const bot = script(secret);
      expect((await bot.get('/api/simple-meal-plans-with-items')).status).toBe(200);
      const revoked = await jo.request('DELETE', `/api/user/api-tokens/${token.id}`);
      expect(revoked.status).toBe(200);
      const after = await bot.get('/api/simple-meal-plans-with-items');
      expect(after.status).toBe(401);
      expect(after.body.message).toMatch(/revoked/);
      expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await jo.get('/api/user/api-tokens')).body.tokens).toEqual([]);
      expect((await jo.request('DELETE', `/api/user/api-tokens/${token.id}`)).status).toBe(404);
      expect((await jo.request('DELETE', '/api/user/api-tokens/not-a-uuid')).status).toBe(404);
      // A made-up token, a wrong scheme: 401 too.
      expect((await script('lrd_made-up').get('/api/user')).status).toBe(401);
      expect((await server.client().get('/api/user', { authorization: 'Basic am86cGFzcw==' })).status).toBe(401);
    });

    it('is rate limited per token, with Retry-After, and another token is not held back', async () => {
      const first = script((await make(jo, 'Busy', 'read')).secret);
      const second = script((await make(jo, 'Quiet', 'read')).secret);
      for (let i = 0; i < 120; i++) expect((await first.get('/api/user')).status).toBe(200);
      const limited = await first.get('/api/user');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await second.get('/api/user')).status).toBe(200);
      server.clock.advanceMinutes(1.1);
      expect((await first.get('/api/user')).status).toBe(200);
    });
  });
}
