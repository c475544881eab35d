import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { EMPTY_PROFILE, type HouseholdProfile } from '@larder/domain/accounts/user';
import { EXTRAS, buildOptions } from '@larder/domain/planning/meal-options';
import { AGE_BANDS } from '@larder/domain/planning/nutrition-targets';
import { type PlanRequest, requestFromProfile } from '@larder/domain/planning/plan-request';
import { Planner } from '@larder/domain/planning/planner';
import { pence } from '@larder/domain/shared/money';

/**
 * Issue 31: a household with a peanut or a tree-nut allergy (its own, or one member's) is never given a nut extra
 * (peanut butter on toast, a handful of peanuts or cashews): a peanut allergy does not make tree nuts safe to add
 * unasked. Checked from the catalogue's own allergen flags of each extra's ingredients, on the shipped library.
 */
let snapshot: CatalogueSnapshot;
let planner: Planner;
beforeAll(() => {
  snapshot = new CatalogueSnapshot(catalogueDataFromFiles(readCatalogueFiles()!));
  planner = new Planner(snapshot);
});

const NUTS = new Set(['peanuts', 'tree-nuts']);
/** The extras (by name) one of whose ingredients the catalogue flags as a peanut or a tree nut. */
const nutExtraNames = () =>
  new Set(EXTRAS.filter((e) => e.lines.some((l) => (snapshot.ingredient(l.ingredient)?.allergens ?? []).some((a) => NUTS.has(a)))).map((e) => e.name));

const base: PlanRequest = {
  householdSize: 2, members: [], weeklyBudgetPence: 9000, skill: 'advanced', diets: [], allergies: [], cuisines: [],
  mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1, leftovers: true,
};

describe('nut extras and nut allergies', () => {
  it('the extras hold nut foods (peanut butter on toast, peanuts, cashews), offered to a household without a nut allergy', () => {
    const nutty = nutExtraNames();
    expect([...nutty].sort()).toEqual(expect.arrayContaining(['A handful of cashews', 'A handful of peanuts', 'Peanut butter on toast']));
    const offered = buildOptions(snapshot, base).extras.map((e) => e.name);
    expect(offered.filter((n) => nutty.has(n)).length).toBeGreaterThan(0);
  });

  for (const allergies of [['Peanuts'], ['Tree nuts'], ['Peanuts', 'Tree nuts'], ['Nuts'], ['peanuts', 'Sesame']]) {
    it(`offers no nut extra to a household allergic to ${allergies.join(' and ')}`, () => {
      const nutty = nutExtraNames();
      const offered = buildOptions(snapshot, { ...base, allergies }).extras.map((e) => e.name);
      expect(offered.filter((n) => nutty.has(n))).toEqual([]);
      // Everything else is still offered: the rule leaves out nuts, not food.
      expect(offered.length).toBeGreaterThan(10);
    });
  }

  it('a member\'s peanut allergy is the household\'s rule for extras', () => {
    const profile: HouseholdProfile = {
      ...EMPTY_PROFILE, householdSize: 3, weeklyBudget: pence(9000), cookingSkill: 'advanced',
      members: [{ ageBand: '19-64', sex: 'female' }, { ageBand: '19-64', sex: 'male' }, { ageBand: '4-10', name: 'Sam', allergies: ['Peanuts'] }] as HouseholdProfile['members'],
    };
    const request = requestFromProfile(profile, { days: 7, chain: 'Aldi', seed: 3 });
    expect(request.allergies).toEqual(['Peanuts']);
    const nutty = nutExtraNames();
    expect(buildOptions(snapshot, request).extras.filter((e) => nutty.has(e.name))).toEqual([]);
  });

  it('no plan for a household with a peanut or tree-nut allergy (its own or a member\'s) serves a nut extra or a nut dish (property)', () => {
    const nutty = nutExtraNames();
    let served = 0;
    fc.assert(
      fc.property(
        fc.record({
          size: fc.integer({ min: 1, max: 5 }),
          nut: fc.constantFrom('Peanuts', 'Tree nuts', 'Nuts'),
          whose: fc.constantFrom('household', 'member'),
          other: fc.subarray(['Eggs', 'Sesame', 'Fish'], { maxLength: 1 }),
          perPerson: fc.integer({ min: 2500, max: 9000 }),
          chain: fc.constantFrom('Aldi', 'Tesco', 'Lidl'),
          seed: fc.integer({ min: 1, max: 1e6 }),
          band: fc.constantFrom(...AGE_BANDS),
        }),
        (h) => {
          const members = Array.from({ length: h.size }, (_, i) => ({
            ageBand: i === 0 ? h.band : '19-64', sex: 'female', ...(i === 0 && h.whose === 'member' ? { allergies: [h.nut] } : {}),
          })) as HouseholdProfile['members'];
          const profile: HouseholdProfile = {
            ...EMPTY_PROFILE, householdSize: h.size, weeklyBudget: pence(h.perPerson * h.size), cookingSkill: 'advanced', members,
            allergies: h.whose === 'household' ? [h.nut, ...h.other] : h.other,
          };
          const result = planner.plan(requestFromProfile(profile, { days: 7, chain: h.chain, seed: h.seed }));
          if (!result.ok) return;
          for (const meal of result.value.meals) {
            for (const side of meal.sides) if (side.kind !== 'side') expect(nutty.has(side.name), side.name).toBe(false);
            const allergens = snapshot.recipe(meal.recipeId)!.facts.allergens;
            const banned = h.nut === 'Peanuts' ? ['peanuts'] : h.nut === 'Tree nuts' ? ['tree-nuts'] : ['peanuts', 'tree-nuts'];
            expect(allergens.filter((a) => banned.includes(a))).toEqual([]);
          }
          served += 1;
        },
      ),
      { numRuns: 25, seed: 31 },
    );
    expect(served).toBeGreaterThan(10);
  });
});
