/**
 * Who eats, and what each person needs a day, from UK references:
 * - Energy: SACN (2011) "Dietary Reference Values for Energy", estimated average requirements (EAR) by year of
 *   age and sex; a band's figure is the mean of the band's yearly EARs (and of both sexes when the sex is not
 *   given). An adult with no detail given: 2,000 kcal, the reference intake on UK food labels (Regulation (EU)
 *   1169/2011 Annex XIII as retained in UK law).
 * - Protein: reference nutrient intakes (RNI), COMA (1991) "Dietary Reference Values for Food Energy and
 *   Nutrients for the United Kingdom"; an adult with no detail given: 50 g, the label reference intake.
 * - Fibre: SACN (2015) "Carbohydrates and Health": 15 g at 2-5 years, 20 g at 5-11, 25 g at 11-16, 30 g from 16.
 * - Salt: the maximum of SACN (2003) "Salt and Health": 2 g at 1-3 years, 3 g at 4-6, 5 g at 7-10, 6 g from 11.
 * - Fruit and vegetables: at least 5 portions a day (NHS 5 A Day), 80 g each for an adult; a child's portion is
 *   what fits in their hand (we count 40 g at 1-3 and 60 g at 4-10).
 * - Free sugars: under 5 % of energy (SACN 2015), a soft aim.
 * These figures are public reference values, kept as data here so a reviewer reads them against their sources.
 */
import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import { parseAllergies } from '../accounts/profile-rules';
import { parseAvoids } from './avoids';

