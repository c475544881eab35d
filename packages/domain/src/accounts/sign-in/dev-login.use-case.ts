import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';
import { normaliseEmail } from '../user';

/** Development only (the HTTP edge does not mount it in production): signs in as an existing account. */
export class DevLogin {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
  ) {}

  async execute(email: string): Promise<Result<StartedSession, DomainError>> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) return fail('AUTH.ACCOUNT_NOT_FOUND', 'No account found for this email.');
    return ok(await this.sessions.start(user.id, false));
  }
}
