import { describe, expect, it } from 'vitest';
import { formatMoney, formatPence } from '../src/lib/money';

describe('formatMoney', () => {
  it('writes en-GB pounds with exactly two decimals', () => {
    expect(formatMoney(8.45)).toBe('£8.45');
    expect(formatMoney('154.4')).toBe('£154.40');
    expect(formatMoney(19)).toBe('£19.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });

  it('shows £0.00 for anything that is not a number', () => {
    expect(formatMoney('abc')).toBe('£0.00');
    expect(formatMoney('')).toBe('£0.00');
    expect(formatMoney(null)).toBe('£0.00');
    expect(formatMoney(undefined)).toBe('£0.00');
    expect(formatMoney(Number.NaN)).toBe('£0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('£0.00');
  });

  it('formats pence', () => {
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(15440)).toBe('£154.40');
    expect(formatPence(0.5)).toBe('£0.00');
  });
});
