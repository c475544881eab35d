import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, readCard } from '../src/features/signup/components/simulated-card-form';

describe('simulated card form helpers', () => {
  it('groups the card number and the expiry', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('reads a complete card', () => {
    expect(readCard('4242 4242 4242 4242', '12/34', '123')).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it('reports what is missing', () => {
    const result = readCard('4242', '13/34', '1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['cvc', 'expiry', 'number']);
  });
});
