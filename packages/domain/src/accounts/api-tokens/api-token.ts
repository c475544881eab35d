/**
 * A personal API token: a household member's key for scripting their own household's data against the API
 * (`Authorization: Bearer lrd_...`). Only the SHA-256 of the secret is stored; the secret is shown once.
 */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every secret starts so, which lets a leaked one be recognised (and told from a buyer's `lbk_` key). */
export const API_TOKEN_PREFIX = 'lrd_';
/** How many characters of the secret are kept in clear to tell tokens apart in the list: `lrd_` and four more. */
export const API_TOKEN_SHOWN_CHARACTERS = 8;
/** Active tokens one member may hold. */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 60;
/** Requests one token may make: 120 a minute (two a second, counted per minute). */
export const API_TOKEN_RATE = { name: 'api-token', points: 120, durationSeconds: 60 } as const;
/** "Last used" is written at most once a minute per token: no write on every call. */
export const API_TOKEN_TOUCH_EVERY_MS = 60_000;

export interface ApiToken {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly scope: ApiTokenScope;
  /** The secret's first characters (`lrd_Ab3x`), kept to tell tokens apart; never enough to use. */
  readonly prefix: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export interface NewApiToken {
  readonly userId: string;
  readonly name: string;
  readonly scope: ApiTokenScope;
  readonly tokenHash: string;
  readonly prefix: string;
  readonly createdAt: Date;
}
