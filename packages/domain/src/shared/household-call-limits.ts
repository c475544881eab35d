/**
 * The costly calls a household makes, each limited per household with a wait (issue 34, L7): making or re-planning a
 * meal plan (the planner takes about a quarter of a second of a CPU), uploading a recipe's photo (decoding up to 36
 * megapixels) and opening the live list stream (a held connection, re-checked every second). Receipts have their own
 * limits (receipt-upload-limits.ts). The figures are far above what a family does; the server's config may raise them.
 */
import { type DomainError, fail } from './errors';
import type { RateLimit, RateLimiter } from './rate-limiter';
import { type Result, ok } from './result';

export type CostlyCall = 'plan' | 'recipe-photo' | 'list-stream';

/** How many of each an hour, per household. */
export type HouseholdCallRates = Readonly<Record<CostlyCall, number>>;

export const DEFAULT_HOUSEHOLD_CALL_RATES: HouseholdCallRates = { plan: 30, 'recipe-photo': 30, 'list-stream': 300 };

const WHAT: Record<CostlyCall, { made: string; why: string }> = {
  plan: { made: 'meal plans made or re-planned', why: 'making one takes a lot of work' },
  'recipe-photo': { made: 'recipe photos uploaded', why: 'reading a photo takes a lot of work' },
  'list-stream': { made: 'live shopping list connections opened', why: 'each one is held open by the server' },
};

export class HouseholdCallLimits {
  private readonly limits: Readonly<Record<CostlyCall, RateLimit>>;

  constructor(
    private readonly limiter: RateLimiter,
    rates: HouseholdCallRates = DEFAULT_HOUSEHOLD_CALL_RATES,
  ) {
    const limit = (call: CostlyCall): RateLimit => ({ name: `household-${call}`, points: rates[call], durationSeconds: 3600 });
    this.limits = { plan: limit('plan'), 'recipe-photo': limit('recipe-photo'), 'list-stream': limit('list-stream') };
  }

  /** Counts one call for the household; refuses with RATE_LIMITED (and the wait in seconds) when the hour's are used up. */
  async admit(call: CostlyCall, householdId: string): Promise<Result<void, DomainError>> {
    const limit = this.limits[call];
    const decision = await this.limiter.consume(limit, householdId);
    if (decision.allowed) return ok(undefined);
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    return fail(
      'RATE_LIMITED',
      `Your household has had ${limit.points} ${WHAT[call].made} in the last hour, the most we allow (${WHAT[call].why}). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
  }
}
