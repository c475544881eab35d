import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 accepts long inputs, but an unbounded one is a cheap way to burn our CPU. */
export const PASSWORD_MAX_LENGTH = 256;

/** Blank means passwordless; otherwise it must match its confirmation and have at least 8 characters. */
export function checkPassword(password: string, confirmPassword: string): Result<string | null, DomainError> {
  if (password === '' && confirmPassword === '') return ok(null);
  if (password !== confirmPassword) return invalid('confirmPassword', 'Passwords do not match');
  if (password.length < PASSWORD_MIN_LENGTH) return invalid('password', 'Password must be at least 8 characters long');
  if (password.length > PASSWORD_MAX_LENGTH) return invalid('password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  return ok(password);
}
