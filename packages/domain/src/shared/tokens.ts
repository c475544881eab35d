import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a link or a session: 32 random bytes, base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a token: its SHA-256, so a stolen table signs no one in. */
export const digestToken = (token: string): string => createHash('sha256').update(token).digest('hex');
