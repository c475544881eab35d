/**
 * Each member's secret calendar link, stored as the SHA-256 of its token, with the nonce the token is made from
 * when the server has a link key (so the link can be shown again) or null (the link was shown once, when made).
 */
export interface CalendarTokenRepository {
  /** Replaces the user's link (the old one stops working). */
  replace(userId: string, tokenHash: string, at: Date, nonce?: string | null): Promise<void>;
  findUser(tokenHash: string): Promise<string | null>;
  /** The user's current link: when it was made, its nonce and its digest; null when they have none. */
  current(userId: string): Promise<{ createdAt: Date; nonce: string | null; tokenHash: string } | null>;
}
export const CALENDAR_TOKEN_REPOSITORY = Symbol('CalendarTokenRepository');

/** The server's key for links it can show again (LINK_SECRET, or the embedded database's own); null when it has none. */
export const LINK_KEY = Symbol('LinkKey');
