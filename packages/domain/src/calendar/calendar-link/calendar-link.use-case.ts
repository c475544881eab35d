import type { Clock } from '../../shared/clock';
import { derivedToken, digestToken, newSecretToken } from '../../shared/tokens';
import type { CalendarTokenRepository } from '../ports';

/** Each member's secret link to the household's calendar feed (CalendarFeed serves it): the link they have, and a new one. */
export class CalendarLink {
  constructor(
    private readonly tokens: CalendarTokenRepository,
    private readonly clock: Clock,
    /** The server's link key: with it a link is made from a stored nonce and can be shown again; without, shown once. */
    private readonly linkKey: string | null = null,
  ) {}

  /** The member's link, when they have one: its token (null when it was shown once, made without a link key). */
  async status(userId: string): Promise<{ token: string | null; createdAt: Date | null }> {
    const current = await this.tokens.current(userId);
    if (!current) return { token: null, createdAt: null };
    const token = current.nonce && this.linkKey ? derivedToken(this.linkKey, current.nonce) : null;
    // Made again with another key (LINK_SECRET changed, a restore elsewhere) it would not be the link: none is shown.
    return { token: token && digestToken(token) === current.tokenHash ? token : null, createdAt: current.createdAt };
  }

  /** A new secret link; the old one stops working. Only its digest (and, with a link key, its nonce) is kept. */
  async newLink(userId: string): Promise<{ token: string; createdAt: Date }> {
    const nonce = this.linkKey ? newSecretToken() : null;
    const token = nonce ? derivedToken(this.linkKey!, nonce) : newSecretToken();
    const at = this.clock.now();
    await this.tokens.replace(userId, digestToken(token), at, nonce);
    return { token, createdAt: at };
  }
}
