import { type Result, ok } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';

export const POSTCODE_MESSAGE = 'Please enter a valid UK postcode';

// The outward code: area (1-2 letters, not Q/V/X first, not I/J/Z second) and district.
const OUTWARD = '(?:[A-PR-UWYZ][0-9][0-9A-HJKMNPR-Y]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]?)';
// The inward code: sector digit and a unit of two letters (never C, I, K, M, O or V).
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const FULL = new RegExp(`^(${OUTWARD})(${INWARD})$`);
const OUTWARD_ONLY = new RegExp(`^(${OUTWARD})$`);
const GIRO = /^(GIR)(0AA)$/;

export type PostcodeKind = 'full' | 'outward';

export interface Postcode {
  /** Standard form: "SW1A 1AA" for a full postcode, "SW1A" for an outward code. */
  readonly value: string;
  readonly outward: string;
  readonly kind: PostcodeKind;
}

/** Accepts a full postcode or an outward code, ignoring spaces and case. */
export function parsePostcode(input: string, field = 'postcode'): Result<Postcode, DomainError> {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const full = FULL.exec(compact) ?? GIRO.exec(compact);
  if (full) {
    const outward = full[1]!;
    return ok({ value: `${outward} ${full[2]}`, outward, kind: 'full' });
  }
  const outwardOnly = OUTWARD_ONLY.exec(compact);
  if (outwardOnly) return ok({ value: compact, outward: compact, kind: 'outward' });
  return invalid(field, POSTCODE_MESSAGE);
}
