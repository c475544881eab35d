import { isEmail, normaliseEmail } from '../accounts/user';
import { type PostcodeDirectory, validatePostcode } from '../geography/postcode-directory';
import { DEFAULT_PAY_DAY } from '../billing/billing-day';
import { parsePounds } from '../shared/money';
import { type CalendarDate, ageOn, compareDates, formatCalendarDate, parseCalendarDate } from './calendar';
import {
  type BuyerLeadPayload,
  LEAD_MESSAGES,
  LEAD_RULES,
  type LeadApplicant,
  type LeadFacts,
  type LeadRejectionCode,
  type MaskedBankDetails,
  type Scalar,
} from './lead';

/** Document 002 section 5: the fields a lead must carry. */
export const MANDATORY_LEAD_FIELDS = [
  'lead_buy_price',
  'applicant.email',
  'applicant.first_name',
  'applicant.last_name',
  'applicant.cell_phone',
  'loan.amount',
  'loan.term',
  'employment.monthly_income',
  'additional.credit_check_consent',
] as const;

export type LeadDecision =
  | { readonly accepted: true }
  | { readonly accepted: false; readonly code: LeadRejectionCode; readonly message: string; readonly missingFields: readonly string[] };

/** A field's text: trimmed strings, numbers written out; anything else (booleans, empty text) is absent. */
export function text(value: Scalar): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function field(payload: BuyerLeadPayload, path: string): Scalar {
  const [section, key] = path.split('.') as [string, string | undefined];
  const top = (payload as Record<string, unknown>)[section];
  if (key === undefined) return top as Scalar;
  if (!top || typeof top !== 'object') return undefined;
  return (top as Record<string, Scalar>)[key];
}

/** Pounds as buyers write them: 2000, "2000", "2000.00", "£2,000". Null when it is not an amount. */
export function parseAmount(value: Scalar): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parsePounds(value) : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return parsePounds(cleaned);
}

const wholeNumber = (value: Scalar): number | null => {
  const t = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(t) ? t : null;
};

/** UK numbers in one form for comparing: digits only, +44 / 0044 written as a leading 0. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('0044')) return `0${digits.slice(4)}`;
  if (digits.startsWith('44') && digits.length === 12) return `0${digits.slice(2)}`;
  return digits;
}

const digitsOf = (value: Scalar): string | null => {
  const t = text(value);
  return t === null ? null : t.replace(/[\s-]/g, '');
};

/** Account numbers are 8 digits, sort codes 6 (spaces and hyphens ignored). */
export function checkBankDetails(bank: BuyerLeadPayload['bank']): 'absent' | 'valid' | 'invalid' {
  const account = digitsOf(bank?.account_number);
  const sortCode = digitsOf(bank?.sort_code);
  if (account === null && sortCode === null) return 'absent';
  if (account !== null && !/^\d{8}$/.test(account)) return 'invalid';
  if (sortCode !== null && !/^\d{6}$/.test(sortCode)) return 'invalid';
  return 'valid';
}

/** The only forms of bank details we keep: "****5678" and "**-**-56". */
export function maskBankDetails(bank: BuyerLeadPayload['bank']): MaskedBankDetails | null {
  const account = digitsOf(bank?.account_number);
  const sortCode = digitsOf(bank?.sort_code);
  if (account === null && sortCode === null) return null;
  return {
    accountNumber: account && /^\d{8}$/.test(account) ? `****${account.slice(-4)}` : null,
    sortCode: sortCode && /^\d{6}$/.test(sortCode) ? `**-**-${sortCode.slice(-2)}` : null,
  };
}

/**
 * Reads what the decision rests on. `today` is the London calendar day the lead arrived; the postcode
 * must be a full UK postcode whose district exists (Northern Ireland's BT districts on format alone).
 */
export function factsOf(payload: BuyerLeadPayload, today: CalendarDate, postcodes: PostcodeDirectory): LeadFacts {
  // A boolean consent (true/false) is present, though only "yes" consents; elsewhere a boolean is no value.
  const present = (path: string) => text(field(payload, path)) !== null || (path === 'additional.credit_check_consent' && typeof field(payload, path) === 'boolean');
  const missingFields = MANDATORY_LEAD_FIELDS.filter((path) => !present(path));
  const price = parseAmount(payload.lead_buy_price);
  const loanAmount = parseAmount(payload.loan?.amount);
  const loanTerm = wholeNumber(payload.loan?.term);
  const postcodeText = text(payload.current_residence?.postcode);
  let postcode: LeadFacts['postcode'] = 'missing';
  if (postcodeText !== null) {
    const checked = validatePostcode(postcodeText, postcodes);
    postcode = checked.ok && checked.value.kind === 'full' ? 'valid' : 'invalid';
  }
  const birth = parseCalendarDate(payload.applicant?.birth_date);
  const age = birth && compareDates(birth, today) <= 0 ? ageOn(birth, today) : null;
  const income = parseAmount(payload.employment?.monthly_income);
  const email = text(payload.applicant?.email);
  const consent = payload.additional?.credit_check_consent;
  return {
    missingFields,
    pricePence: price,
    loanValid: loanAmount !== null && loanAmount > 0 && loanTerm !== null && loanTerm > 0 && loanTerm <= 600,
    postcode,
    ageYears: age !== null && age <= 130 ? age : null,
    monthlyIncomePence: income !== null && income >= 0 ? income : null,
    emailValid: email !== null && isEmail(normaliseEmail(email)),
    creditConsent: typeof consent === 'string' && consent.trim().toLowerCase() === 'yes',
    bankDetails: checkBankDetails(payload.bank),
  };
}

