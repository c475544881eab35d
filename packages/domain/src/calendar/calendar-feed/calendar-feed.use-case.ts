import type { UserRepository } from '../accounts/ports';
import type { Households } from '../household/households.use-case';
import type { MealPlanRepository, StoredPlan } from '../planning/ports';
import type { Clock } from '../shared/clock';
import { type DomainError, fail } from '../shared/errors';
import { type Result, ok } from '../shared/result';
import { derivedToken, digestToken, newSecretToken } from '../shared/tokens';
import { type CalendarEvent, londonTime, renderCalendar } from './ical';
import { DEFAULT_MEAL_TIMES, type Meal, type MealSlot, type MealTimes, type MealTimesRepository, changeMealTimes } from './meal-times';
import type { CalendarTokenRepository } from './ports';

const DAY = 86_400_000;
/** The feed shows the meals from a week ago to four weeks ahead: the current plan and the next ones. */
const PAST_DAYS = 7;
const FUTURE_DAYS = 28;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (date: Date) => Date.parse(`${date.toISOString().slice(0, 10)}T00:00:00Z`);

/**
 * The household's meals as an iCal feed at a secret link per member. The link resolves to the member's household
 * when it is read, so a member who leaves (or is removed) no longer sees the household's plans through it.
 */
export class CalendarFeed {
  constructor(
    private readonly tokens: CalendarTokenRepository,
    private readonly households: Households,
    private readonly plans: MealPlanRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly mealTimesStore: MealTimesRepository,
    /** The server's link key: with it a link is made from a stored nonce and can be shown again; without, shown once. */
    private readonly linkKey: string | null = null,
  ) {}

  /** The household's meal times: its own, or the defaults (`meal-times.json`). */
  async mealTimes(userId: string): Promise<{ times: MealTimes; custom: boolean }> {
    const { ownerId } = await this.households.scope(userId);
    const own = await this.mealTimesStore.get(ownerId);
    return { times: own ?? DEFAULT_MEAL_TIMES, custom: own !== null };
  }

  /** Any member changes the household's meal times; the feed shows them at once. */
  async changeMealTimes(userId: string, change: Partial<Record<Meal, Partial<MealSlot>>>): Promise<Result<{ times: MealTimes; custom: boolean }, DomainError>> {
    const { ownerId } = await this.households.scope(userId);
    const current = (await this.mealTimesStore.get(ownerId)) ?? DEFAULT_MEAL_TIMES;
    const next = changeMealTimes(current, change);
    if (!next.ok) return next;
    await this.mealTimesStore.save(ownerId, next.value, userId, this.clock.now());
    return ok({ times: next.value, custom: true });
  }

  /** The member's link, when they have one: its token (null when it was shown once, made without a link key). */
  async status(userId: string): Promise<{ token: string | null; createdAt: Date | null }> {
    const current = await this.tokens.current(userId);
    if (!current) return { token: null, createdAt: null };
    const token = current.nonce && this.linkKey ? derivedToken(this.linkKey, current.nonce) : null;
    // Made again with another key (LINK_SECRET changed, a restore elsewhere) it would not be the link: none is shown.
    return { token: token && digestToken(token) === current.tokenHash ? token : null, createdAt: current.createdAt };
  }

  /** A new secret link; the old one stops working. Only its digest (and, with a link key, its nonce) is kept. */
  async newLink(userId: string): Promise<{ token: string; createdAt: Date }> {
    const nonce = this.linkKey ? newSecretToken() : null;
    const token = nonce ? derivedToken(this.linkKey!, nonce) : newSecretToken();
    const at = this.clock.now();
    await this.tokens.replace(userId, digestToken(token), at, nonce);
    return { token, createdAt: at };
  }

  async feed(token: string, origin: string): Promise<Result<string, DomainError>> {
    const userId = /^[A-Za-z0-9_-]{43}$/.test(token) ? await this.tokens.findUser(digestToken(token)) : null;
    if (!userId) return fail('CALENDAR.NOT_FOUND', 'Calendar not found');
    const { ownerId } = await this.households.scope(userId);
    const owner = await this.users.findById(ownerId);
    const now = this.clock.now();
    const times = (await this.mealTimesStore.get(ownerId)) ?? DEFAULT_MEAL_TIMES;
    const events = mealEvents(await this.plans.listForUser(ownerId, 20), now, origin, times);
    return ok(renderCalendar(`${owner?.firstName ? `${owner.firstName}'s household` : 'Household'} meals (Larder)`, events, now));
  }
}

/** One event per meal; on a day two plans cover, the newer plan's meals. */
export function mealEvents(newestFirst: readonly StoredPlan[], now: Date, origin: string, times: MealTimes = DEFAULT_MEAL_TIMES): CalendarEvent[] {
  const from = dayStart(now) - PAST_DAYS * DAY;
  const to = dayStart(now) + FUTURE_DAYS * DAY;
  const taken = new Set<string>();
  const events: CalendarEvent[] = [];
  for (const plan of newestFirst) {
    const start = dayStart(plan.createdAt);
    const days = new Set<string>();
    for (const meal of plan.meals) {
      const dayMs = start + meal.day * DAY;
      const date = dateOf(dayMs);
      if (dayMs < from || dayMs >= to || taken.has(date)) continue;
      days.add(date);
      const slot = times[meal.mealType as Meal] ?? times.dinner;
      const begins = londonTime(date, slot.time);
      const link = `${origin}/recipe/${encodeURIComponent(meal.recipeId)}`;
      events.push({
        uid: `${meal.id}@larder`,
        start: begins,
        end: new Date(begins.getTime() + slot.minutes * 60_000),
        summary: `${meal.mealType[0]!.toUpperCase()}${meal.mealType.slice(1)}: ${meal.recipeName}`,
        description: `${meal.recipeName}, for ${meal.servings}.\nRecipe: ${link}`,
        url: link,
        lastModified: plan.updatedAt,
      });
    }
    for (const d of days) taken.add(d);
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}
