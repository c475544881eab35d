import { describe, expect, it } from 'vitest';
import { MAX_MEMBERS } from '../household';
import { householdFixture } from '../../testing/household-fixture';

describe('household membership rules', () => {
  it(`at most ${MAX_MEMBERS} members, counting open invitations`, async () => {
    const { user, invite, inviteMember } = await householdFixture();
    const alex = await user('Alex');
    for (let n = 1; n < MAX_MEMBERS; n++) await invite(alex, `p${n}@example.com`);
    const seventh = await inviteMember.invite(alex, 'p7@example.com', 'https://x');
    expect(!seventh.ok && seventh.error.code).toBe('HOUSEHOLD.FULL');
    const repeat = await inviteMember.invite(alex, 'p1@example.com', 'https://x');
    expect(repeat.ok).toBe(true);
    const bad = await inviteMember.invite(alex, 'not an email', 'https://x');
    expect(!bad.ok && bad.error.field).toBe('email');
    const self = await inviteMember.invite(alex, 'alex@example.com', 'https://x');
    expect(!self.ok && self.error.code).toBe('HOUSEHOLD.CONFLICT');
  });
});
