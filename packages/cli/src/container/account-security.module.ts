import { ContainerModule, type ResolutionContext } from 'inversify';
import { DATABASE } from '@larder/adapters-db/database.module';
import type { Database } from '@larder/adapters-db/database';
import { KnexPasswordResetRepository } from '@larder/adapters-db/repositories/knex-password-reset.repository';
import { KnexAccountDeletionRepository } from '@larder/adapters-db/repositories/knex-account-deletion.repository';
import { ACCOUNT_DELETION_LINK_REPOSITORY, ACCOUNT_DELETION_REPOSITORY, type AccountDeletionLinkRepository, type AccountDeletionRepository } from '@larder/domain/accounts/delete-account/ports';
import { KnexAccountDeletionLinkRepository } from '@larder/adapters-db/repositories/knex-account-deletion-link.repository';
import { DeletionLink } from '@larder/domain/accounts/delete-account/deletion-link.use-case';
import { DeleteAccount } from '@larder/domain/accounts/delete-account/delete-account.use-case';
import { SUBSCRIPTION_REPOSITORY, type SubscriptionRepository } from '@larder/domain/billing/ports';
import { HOUSEHOLD_REPOSITORY, type HouseholdRepository } from '@larder/domain/household/ports';
import { PASSWORD_HASHER, type PasswordHasher, USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { PASSWORD_RESET_REPOSITORY, type PasswordResetRepository } from '@larder/domain/accounts/password/ports';
import { ChangePassword } from '@larder/domain/accounts/password/change-password.use-case';
import { PasswordReset } from '@larder/domain/accounts/password/password-reset.use-case';
import { SessionService } from '@larder/domain/accounts/sessions/session-service';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import type { AccountSecurityHttpDependencies } from '@larder/adapters-http/account-security/account-security-dependencies';

/** Password change, "forgot password" and account deletion (issue 21), with their storage. */
export const accountSecurityModule = new ContainerModule(({ bind }) => {
  bind(PASSWORD_RESET_REPOSITORY).toDynamicValue((c) => new KnexPasswordResetRepository(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(ChangePassword)
    .toDynamicValue((c) => new ChangePassword(c.get<UserRepository>(USER_REPOSITORY), c.get<PasswordHasher>(PASSWORD_HASHER), c.get(SessionService), c.get<RateLimiter>(RATE_LIMITER)))
    .inSingletonScope();
  bind(PasswordReset)
    .toDynamicValue(
      (c) =>
        new PasswordReset(
          c.get<UserRepository>(USER_REPOSITORY),
          c.get<PasswordResetRepository>(PASSWORD_RESET_REPOSITORY),
          c.get<PasswordHasher>(PASSWORD_HASHER),
          c.get(SessionService),
          c.get<Mailer>(MAILER),
          c.get<RateLimiter>(RATE_LIMITER),
          c.get<Clock>(CLOCK),
        ),
    )
    .inSingletonScope();
  bind(ACCOUNT_DELETION_REPOSITORY).toDynamicValue((c) => new KnexAccountDeletionRepository(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(DeleteAccount)
    .toDynamicValue(
      (c) =>
        new DeleteAccount(
          c.get<UserRepository>(USER_REPOSITORY),
          c.get<PasswordHasher>(PASSWORD_HASHER),
          c.get(SessionService),
          c.get<RateLimiter>(RATE_LIMITER),
          c.get<HouseholdRepository>(HOUSEHOLD_REPOSITORY),
          c.get<SubscriptionRepository>(SUBSCRIPTION_REPOSITORY),
          c.get<AccountDeletionRepository>(ACCOUNT_DELETION_REPOSITORY),
          c.get<Mailer>(MAILER),
          c.get<Clock>(CLOCK),
        ),
    )
    .inSingletonScope();
  bind(ACCOUNT_DELETION_LINK_REPOSITORY).toDynamicValue((c) => new KnexAccountDeletionLinkRepository(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(DeletionLink)
    .toDynamicValue(
      (c) =>
        new DeletionLink(
          c.get<UserRepository>(USER_REPOSITORY),
          c.get<AccountDeletionLinkRepository>(ACCOUNT_DELETION_LINK_REPOSITORY),
          c.get(DeleteAccount),
          c.get<Mailer>(MAILER),
          c.get<RateLimiter>(RATE_LIMITER),
          c.get<Clock>(CLOCK),
        ),
    )
    .inSingletonScope();
});

export const accountSecurityHttpDependencies = (c: ResolutionContext): AccountSecurityHttpDependencies => ({
  changePassword: c.get(ChangePassword),
  passwordReset: c.get(PasswordReset),
  deleteAccount: c.get(DeleteAccount),
  deletionLink: c.get(DeletionLink),
});
