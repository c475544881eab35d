import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryRateLimiter } from '../../testing/in-memory-support';
import { RECEIPT_READS_PER_ADDRESS, RECEIPT_READS_PER_HOUSEHOLD, ReceiptUploadLimits } from './receipt-upload-limits';

describe('the limits on reading receipts', () => {
  it('lets a household read its share an hour, then refuses with the wait, and lets it read again an hour on', async () => {
    const clock = new FixedClock('2026-11-25T10:00:00Z');
    const limits = new ReceiptUploadLimits(new InMemoryRateLimiter(clock));
    for (let i = 0; i < RECEIPT_READS_PER_HOUSEHOLD.points; i++) expect((await limits.admit('a', `10.0.0.${i}`)).ok).toBe(true);
    const refused = await limits.admit('a', '10.0.1.1');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refused.error.message).toMatch(/^Your household has read 20 receipts in the last hour: .* Try again in \d+ minutes?/);
    // Another household is not held back by this one.
    expect((await limits.admit('b', '10.0.1.1')).ok).toBe(true);
    clock.advanceMinutes(61);
    expect((await limits.admit('a', '10.0.1.1')).ok).toBe(true);
  });

  it('limits one address across households', async () => {
    const limits = new ReceiptUploadLimits(new InMemoryRateLimiter(new FixedClock('2026-11-25T10:00:00Z')));
    for (let i = 0; i < RECEIPT_READS_PER_ADDRESS.points; i++) expect((await limits.admit(`h${i}`, '192.0.2.7')).ok).toBe(true);
    const refused = await limits.admit('someone-new', '192.0.2.7');
    expect(refused.ok ? null : refused.error.message).toMatch(/^Many receipts have been read from your connection/);
    expect((await limits.admit('someone-new', '192.0.2.8')).ok).toBe(true);
  });
});
