import type { Clock } from '../../shared/clock';

/** What a prune removed. */
export interface PruneSummary {
  readonly sessions: number;
  readonly loginLinks: number;
  readonly rateLimits: number;
}

/** Records that are no use once they have expired: sessions, login links, rate-limit windows. */
export interface ExpiredRecords {
  /** Deletes sessions and rate-limit windows that ended at or before `now`, and login links that ended a day before it. */
  prune(now: Date): Promise<PruneSummary>;
}
export const EXPIRED_RECORDS = Symbol('ExpiredRecords');

/** The daily prune: expired sessions, login links (kept a day after expiry) and rate-limit rows. */
export class PruneExpired {
  constructor(
    private readonly records: ExpiredRecords,
    private readonly clock: Clock,
  ) {}
  execute(): Promise<PruneSummary> {
    return this.records.prune(this.clock.now());
  }
}
