import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import type { Ingredient, PackUnit } from './ingredient';

/** Volumes of the spoon measures, in millilitres (UK metric spoons). */
export const SPOON_ML = { tsp: 5, tbsp: 15 } as const;

/** The grams a recipe quantity stands for: by weight, by volume through the ingredient's density, or by its counted unit weights. */
export function toGrams(quantity: number, unit: string, ingredient: Pick<Ingredient, 'slug' | 'density' | 'unitWeights'>): Result<number, DomainError> {
  if (!Number.isFinite(quantity) || quantity <= 0) return fail('VALIDATION', `Quantity of ${ingredient.slug} must be a positive number`, { field: 'quantity' });
  const u = unit.trim().toLowerCase();
  switch (u) {
    case 'g':
      return ok(quantity);
    case 'kg':
      return ok(quantity * 1000);
    case 'ml':
    case 'l':
    case 'tsp':
    case 'tbsp': {
      if (ingredient.density === null) return fail('VALIDATION', `${ingredient.slug} is not measured by volume (${unit})`, { field: 'unit' });
      const ml = u === 'ml' ? quantity : u === 'l' ? quantity * 1000 : quantity * SPOON_ML[u];
      return ok(ml * ingredient.density);
    }
    default: {
      const weight = ingredient.unitWeights[u];
      if (weight === undefined) return fail('VALIDATION', `${ingredient.slug} has no weight for "${unit}"`, { field: 'unit' });
      return ok(quantity * weight);
    }
  }
}

/** Grams in one pack of an ingredient. */
export function packGrams(ingredient: Pick<Ingredient, 'slug' | 'density' | 'unitWeights'>, pack: { size: number; unit: PackUnit }): Result<number, DomainError> {
  return toGrams(pack.size, pack.unit, ingredient);
}
