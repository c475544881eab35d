import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';
import { normaliseEmail } from '../user';

/** Development only (the HTTP edge mounts it only with DEV_HELPERS): signs in as an existing household account, never an operator. */
export class DevLogin {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
  ) {}

  async execute(email: string): Promise<Result<StartedSession, DomainError>> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) return fail('AUTH.ACCOUNT_NOT_FOUND', 'No account found for this email.');
    // Never an operator: that would pass by the second factor (issue 34, L9).
    if (user.role === 'admin') return fail('AUTH.FORBIDDEN', 'Operator accounts sign in on the operator console (/admin), with their second factor; development sign-in never opens one.');
    return ok(await this.sessions.start(user.id, false));
  }
}