export const AGE_BANDS = ['1-3', '4-10', '11-14', '15-18', '19-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

export interface HouseholdMember {
  readonly ageBand: AgeBand;
  /** Given from 11 years; ignored below. */
  readonly sex?: Sex | null;
  /** What the household calls them ("Sam"), when it says. */
  readonly name?: string | null;
  /** Foods this person will not eat (avoid keys, planning/avoids.ts); shared meals honour them for everyone. */
  readonly avoids?: readonly string[];
  /** This person's allergies (the allergy options); shared meals honour them for everyone. */
  readonly allergies?: readonly string[];
}

export interface DailyTargets {
  readonly energyKcal: number;
  readonly proteinG: number;
  readonly fibreG: number;
  /** A maximum. */
  readonly saltMaxG: number;
  readonly fruitVegPortions: number;
  /** Grams of one fruit or vegetable portion for this person. */
  readonly portionG: number;
  /** A soft maximum: 5 % of energy at 4 kcal a gram. */
  readonly freeSugarsMaxG: number;
}

/** SACN 2011 EARs, kcal a day: the mean of each band's yearly figures (boys, girls). */
const ENERGY: Record<AgeBand, { male: number; female: number }> = {
  '1-3': { male: 980, female: 908 },
  '4-10': { male: 1673, female: 1564 },
  '11-14': { male: 2354, female: 2175 },
  '15-18': { male: 3006, female: 2432 },
  '19-64': { male: 2648, female: 2089 },
  '65+': { male: 2318, female: 1876 },
};
/** COMA 1991 RNIs, g a day (4-10: the mean of 4-6 and 7-10; 19-64: the mean of 19-50 and 50+ weighted by years). */
const PROTEIN: Record<AgeBand, { male: number; female: number }> = {
  '1-3': { male: 14.5, female: 14.5 },
  '4-10': { male: 24, female: 24 },
  '11-14': { male: 42.1, female: 41.2 },
  '15-18': { male: 55.2, female: 45 },
  '19-64': { male: 55, female: 45.3 },
  '65+': { male: 53.3, female: 46.5 },
};
const FIBRE: Record<AgeBand, number> = { '1-3': 15, '4-10': 20, '11-14': 25, '15-18': 30, '19-64': 30, '65+': 30 };
/** 4-10 spans SACN's 3 g (4-6) and 5 g (7-10): the band's mean, 4 g. */
const SALT_MAX: Record<AgeBand, number> = { '1-3': 2, '4-10': 4, '11-14': 6, '15-18': 6, '19-64': 6, '65+': 6 };
const PORTION_G: Record<AgeBand, number> = { '1-3': 40, '4-10': 60, '11-14': 80, '15-18': 80, '19-64': 80, '65+': 80 };

/** The adult of UK food labels: a person of whom nothing else is known. */
export const REFERENCE_ADULT: DailyTargets = {
  energyKcal: 2000,
  proteinG: 50,
  fibreG: 30,
  saltMaxG: 6,
  fruitVegPortions: 5,
  portionG: 80,
  freeSugarsMaxG: 25,
};

const bySex = (table: { male: number; female: number }, sex: Sex | null | undefined) => (sex ? table[sex] : (table.male + table.female) / 2);

export function targetsFor(member: HouseholdMember | null): DailyTargets {
  if (!member) return REFERENCE_ADULT;
  const sex = member.ageBand === '1-3' || member.ageBand === '4-10' ? null : (member.sex ?? null);
  // An adult of working age with no sex given is the label's reference adult.
  if (member.ageBand === '19-64' && !sex) return REFERENCE_ADULT;
  const energyKcal = Math.round(bySex(ENERGY[member.ageBand], sex));
  return {
    energyKcal,
    proteinG: Math.round(bySex(PROTEIN[member.ageBand], sex) * 10) / 10,
    fibreG: FIBRE[member.ageBand],
    saltMaxG: SALT_MAX[member.ageBand],
    fruitVegPortions: 5,
    portionG: PORTION_G[member.ageBand],
    freeSugarsMaxG: Math.round((energyKcal * 0.05) / 4),
  };
}

/**
 * The household's needs as the planner sees them. Every meal is cooked in "adult portions" (a 2,000 kcal
 * reference adult's serving) and shared in proportion to each person's energy need, so the household eats
 * `portions` adult portions of each meal. Each person then meets their targets exactly when one adult
 * portion of the day's food meets `perPortion`: the strictest of the people's needs per 2,000 kcal.
 */
export interface HouseholdNeeds {
  readonly people: number;
  readonly members: readonly (HouseholdMember | null)[];
  readonly targets: readonly DailyTargets[];
  /** Adult portions cooked of every meal: the household's energy need over 2,000 kcal. */
  readonly portions: number;
  /** What one adult portion of a day's food must give (energy is the reference 2,000 kcal). */
  readonly perPortion: {
    readonly energyKcal: number;
    readonly proteinG: number;
    readonly fibreG: number;
    readonly saltMaxG: number;
    readonly fruitVegG: number;
    readonly freeSugarsMaxG: number;
  };
}

export function householdNeeds(size: number, members: readonly HouseholdMember[] = []): HouseholdNeeds {
  const people: Array<HouseholdMember | null> = Array.from({ length: size }, (_, i) => members[i] ?? null);
  const targets = people.map(targetsFor);
  const energy = targets.reduce((sum, t) => sum + t.energyKcal, 0);
  const ref = REFERENCE_ADULT.energyKcal;
  const per = (pick: (t: DailyTargets) => number) => Math.max(...targets.map((t) => (pick(t) * ref) / t.energyKcal));
  return {
    people: size,
    members: people,
    targets,
    portions: energy / ref,
    perPortion: {
      energyKcal: ref,
      proteinG: round1(per((t) => t.proteinG)),
      fibreG: round1(per((t) => t.fibreG)),
      saltMaxG: round1(Math.min(...targets.map((t) => (t.saltMaxG * ref) / t.energyKcal))),
      fruitVegG: Math.round(per((t) => t.fruitVegPortions * t.portionG)),
      freeSugarsMaxG: round1(ref * 0.05 / 4),
    },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Members as a profile sends them: at most the household's size, known bands and sexes. */
export function validateMembers(raw: unknown, householdSize: number | null): Result<HouseholdMember[], DomainError> {
  if (raw === null || raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return fail('VALIDATION', 'members must be a list of { ageBand, sex }', { field: 'members' });
  if (householdSize !== null && raw.length > householdSize) {
    return fail('VALIDATION', `members lists ${raw.length} people but the household has ${householdSize}`, { field: 'members' });
  }
  const out: HouseholdMember[] = [];
  for (const [i, m] of raw.entries()) {
    const band = (m as { ageBand?: unknown })?.ageBand;
    const sex = (m as { sex?: unknown })?.sex;
    if (typeof band !== 'string' || !(AGE_BANDS as readonly string[]).includes(band)) {
      return fail('VALIDATION', `members[${i}].ageBand must be one of ${AGE_BANDS.join(', ')}`, { field: 'members' });
    }
    if (sex !== undefined && sex !== null && !(SEXES as readonly unknown[]).includes(sex)) {
      return fail('VALIDATION', `members[${i}].sex must be female or male`, { field: 'members' });
    }
    const young = band === '1-3' || band === '4-10';
    const extra = memberExtras(m as Record<string, unknown>, i);
    if (!extra.ok) return extra;
    out.push({ ageBand: band as AgeBand, sex: young ? null : ((sex as Sex | null | undefined) ?? null), ...extra.value });
  }
  return ok(out);
}

/** A member's name, avoids and allergies as sent (each optional). */
function memberExtras(m: Record<string, unknown>, i: number): Result<Pick<HouseholdMember, 'name' | 'avoids' | 'allergies'>, DomainError> {
  const out: { name?: string; avoids?: string[]; allergies?: string[] } = {};
  if (m.name !== undefined && m.name !== null && m.name !== '') {
    if (typeof m.name !== 'string' || m.name.trim().length > 40) return fail('VALIDATION', `members[${i}].name must be text of at most 40 characters`, { field: 'members' });
    out.name = m.name.trim();
  }
  if (m.avoids !== undefined && m.avoids !== null) {
    const avoids = parseAvoids(m.avoids, `members[${i}].avoids`);
    if (!avoids.ok) return fail('VALIDATION', avoids.error.message, { field: 'members' });
    if (avoids.value.length) out.avoids = avoids.value;
  }
  if (m.allergies !== undefined && m.allergies !== null) {
    const allergies = parseAllergies(m.allergies);
    if (!allergies.ok) return fail('VALIDATION', `members[${i}].allergies: ${allergies.error.message}`, { field: 'members' });
    if (allergies.value.length) out.allergies = allergies.value;
  }
  return ok(out);
}
