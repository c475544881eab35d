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
