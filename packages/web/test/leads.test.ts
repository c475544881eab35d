import { describe, expect, it } from 'vitest';
import { acceptanceTone, conversionTone, roiTone } from '../src/features/leads/utils/lead-tones';
import { PROCESSING_MESSAGES, PROCESSING_STEP_MS, defaultPartnerUrl, firstChargeLabel, isDemoSession, processingMessageAt } from '../src/features/leads/utils/journey';
import { dayLabel, londonToday, rangeLabel } from '../src/features/leads/utils/dates';

describe('buyer analytics colours (document 002 section 9)', () => {
  it('lead acceptance: 90 or more green, 80 or more yellow, else red; grey with no leads', () => {
    expect([100, 90, 89.9, 80, 79.9, 0].map((v) => acceptanceTone(v))).toEqual(['good', 'good', 'warn', 'warn', 'bad', 'bad']);
    expect(acceptanceTone(0, 0)).toBe('none');
  });
  it('conversion: 25 or more green, 15 or more yellow, above 0 orange, 0 grey', () => {
    expect([40, 25, 24.9, 15, 14.9, 0.1, 0].map((v) => conversionTone(v))).toEqual(['good', 'good', 'warn', 'warn', 'orange', 'orange', 'none']);
    expect(conversionTone(50, 0)).toBe('none');
  });
  it('ROI: 100 or more green, 0 or more yellow, else red; grey when nothing was spent', () => {
    expect([250, 100, 99.9, 0, -0.1, -100].map((v) => roiTone(v))).toEqual(['good', 'good', 'warn', 'warn', 'bad', 'bad']);
    expect(roiTone(0, 0)).toBe('none');
    expect(roiTone(Number.NaN)).toBe('none');
  });
});

describe('the lead payment page', () => {
  it('cycles seven messages, one every 18 seconds, then keeps the last', () => {
    expect(PROCESSING_MESSAGES).toHaveLength(7);
    expect(processingMessageAt(0)).toBe(PROCESSING_MESSAGES[0]);
    expect(processingMessageAt(PROCESSING_STEP_MS - 1)).toBe(PROCESSING_MESSAGES[0]);
    expect(processingMessageAt(PROCESSING_STEP_MS)).toBe(PROCESSING_MESSAGES[1]);
    expect(processingMessageAt(6 * PROCESSING_STEP_MS)).toBe(PROCESSING_MESSAGES[6]);
    expect(processingMessageAt(180_000)).toBe(PROCESSING_MESSAGES[6]);
  });
  it('knows demo sessions, the default partner address and the first charge date', () => {
    expect(isDemoSession('demo-123')).toBe(true);
    expect(isDemoSession('abc')).toBe(false);
    expect(isDemoSession(null)).toBe(false);
    expect(defaultPartnerUrl('a b')).toBe('/payment-success?session_id=a%20b');
    // Trial from 15 January 10:00 ends 22 January: pay day 28 -> 28 January; pay day 5 -> 5 February; 31 -> 31 January.
    const now = new Date('2026-01-15T10:00:00Z');
    expect(firstChargeLabel(28, now)).toBe('28 January 2026');
    expect(firstChargeLabel(5, now)).toBe('5 February 2026');
    expect(firstChargeLabel(31, new Date('2026-02-15T10:00:00Z'))).toBe('28 February 2026'); // the last day of a shorter month
  });
});

describe('live dates', () => {
  it('labels ranges from the data, never a fixed month', () => {
    expect(rangeLabel('2026-01-15', '2026-01-15')).toBe('15 January 2026');
    expect(rangeLabel('2026-01-12', '2026-01-18')).toBe('12 – 18 January 2026');
    expect(rangeLabel('2026-01-26', '2026-02-01')).toBe('26 January – 1 February 2026');
    expect(rangeLabel('2025-12-29', '2026-01-04')).toBe('29 December 2025 – 4 January 2026');
    expect(dayLabel('2026-01-15')).toBe('Thu 15 Jan');
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});
