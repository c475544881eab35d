import type { BuyerLeadPayload } from '../leads/lead';

type Sections = 'loan' | 'applicant' | 'current_residence' | 'employment' | 'bank' | 'additional';
export type LeadPayloadOverrides = Partial<Omit<BuyerLeadPayload, Sections>> & { [K in Sections]?: Record<string, unknown> | null };

let counter = 0;

/**
 * A lead a buyer might send (document 002's payload), acceptable as it stands: each call has a new email
 * and mobile so that it is not a duplicate. Sections in `overrides` are merged field by field.
 */
export function aLeadPayload(overrides: LeadPayloadOverrides = {}): BuyerLeadPayload {
  counter += 1;
  const n = String(counter).padStart(6, '0');
  const base = {
    lead_buy_price: '0.60',
    loan: { amount: 500, term: 12, purpose: 'car repairs' },
    applicant: {
      title: 'Ms',
      first_name: 'Sam',
      last_name: 'Patel',
      email: `sam.patel.${n}@example.com`,
      home_phone: '0161 496 0000',
      cell_phone: `07700 9${n.slice(1)}`,
      birth_date: '1990-04-12',
      marital_status: 'single',
      dependents: 1,
    },
    current_residence: { street: 'Oxford Road', house: '12', town: 'Manchester', county: 'Greater Manchester', postcode: 'M1 1AE', status: 'tenant', months_at_address: 26 },
    employment: {
      type: 'full_time',
      employer_name: 'Acme Ltd',
      job_title: 'Warehouse operative',
      months_at_employer: 30,
      monthly_income: 2400,
      pay_frequency: 'monthly',
      next_pay_date: '2026-01-28',
      following_pay_date: '2026-02-27',
    },
    bank: { account_number: '31926819', sort_code: '60-16-13', account_type: 'current', bank_name: 'NatWest', debit_card: 'visa', direct_deposit: 'yes' },
    additional: { credit_check_consent: 'yes', marketing_consent: 'no', terms_agreed: 'yes' },
  };
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] = value && typeof value === 'object' && current && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return out as BuyerLeadPayload;
}
