import type { CalendarFeed } from '@larder/domain/calendar/calendar-feed.use-case';
import type { Households } from '@larder/domain/household/households.use-case';
import type { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import type { ListEvents } from '@larder/domain/shopping/list-events';

/** What the household, live-list and calendar calls need. */
export interface HouseholdHttpDependencies {
  readonly households: Households;
  readonly calendar: CalendarFeed;
  /** Who changed what in the household's shared data. */
  readonly activity: HouseholdActivity;
  readonly listEvents: ListEvents;
}
