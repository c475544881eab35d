import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An unguessable token for a link or a session: 32 random bytes, base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a token: its SHA-256, so a stolen table signs no one in. */
export const digestToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A secret link's token made again from the server's link key and the link's stored nonce: HMAC-SHA256, base64url
 * (43 characters, as newSecretToken). The table holds the nonce and the token's digest, never the token, so a stolen
 * table opens no link; the server, which holds the key, can show the household its link again.
 */
export const derivedToken = (key: string, nonce: string): string => createHmac('sha256', key).update(nonce).digest('base64url');
