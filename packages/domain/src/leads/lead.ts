/**
 * Leads: people who applied for a loan elsewhere, sold to us by external lead buyers (document 002).
 * Their data is sensitive and the people financially stretched: we keep what the journey needs, for as
 * long as it needs it, and nothing else (see the rules and the retention below).
 */

/** The rules and limits of lead buying, in one place. */
export const LEAD_RULES = {
  /** Document 002 section 9. */
  minimumAge: 18,
  /** £2,000 a month (document 002 section 9), in pence. */
  minimumMonthlyIncomePence: 200_000,
  /** Ours: the most we pay for one lead (the documents' examples are 0.50 to 2.50 pounds). */
  maximumBuyPricePence: 1_000,
  /** The same applicant (email or mobile) is not bought twice within this many days. */
  duplicateWindowDays: 30,
  /** A bought lead's welcome and payment pages work for this many days. */
  sessionDays: 7,
  /** Personal data of a lead is erased this many days after it was received (`leads purge`). */
  retentionDays: 90,
} as const;

/** Every answer the intake gives, with the document's texts where it has them. */
export const LEAD_MESSAGES = {
  accepted: 'Lead accepted',
  missingFields: 'Invalid lead data - missing required fields',
  belowMinimumIncome: 'Lead does not meet minimum income requirements',
  invalidIncome: 'Invalid lead data - employment.monthly_income must be an amount in pounds',
  invalidPostcode: 'Lead does not meet postcode requirements - a valid UK postcode is required in current_residence.postcode',
  underAge: 'Lead does not meet minimum age requirements - the applicant must be 18 or over',
  invalidBirthDate: 'Invalid lead data - applicant.birth_date must be a date (YYYY-MM-DD)',
  invalidEmail: 'Invalid lead data - applicant.email is not a valid email address',
  noCreditConsent: 'Lead does not meet consent requirements - additional.credit_check_consent must be "yes"',
  invalidBankDetails: 'Invalid lead data - bank.account_number must be 8 digits and bank.sort_code 6 digits',
  invalidPrice: 'Invalid lead data - lead_buy_price must be an amount in pounds from 0.01 to 10.00',
  invalidLoan: 'Invalid lead data - loan.amount must be an amount in pounds and loan.term a whole number of months',
  duplicate: 'Duplicate lead - this applicant was already received in the last 30 days',
} as const;

export const LEAD_REJECTION_CODES = [
  'LEAD.MISSING_FIELDS',
  'LEAD.INVALID_PRICE',
  'LEAD.INVALID_LOAN',
  'LEAD.INVALID_POSTCODE',
  'LEAD.INVALID_BIRTH_DATE',
  'LEAD.UNDER_AGE',
  'LEAD.INVALID_INCOME',
  'LEAD.BELOW_MIN_INCOME',
  'LEAD.INVALID_EMAIL',
  'LEAD.NO_CREDIT_CONSENT',
  'LEAD.INVALID_BANK_DETAILS',
  'LEAD.DUPLICATE',
] as const;
export type LeadRejectionCode = (typeof LEAD_REJECTION_CODES)[number];

/** A value a buyer may send in a field: the HTTP edge has already refused objects where scalars belong. */
export type Scalar = string | number | boolean | null | undefined;

/** The buyer lead payload of document 002 section 3 (every field optional here: the rules decide). */
export interface BuyerLeadPayload {
  /** Ours: the buyer's own id for the lead; a retry with the same reference gets the same answer. */
  readonly lead_reference?: Scalar;
  readonly lead_buy_price?: Scalar;
  readonly loan?: { readonly amount?: Scalar; readonly term?: Scalar; readonly purpose?: Scalar } | null;
  readonly applicant?: {
    readonly title?: Scalar;
    readonly first_name?: Scalar;
    readonly last_name?: Scalar;
    readonly email?: Scalar;
    readonly home_phone?: Scalar;
    readonly work_phone?: Scalar;
    readonly cell_phone?: Scalar;
    readonly birth_date?: Scalar;
    readonly marital_status?: Scalar;
    readonly dependents?: Scalar;
  } | null;
  readonly current_residence?: {
    readonly street?: Scalar;
    readonly house?: Scalar;
    readonly town?: Scalar;
    readonly county?: Scalar;
    readonly postcode?: Scalar;
    readonly status?: Scalar;
    readonly months_at_address?: Scalar;
  } | null;
  readonly employment?: {
    readonly type?: Scalar;
    readonly employer_name?: Scalar;
    readonly job_title?: Scalar;
    readonly months_at_employer?: Scalar;
    readonly monthly_income?: Scalar;
    readonly pay_frequency?: Scalar;
    readonly next_pay_date?: Scalar;
    readonly following_pay_date?: Scalar;
  } | null;
  readonly bank?: {
    readonly account_number?: Scalar;
    readonly sort_code?: Scalar;
    readonly account_type?: Scalar;
    readonly bank_name?: Scalar;
    readonly debit_card?: Scalar;
    readonly direct_deposit?: Scalar;
  } | null;
  readonly additional?: { readonly credit_check_consent?: Scalar; readonly marketing_consent?: Scalar; readonly terms_agreed?: Scalar } | null;
}

