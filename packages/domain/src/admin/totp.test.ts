import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, stepAt, totpCode } from './totp';

describe('TOTP (RFC 6238)', () => {
  const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

  it('gives the RFC 6238 test vectors (SHA-1, last 6 of the 8 digits)', () => {
    const key = base32Decode(rfcSecret);
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, expected] of vectors) expect(hotp(key, Math.floor(seconds / 30), 8)).toBe(expected);
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts a code one step either side of now, and nothing else', () => {
    const secret = newTotpSecret();
    const now = new Date('2027-03-01T10:00:10Z');
    const step = stepAt(now);
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchingStep(secret, totpCode(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32, and makes an otpauth address and ten distinct recovery codes', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(otpauthUrl('ABC', 'ops@example.com')).toBe('otpauth://totp/Larder%3Aops%40example.com?secret=ABC&issuer=Larder&algorithm=SHA1&digits=6&period=30');
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
  });
});
