const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** en-GB pounds with exactly two decimals ("£8.45"); anything that is not a number shows £0.00. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN;
  return GBP.format(Number.isFinite(value) ? value : 0);
}

/** Pence (the domain's unit) as en-GB pounds: 1999 -> "£19.99". */
export const formatPence = (pence: number): string => (Number.isSafeInteger(pence) ? formatMoney(pence / 100) : formatMoney(NaN));
