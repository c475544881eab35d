import { describe, expect, it } from 'vitest';
import { InMemoryCalendarTokenRepository } from '../testing/in-memory-households';
import { digestToken } from '../shared/tokens';
import type { Households } from '../household/households.use-case';
import type { MealPlanRepository } from '../planning/ports';
import type { UserRepository } from '../accounts/ports';
import type { MealTimesRepository } from './meal-times';
import { CalendarFeed } from './calendar-feed.use-case';

const clock = { now: () => new Date('2026-11-27T10:00:00Z') };
// The link calls touch only the token store and the clock; the feed's other ports are not reached.
const feedWith = (tokens: InMemoryCalendarTokenRepository, key: string | null) =>
  new CalendarFeed(tokens, {} as Households, {} as MealPlanRepository, {} as UserRepository, clock, {} as MealTimesRepository, key);

const KEY = 'k'.repeat(43);

describe('the calendar link', () => {
  it('with the server’s link key, the link made is the link shown again, and only its digest and nonce are kept', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const feed = feedWith(tokens, KEY);
    expect(await feed.status('u1')).toEqual({ token: null, createdAt: null });
    const made = await feed.newLink('u1');
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await feed.status('u1')).toEqual({ token: made.token, createdAt: clock.now() });
    const row = await tokens.current('u1');
    expect(row?.tokenHash).toBe(digestToken(made.token));
    expect(row?.nonce).not.toBe(made.token);
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
  });

  it('a new link replaces the old: the old one no longer opens, the new one is shown', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const feed = feedWith(tokens, KEY);
    const first = await feed.newLink('u1');
    const second = await feed.newLink('u1');
    expect(second.token).not.toBe(first.token);
    expect(await tokens.findUser(digestToken(first.token))).toBeNull();
    expect((await feed.status('u1')).token).toBe(second.token);
  });

  it('without a link key the link is shown once, when made', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const feed = feedWith(tokens, null);
    const made = await feed.newLink('u1');
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
    expect(await feed.status('u1')).toEqual({ token: null, createdAt: clock.now() });
  });

  it('with another key (LINK_SECRET changed, a restore elsewhere) no wrong link is shown; the real one still opens', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const made = await feedWith(tokens, KEY).newLink('u1');
    expect(await feedWith(tokens, 'z'.repeat(43)).status('u1')).toEqual({ token: null, createdAt: clock.now() });
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
  });
});
