import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { digestToken } from '../../shared/tokens';
import type { UserRepository } from '../../accounts/ports';
import { normaliseEmail } from '../../accounts/user';
import type { AdminSecondFactors } from '../ports';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUrl } from '../totp';

export interface EnrolledSecondFactor {
  readonly secret: string;
  readonly otpauthUrl: string;
  /** Shown once; only their digests are kept. */
  readonly recoveryCodes: readonly string[];
}

/** `admin create` and `admin totp-reset`: a new authenticator secret and recovery codes for an operator account. */
export class EnrolAdminSecondFactor {
  constructor(
    private readonly users: UserRepository,
    private readonly factors: AdminSecondFactors,
    private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<Result<EnrolledSecondFactor, DomainError>> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user || user.role !== 'admin') return fail('ACCOUNT.NOT_FOUND', `No admin account has the email ${normaliseEmail(email)}.`);
    const secret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    await this.factors.enrol(user.id, secret, recoveryCodes.map((code) => digestToken(normaliseRecoveryCode(code))), this.clock.now());
    return ok({ secret, otpauthUrl: otpauthUrl(secret, user.email), recoveryCodes });
  }
}
