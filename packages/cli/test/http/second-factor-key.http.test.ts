import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signInAdmin, startTestServer } from '../support/test-server';

/** Issue 34, L10: with SECOND_FACTOR_KEY the operator's TOTP secret is sealed in the table, and sign-in still works. */
describe.each(databaseTargets())('operator sign-in with SECOND_FACTOR_KEY ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { SECOND_FACTOR_KEY: 'a-second-factor-key-of-at-least-32-characters' });
  });
  afterAll(() => server.close());

  it('enrols, stores only ciphertext, and signs in with a code from the secret', async () => {
    const ops = await signInAdmin(server);
    expect((await ops.get('/api/admin/users')).status).toBe(200);
    const rows = await server.db.knex('admin_second_factors').select('secret');
    expect(rows).toHaveLength(1);
    expect(rows[0].secret).toMatch(/^enc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });
});
