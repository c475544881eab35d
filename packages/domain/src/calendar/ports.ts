/** Each member's secret calendar link, stored as the SHA-256 of its token. */
export interface CalendarTokenRepository {
  /** Replaces the user's link (the old one stops working). */
  replace(userId: string, tokenHash: string, at: Date): Promise<void>;
  findUser(tokenHash: string): Promise<string | null>;
  /** When the user's current link was made; null when they have none. */
  createdAt(userId: string): Promise<Date | null>;
}
export const CALENDAR_TOKEN_REPOSITORY = Symbol('CalendarTokenRepository');
