import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 time-based one-time passwords (HMAC-SHA1, 30-second steps, 6 digits): what authenticator apps use. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side of now are accepted (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes, base32 (what the app's QR code or typed key carries). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP for one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(code % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code an authenticator app shows at `at` for a base32 secret. */
export const totpCode = (secret: string, at: Date): string => hotp(base32Decode(secret), stepAt(at));

/** The time step a code belongs to (within the window around `now`), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = stepAt(now);
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    if (hotp(key, current + delta) === code) return current + delta;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads (as a QR code or pasted). */
export const otpauthUrl = (secret: string, account: string, issuer = 'Larder'): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;

/** Ten single-use recovery codes, xxxx-xxxx in lower-case base32 (about 40 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: 10 }, () => {
    const raw = base32Encode(randomBytes(5)).toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}`;
  });

/** A recovery code as typed (case, spaces and the dash do not matter). */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
