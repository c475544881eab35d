/**
 * Reading a receipt is heavy (OCR of a photo takes seconds of a CPU), so POST /api/receipts is limited per
 * household and per address (many households behind one address still get their share; one household cannot use
 * several addresses to get more). Checked before the upload is read.
 */
import { type DomainError, fail } from '../../shared/errors';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type Result, ok } from '../../shared/result';

export const RECEIPT_READS_PER_HOUSEHOLD: RateLimit = { name: 'receipt-reads-household', points: 20, durationSeconds: 3600 };
export const RECEIPT_READS_PER_ADDRESS: RateLimit = { name: 'receipt-reads-address', points: 60, durationSeconds: 3600 };

export class ReceiptUploadLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one receipt read for the household and the address; refuses (with the wait) when either is used up. */
  async admit(householdId: string, address: string | null): Promise<Result<void, DomainError>> {
    const household = await this.limiter.consume(RECEIPT_READS_PER_HOUSEHOLD, householdId);
    if (!household.allowed) return refuse(household.retryAfterSeconds, `Your household has read ${RECEIPT_READS_PER_HOUSEHOLD.points} receipts in the last hour`);
    if (address) {
      const where = await this.limiter.consume(RECEIPT_READS_PER_ADDRESS, address);
      if (!where.allowed) return refuse(where.retryAfterSeconds, 'Many receipts have been read from your connection in the last hour');
    }
    return ok(undefined);
  }
}

function refuse(retryAfterSeconds: number, why: string): Result<never, DomainError> {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return fail('RATE_LIMITED', `${why}: reading one takes a lot of work. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or type the total in by hand.`, { retryAfterSeconds });
}
