import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
import { TEST_DISTRICTS } from '../testing/accounts-fixture';
import { aLeadPayload } from '../testing/lead-payloads';
import { type CalendarDate, addCalendarDays, daysInCalendarMonth, formatCalendarDate, isLeapYear } from './calendar';
import { LEAD_MESSAGES } from './lead';
import { MANDATORY_LEAD_FIELDS, applicantIdentities, checkBankDetails, decide, factsOf, maskBankDetails, normalisePhone, parseAmount, payDayOf } from './lead-rules';

const postcodes = new ListPostcodeDirectory(TEST_DISTRICTS);
const TODAY: CalendarDate = { year: 2026, month: 1, day: 15 };
const judge = (payload: ReturnType<typeof aLeadPayload>, today = TODAY) => decide(factsOf(payload, today, postcodes));
const messageOf = (payload: ReturnType<typeof aLeadPayload>, today = TODAY) => {
  const d = judge(payload, today);
  return d.accepted ? 'accepted' : d.message;
};

describe('lead acceptance (document 002 section 5)', () => {
  it('accepts a complete lead that meets every rule', () => {
    expect(judge(aLeadPayload())).toEqual({ accepted: true });
  });

  it.each(MANDATORY_LEAD_FIELDS)('refuses a lead without %s with the document message, naming the field', (path) => {
    const [section, key] = path.split('.') as [string, string | undefined];
    for (const empty of [undefined, null, '', '   ']) {
      const payload = key ? aLeadPayload({ [section]: { [key]: empty } }) : aLeadPayload({ [section]: empty });
      const decision = judge(payload);
      expect(decision).toEqual({ accepted: false, code: 'LEAD.MISSING_FIELDS', message: 'Invalid lead data - missing required fields', missingFields: [path] });
    }
  });

  it('lists every missing field when a whole section is absent', () => {
    const decision = judge(aLeadPayload({ applicant: null }));
    expect(decision.accepted ? [] : decision.missingFields).toEqual(['applicant.email', 'applicant.first_name', 'applicant.last_name', 'applicant.cell_phone']);
  });

  it('has a message for each other rule', () => {
    expect(messageOf(aLeadPayload({ employment: { monthly_income: 1999.99 } }))).toBe('Lead does not meet minimum income requirements');
    expect(messageOf(aLeadPayload({ employment: { monthly_income: 'lots' } }))).toBe(LEAD_MESSAGES.invalidIncome);
    expect(messageOf(aLeadPayload({ current_residence: { postcode: undefined } }))).toBe(LEAD_MESSAGES.invalidPostcode);
    expect(messageOf(aLeadPayload({ current_residence: { postcode: 'ZZ99 9ZZ' } }))).toBe(LEAD_MESSAGES.invalidPostcode);
    expect(messageOf(aLeadPayload({ applicant: { birth_date: '2008-01-16' } }))).toBe(LEAD_MESSAGES.underAge);
    expect(messageOf(aLeadPayload({ applicant: { birth_date: 'sometime' } }))).toBe(LEAD_MESSAGES.invalidBirthDate);
    expect(messageOf(aLeadPayload({ applicant: { birth_date: undefined } }))).toBe(LEAD_MESSAGES.invalidBirthDate);
    expect(messageOf(aLeadPayload({ applicant: { birth_date: '2027-01-01' } }))).toBe(LEAD_MESSAGES.invalidBirthDate);
    expect(messageOf(aLeadPayload({ applicant: { email: 'sam.patel@' } }))).toBe(LEAD_MESSAGES.invalidEmail);
    expect(messageOf(aLeadPayload({ additional: { credit_check_consent: 'no' } }))).toBe(LEAD_MESSAGES.noCreditConsent);
    expect(messageOf(aLeadPayload({ additional: { credit_check_consent: true } }))).toBe(LEAD_MESSAGES.noCreditConsent);
    expect(messageOf(aLeadPayload({ lead_buy_price: '10.01' }))).toBe(LEAD_MESSAGES.invalidPrice);
    expect(messageOf(aLeadPayload({ lead_buy_price: '0.00' }))).toBe(LEAD_MESSAGES.invalidPrice);
    expect(messageOf(aLeadPayload({ lead_buy_price: '0.605' }))).toBe(LEAD_MESSAGES.invalidPrice);
    expect(messageOf(aLeadPayload({ loan: { term: 'a year' } }))).toBe(LEAD_MESSAGES.invalidLoan);
    expect(messageOf(aLeadPayload({ loan: { amount: -5 } }))).toBe(LEAD_MESSAGES.invalidLoan);
    expect(messageOf(aLeadPayload({ bank: { account_number: '1234567' } }))).toBe(LEAD_MESSAGES.invalidBankDetails);
    expect(messageOf(aLeadPayload({ bank: { sort_code: '60-16-1' } }))).toBe(LEAD_MESSAGES.invalidBankDetails);
  });

  it('takes consent "yes" in any case and the price as pounds in any usual form', () => {
    expect(messageOf(aLeadPayload({ additional: { credit_check_consent: ' YES ' } }))).toBe('accepted');
    for (const price of [0.6, '0.6', '0.60', '£2.50', 10, '10.00', 0.01]) expect(messageOf(aLeadPayload({ lead_buy_price: price })), String(price)).toBe('accepted');
    expect(factsOf(aLeadPayload({ lead_buy_price: 1.2 }), TODAY, postcodes).pricePence).toBe(120);
  });

  it('needs no bank details, but checks those sent', () => {
    expect(messageOf(aLeadPayload({ bank: null }))).toBe('accepted');
    expect(messageOf(aLeadPayload({ bank: { account_number: '', sort_code: '' } }))).toBe('accepted');
    expect(messageOf(aLeadPayload({ bank: { account_number: '3192 6819', sort_code: '601613' } }))).toBe('accepted');
  });
});

