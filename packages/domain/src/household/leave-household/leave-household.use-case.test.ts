import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

describe('leaving a household', () => {
  it('a member leaves and acts on their own data again; the others stay', async () => {
    const { scope, user, invite, join, leave } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    const kim = await user('Kim');
    await join.accept(await invite(alex, 'sam@example.com'), sam);
    await join.accept(await invite(alex, 'kim@example.com'), kim);
    expect((await leave.execute(sam)).ok).toBe(true);
    expect(await scope.execute(sam)).toEqual({ householdId: '', ownerId: sam, role: 'owner' });
    expect(await scope.execute(kim)).toMatchObject({ ownerId: alex, role: 'member' });
    const again = await leave.execute(sam);
    expect(!again.ok && again.error.code).toBe('HOUSEHOLD.NOT_FOUND');
  });

  it('the owner cannot leave (HOUSEHOLD.CONFLICT), and the household stays as it was', async () => {
    const { scope, user, invite, join, leave } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    await join.accept(await invite(alex, 'sam@example.com'), sam);
    const r = await leave.execute(alex);
    expect(!r.ok && r.error).toMatchObject({ code: 'HOUSEHOLD.CONFLICT', message: expect.stringContaining('owner cannot leave') });
    expect(await scope.execute(sam)).toMatchObject({ ownerId: alex, role: 'member' });
  });

  it('someone in no shared household has none to leave (HOUSEHOLD.NOT_FOUND)', async () => {
    const { user, leave } = await householdFixture();
    const r = await leave.execute(await user('Lou'));
    expect(!r.ok && r.error.code).toBe('HOUSEHOLD.NOT_FOUND');
  });
});
