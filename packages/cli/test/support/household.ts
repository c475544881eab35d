import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { TestClient, TestServer } from './test-server';

/**
 * A signed-in household without going through the card signup (which belongs to the payments area):
 * the account is created in storage and signed in with the development sign-in call.
 */
export async function signedInHousehold(server: TestServer, email = `home-${Math.random().toString(36).slice(2)}@example.com`): Promise<TestClient> {
  const users = server.container.get<UserRepository>(USER_REPOSITORY);
  await users.create({ email, passwordHash: null, firstName: 'Jo', lastName: 'Bloggs', role: 'user', profile: EMPTY_PROFILE });
  const client = server.client();
  const reply = await client.post('/api/auth/dev-login', { email });
  if (reply.status !== 200) throw new Error(`dev-login: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}
