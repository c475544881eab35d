import type { Clock } from '../../shared/clock';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { SessionRepository, UserRepository } from '../ports';
import type { User } from '../user';

/** "Keep me logged in for 30 days". */
export const PERSISTENT_SESSION_DAYS = 30;
/** A session without it ends with the browser (no cookie expiry) and, at the latest, after 12 hours on the server. */
export const BROWSER_SESSION_HOURS = 12;

export interface StartedSession {
  /** The secret for the cookie; only its digest is stored. */
  readonly token: string;
  readonly expiresAt: Date;
  readonly persistent: boolean;
}

/** Sessions live in storage so that any server can read them; every sign-in gets a fresh id. */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** `browserSessionHours` overrides the 12 hours of a session without keep-logged-in (an operator's lasts 24). */
  async start(userId: string, persistent: boolean, options: { browserSessionHours?: number } = {}): Promise<StartedSession> {
    const now = this.clock.now();
    const lifetimeMs = persistent ? PERSISTENT_SESSION_DAYS * 86_400_000 : (options.browserSessionHours ?? BROWSER_SESSION_HOURS) * 3_600_000;
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    await this.sessions.create({ idHash: digestToken(token), userId, persistent, expiresAt, createdAt: now });
    return { token, expiresAt, persistent };
  }

  /** The signed-in user for a cookie token, or null. */
  async userFor(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    return this.sessions.findActiveUser(digestToken(token), this.clock.now());
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete(digestToken(token));
  }
}