/**
 * What the decision rested on, without anything that names the applicant: kept for every lead (bought or
 * not) so that `leads replay` can run stored leads through today's rules after their personal data is gone.
 */
export interface LeadFacts {
  readonly missingFields: readonly string[];
  /** The offered price in pence; null when absent or not an amount. */
  readonly pricePence: number | null;
  readonly loanValid: boolean;
  readonly postcode: 'valid' | 'missing' | 'invalid';
  /** Age in whole years on the day the lead arrived (London); null when birth_date is absent or not a date. */
  readonly ageYears: number | null;
  readonly monthlyIncomePence: number | null;
  readonly emailValid: boolean;
  readonly creditConsent: boolean;
  readonly bankDetails: 'absent' | 'valid' | 'invalid';
}

/** The applicant's details we keep for a bought lead (the fields of document 002's Lead), until purged. */
export interface LeadApplicant {
  readonly title: string | null;
  readonly firstName: string;
  readonly lastName: string;
  /** Normalised: trimmed, lower-case. */
  readonly email: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  readonly currentHouse: string | null;
  readonly currentStreet: string | null;
  readonly currentTown: string | null;
  readonly currentCounty: string | null;
  /** Standard form ("SW1A 1AA"). */
  readonly currentPostcode: string;
  readonly homePhone: string | null;
  readonly workPhone: string | null;
  readonly cellPhone: string;
  readonly loanAmountPence: number;
  readonly loanTermMonths: number;
  readonly loanPurpose: string | null;
  readonly monthlyIncomePence: number;
  /** YYYY-MM-DD, or null when absent or not a date. */
  readonly nextPayDate: string | null;
  readonly followingPayDate: string | null;
  readonly marketingConsent: boolean;
}

/**
 * Bank details are checked for form, then only masked forms are kept: "****5678" and "**-**-56". Nothing in
 * the journey needs more (the trial is paid by card); a partner that needs the full details would get them
 * from the buyer, not from us.
 */
export interface MaskedBankDetails {
  readonly accountNumber: string | null;
  readonly sortCode: string | null;
}

export type LeadStatus = 'accepted' | 'rejected';

/** One lead as stored: every lead the buyers send is recorded, bought or not. */
export interface StoredLead {
  readonly id: string;
  /** The buyer's key; null for keyless intake (LEAD_INTAKE_OPEN). */
  readonly buyerId: string | null;
  readonly reference: string | null;
  readonly receivedAt: Date;
  readonly status: LeadStatus;
  readonly rejectionCode: LeadRejectionCode | null;
  readonly message: string;
  /** The price paid (accepted) or offered (rejected), in pence; null when the offer was not an amount. */
  readonly pricePence: number | null;
  readonly facts: LeadFacts;
  /** Bought leads only: the unguessable id of the welcome and payment pages, and when they stop working. */
  readonly sessionId: string | null;
  readonly expiresAt: Date | null;
  /** Day of the month of next_pay_date (1 when it is absent): the trial's suggested pay day. */
  readonly payDay: number | null;
  /** Null for rejected leads (nothing personal is kept) and for purged ones. */
  readonly applicant: LeadApplicant | null;
  readonly bank: MaskedBankDetails | null;
  readonly userId: string | null;
  readonly subscriptionId: string | null;
  readonly subscribedAt: Date | null;
  readonly purgedAt: Date | null;
}

export const LEAD_EVENT_TYPES = ['welcome_viewed', 'subscription_viewed', 'subscribed'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** The buyer a lead came from, identified by its API key. */
export interface BuyerKey {
  readonly id: string;
  readonly name: string;
  /** The key's first characters, to tell keys apart in lists (the key itself is never stored). */
  readonly prefix: string;
  readonly ratePerMinute: number;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}
