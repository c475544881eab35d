import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageFor, isUnauthorizedError, messageOr } from '../src/lib/api-client';

describe('errorMessageFor (document 000 section 8)', () => {
  it("uses the body's message", () => {
    expect(errorMessageFor(400, 'Bad Request', '{"message":"Please enter a valid UK postcode","field":"postcode"}')).toEqual({
      message: 'Please enter a valid UK postcode',
      serverMessage: 'Please enter a valid UK postcode',
      field: 'postcode',
    });
  });

  it('falls back to the status text, then "status: body"', () => {
    expect(errorMessageFor(500, 'Internal Server Error', 'oops').message).toBe('Internal Server Error');
    expect(errorMessageFor(502, '', 'Bad gateway from proxy').message).toBe('502: Bad gateway from proxy');
  });

  it('marks every 401 so screens can detect it', () => {
    const { message } = errorMessageFor(401, 'Unauthorized', '{"message":"Unauthorized"}');
    expect(message).toBe('401: Unauthorized');
    expect(isUnauthorizedError(new Error(message))).toBe(true);
    // A failed sign-in is a 401 too, but not a "you are logged out".
    const failed = errorMessageFor(401, 'Unauthorized', '{"message":"Invalid email or password"}');
    expect(isUnauthorizedError(new Error(failed.message))).toBe(false);
    expect(failed.serverMessage).toBe('Invalid email or password');
  });
});

describe('messageOr', () => {
  it("prefers the server's own message", () => {
    expect(messageOr(new ApiError('x', 400, 'Card declined', undefined), 'fallback')).toBe('Card declined');
    expect(messageOr(new ApiError('x', 500, undefined, undefined), 'fallback')).toBe('fallback');
    expect(messageOr(new Error('network'), 'fallback')).toBe('fallback');
  });
});
