import { EMPTY_PROFILE } from '../accounts/user';
import { DissolveHousehold } from '../household/dissolve-household/dissolve-household.use-case';
import { HouseholdScope } from '../household/household-scope/household-scope.use-case';
import { InviteMember } from '../household/invite-member/invite-member.use-case';
import { JoinHousehold } from '../household/join-household/join-household.use-case';
import { LeaveHousehold } from '../household/leave-household/leave-household.use-case';
import { RemoveMember } from '../household/remove-member/remove-member.use-case';
import { ViewHousehold } from '../household/view-household/view-household.use-case';
import { FixedClock } from './fixed-clock';
import { FakePasswordHasher, InMemoryUserRepository } from './in-memory-accounts';
import { InMemoryHouseholdRepository } from './in-memory-households';
import { InMemoryRateLimiter, InMemorySubscriptionRepository, RecordingMailer } from './in-memory-support';

/** Every household use case over in-memory fakes, with helpers to make a user and invite them. */
export async function householdFixture() {
  const clock = new FixedClock('2026-11-20T10:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const subscriptions = new InMemorySubscriptionRepository(clock);
  const mailer = new RecordingMailer();
  const repository = new InMemoryHouseholdRepository(users);
  const scope = new HouseholdScope(repository);
  const view = new ViewHousehold(repository, users, clock);
  const inviteMember = new InviteMember(repository, users, mailer, new InMemoryRateLimiter(clock), clock);
  const join = new JoinHousehold(repository, users, subscriptions, clock, new FakePasswordHasher());
  const remove = new RemoveMember(repository);
  const leave = new LeaveHousehold(repository);
  const dissolve = new DissolveHousehold(repository);
  const user = async (name: string) => (await users.create({ email: `${name.toLowerCase()}@example.com`, passwordHash: null, firstName: name, lastName: 'Smith', role: 'user', profile: EMPTY_PROFILE }))!.id;
  const tokenOf = (link: string) => link.split('/').pop()!;
  const invite = async (from: string, email: string) => {
    const result = await inviteMember.invite(from, email, 'https://larder.test');
    if (!result.ok) throw new Error(result.error.message);
    return tokenOf(result.value.link);
  };
  return { clock, users, subscriptions, mailer, scope, view, inviteMember, join, remove, leave, dissolve, user, invite };
}
