import { describe, expect, it } from 'vitest';
import {
  expiryYears,
  groupCardNumber,
  inAppBody,
  longDate,
  testPageBody,
  testPageFormComplete,
  validateInAppForm,
  type InAppFormValues,
} from '../src/features/subscription/utils/subscription-form';
import { cancelRequestFrom } from '../src/features/cancel-subscription/components/cancel-subscription-page';

const valid: InAppFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  amount: '19.99',
  billingDay: '15',
  holderName: 'Ada Lovelace',
  cardNumber: '4000 0111 8013 8710',
  expiryMonth: '12',
  expiryYear: '2030',
  cvv: '123',
};

describe('the in-app subscription form (document 001 section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateInAppForm(valid)).toEqual({});
  });

  it('gives each rule its exact message', () => {
    expect(
      validateInAppForm({ firstName: 'A', lastName: ' B ', amount: '0.5', billingDay: '32', holderName: 'X', cardNumber: '4000 0111', expiryMonth: '', expiryYear: '', cvv: '12' }),
    ).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      amount: 'Amount must be between £1 and £100',
      billingDay: 'Billing day must be between 1 and 31',
      cardNumber: 'Card number must be at least 13 digits',
      expiryMonth: 'Expiry month required',
      expiryYear: 'Expiry year required',
      cvv: 'CVV must be at least 3 digits',
      holderName: 'Cardholder name required',
    });
    expect(validateInAppForm({ ...valid, cardNumber: '4'.repeat(20), cvv: '12345', amount: '100.01' })).toEqual({
      cardNumber: 'Card number too long',
      cvv: 'CVV too long',
      amount: 'Amount must be between £1 and £100',
    });
    expect(validateInAppForm({ ...valid, amount: '1', billingDay: '1' })).toEqual({});
    expect(validateInAppForm({ ...valid, amount: '100', billingDay: '31' })).toEqual({});
  });

  it('groups the card number in fours and strips the spaces before sending', () => {
    expect(groupCardNumber('4000a0111-8013 8710')).toBe('4000 0111 8013 8710');
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(inAppBody(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      amount: 19.99,
      billingDay: 15,
      cardDetails: { holderName: 'Ada Lovelace', number: '4000011180138710', expiryMonth: 12, expiryYear: 2030, cvv: '123' },
    });
  });

  it('offers the next 20 years on the in-app form and 11 on the test page', () => {
    const now = new Date('2026-11-21T08:00:00Z');
    expect(expiryYears(20, now)).toHaveLength(20);
    expect(expiryYears(20, now)[0]).toBe('2026');
    expect(expiryYears(11, now).at(-1)).toBe('2036');
  });
});

describe('the Acquired test page form', () => {
  const values = { payDay: '7', holderName: 'Ada Lovelace', cardNumber: '4000 0167 4639 4707', expiryMonth: '03', expiryYear: '2031', cvv: '999' };

  it('is complete only when every field is filled', () => {
    expect(testPageFormComplete(values)).toBe(true);
    for (const key of Object.keys(values) as Array<keyof typeof values>) expect(testPageFormComplete({ ...values, [key]: '' })).toBe(false);
  });

  it('sends the household, snake-case card data, pence and payDay', () => {
    expect(testPageBody(values, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }, 1999)).toEqual({
      customerData: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      cardData: { holder_name: 'Ada Lovelace', number: '4000016746394707', expiry_month: '03', expiry_year: '2031', cvv: '999' },
      amount: 1999,
      payDay: 7,
    });
  });
});

describe('dates and the public cancellation', () => {
  it('writes dates in full, en-GB', () => {
    expect(longDate('2026-12-01')).toBe('1 December 2026');
    expect(longDate(null)).toBe('-');
    expect(longDate('nonsense')).toBe('-');
  });

  it('trims, lower-cases the email, upper-cases the postcode, and waits for every field', () => {
    const v = { email: '  Ada@Example.COM ', firstName: ' Ada ', lastName: ' Lovelace', postcode: ' sw1a 1aa ' };
    expect(cancelRequestFrom('email', v)).toEqual({ method: 'email', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(cancelRequestFrom('details', v)).toEqual({ method: 'details', firstName: 'Ada', lastName: 'Lovelace', postcode: 'SW1A 1AA' });
    expect(cancelRequestFrom('email', { ...v, email: '   ' })).toBeNull();
    expect(cancelRequestFrom('details', { ...v, lastName: ' ' })).toBeNull();
  });
});
