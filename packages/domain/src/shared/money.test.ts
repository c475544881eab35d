import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPounds, parsePounds, pence, scalePence } from './money';

describe('parsePounds', () => {
  it.each([
    ['19.99', 1999],
    ['19.9', 1990],
    ['19', 1900],
    ['£8.45', 845],
    [' 87.50 ', 8750],
    ['0.01', 1],
    ['0', 0],
    ['-3.50', -350],
    ['154.40', 15440],
  ] as const)('reads the string %j as %i pence', (input, expected) => {
    expect(parsePounds(input)).toBe(expected);
  });

  it.each([
    [87.5, 8750],
    [-3.5, -350],
    [19.99, 1999],
    [0.07, 7],
    [1.1, 110],
    [50, 5000],
  ] as const)('reads the number %d as %i pence, without floating-point drift', (input, expected) => {
    expect(parsePounds(input)).toBe(expected);
  });

  it.each(['1.999', 'abc', '', '   ', '1e3', '£', '1.', '.5', '1,000', '19.99p', '--1', '+5', '£ 5', '5 5'])('rejects the string %j', (input) => {
    expect(parsePounds(input)).toBeNull();
  });

  it.each([NaN, Infinity, -Infinity, 1.999, 1e21])('rejects the number %d', (input) => {
    expect(parsePounds(input)).toBeNull();
  });

  it('reads every two-decimal string of up to 12 whole digits exactly, digit by digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), fc.boolean(), (amount, negative) => {
        const whole = amount / 100n;
        const frac = (amount % 100n).toString().padStart(2, '0');
        const text = `${negative ? '-' : ''}${whole}.${frac}`;
        const expected = Number(negative ? -amount : amount);
        // "-0.00" may read as -0; adding 0 compares it as plain zero.
        expect((parsePounds(text) ?? Number.NaN) + 0).toBe(expected);
      }),
    );
  });
});

describe('formatPounds', () => {
  it.each([
    [1999, '19.99'],
    [845, '8.45'],
    [8750, '87.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-350, '-3.50'],
    [-1, '-0.01'],
    [15440, '154.40'],
    [100_000_000_000, '1000000000.00'],
  ] as const)('formats %i pence as %j', (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });

  it('round-trips with parsePounds for every integer pence in [-10^9, 10^9]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (p) => {
        expect(parsePounds(formatPounds(p))).toBe(p);
      }),
      { numRuns: 2000, examples: [[0], [1], [-1], [99], [-99], [100], [-100], [1_000_000_000], [-1_000_000_000]] },
    );
  });

  it('always prints exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (p) => {
        expect(formatPounds(p)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('pence', () => {
  it('accepts safe integers and refuses fractions, NaN and unsafe integers', () => {
    expect(pence(1999)).toBe(1999);
    expect(() => pence(19.99)).toThrow(RangeError);
    expect(() => pence(NaN)).toThrow(RangeError);
    expect(() => pence(2 ** 53)).toThrow(RangeError);
  });
});

describe('scalePence', () => {
  it.each([
    [15440, 30, 100, 4632], // 30% of £154.40
    [1999, 1, 2, 1000], // 999.5 rounds half up
    [5, 1, 2, 3], // 2.5 -> 3
    [3, 1, 2, 2], // 1.5 -> 2
    [1, 1, 3, 0], // 0.333 -> 0
    [2, 1, 3, 1], // 0.667 -> 1
    [1005, 1, 10, 101], // 100.5 -> 101
    [1004, 1, 10, 100], // 100.4 -> 100
    [3217, 52, 1, 167284], // a year of the UK average
    [3860, 4, 1, 15440],
  ] as const)('scales %i by %i/%i to %i', (amount, numerator, denominator, expected) => {
    expect(scalePence(amount, numerator, denominator)).toBe(expected);
  });

  it('always returns an integer within half a penny of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (amount, numerator, denominator) => {
          const result = scalePence(amount, numerator, denominator);
          expect(Number.isInteger(result)).toBe(true);
          // |result - amount*n/d| <= 1/2, checked in integers: |result*d - amount*n| * 2 <= d
          expect(Math.abs(result * denominator - amount * numerator) * 2).toBeLessThanOrEqual(denominator);
        },
      ),
    );
  });

  it('rounds an exact half up (towards the larger amount)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (k) => {
        // (2k+1)/2 = k + 0.5 exactly; -0.5 rounds to -0, which adding 0 compares as zero
        expect(scalePence(2 * k + 1, 1, 2) + 0).toBe(k + 1);
      }),
    );
  });
});
