import type { DomainError, ErrorCode } from '@larder/domain/shared/errors';
import type { Result } from '@larder/domain/shared/result';

/** The one table from domain error codes to HTTP statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.PASSWORDLESS_ACCOUNT': 400,
  'AUTH.ACCOUNT_NOT_FOUND': 404,
  'AUTH.MAGIC_LINK_INVALID': 400,
  'AUTH.FORBIDDEN': 403,
  'AUTH.SECOND_FACTOR_REQUIRED': 401,
  'AUTH.SECOND_FACTOR_INVALID': 401,
  'AUTH.SECOND_FACTOR_NOT_SET_UP': 403,
  'ACCOUNT.EMAIL_TAKEN': 409,
  'ACCOUNT.NOT_FOUND': 404,
  'ACCOUNT.DELETION_REFUSED': 409,
  // An emailed deletion link: unknown 404, used (or replaced by a newer one) or expired 410.
  'ACCOUNT.DELETION_LINK_NOT_FOUND': 404,
  'ACCOUNT.DELETION_LINK_USED': 410,
  'ACCOUNT.DELETION_LINK_EXPIRED': 410,
  RATE_LIMITED: 429,
  // Sent with Retry-After: the work is not refused, only not possible this moment.
  'SERVICE.BUSY': 503,
  'PAYMENT.DECLINED': 402,
  'PAYMENT.METHOD_INVALID': 400,
  'PAYMENT.PROVIDER_UNAVAILABLE': 503,
  'REFUND.CHARGE_NOT_FOUND': 404,
  'REFUND.NOT_ALLOWED': 409,
  'REFUND.ALREADY_REFUNDED': 409,
  // The provider refused or did not answer: the refund is recorded as failed, nothing was refunded.
  'REFUND.PROVIDER_REFUSED': 502,
  'PAYMENT.NOT_CONFIGURED': 503,
  'SUBSCRIPTION.NOT_FOUND': 404,
  'SUBSCRIPTION.ALREADY_CANCELLED': 409,
  'SUBSCRIPTION.NOT_CANCELLED': 409,
  'SUBSCRIPTION.UNDO_EXPIRED': 410,
  'SUBSCRIPTION.NOT_ACTIVE': 409,
  'SUBSCRIPTION.EXISTS': 409,
  'BILLING.RUN_IN_PROGRESS': 409,
  'RECIPE.NOT_FOUND': 404,
  'RECIPE.LIBRARY_READ_ONLY': 403,
  'RECIPE.PHOTO_INVALID': 400,
  'RECIPE.PHOTO_TOO_LARGE': 413,
  'IMPORT.UNREACHABLE': 400,
  'IMPORT.BLOCKED_ADDRESS': 400,
  'IMPORT.TOO_LARGE': 400,
  'IMPORT.NO_RECIPE': 422,
  'PLAN.NOT_FOUND': 404,
  'PLAN.NO_RECIPES': 503,
  'PLAN.OVER_BUDGET': 422,
  'LIST.NOT_FOUND': 404,
  'PLAN.MEAL_LOCKED': 409,
  'CHAT.NOT_FOUND': 404,
  'BLOG.NOT_FOUND': 404,
  'NEWSLETTER.LINK_INVALID': 400,
  'RECEIPT.NOT_FOUND': 404,
  'RECEIPT.NOT_A_RECEIPT': 400,
  'RECEIPT.TOO_LARGE': 413,
  'RECEIPT.UNREADABLE': 400,
  'RECEIPT.ALREADY_CONFIRMED': 409,
  'RECEIPT.INGREDIENT_NOT_FOUND': 404,
  'LEAD.NOT_FOUND': 404,
  'LEAD.EXPIRED': 410,
  'LEAD.SUBSCRIBE_IN_PROGRESS': 409,
  'LEAD.ANALYTICS_NOT_CONFIGURED': 503,
  'HOUSEHOLD.NOT_FOUND': 404,
  'HOUSEHOLD.OWNER_ONLY': 403,
  'HOUSEHOLD.FULL': 409,
  'HOUSEHOLD.CONFLICT': 409,
  'HOUSEHOLD.IN_ANOTHER': 409,
  'HOUSEHOLD.WRONG_ACCOUNT': 403,
  'HOUSEHOLD.INVITATION_NOT_FOUND': 404,
  'HOUSEHOLD.INVITATION_USED': 410,
  'HOUSEHOLD.INVITATION_EXPIRED': 410,
  'CALENDAR.NOT_FOUND': 404,
  'LARDER.NOT_FOUND': 404,
  'LARDER.ALREADY_COOKED': 409,
  'API_TOKEN.NOT_FOUND': 404,
  'API_TOKEN.LIMIT': 409,
};

/** An error that becomes `{ message, field? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  static fromDomain(error: DomainError): HttpError {
    const headers: Record<string, string> = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return new HttpError(STATUS_BY_CODE[error.code], error.message, error.field, headers);
  }
}

/** The value of a successful result; a failed one is thrown as its HTTP error. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw HttpError.fromDomain(result.error);
  return result.value;
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = () => new HttpError(403, 'You do not have permission to do that.');
