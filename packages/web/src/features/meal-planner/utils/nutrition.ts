import type { TMealPlan } from '@larder/contract/meal-plans';

type Nutrition = TMealPlan['nutritionPerPersonPerDay'];

/** UK reference intakes for an average adult (Regulation (EU) 1169/2011 as retained in UK law). */
export const REFERENCE_INTAKES = {
  energyKcal: 2000,
  proteinG: 50,
  carbohydrateG: 260,
  sugarsG: 90,
  fatG: 70,
  fibreG: 30,
  saltG: 6,
} as const;

/** Salt on UK labels is sodium x 2.5: 2,400 mg of sodium is 6 g of salt. */
export const sodiumMgToSaltG = (sodiumMg: number): number => (sodiumMg * 2.5) / 1000;

export interface NutrientRow {
  key: string;
  label: string;
  value: number;
  unit: 'kcal' | 'g';
  reference: number;
  /** Share of the reference intake, rounded to a whole percent. */
  percent: number;
  /** Intakes to keep under (fat, sugars, salt) rather than to reach. */
  limit: boolean;
  /** A sub-line (of which sugars). */
  indent?: boolean;
}

/** value / reference as a whole percent; 0 when either is not a positive number. */
export function percentOfReference(value: number, reference: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference <= 0 || value <= 0) return 0;
  return Math.round((value / reference) * 100);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The plan's figures per person per day against the reference intakes, in label order. */
export function nutritionRows(n: Nutrition): NutrientRow[] {
  const ri = REFERENCE_INTAKES;
  const salt = round1(sodiumMgToSaltG(n.sodium));
  const row = (key: string, label: string, value: number, unit: 'kcal' | 'g', reference: number, limit: boolean, indent = false): NutrientRow => ({
    key,
    label,
    value: unit === 'kcal' ? Math.round(value) : round1(value),
    unit,
    reference,
    percent: percentOfReference(value, reference),
    limit,
    ...(indent ? { indent } : {}),
  });
  return [
    row('energy', 'Energy', n.calories, 'kcal', ri.energyKcal, false),
    row('protein', 'Protein', n.protein, 'g', ri.proteinG, false),
    row('carbohydrate', 'Carbohydrate', n.carbohydrates, 'g', ri.carbohydrateG, false),
    row('sugars', 'of which sugars', n.sugar, 'g', ri.sugarsG, true, true),
    row('fat', 'Fat', n.fat, 'g', ri.fatG, true),
    row('fibre', 'Fibre', n.fiber, 'g', ri.fibreG, false),
    { ...row('salt', 'Salt', salt, 'g', ri.saltG, true), percent: percentOfReference(n.sodium, 2400) },
  ];
}
