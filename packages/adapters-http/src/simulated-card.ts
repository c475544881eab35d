import type { DomainError } from '@larder/domain/shared/errors';
import type { Result } from '@larder/domain/shared/result';

/** The simulated provider's tokeniser, handed in by the composition root when that provider is on. */
export type SimulatedCardTokeniser = (
  input: { number: string; expMonth: string | number; expYear: string | number; cvc: string },
  now: Date,
) => Result<{ id: string; brand: string; last4: string }, DomainError>;
