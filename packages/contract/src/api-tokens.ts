import { z } from 'zod';

/** Personal API tokens (issue 23): `read` answers reads only; `read-write` may change the household's data too. */
export const ZApiTokenScope = z.enum(['read', 'read-write']);
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;

/** POST /api/user/api-tokens. */
export const ZCreateApiTokenBody = z.object({
  name: z.string().max(200).describe('What the token is for ("Weekly export"): 1 to 60 characters'),
  scope: ZApiTokenScope.describe('read: GET calls only; read-write: changes too'),
});
export type TCreateApiTokenBody = z.input<typeof ZCreateApiTokenBody>;

/** A token as the list shows it: never its secret. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: ZApiTokenScope,
  /** The secret's first characters (`lrd_Ab3x`), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** GET /api/user/api-tokens. */
export const ZApiTokenList = z.object({
  tokens: z.array(ZApiToken),
  /** Most tokens one member may hold. */
  limit: z.number().int(),
  /** Requests one token may make per minute. */
  ratePerMinute: z.number().int(),
});
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** The answer to POST /api/user/api-tokens: the only time the secret is shown. */
export const ZCreatedApiToken = z.object({
  token: ZApiToken,
  secret: z.string().describe('Send as `Authorization: Bearer <secret>`. Shown once: it cannot be read again.'),
  message: z.string(),
});
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;
