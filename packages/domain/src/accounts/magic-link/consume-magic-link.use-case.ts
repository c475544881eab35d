import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { digestToken } from '../../shared/tokens';
import type { MagicLinkRepository, UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';

/** Follows a login link: signs in once, within 15 minutes; a used or expired link signs no one in. */
export class ConsumeMagicLink {
  constructor(
    private readonly links: MagicLinkRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Result<StartedSession, DomainError>> {
    const userId = token ? await this.links.consume(digestToken(token), this.clock.now()) : null;
    const invalidLink = fail('AUTH.MAGIC_LINK_INVALID', 'This login link is invalid, used or expired. Please request a new one.');
    if (!userId) return invalidLink;
    // A link made before an account became an operator's signs no one in: operators use the console.
    if ((await this.users.findById(userId))?.role !== 'user') return invalidLink;
    return ok(await this.sessions.start(userId, false));
  }
}
