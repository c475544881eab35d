/**
 * Money is integer pence. Parsing never goes through floating point:
 * "19.99" is read digit by digit.
 */
export type Pence = number & { readonly __brand: 'Pence' };

export const pence = (value: number): Pence => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`pence must be a safe integer, got ${value}`);
  return value as Pence;
};

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses "19.99", "19.9", "19", "-3.50" (or a finite number of pounds) into pence; null when it is not an amount. */
export function parsePounds(input: string | number): Pence | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // A JS number prints its shortest round-trip form (87.5 -> "87.5"); more than 2 decimals is rejected below.
    text = String(input);
  } else {
    text = input.trim().replace(/^£/, '');
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, frac = ''] = match;
  const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return pence(minus ? -value : value);
}

/** 1999 -> "19.99"; the API's decimal-string form. */
export function formatPounds(amount: number): string {
  const negative = amount < 0;
  const abs = Math.abs(Math.trunc(amount));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Multiplies pence by a rational factor given as numerator/denominator, rounding half up. */
export function scalePence(amount: number, numerator: number, denominator: number): Pence {
  return pence(Math.round((amount * numerator) / denominator));
}
