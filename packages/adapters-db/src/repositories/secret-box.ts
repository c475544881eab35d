import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc1.';

/**
 * Seals a short secret (an operator's TOTP secret) with AES-256-GCM under a key from the environment, so the table
 * and every backup of it hold only ciphertext. The key is the SHA-256 of the configured string; each value has its
 * own 12-byte IV and its tag, so a changed byte is refused rather than misread.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(keyText: string) {
    this.key = createHash('sha256').update(keyText, 'utf8').digest();
  }
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }
  open(stored: string): string {
    const [iv, tag, body] = stored.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) throw new Error('A sealed second-factor secret is malformed.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('An operator second-factor secret could not be opened: SECOND_FACTOR_KEY is not the key it was sealed with.');
    }
  }
}