const reject = (code: LeadRejectionCode, message: string, missingFields: readonly string[] = []): LeadDecision => ({ accepted: false, code, message, missingFields });

/**
 * Document 002 section 5, in this order: the mandatory fields; a valid UK postcode; 18 or over on the day;
 * monthly income at least £2,000; a valid email; credit_check_consent "yes". Then ours: a price we pay,
 * a loan amount and term, and bank details of the right form when sent.
 */
export function decide(facts: LeadFacts): LeadDecision {
  if (facts.missingFields.length) return reject('LEAD.MISSING_FIELDS', LEAD_MESSAGES.missingFields, facts.missingFields);
  if (facts.postcode !== 'valid') return reject('LEAD.INVALID_POSTCODE', LEAD_MESSAGES.invalidPostcode);
  if (facts.ageYears === null) return reject('LEAD.INVALID_BIRTH_DATE', LEAD_MESSAGES.invalidBirthDate);
  if (facts.ageYears < LEAD_RULES.minimumAge) return reject('LEAD.UNDER_AGE', LEAD_MESSAGES.underAge);
  if (facts.monthlyIncomePence === null) return reject('LEAD.INVALID_INCOME', LEAD_MESSAGES.invalidIncome);
  if (facts.monthlyIncomePence < LEAD_RULES.minimumMonthlyIncomePence) return reject('LEAD.BELOW_MIN_INCOME', LEAD_MESSAGES.belowMinimumIncome);
  if (!facts.emailValid) return reject('LEAD.INVALID_EMAIL', LEAD_MESSAGES.invalidEmail);
  if (!facts.creditConsent) return reject('LEAD.NO_CREDIT_CONSENT', LEAD_MESSAGES.noCreditConsent);
  if (facts.pricePence === null || facts.pricePence < 1 || facts.pricePence > LEAD_RULES.maximumBuyPricePence) {
    return reject('LEAD.INVALID_PRICE', LEAD_MESSAGES.invalidPrice);
  }
  if (!facts.loanValid) return reject('LEAD.INVALID_LOAN', LEAD_MESSAGES.invalidLoan);
  if (facts.bankDetails === 'invalid') return reject('LEAD.INVALID_BANK_DETAILS', LEAD_MESSAGES.invalidBankDetails);
  return { accepted: true };
}

/** The pay day a bought lead is offered: the day of the month of next_pay_date, else the usual default. */
export function payDayOf(payload: BuyerLeadPayload): number {
  return parseCalendarDate(payload.employment?.next_pay_date)?.day ?? DEFAULT_PAY_DAY;
}

const dateText = (value: Scalar): string | null => {
  const date = parseCalendarDate(value);
  return date ? formatCalendarDate(date) : null;
};

const yes = (value: Scalar) => value === true || (typeof value === 'string' && /^(yes|true|1)$/i.test(value.trim()));

/** The applicant's details of an accepted lead (the rules have already checked every one of them). */
export function applicantOf(payload: BuyerLeadPayload, postcodes: PostcodeDirectory): LeadApplicant {
  const a = payload.applicant ?? {};
  const r = payload.current_residence ?? {};
  const e = payload.employment ?? {};
  const postcode = validatePostcode(text(r.postcode) ?? '', postcodes);
  if (!postcode.ok) throw new Error('applicantOf: the lead was not accepted');
  return {
    title: text(a.title),
    firstName: text(a.first_name)!,
    lastName: text(a.last_name)!,
    email: normaliseEmail(text(a.email)!),
    birthDate: dateText(a.birth_date)!,
    currentHouse: text(r.house),
    currentStreet: text(r.street),
    currentTown: text(r.town),
    currentCounty: text(r.county),
    currentPostcode: postcode.value.value,
    homePhone: text(a.home_phone),
    workPhone: text(a.work_phone),
    cellPhone: text(a.cell_phone)!,
    loanAmountPence: parseAmount(payload.loan?.amount)!,
    loanTermMonths: wholeNumber(payload.loan?.term)!,
    loanPurpose: text(payload.loan?.purpose),
    monthlyIncomePence: parseAmount(e.monthly_income)!,
    nextPayDate: dateText(e.next_pay_date),
    followingPayDate: dateText(e.following_pay_date),
    marketingConsent: yes(payload.additional?.marketing_consent),
  };
}

/** The identities a duplicate is recognised by: the email and the mobile number (compared in one form). */
export function applicantIdentities(applicant: Pick<LeadApplicant, 'email' | 'cellPhone'>): string[] {
  const ids = [`email:${normaliseEmail(applicant.email)}`];
  const phone = normalisePhone(applicant.cellPhone);
  if (phone) ids.push(`mobile:${phone}`);
  return ids;
}
