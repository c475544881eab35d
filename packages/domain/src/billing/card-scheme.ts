/** The card scheme from the number's prefix (the first six digits are enough): one rule for the providers and BIN reporting. */
export function cardScheme(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(352[89]|35[3-8])/.test(digits)) return 'jcb';
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  return 'unknown';
}
