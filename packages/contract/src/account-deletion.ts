import { z } from 'zod';

/** DELETE /api/user: the current password confirms the deletion. */
export const ZDeleteAccountBody = z.object({ password: z.string().max(1024).optional().default('') });
export type TDeleteAccountBody = z.input<typeof ZDeleteAccountBody>;

/** DELETE /api/user's answer: when the account is erased unless kept. */
export const ZDeleteAccountResponse = z.object({ message: z.string(), erasedAfter: z.string() });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

/** GET /api/user/deletion: whether the account is marked for deletion, and until when it can be kept. */
export const ZDeletionStatus = z.object({ erasedAfter: z.string().nullable(), undoDays: z.number() });
export type TDeletionStatus = z.infer<typeof ZDeletionStatus>;

/** An emailed deletion link's token, as the link carries it (base64url). */
const ZDeletionLinkToken = z
  .string()
  .min(1, 'The link has no token: open the whole link from the email')
  .max(128, 'That is not a deletion link: open the whole link from the email')
  .regex(/^[A-Za-z0-9_-]+$/, 'That is not a deletion link: open the whole link from the email');

/** GET /api/user/deletion-link?token=...: whether the link can still be used (looking changes nothing). */
export const ZDeletionLinkQuery = z.object({ token: ZDeletionLinkToken });
export const ZDeletionLinkStatus = z.object({ expiresAt: z.string() });
export type TDeletionLinkStatus = z.infer<typeof ZDeletionLinkStatus>;

/** POST /api/user/deletion-link/confirm {token}: the link page's button. Answers as DELETE /api/user. */
export const ZConfirmDeletionLinkBody = z.object({ token: ZDeletionLinkToken });
export type TConfirmDeletionLinkBody = z.infer<typeof ZConfirmDeletionLinkBody>;
