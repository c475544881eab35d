import type { Clock } from '../shared/clock';

/** A clock for tests that stands still until moved. */
export class FixedClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-01-15T10:00:00Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
  advanceDays(days: number): void {
    this.advanceMinutes(days * 1440);
  }
}
