import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { ZCreatedApiToken } from '@larder/contract/api-tokens';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 34, L1: token scopes as the README says. Deleting the account is closed to tokens, its emailed link too;
 * the personal export (everything the account holds: devices, payments, support messages) is downloaded signed in,
 * never with a token of either scope.
 */
describe.each(databaseTargets())('what an API token cannot reach on the account ($name)', (target) => {
  let server: TestServer;
  let jo: TestClient;
  const make = async (scope: 'read' | 'read-write') => {
    const reply = await jo.post('/api/user/api-tokens', { name: `A ${scope} script`, scope });
    expect(reply.status).toBe(201);
    return ZCreatedApiToken.parse(reply.body).secret;
  };
  /** A script: no cookie, no Origin, the token in the header. */
  const script = (secret: string) => {
    const client = server.client();
    client.origin = null;
    const auth = { authorization: `Bearer ${secret}` };
    return { get: (path: string) => client.get(path, auth), post: (path: string, body?: unknown) => client.post(path, body, auth) };
  };
  const deletionEmails = async () => Number((await server.db.knex('email_outbox').where('kind', 'like', '%delet%').count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.knex.raw('truncate users, rate_limits, email_outbox cascade');
    jo = await signUp(server);
  });

  it('a read-write token cannot ask for the deletion email: 403 saying why, no link made, no email', async () => {
    expect((await jo.post('/api/acquired/cancel-subscription')).status).toBe(200);
    const bot = script(await make('read-write'));
    const refused = await bot.post('/api/user/deletion-link');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Deleting the account .* never with an API token/);
    expect(Number((await server.db.knex('account_deletion_links').count({ n: '*' }).first())!.n)).toBe(0);
    expect(await deletionEmails()).toBe(0);
    // Signed in, the same call sends it (so the refusal is the token's).
    expect((await jo.post('/api/user/deletion-link')).status).toBe(200);
    expect(await deletionEmails()).toBe(1);
  });

  it.each(['read', 'read-write'] as const)('a %s token cannot download the personal export, as JSON or CSV', async (scope) => {
    const bot = script(await make(scope));
    for (const path of ['/api/user/export', '/api/user/export/lists.csv', '/api/user/export/plans.csv', '/api/user/export/spending.csv']) {
      const refused = await bot.get(path);
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.body.message).toMatch(/export .* signed in, and never with an API token/);
      expect(refused.headers.get('content-disposition')).toBeNull();
    }
    // The household's own reads stay open to the token, and the export to the signed-in member.
    expect((await bot.get('/api/user')).status).toBe(200);
    expect((await jo.get('/api/user/export')).status).toBe(200);
  });
});
