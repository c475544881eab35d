import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

describe('household membership rules', () => {
  it('only the owner invites and removes; a member can leave; the owner cannot', async () => {
    const { user, invite, dissolve, inviteMember, join, leave, remove, scope } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    const kim = await user('Kim');
    await join.accept(await invite(alex, 'sam@example.com'), sam);
    await join.accept(await invite(alex, 'kim@example.com'), kim);
    const byMember = await inviteMember.invite(sam, 'new@example.com', 'https://x');
    expect(!byMember.ok && byMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    const removeByMember = await remove.execute(sam, kim);
    expect(!removeByMember.ok && removeByMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    const ownerLeaves = await leave.execute(alex);
    expect(!ownerLeaves.ok && ownerLeaves.error.code).toBe('HOUSEHOLD.CONFLICT');
    const removeSelf = await remove.execute(alex, alex);
    expect(!removeSelf.ok && removeSelf.error.code).toBe('HOUSEHOLD.CONFLICT');
    expect((await remove.execute(alex, kim)).ok).toBe(true);
    expect(await scope.execute(kim)).toMatchObject({ ownerId: kim });
    expect((await leave.execute(sam)).ok).toBe(true);
    expect(await scope.execute(sam)).toMatchObject({ ownerId: sam, role: 'owner' });
    const stranger = await remove.execute(alex, sam);
    expect(!stranger.ok && stranger.error.code).toBe('HOUSEHOLD.NOT_FOUND');
    await join.accept(await invite(alex, 'sam@example.com'), sam);
    const dissolvedByMember = await dissolve.execute(sam);
    expect(!dissolvedByMember.ok && dissolvedByMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    expect((await dissolve.execute(alex)).ok).toBe(true);
    expect(await scope.execute(sam)).toMatchObject({ ownerId: sam });
  });
});
