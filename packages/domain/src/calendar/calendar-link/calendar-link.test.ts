import { describe, expect, it } from 'vitest';
import { InMemoryCalendarTokenRepository } from '../../testing/in-memory-households';
import { digestToken } from '../../shared/tokens';
import { CalendarLink } from './calendar-link.use-case';

const clock = { now: () => new Date('2026-11-27T10:00:00Z') };
const linkWith = (tokens: InMemoryCalendarTokenRepository, key: string | null) => new CalendarLink(tokens, clock, key);

const KEY = 'k'.repeat(43);

describe('the calendar link', () => {
  it('with the server’s link key, the link made is the link shown again, and only its digest and nonce are kept', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const link = linkWith(tokens, KEY);
    expect(await link.status('u1')).toEqual({ token: null, createdAt: null });
    const made = await link.newLink('u1');
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await link.status('u1')).toEqual({ token: made.token, createdAt: clock.now() });
    const row = await tokens.current('u1');
    expect(row?.tokenHash).toBe(digestToken(made.token));
    expect(row?.nonce).not.toBe(made.token);
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
  });

  it('a new link replaces the old: the old one no longer opens, the new one is shown', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const link = linkWith(tokens, KEY);
    const first = await link.newLink('u1');
    const second = await link.newLink('u1');
    expect(second.token).not.toBe(first.token);
    expect(await tokens.findUser(digestToken(first.token))).toBeNull();
    expect((await link.status('u1')).token).toBe(second.token);
  });

  it('without a link key the link is shown once, when made', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const link = linkWith(tokens, null);
    const made = await link.newLink('u1');
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
    expect(await link.status('u1')).toEqual({ token: null, createdAt: clock.now() });
  });

  it('with another key (LINK_SECRET changed, a restore elsewhere) no wrong link is shown; the real one still opens', async () => {
    const tokens = new InMemoryCalendarTokenRepository();
    const made = await linkWith(tokens, KEY).newLink('u1');
    expect(await linkWith(tokens, 'z'.repeat(43)).status('u1')).toEqual({ token: null, createdAt: clock.now() });
    expect(await tokens.findUser(digestToken(made.token))).toBe('u1');
  });
});
