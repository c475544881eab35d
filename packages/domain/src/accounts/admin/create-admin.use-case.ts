import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { EMPTY_PROFILE, type User, isEmail, normaliseEmail } from '../user';
import type { PasswordHasher, UserRepository } from '../ports';
import { checkPassword } from '../sign-up/password-rules';

/** `admin create`: makes an operator account, or promotes an existing one and sets its password. */
export class CreateAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { email: string; password: string }): Promise<Result<{ user: User; created: boolean }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    if (!input.password) return invalid('password', 'An admin account needs a password');
    const password = checkPassword(input.password, input.password);
    if (!password.ok) return password;
    const passwordHash = await this.hasher.hash(input.password);
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.setPasswordHash(existing.id, passwordHash);
      await this.users.setRole(existing.id, 'admin');
      return ok({ user: { ...existing, role: 'admin', passwordHash }, created: false });
    }
    const user = await this.users.create({ email, passwordHash, firstName: 'Admin', lastName: '', role: 'admin', profile: EMPTY_PROFILE });
    if (!user) return fail('ACCOUNT.EMAIL_TAKEN', 'An account with this email was created meanwhile; run the command again.');
    return ok({ user, created: true });
  }
}
