import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

describe('whose data a user acts on', () => {
  it('a user in no shared household acts on their own: a household of one they own', async () => {
    const { scope, user } = await householdFixture();
    const lou = await user('Lou');
    expect(await scope.execute(lou)).toEqual({ householdId: '', ownerId: lou, role: 'owner' });
  });

  it("a member acts on the owner's data; the owner on their own, in the same household", async () => {
    const { scope, user, invite, join } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    await join.accept(await invite(alex, 'sam@example.com'), sam);
    const member = await scope.execute(sam);
    const owner = await scope.execute(alex);
    expect(member).toMatchObject({ ownerId: alex, role: 'member' });
    expect(owner).toMatchObject({ ownerId: alex, role: 'owner' });
    expect(member.householdId).toBe(owner.householdId);
    expect(member.householdId).not.toBe('');
  });
});
