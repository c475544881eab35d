import type { ChangePassword } from '@larder/domain/accounts/password/change-password.use-case';
import type { DeleteAccount } from '@larder/domain/accounts/delete-account/delete-account.use-case';
import type { DeletionLink } from '@larder/domain/accounts/delete-account/deletion-link.use-case';
import type { PasswordReset } from '@larder/domain/accounts/password/password-reset.use-case';

/** What the signed-in devices, password change and "forgot password" calls need (besides the sessions). */
export interface AccountSecurityHttpDependencies {
  readonly changePassword: ChangePassword;
  readonly passwordReset: PasswordReset;
  /** Account deletion with its undo (the right to erasure). */
  readonly deleteAccount: DeleteAccount;
  /** Deletion confirmed by an emailed link instead of the password. */
  readonly deletionLink: DeletionLink;
}
