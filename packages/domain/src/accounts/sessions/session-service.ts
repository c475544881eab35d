import type { Clock } from '../../shared/clock';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { DeviceSession, ResolvedSession, SessionRepository, UserRepository } from '../ports';
import type { User } from '../user';
import { type DeviceDescription, describeUserAgent } from './user-agent';

/** "Keep me logged in for 30 days". */
export const PERSISTENT_SESSION_DAYS = 30;
/** A session without it ends with the browser (no cookie expiry) and, at the latest, after 12 hours on the server. */
export const BROWSER_SESSION_HOURS = 12;
/** A household session without keep-logged-in also ends after this long without a request. */
export const IDLE_TIMEOUT_MINUTES = 120;
/** A request is recorded (when, which browser) at most once a minute per session: no write on every call. */
export const TOUCH_EVERY_MS = 60_000;

/** A signed-in device as /account shows it. */
export interface SignedInDevice extends DeviceDescription {
  readonly id: string;
  readonly current: boolean;
  readonly persistent: boolean;
  readonly signedInAt: Date;
  readonly lastSeenAt: Date;
}

export const idleSince = (now: Date): Date => new Date(now.getTime() - IDLE_TIMEOUT_MINUTES * 60_000);

export function presentDevice(session: DeviceSession, currentIdHash: string | null): SignedInDevice {
  return {
    id: session.publicId,
    current: session.idHash === currentIdHash,
    persistent: session.persistent,
    signedInAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    ...describeUserAgent(session.userAgent),
  };
}

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

  /**
   * The signed-in user for a cookie token, or null: expired, signed out, or (a household session without
   * keep-logged-in) idle for 2 hours. Records the request (at most once a minute) for the idle timeout and the
   * device list.
   */
  async userFor(token: string | undefined, userAgent: string | null = null): Promise<User | null> {
    return (await this.signedIn(token, userAgent))?.user ?? null;
  }

  /** As `userFor`, with the user's household when the store read it in the same look-up (see `ResolvedSession`). */
  async signedIn(token: string | undefined, userAgent: string | null = null): Promise<Pick<ResolvedSession, 'user' | 'household' | 'dataVersion'> | null> {
    if (!token) return null;
    const now = this.clock.now();
    const idHash = digestToken(token);
    const found = await this.sessions.resolve(idHash, now, idleSince(now));
    if (!found) return null;
    const agent = userAgent ? userAgent.slice(0, 512) : null;
    if (now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS || (agent !== null && agent !== found.userAgent)) {
      await this.sessions.touch(idHash, now, agent ?? found.userAgent);
    }
    return found;
  }

  /**
   * The session's user while the session still lives (not signed out, expired or idle), without recording a request:
   * how a held connection (the live list stream) re-checks that its session has not ended meanwhile.
   */
  async stillSignedIn(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    const now = this.clock.now();
    return (await this.sessions.resolve(digestToken(token), now, idleSince(now)))?.user ?? null;
  }

  /** The user's signed-in devices, this one marked. */
  async devices(userId: string, currentToken: string | undefined): Promise<SignedInDevice[]> {
    const now = this.clock.now();
    const current = currentToken ? digestToken(currentToken) : null;
    return (await this.sessions.listActive(userId, now, idleSince(now))).map((s) => presentDevice(s, current));
  }

  /** Signs one of the user's devices out; `wasCurrent` when it is this one. null: no such device of the user's. */
  async signOutDevice(userId: string, deviceId: string, currentToken: string | undefined): Promise<{ wasCurrent: boolean } | null> {
    const deleted = await this.sessions.deleteByPublicId(userId, deviceId);
    if (deleted === null) return null;
    return { wasCurrent: currentToken !== undefined && deleted === digestToken(currentToken) };
  }

  /** Every session of the user ends, this one too. */
  async signOutEverywhere(userId: string): Promise<void> {
    await this.sessions.deleteForUser(userId);
  }

  /** Every session of the user but this one ends. */
  async signOutOthers(userId: string, currentToken: string | undefined): Promise<void> {
    if (currentToken) await this.sessions.deleteForUserExcept(userId, digestToken(currentToken));
    else await this.sessions.deleteForUser(userId);
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete(digestToken(token));
  }
}
