import type { CalendarFeed } from '@larder/domain/calendar/calendar-feed/calendar-feed.use-case';
import type { CalendarLink } from '@larder/domain/calendar/calendar-link/calendar-link.use-case';
import type { DissolveHousehold } from '@larder/domain/household/dissolve-household/dissolve-household.use-case';
import type { HouseholdScope } from '@larder/domain/household/household-scope/household-scope.use-case';
import type { InviteMember } from '@larder/domain/household/invite-member/invite-member.use-case';
import type { JoinHousehold } from '@larder/domain/household/join-household/join-household.use-case';
import type { LeaveHousehold } from '@larder/domain/household/leave-household/leave-household.use-case';
import type { RemoveMember } from '@larder/domain/household/remove-member/remove-member.use-case';
import type { ViewHousehold } from '@larder/domain/household/view-household/view-household.use-case';
import type { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import type { ListEvents } from '@larder/domain/shopping/list-events';

/** What the household, live-list and calendar calls need. */
export interface HouseholdHttpDependencies {
  /** Whose data the signed-in user acts on (every call, and the live list's heartbeat). */
  readonly scope: HouseholdScope;
  readonly view: ViewHousehold;
  readonly inviteMember: InviteMember;
  readonly join: JoinHousehold;
  readonly removeMember: RemoveMember;
  readonly leave: LeaveHousehold;
  readonly dissolve: DissolveHousehold;
  readonly calendar: CalendarFeed;
  /** Each member's secret link to the calendar feed. */
  readonly calendarLink: CalendarLink;
  /** Who changed what in the household's shared data. */
  readonly activity: HouseholdActivity;
  readonly listEvents: ListEvents;
}
