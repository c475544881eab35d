import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

/** Alex's household with Sam and Kim in it. */
async function shared() {
  const f = await householdFixture();
  const alex = await f.user('Alex');
  const sam = await f.user('Sam');
  const kim = await f.user('Kim');
  await f.join.accept(await f.invite(alex, 'sam@example.com'), sam);
  await f.join.accept(await f.invite(alex, 'kim@example.com'), kim);
  return { ...f, alex, sam, kim };
}

describe('dissolving a household', () => {
  it('the owner ends it: every member is back in a household of one at once', async () => {
    const { dissolve, scope, alex, sam, kim } = await shared();
    const household = (await scope.execute(sam)).householdId;
    expect(household).not.toBe('');
    expect((await dissolve.execute(alex)).ok).toBe(true);
    for (const id of [alex, sam, kim]) expect(await scope.execute(id)).toEqual({ householdId: '', ownerId: id, role: 'owner' });
  });

  it('a member may not (HOUSEHOLD.OWNER_ONLY), and someone in no shared household has none to end (HOUSEHOLD.NOT_FOUND)', async () => {
    const { dissolve, scope, user, alex, sam } = await shared();
    const byMember = await dissolve.execute(sam);
    expect(!byMember.ok && byMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    expect(await scope.execute(sam)).toMatchObject({ ownerId: alex, role: 'member' });
    const loner = await user('Lou');
    const none = await dissolve.execute(loner);
    expect(!none.ok && none.error.code).toBe('HOUSEHOLD.NOT_FOUND');
    expect((await dissolve.execute(alex)).ok).toBe(true);
    const twice = await dissolve.execute(alex);
    expect(!twice.ok && twice.error.code).toBe('HOUSEHOLD.NOT_FOUND');
  });
});
