import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { PasswordHasher, UserRepository } from '../../accounts/ports';
import type { SessionService, StartedSession } from '../../accounts/sessions/session-service';
import { countSignInAttempt, signInSucceeded } from '../../accounts/sign-in/limits';
import { type User, normaliseEmail } from '../../accounts/user';
import type { AdminAuditLog, AdminSecondFactors } from '../ports';
import { digestToken } from '../../shared/tokens';
import { matchingStep, normaliseRecoveryCode } from '../totp';

/** Document 002 section 9: an operator's sign-in lasts 1 day, or 30 days with stay-logged-in. */
export const ADMIN_SESSION_HOURS = 24;

export interface AdminSignInInput {
  readonly email: string;
  readonly password: string;
  readonly stayLoggedIn: boolean;
  readonly address: string;
  /** The 6-digit code from the operator's authenticator app, or one of the recovery codes. */
  readonly code?: string;
}

const INVALID = 'Invalid email or password';

/**
 * The operators' sign-in (POST /api/admin/login). Same password check and the same failed-sign-in limits as the
 * households' sign-in (the counters are shared, so switching forms gains nothing), then the role: a household's
 * correct password starts no session and is refused. Every outcome but a bad password is written to the audit log.
 */
export class AdminSignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly audit: AdminAuditLog,
    private readonly clock: Clock,
    private readonly factors: AdminSecondFactors,
  ) {}

  async execute(input: AdminSignInInput): Promise<Result<{ user: User; session: StartedSession }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Email is required');
    if (!input.password) return invalid('password', 'Password is required');

    const refused = await countSignInAttempt(this.limiter, email, input.address);
    if (refused) return refused;

    const user = await this.users.findByEmail(email);
    const valid = user?.passwordHash ? await this.hasher.verify(user.passwordHash, input.password) : false;
    if (!user || !valid) return fail('AUTH.INVALID_CREDENTIALS', INVALID);
    if (user.role !== 'admin') {
      // The password was right, but this is no operator: no session, and the refusal is on record (the attempt stays counted).
      await this.audit.record(
        { actorId: user.id, actorEmail: user.email, action: 'admin.login', outcome: 'refused', detail: { reason: 'not an admin account' }, address: input.address },
        this.clock.now(),
      );
      return fail('AUTH.FORBIDDEN', 'This account is not an administrator account.');
    }
    const second = await this.secondFactor(user, input);
    if (!second.ok) return second;
    await signInSucceeded(this.limiter, email, input.address);
    const session = await this.sessions.start(user.id, input.stayLoggedIn, { browserSessionHours: ADMIN_SESSION_HOURS });
    await this.audit.record(
      { actorId: user.id, actorEmail: user.email, action: 'admin.login', outcome: 'succeeded', detail: { stayLoggedIn: input.stayLoggedIn }, address: input.address },
      this.clock.now(),
    );
    return ok({ user, session });
  }

  /**
   * The console needs the second factor: a code from the authenticator app (each time step once) or a recovery
   * code (each once). A wrong code leaves the attempt counted against the sign-in limits.
   */
  private async secondFactor(user: User, input: AdminSignInInput): Promise<Result<true, DomainError>> {
    const factor = await this.factors.find(user.id);
    if (!factor) {
      return fail('AUTH.SECOND_FACTOR_NOT_SET_UP', `This operator account has no authenticator yet. On the server run: npm run cli -- admin totp-reset --email ${user.email}`);
    }
    const code = (input.code ?? '').trim();
    if (!code) return fail('AUTH.SECOND_FACTOR_REQUIRED', 'Enter the 6-digit code from your authenticator app (or a recovery code).', { field: 'code' });
    const now = this.clock.now();
    const step = matchingStep(factor.secret, code.replace(/\s/g, ''), now);
    const accepted = step !== null ? await this.factors.useStep(user.id, step) : await this.factors.useRecoveryCode(user.id, digestToken(normaliseRecoveryCode(code)), now);
    if (!accepted) {
      await this.audit.record({ actorId: user.id, actorEmail: user.email, action: 'admin.login', outcome: 'refused', detail: { reason: 'wrong second factor' }, address: input.address }, now);
      return fail('AUTH.SECOND_FACTOR_INVALID', 'That code is not valid (or was used already). Enter the current code from your authenticator app.', { field: 'code' });
    }
    return ok(true);
  }
}
