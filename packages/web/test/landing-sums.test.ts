import { describe, expect, it } from 'vitest';
import { PLAN } from '@larder/domain/billing/plan';
import { UK_AVERAGE_PER_PERSON } from '@larder/domain/accounts/household-options';
import { SURVEY_FAMILY_SIZE, surveyFigures } from '../src/lib/site-facts';

/** Issue 32: the landing page claims no saving; its money figures all come from the survey's £32.17 and the price. */
describe('the landing page sums come from one source', () => {
  it('£32.17 a person a week: £128.68 for a family of four, £6,691.36 a year; Larder £239.88 a year', () => {
    expect(UK_AVERAGE_PER_PERSON).toBe(3217);
    expect(SURVEY_FAMILY_SIZE).toBe(4);
    expect(surveyFigures(UK_AVERAGE_PER_PERSON, PLAN.pricePence)).toEqual({ perPersonWeeklyPence: 3217, familyWeeklyPence: 12868, familyYearlyPence: 669136, larderYearlyPence: 23988 });
  });

  it('the family figures are the person figure times the family, and the year 52 weeks of it, whatever the inputs', () => {
    for (const [perPerson, price, people] of [[3217, 1999, 4], [0, 0, 1], [4100, 499, 7], [99_999, 9_999, 10]] as const) {
      const f = surveyFigures(perPerson, price, people);
      expect(f.familyWeeklyPence).toBe(perPerson * people);
      expect(f.familyYearlyPence).toBe(f.familyWeeklyPence * 52);
      expect(f.larderYearlyPence).toBe(price * 12);
    }
  });
});
