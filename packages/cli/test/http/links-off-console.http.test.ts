import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { Argon2PasswordHasher } from '../../src/infrastructure/argon2-password-hasher';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * Issue 34, M5: a sign-in, password or deletion link carries a live token, so it is printed on the server's console
 * only with the development helpers on; with them off it goes by email only, whatever NODE_ENV says.
 */
for (const target of oneDatabaseTarget()) {
  describe(`live links and the console (${target.name})`, () => {
    let quiet: TestServer;
    let helpers: TestServer;
    beforeAll(async () => {
      quiet = await startTestServer(target, { NODE_ENV: 'development', DEV_HELPERS: 'false' });
      helpers = await startTestServer(target, { NODE_ENV: 'development', DEV_HELPERS: 'true' });
    }, 120_000);
    afterAll(async () => {
      await quiet?.close();
      await helpers?.close();
    });
    afterEach(() => vi.restoreAllMocks());

    /** Asks for the three links as a household would; what the console printed meanwhile. */
    async function printedWhileAsking(server: TestServer): Promise<string> {
      // A household with a password and no subscription (a running one would refuse the deletion link), signed in.
      const email = `links-${Math.random().toString(36).slice(2)}@example.com`;
      const password = 'correct horse battery 9';
      await server.container.get<UserRepository>(USER_REPOSITORY).create({ email, passwordHash: await new Argon2PasswordHasher().hash(password), firstName: 'Jo', lastName: 'Bloggs', role: 'user', profile: EMPTY_PROFILE });
      const household = server.client();
      expect((await household.post('/api/login', { email, password })).status).toBe(200);
      const printed: string[] = [];
      vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
      vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
      expect((await server.client().post('/api/auth/request-magic-link', { email })).status).toBe(200);
      expect((await server.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
      expect((await household.post('/api/user/deletion-link')).status).toBe(200);
      vi.restoreAllMocks();
      return printed.join('\n');
    }

    it('with the development helpers off, no link with a token reaches the console', async () => {
      const printed = await printedWhileAsking(quiet);
      expect(printed).not.toMatch(/token=|magic-login|reset-password|confirm-deletion/);
      expect(printed).not.toMatch(/link for/i);
    });

    it('with them on, the console shows each link (the development convenience the documents describe)', async () => {
      const printed = await printedWhileAsking(helpers);
      expect(printed).toMatch(/Login link for .*http/);
      expect(printed).toMatch(/Password link for .*http/);
      expect(printed).toMatch(/Deletion link for .*http/);
    });
  });
}
