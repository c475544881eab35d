import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { type ExpiredRecords, PruneExpired } from './prune-expired.use-case';

/** Expiring records in memory, pruned by the port's stated rule: sessions and windows at their end, links a day after. */
class ExpiringRecords implements ExpiredRecords {
  sessions: Date[] = [];
  links: Date[] = [];
  windows: Date[] = [];
  async prune(now: Date) {
    const t = now.getTime();
    const before = { sessions: this.sessions.length, loginLinks: this.links.length, rateLimits: this.windows.length };
    this.sessions = this.sessions.filter((d) => d.getTime() > t);
    this.links = this.links.filter((d) => d.getTime() > t - 86_400_000);
    this.windows = this.windows.filter((d) => d.getTime() > t);
    return { sessions: before.sessions - this.sessions.length, loginLinks: before.loginLinks - this.links.length, rateLimits: before.rateLimits - this.windows.length };
  }
}

describe('the daily prune', () => {
  it("removes what ended by the clock's now (login links a day later) and says how many of each", async () => {
    const clock = new FixedClock('2026-03-02T09:00:00Z');
    const records = new ExpiringRecords();
    records.sessions = [new Date('2026-03-02T08:59:59Z'), new Date('2026-03-02T09:00:00Z'), new Date('2026-03-03T00:00:00Z')];
    records.links = [new Date('2026-03-01T08:00:00Z'), new Date('2026-03-02T08:00:00Z')];
    records.windows = [new Date('2026-03-02T08:00:00Z')];
    const prune = new PruneExpired(records, clock);
    expect(await prune.execute()).toEqual({ sessions: 2, loginLinks: 1, rateLimits: 1 });
    expect(await prune.execute()).toEqual({ sessions: 0, loginLinks: 0, rateLimits: 0 });
    clock.advanceDays(1);
    expect(await prune.execute()).toEqual({ sessions: 1, loginLinks: 1, rateLimits: 0 });
  });
});
