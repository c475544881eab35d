import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { UserRepository } from '../../accounts/ports';
import type { HouseholdScope } from '../../household/household-scope/household-scope.use-case';
import type { MealPlanRepository } from '../../planning/ports';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import { digestToken } from '../../shared/tokens';
import { renderCalendar } from '../ical';
import { mealEvents } from '../meal-events';
import { DEFAULT_MEAL_TIMES, type Meal, type MealSlot, type MealTimes, type MealTimesRepository, changeMealTimes } from '../meal-times';
import type { CalendarTokenRepository } from '../ports';

/**
 * The household's meals as an iCal feed at a secret link per member (made by CalendarLink), and the meal times it
 * shows them at. The link resolves to the member's household when it is read, so a member who leaves (or is removed)
 * no longer sees the household's plans through it.
 */
export class CalendarFeed {
  constructor(
    private readonly tokens: CalendarTokenRepository,
    private readonly householdScope: HouseholdScope,
    private readonly plans: MealPlanRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly mealTimesStore: MealTimesRepository,
    /** The recipes, for the keeping of leftovers on the events (freeze, take out of the freezer). */
    private readonly catalogue: Pick<CatalogueCache, 'current'> | null = null,
  ) {}

  /** The household's meal times: its own, or the defaults (`meal-times.json`). */
  async mealTimes(userId: string): Promise<{ times: MealTimes; custom: boolean }> {
    const { ownerId } = await this.householdScope.execute(userId);
    const own = await this.mealTimesStore.get(ownerId);
    return { times: own ?? DEFAULT_MEAL_TIMES, custom: own !== null };
  }

  /** Any member changes the household's meal times; the feed shows them at once. */
  async changeMealTimes(userId: string, change: Partial<Record<Meal, Partial<MealSlot>>>): Promise<Result<{ times: MealTimes; custom: boolean }, DomainError>> {
    const { ownerId } = await this.householdScope.execute(userId);
    const current = (await this.mealTimesStore.get(ownerId)) ?? DEFAULT_MEAL_TIMES;
    const next = changeMealTimes(current, change);
    if (!next.ok) return next;
    await this.mealTimesStore.save(ownerId, next.value, userId, this.clock.now());
    return ok({ times: next.value, custom: true });
  }

  async feed(token: string, origin: string): Promise<Result<string, DomainError>> {
    const userId = /^[A-Za-z0-9_-]{43}$/.test(token) ? await this.tokens.findUser(digestToken(token)) : null;
    if (!userId) return fail('CALENDAR.NOT_FOUND', 'Calendar not found');
    const { ownerId } = await this.householdScope.execute(userId);
    const owner = await this.users.findById(ownerId);
    const now = this.clock.now();
    const times = (await this.mealTimesStore.get(ownerId)) ?? DEFAULT_MEAL_TIMES;
    const snapshot = this.catalogue ? await this.catalogue.current() : null;
    const events = mealEvents(await this.plans.listForUser(ownerId, 20), now, origin, times, snapshot ? (id) => snapshot.recipe(id)?.recipe : undefined);
    return ok(renderCalendar(`${owner?.firstName ? `${owner.firstName}'s household` : 'Household'} meals (Larder)`, events, now));
  }
}
