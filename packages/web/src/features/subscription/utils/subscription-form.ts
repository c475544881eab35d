import { PAY_DAY_MAX, PAY_DAY_MIN } from '@larder/domain/billing/billing-day';

/** The in-app subscription form's amount: 1 to 100 pounds, 19.99 by default (document 001 sections 5 and 9). */
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 100;
export const DEFAULT_AMOUNT = '19.99';
/** Expiry years the in-app form offers: the next 20 years from the current year. */
export const IN_APP_EXPIRY_YEARS = 20;
/** Expiry years the Acquired test page offers: the current year plus the next 10. */
export const TEST_PAGE_EXPIRY_YEARS = 11;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Digits only, a space after every 4, at most 19 digits: "4000011180138710" -> "4000 0111 8013 8710". */
export const groupCardNumber = (value: string) =>
  digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** CVV: digits only, at most 4. */
export const cleanCvv = (value: string) => digitsOnly(value).slice(0, 4);

export const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const expiryYears = (count: number, now: Date = new Date()) => Array.from({ length: count }, (_, i) => String(now.getFullYear() + i));

export interface InAppFormValues {
  firstName: string;
  lastName: string;
  amount: string;
  billingDay: string;
  holderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export type InAppFormErrors = Partial<Record<keyof InAppFormValues, string>>;

/** Document 001 section 5: the in-app subscription form's rules, with their exact messages. */
export function validateInAppForm(v: InAppFormValues): InAppFormErrors {
  const errors: InAppFormErrors = {};
  if (v.firstName.trim().length < 2) errors.firstName = 'First name must be at least 2 characters';
  if (v.lastName.trim().length < 2) errors.lastName = 'Last name must be at least 2 characters';
  const amount = v.amount.trim() === '' ? NaN : Number(v.amount);
  if (!Number.isFinite(amount) || amount < AMOUNT_MIN || amount > AMOUNT_MAX) errors.amount = 'Amount must be between £1 and £100';
  const day = v.billingDay.trim() === '' ? NaN : Number(v.billingDay);
  if (!Number.isInteger(day) || day < PAY_DAY_MIN || day > PAY_DAY_MAX) errors.billingDay = 'Billing day must be between 1 and 31';
  const number = digitsOnly(v.cardNumber);
  if (number.length < 13) errors.cardNumber = 'Card number must be at least 13 digits';
  else if (number.length > 19) errors.cardNumber = 'Card number too long';
  if (!v.expiryMonth) errors.expiryMonth = 'Expiry month required';
  if (!v.expiryYear) errors.expiryYear = 'Expiry year required';
  const cvv = v.cvv.trim();
  if (cvv.length < 3) errors.cvv = 'CVV must be at least 3 digits';
  else if (cvv.length > 4) errors.cvv = 'CVV too long';
  if (v.holderName.trim().length < 2) errors.holderName = 'Cardholder name required';
  return errors;
}

/** The in-app form's body: camel case, pounds, billingDay; the card number without spaces. */
export function inAppBody(v: InAppFormValues) {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    amount: Number(v.amount),
    billingDay: Number(v.billingDay),
    cardDetails: {
      holderName: v.holderName.trim(),
      number: digitsOnly(v.cardNumber),
      expiryMonth: Number(v.expiryMonth),
      expiryYear: Number(v.expiryYear),
      cvv: v.cvv.trim(),
    },
  };
}

export interface TestPageFormValues {
  payDay: string;
  holderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

/** The test page: submit stays disabled until every field is filled. */
export const testPageFormComplete = (v: TestPageFormValues) =>
  v.payDay !== '' && v.holderName.trim() !== '' && v.cardNumber.trim() !== '' && v.expiryMonth !== '' && v.expiryYear !== '' && v.cvv !== '';

/** The test page's body: customerData (the signed-in household's own details), snake-case cardData, pence, payDay. */
export function testPageBody(v: TestPageFormValues, customer: { email: string; firstName: string; lastName: string }, amountPence: number) {
  return {
    customerData: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    cardData: {
      holder_name: v.holderName.trim(),
      number: digitsOnly(v.cardNumber),
      expiry_month: v.expiryMonth,
      expiry_year: v.expiryYear,
      cvv: v.cvv,
    },
    amount: amountPence,
    payDay: Number(v.payDay),
  };
}

/** "2026-12-01" or an ISO moment -> "1 December 2026"; "-" when missing. */
export function longDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
