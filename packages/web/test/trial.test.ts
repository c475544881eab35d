import { describe, expect, it } from 'vitest';
import { isInTrial, trialDaysRemaining } from '../src/lib/trial';

const now = new Date('2025-06-10T12:00:00Z');

describe('trialDaysRemaining', () => {
  it('rounds whole days up', () => {
    expect(trialDaysRemaining('2025-06-17T12:00:00Z', now)).toBe(7);
    expect(trialDaysRemaining('2025-06-17T11:59:59Z', now)).toBe(7);
    expect(trialDaysRemaining('2025-06-10T12:00:01Z', now)).toBe(1);
  });

  it('is never below 0', () => {
    expect(trialDaysRemaining('2025-06-10T12:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining('2025-05-01T00:00:00Z', now)).toBe(0);
  });

  it('is 7 when the end is unknown', () => {
    expect(trialDaysRemaining(null, now)).toBe(7);
    expect(trialDaysRemaining(undefined, now)).toBe(7);
    expect(trialDaysRemaining('not a date', now)).toBe(7);
  });
});

describe('isInTrial', () => {
  it('is true when trialing or missing', () => {
    expect(isInTrial('trialing')).toBe(true);
    expect(isInTrial(null)).toBe(true);
    expect(isInTrial(undefined)).toBe(true);
    expect(isInTrial('active')).toBe(false);
    expect(isInTrial('cancelled')).toBe(false);
  });
});