describe('income boundaries (at least £2,000 a month)', () => {
  it('accepts exactly when the income is at least 200,000 pence, however it is written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom('number', 'decimal', 'pounds-sign', 'commas'),
        (pence, style) => {
          const pounds = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
          const written =
            style === 'number' ? pence / 100 : style === 'decimal' ? pounds : style === 'pounds-sign' ? `£${pounds}` : `£${Math.floor(pence / 100).toLocaleString('en-GB')}.${String(pence % 100).padStart(2, '0')}`;
          expect(parseAmount(written)).toBe(pence);
          const decision = judge(aLeadPayload({ employment: { monthly_income: written } }));
          expect(decision.accepted).toBe(pence >= 200_000);
          if (!decision.accepted) expect(decision.message).toBe('Lead does not meet minimum income requirements');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('sits exactly on the boundary', () => {
    for (const [income, ok] of [[2000, true], ['2000', true], ['2,000.00', true], [1999.99, false], ['1999.99', false], [2000.01, true], [0, false]] as const) {
      expect(judge(aLeadPayload({ employment: { monthly_income: income } })).accepted, String(income)).toBe(ok);
    }
  });
});

describe('ages on the day (18 or over)', () => {
  /** The London day the lead arrives and a birth date `years` years and `shift` days before it. */
  const birthYearsAgo = (today: CalendarDate, years: number): CalendarDate => {
    const year = today.year - years;
    return { year, month: today.month, day: Math.min(today.day, daysInCalendarMonth(year, today.month)) };
  };
  const anyDay = fc
    .record({ year: fc.integer({ min: 2020, max: 2060 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map((d) => ({ ...d, day: Math.min(d.day, daysInCalendarMonth(d.year, d.month)) }));

  it('accepts an applicant on their 18th birthday and refuses them the day before', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const birth = birthYearsAgo(today, 18);
        // A leap-day birth whose 18th birthday is in a common year: the birthday is 1 March.
        if (today.month === 2 && today.day === 28 && birth.day === 28 && isLeapYear(birth.year)) return;
        expect(judge(aLeadPayload({ applicant: { birth_date: formatCalendarDate(birth) } }), today).accepted).toBe(true);
        const dayAfterBirth = addCalendarDays(birth, 1);
        expect(messageOf(aLeadPayload({ applicant: { birth_date: formatCalendarDate(dayAfterBirth) } }), today)).toBe(LEAD_MESSAGES.underAge);
      }),
      { numRuns: 1000 },
    );
  });

  it('a leap-day baby is bought from 1 March of their 18th year, not on 28 February', () => {
    const lead = aLeadPayload({ applicant: { birth_date: '2008-02-29' } });
    expect(messageOf(lead, { year: 2026, month: 2, day: 28 })).toBe(LEAD_MESSAGES.underAge);
    expect(messageOf(lead, { year: 2026, month: 3, day: 1 })).toBe('accepted');
    expect(messageOf(aLeadPayload({ applicant: { birth_date: '29/02/2008' } }), { year: 2026, month: 3, day: 1 })).toBe('accepted');
  });

  it('a leap-year day: born 29 February 2012, 18 on 29 February 2030? No: 2030 is common, so 1 March', () => {
    expect(messageOf(aLeadPayload({ applicant: { birth_date: '2012-02-29' } }), { year: 2030, month: 3, day: 1 })).toBe('accepted');
    expect(messageOf(aLeadPayload({ applicant: { birth_date: '2012-02-28' } }), { year: 2030, month: 2, day: 28 })).toBe('accepted');
  });
});

describe('postcodes', () => {
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  const inward = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(...letters), fc.constantFrom(...letters)).map(([d, a, b]) => `${d}${a}${b}`);
  const district = fc.constantFrom(...TEST_DISTRICTS.map((d) => d.outward), 'BT1', 'BT48');
  const spacing = fc.constantFrom('', ' ', '  ');
  const casing = fc.constantFrom((s: string) => s, (s: string) => s.toLowerCase());

  it('accepts a full postcode of a known district (or Northern Ireland) in any case and spacing', () => {
    fc.assert(
      fc.property(district, inward, spacing, casing, (outward, inCode, space, caseOf) => {
        const written = caseOf(`${outward}${space}${inCode}`);
        expect(judge(aLeadPayload({ current_residence: { postcode: written } })).accepted, written).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses outward codes alone, unknown districts and anything that is not a postcode', () => {
    fc.assert(
      fc.property(fc.oneof(district, fc.string({ maxLength: 12 }), fc.constantFrom('ZZ1 1AA', 'AB1 1AA', 'SW1A 1A', 'SW1A1AAA', 'M1 1CI')), (written) => {
        const decision = judge(aLeadPayload({ current_residence: { postcode: written } }));
        expect(decision.accepted, written).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('bank details, pay day and identities', () => {
  it('checks the form of account numbers and sort codes', () => {
    expect(checkBankDetails({ account_number: '31926819', sort_code: '60-16-13' })).toBe('valid');
    expect(checkBankDetails({ account_number: 31926819 })).toBe('valid');
    expect(checkBankDetails({})).toBe('absent');
    expect(checkBankDetails(null)).toBe('absent');
    for (const bad of [{ account_number: '319268190' }, { account_number: 'ABCDEFGH' }, { sort_code: '60-16' }, { sort_code: '60/16/13' }]) expect(checkBankDetails(bad)).toBe('invalid');
  });

  it('keeps only masked forms: the last four digits of the account, the last two of the sort code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{6}$/), (account, sort) => {
        const masked = maskBankDetails({ account_number: account, sort_code: `${sort.slice(0, 2)}-${sort.slice(2, 4)}-${sort.slice(4)}` })!;
        expect(masked).toEqual({ accountNumber: `****${account.slice(-4)}`, sortCode: `**-**-${sort.slice(-2)}` });
        expect(JSON.stringify(masked)).not.toContain(account);
        expect(JSON.stringify(masked).replace(/\D/g, '')).not.toContain(sort);
      }),
    );
    expect(maskBankDetails(null)).toBeNull();
  });

  it('offers the day of the month of next_pay_date as the pay day, else the 1st', () => {
    expect(payDayOf(aLeadPayload({ employment: { next_pay_date: '2026-01-28' } }))).toBe(28);
    expect(payDayOf(aLeadPayload({ employment: { next_pay_date: '31/01/2026' } }))).toBe(31);
    expect(payDayOf(aLeadPayload({ employment: { next_pay_date: undefined } }))).toBe(1);
    expect(payDayOf(aLeadPayload({ employment: { next_pay_date: 'Friday' } }))).toBe(1);
  });

  it('recognises the same applicant by email in any case and mobile in any UK form', () => {
    expect(normalisePhone('+44 7700 900123')).toBe('07700900123');
    expect(normalisePhone('0044 7700 900123')).toBe('07700900123');
    expect(normalisePhone('07700-900-123')).toBe('07700900123');
    expect(applicantIdentities({ email: ' Sam@Example.com ', cellPhone: '+447700900123' })).toEqual(['email:sam@example.com', 'mobile:07700900123']);
  });
});
