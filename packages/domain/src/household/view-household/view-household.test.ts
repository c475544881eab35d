import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

describe('household membership rules', () => {
  it('a user alone acts on their own data; a member acts on the owner’s', async () => {
    const { user, invite, join, scope, view } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    expect(await scope.execute(alex)).toMatchObject({ ownerId: alex, role: 'owner' });
    const token = await invite(alex, 'Sam@Example.com ');
    const joined = await join.accept(token, sam);
    expect(joined.ok).toBe(true);
    expect(await scope.execute(sam)).toMatchObject({ ownerId: alex, role: 'member' });
    const seen = await view.execute(sam);
    expect(seen.members.map((m) => [m.firstName, m.role])).toEqual([['Alex', 'owner'], ['Sam', 'member']]);
    expect(seen.invitations).toEqual([]);
  });
});
