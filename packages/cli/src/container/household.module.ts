import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { PASSWORD_HASHER, type PasswordHasher, USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { SUBSCRIPTION_REPOSITORY, type SubscriptionRepository } from '@larder/domain/billing/ports';
import { CalendarFeed } from '@larder/domain/calendar/calendar-feed/calendar-feed.use-case';
import { CalendarLink } from '@larder/domain/calendar/calendar-link/calendar-link.use-case';
import { CALENDAR_TOKEN_REPOSITORY, type CalendarTokenRepository, LINK_KEY } from '@larder/domain/calendar/ports';
import { DissolveHousehold } from '@larder/domain/household/dissolve-household/dissolve-household.use-case';
import { HouseholdScope } from '@larder/domain/household/household-scope/household-scope.use-case';
import { InviteMember } from '@larder/domain/household/invite-member/invite-member.use-case';
import { JoinHousehold } from '@larder/domain/household/join-household/join-household.use-case';
import { LeaveHousehold } from '@larder/domain/household/leave-household/leave-household.use-case';
import { RemoveMember } from '@larder/domain/household/remove-member/remove-member.use-case';
import { ViewHousehold } from '@larder/domain/household/view-household/view-household.use-case';
import { HOUSEHOLD_REPOSITORY, type HouseholdRepository } from '@larder/domain/household/ports';
import { ACTIVITY_REPOSITORY, type ActivityRepository } from '@larder/domain/household/activity/activity';
import { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import { MEAL_TIMES_REPOSITORY, type MealTimesRepository } from '@larder/domain/calendar/meal-times';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { MEAL_PLAN_REPOSITORY, type MealPlanRepository } from '@larder/domain/planning/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { LIST_EVENTS, type ListEvents } from '@larder/domain/shopping/list-events';
import type { HouseholdHttpDependencies } from '@larder/adapters-http/household-dependencies';

/** Households (members, invitations), the calendar feed and its links. */
export const householdModule = new ContainerModule(({ bind }) => {
  const households = (c: ResolutionContext) => c.get<HouseholdRepository>(HOUSEHOLD_REPOSITORY);
  bind(HouseholdScope).toDynamicValue((c) => new HouseholdScope(households(c))).inSingletonScope();
  bind(ViewHousehold).toDynamicValue((c) => new ViewHousehold(households(c), c.get<UserRepository>(USER_REPOSITORY), c.get<Clock>(CLOCK))).inSingletonScope();
  bind(InviteMember)
    .toDynamicValue((c) => new InviteMember(households(c), c.get<UserRepository>(USER_REPOSITORY), c.get<Mailer>(MAILER), c.get<RateLimiter>(RATE_LIMITER), c.get<Clock>(CLOCK)))
    .inSingletonScope();
  bind(JoinHousehold)
    .toDynamicValue(
      (c) => new JoinHousehold(households(c), c.get<UserRepository>(USER_REPOSITORY), c.get<SubscriptionRepository>(SUBSCRIPTION_REPOSITORY), c.get<Clock>(CLOCK), c.get<PasswordHasher>(PASSWORD_HASHER)),
    )
    .inSingletonScope();
  bind(RemoveMember).toDynamicValue((c) => new RemoveMember(households(c))).inSingletonScope();
  bind(LeaveHousehold).toDynamicValue((c) => new LeaveHousehold(households(c))).inSingletonScope();
  bind(DissolveHousehold).toDynamicValue((c) => new DissolveHousehold(households(c))).inSingletonScope();
  bind(CalendarFeed)
    .toDynamicValue(
      (c) => new CalendarFeed(c.get<CalendarTokenRepository>(CALENDAR_TOKEN_REPOSITORY), c.get(HouseholdScope), c.get<MealPlanRepository>(MEAL_PLAN_REPOSITORY), c.get<UserRepository>(USER_REPOSITORY), c.get<Clock>(CLOCK), c.get<MealTimesRepository>(MEAL_TIMES_REPOSITORY), c.get(CatalogueCache)),
    )
    .inSingletonScope();
  bind(CalendarLink)
    .toDynamicValue((c) => new CalendarLink(c.get<CalendarTokenRepository>(CALENDAR_TOKEN_REPOSITORY), c.get<Clock>(CLOCK), c.get<{ key: string | null }>(LINK_KEY).key))
    .inSingletonScope();
  bind(HouseholdActivity)
    .toDynamicValue((c) => new HouseholdActivity(c.get<ActivityRepository>(ACTIVITY_REPOSITORY), c.get<UserRepository>(USER_REPOSITORY), c.get<Clock>(CLOCK), c.get<Logger>(LOGGER)))
    .inSingletonScope();
});

export const householdHttpDependencies = (c: ResolutionContext): HouseholdHttpDependencies => ({
  scope: c.get(HouseholdScope),
  view: c.get(ViewHousehold),
  inviteMember: c.get(InviteMember),
  join: c.get(JoinHousehold),
  removeMember: c.get(RemoveMember),
  leave: c.get(LeaveHousehold),
  dissolve: c.get(DissolveHousehold),
  calendar: c.get(CalendarFeed),
  calendarLink: c.get(CalendarLink),
  activity: c.get(HouseholdActivity),
  listEvents: c.get<ListEvents>(LIST_EVENTS),
});
