import { err, type Err } from './result';

/**
 * Every expected failure the domain can report. The HTTP edge maps each code to a
 * status in one table (adapters-http/src/errors/error-map.ts); nothing branches on classes.
 */
export type ErrorCode =
  | 'VALIDATION'
  | 'AUTH.UNAUTHENTICATED'
  | 'AUTH.INVALID_CREDENTIALS'
  | 'AUTH.PASSWORDLESS_ACCOUNT'
  | 'AUTH.ACCOUNT_NOT_FOUND'
  | 'AUTH.MAGIC_LINK_INVALID'
  | 'AUTH.FORBIDDEN'
  | 'AUTH.SECOND_FACTOR_REQUIRED'
  | 'AUTH.SECOND_FACTOR_INVALID'
  | 'AUTH.SECOND_FACTOR_NOT_SET_UP'
  | 'ACCOUNT.EMAIL_TAKEN'
  | 'ACCOUNT.NOT_FOUND'
  | 'ACCOUNT.DELETION_REFUSED'
  | 'ACCOUNT.DELETION_LINK_NOT_FOUND'
  | 'ACCOUNT.DELETION_LINK_USED'
  | 'ACCOUNT.DELETION_LINK_EXPIRED'
  | 'RATE_LIMITED'
  /** Costly work (reading a page or a photo) could not be done now: its workers are all busy or one stopped. */
  | 'SERVICE.BUSY'
  | 'PAYMENT.DECLINED'
  | 'PAYMENT.METHOD_INVALID'
  | 'PAYMENT.PROVIDER_UNAVAILABLE'
  | 'PAYMENT.NOT_CONFIGURED'
  | 'SUBSCRIPTION.NOT_FOUND'
  | 'SUBSCRIPTION.ALREADY_CANCELLED'
  | 'SUBSCRIPTION.NOT_CANCELLED'
  | 'SUBSCRIPTION.UNDO_EXPIRED'
  | 'SUBSCRIPTION.NOT_ACTIVE'
  | 'SUBSCRIPTION.EXISTS'
  | 'BILLING.RUN_IN_PROGRESS'
  | 'RECIPE.NOT_FOUND'
  | 'RECIPE.LIBRARY_READ_ONLY'
  | 'RECIPE.PHOTO_INVALID'
  | 'RECIPE.PHOTO_TOO_LARGE'
  | 'IMPORT.UNREACHABLE'
  | 'IMPORT.BLOCKED_ADDRESS'
  | 'IMPORT.TOO_LARGE'
  | 'IMPORT.NO_RECIPE'
  | 'PLAN.NOT_FOUND'
  | 'PLAN.NO_RECIPES'
  | 'PLAN.OVER_BUDGET'
  | 'LIST.NOT_FOUND'
  | 'PLAN.MEAL_LOCKED'
  | 'CHAT.NOT_FOUND'
  | 'BLOG.NOT_FOUND'
  | 'NEWSLETTER.LINK_INVALID'
  | 'RECEIPT.NOT_FOUND'
  | 'RECEIPT.NOT_A_RECEIPT'
  | 'RECEIPT.TOO_LARGE'
  | 'RECEIPT.UNREADABLE'
  | 'RECEIPT.ALREADY_CONFIRMED'
  | 'RECEIPT.INGREDIENT_NOT_FOUND'
  | 'LEAD.NOT_FOUND'
  | 'LEAD.EXPIRED'
  | 'LEAD.SUBSCRIBE_IN_PROGRESS'
  | 'LEAD.ANALYTICS_NOT_CONFIGURED'
  | 'HOUSEHOLD.NOT_FOUND'
  | 'HOUSEHOLD.OWNER_ONLY'
  | 'HOUSEHOLD.FULL'
  | 'HOUSEHOLD.CONFLICT'
  | 'HOUSEHOLD.IN_ANOTHER'
  | 'HOUSEHOLD.WRONG_ACCOUNT'
  | 'HOUSEHOLD.INVITATION_NOT_FOUND'
  | 'HOUSEHOLD.INVITATION_USED'
  | 'HOUSEHOLD.INVITATION_EXPIRED'
  | 'CALENDAR.NOT_FOUND'
  | 'LARDER.NOT_FOUND'
  | 'LARDER.ALREADY_COOKED'
  | 'API_TOKEN.NOT_FOUND'
  | 'API_TOKEN.LIMIT'

  | 'REFUND.CHARGE_NOT_FOUND'
  | 'REFUND.NOT_ALLOWED'
  | 'REFUND.ALREADY_REFUNDED'
  | 'REFUND.PROVIDER_REFUSED';

export interface DomainError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The input field at fault, for VALIDATION errors. */
  readonly field?: string;
  /** For RATE_LIMITED: seconds until another attempt is allowed. */
  readonly retryAfterSeconds?: number;
}

export const fail = (code: ErrorCode, message: string, extra: Omit<DomainError, 'code' | 'message'> = {}): Err<DomainError> =>
  err({ code, message, ...extra });

export const invalid = (field: string, message: string): Err<DomainError> => fail('VALIDATION', message, { field });
