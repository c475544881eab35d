import type { CalendarFeed } from '@larder/domain/calendar/calendar-feed/calendar-feed.use-case';
import type { CalendarLink } from '@larder/domain/calendar/calendar-link/calendar-link.use-case';
import type { Households } from '@larder/domain/household/households.use-case';
import type { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import type { ListEvents } from '@larder/domain/shopping/list-events';

/** What the household, live-list and calendar calls need. */
export interface HouseholdHttpDependencies {
  readonly households: Households;
  readonly calendar: CalendarFeed;
  /** Each member's secret link to the calendar feed. */
  readonly calendarLink: CalendarLink;
  /** Who changed what in the household's shared data. */
  readonly activity: HouseholdActivity;
  readonly listEvents: ListEvents;
}
