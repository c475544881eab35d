import { describe, expect, it, vi } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { silentLogger } from '@larder/domain/shared/logger';
import { msUntilNext, pastToday, startDailyJobs } from '../src/infrastructure/daily-jobs';

describe('the daily scheduler', () => {
  it('waits until the next 09:00 UTC', () => {
    expect(msUntilNext(new Date('2026-11-21T08:00:00Z'), 9)).toBe(3_600_000);
    expect(msUntilNext(new Date('2026-11-21T09:00:00Z'), 9)).toBe(86_400_000);
    expect(msUntilNext(new Date('2026-12-31T10:30:00Z'), 9)).toBe(22.5 * 3_600_000);
    expect(pastToday(new Date('2026-11-21T08:59:59Z'), 9)).toBe(false);
    expect(pastToday(new Date('2026-11-21T09:00:00Z'), 9)).toBe(true);
  });

  it('runs a job at its hour every day, catches up once when started late, and stops', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    try {
      const clock = { now: () => new Date() };
      const run = vi.fn(async () => 'ok');
      const jobs = startDailyJobs([{ name: 'billing', hourUtc: 9, run }], clock, silentLogger, { catchUp: true });
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(23 * 3_600_000 - 1);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(86_400_000);
      expect(run).toHaveBeenCalledTimes(3);
      jobs.stop();
      await vi.advanceTimersByTimeAsync(3 * 86_400_000);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps going after a job fails', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    try {
      const clock = new FixedClock('2026-11-21T08:00:00Z');
      clock.now = () => new Date();
      const run = vi.fn(async () => {
        throw new Error('provider down');
      });
      const jobs = startDailyJobs([{ name: 'billing', hourUtc: 9, run }], clock, silentLogger, { catchUp: true });
      expect(run).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(3_600_000);
      await vi.advanceTimersByTimeAsync(86_400_000);
      expect(run).toHaveBeenCalledTimes(2);
      jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
