import { z } from 'zod';

/** GET /api/user/sessions: the signed-in devices, this one marked. */
export const ZSignedInDevice = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Keep me logged in" (30 days); otherwise it ends with the browser or after 2 hours idle. */
  persistent: z.boolean(),
  browser: z.string(),
  os: z.string(),
  /** "Chrome on Windows". */
  label: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type TSignedInDevice = z.infer<typeof ZSignedInDevice>;
export const ZSessionsResponse = z.object({ sessions: z.array(ZSignedInDevice), idleTimeoutMinutes: z.number() });
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;

/** POST /api/user/password. */
export const ZChangePasswordBody = z.object({
  currentPassword: z.string().max(1024).optional().default(''),
  newPassword: z.string().max(1024),
  confirmPassword: z.string().max(1024),
});
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

/** POST /api/auth/forgot-password. */
export const ZForgotPasswordBody = z.object({ email: z.string().max(254) });
/** POST /api/auth/reset-password. */
export const ZResetPasswordBody = z.object({ token: z.string().max(128), password: z.string().max(1024), confirmPassword: z.string().max(1024) });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

/** POST /api/auth/magic-login: the confirm button on the link's page sends the token. */
export const ZMagicLoginBody = z.object({ token: z.string().max(128) });

export const ZMessageResponse = z.object({ message: z.string() });
