import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AGE_BANDS, REFERENCE_ADULT, householdNeeds, targetsFor, validateMembers } from './nutrition-targets';

describe('daily targets from UK references', () => {
  it('an adult of whom nothing is known is the label reference adult', () => {
    expect(targetsFor(null)).toEqual(REFERENCE_ADULT);
    expect(targetsFor({ ageBand: '19-64' })).toMatchObject({ energyKcal: 2000, proteinG: 50, fibreG: 30, saltMaxG: 6, fruitVegPortions: 5, portionG: 80 });
  });

  it('follows SACN and COMA by age and sex', () => {
    expect(targetsFor({ ageBand: '19-64', sex: 'male' })).toMatchObject({ energyKcal: 2648, proteinG: 55, fibreG: 30, saltMaxG: 6 });
    expect(targetsFor({ ageBand: '19-64', sex: 'female' })).toMatchObject({ energyKcal: 2089, proteinG: 45.3 });
    expect(targetsFor({ ageBand: '1-3' })).toMatchObject({ energyKcal: 944, proteinG: 14.5, fibreG: 15, saltMaxG: 2, portionG: 40 });
    expect(targetsFor({ ageBand: '4-10', sex: 'male' })).toEqual(targetsFor({ ageBand: '4-10' }));
    expect(targetsFor({ ageBand: '15-18', sex: 'male' }).energyKcal).toBeGreaterThan(targetsFor({ ageBand: '15-18', sex: 'female' }).energyKcal);
    expect(targetsFor({ ageBand: '65+', sex: 'female' })).toMatchObject({ energyKcal: 1876, proteinG: 46.5, saltMaxG: 6 });
    // Free sugars: under 5 % of energy at 4 kcal a gram.
    expect(targetsFor({ ageBand: '19-64' }).freeSugarsMaxG).toBe(25);
  });

  it("an adult portion asks for the strictest of the people's needs per 2,000 kcal", () => {
    const family = householdNeeds(4, [{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '1-3' }, { ageBand: '11-14', sex: 'female' }]);
    expect(family.portions).toBeCloseTo((2089 + 2648 + 944 + 2175) / 2000, 6);
    // The toddler's 2 g of salt in 944 kcal is the strictest: 4.2 g per 2,000 kcal.
    expect(family.perPortion.saltMaxG).toBeCloseTo(4.2, 1);
    // The toddler's 15 g of fibre in 944 kcal asks more per kcal than the adults' 30 g.
    expect(family.perPortion.fibreG).toBeCloseTo(31.8, 1);
    expect(householdNeeds(2).portions).toBe(2);
  });

  it('property: eating their energy share of food that meets the per-portion needs meets every person\'s targets', () => {
    const member = fc.record({ ageBand: fc.constantFrom(...AGE_BANDS), sex: fc.constantFrom('female' as const, 'male' as const, null) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(member, { maxLength: 8 }), (size, members) => {
        const needs = householdNeeds(size, members.slice(0, size));
        needs.targets.forEach((t) => {
          const share = t.energyKcal / 2000;
          expect(needs.perPortion.proteinG * share).toBeGreaterThanOrEqual(t.proteinG - 0.1);
          expect(needs.perPortion.fibreG * share).toBeGreaterThanOrEqual(t.fibreG - 0.1);
          expect(needs.perPortion.saltMaxG * share).toBeLessThanOrEqual(t.saltMaxG + 0.1);
          expect(needs.perPortion.fruitVegG * share).toBeGreaterThanOrEqual(t.fruitVegPortions * t.portionG - 1);
        });
        expect(needs.portions * 2000).toBeCloseTo(needs.targets.reduce((s, t) => s + t.energyKcal, 0), 6);
      }),
    );
  });

  it('refuses members beyond the household size, unknown bands and sexes, naming the field', () => {
    expect(validateMembers([{ ageBand: '19-64' }, { ageBand: '4-10', sex: 'female' }], 2)).toEqual({ ok: true, value: [{ ageBand: '19-64', sex: null }, { ageBand: '4-10', sex: null }] });
    for (const bad of [[{ ageBand: '19-64' }, { ageBand: '19-64' }, { ageBand: '19-64' }], [{ ageBand: 'adult' }], [{ ageBand: '65+', sex: 'x' }], 'two', [null]]) {
      const result = validateMembers(bad, 2);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.field).toBe('members');
    }
  });
});
