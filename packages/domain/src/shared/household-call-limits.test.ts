import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRateLimiter } from '../testing/in-memory-support';
import { DEFAULT_HOUSEHOLD_CALL_RATES, HouseholdCallLimits } from './household-call-limits';

describe('the per-household limits on costly calls (issue 34, L7)', () => {
  it('lets a household make its 30 plans an hour, refuses the next with the wait, apart from its photos and from other households', async () => {
    const clock = new FixedClock('2026-11-25T10:00:00Z');
    const limits = new HouseholdCallLimits(new InMemoryRateLimiter(clock));
    for (let i = 0; i < DEFAULT_HOUSEHOLD_CALL_RATES.plan; i++) expect((await limits.admit('plan', 'a')).ok).toBe(true);
    clock.advanceMinutes(20);
    const refused = await limits.admit('plan', 'a');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 2400 });
    expect(refused.error.message).toBe('Your household has had 30 meal plans made or re-planned in the last hour, the most we allow (making one takes a lot of work). Try again in 40 minutes.');
    expect((await limits.admit('recipe-photo', 'a')).ok).toBe(true);
    expect((await limits.admit('plan', 'b')).ok).toBe(true);
    clock.advanceMinutes(41);
    expect((await limits.admit('plan', 'a')).ok).toBe(true);
  });

  it('takes its figures from the config', async () => {
    const limits = new HouseholdCallLimits(new InMemoryRateLimiter(new FixedClock()), { plan: 1, 'recipe-photo': 1, 'list-stream': 2 });
    expect((await limits.admit('list-stream', 'a')).ok).toBe(true);
    expect((await limits.admit('list-stream', 'a')).ok).toBe(true);
    const refused = await limits.admit('list-stream', 'a');
    expect(!refused.ok && refused.error.message).toMatch(/^Your household has had 2 live shopping list connections opened in the last hour/);
  });
});
