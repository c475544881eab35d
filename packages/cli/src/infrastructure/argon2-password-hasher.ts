import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@larder/domain/accounts/ports';

/** argon2id with 19 MiB of memory and 2 passes (OWASP's minimum recommendation). */
/** `algorithm: 2` is Argon2id in @node-rs/argon2's (const enum) Algorithm. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
