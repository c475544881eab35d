import type { Allergen } from './ingredient';

/** What each allergy option of the screens rules out, in terms of the 14 allergens. */
export const ALLERGY_TO_ALLERGENS: Readonly<Record<string, readonly Allergen[]>> = {
  nuts: ['tree-nuts', 'peanuts'],
  'tree-nuts': ['tree-nuts'],
  'tree nuts': ['tree-nuts'],
  peanuts: ['peanuts'],
  shellfish: ['crustaceans', 'molluscs'],
  crustaceans: ['crustaceans'],
  molluscs: ['molluscs'],
  fish: ['fish'],
  eggs: ['eggs'],
  dairy: ['milk'],
  milk: ['milk'],
  soy: ['soya'],
  soya: ['soya'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  'wheat/gluten': ['gluten'],
  sesame: ['sesame'],
  celery: ['celery'],
  mustard: ['mustard'],
  sulphites: ['sulphites'],
  lupin: ['lupin'],
};

/** The allergens an allergy label rules out; empty for a label we do not know. */
export const allergensFor = (label: string): readonly Allergen[] => ALLERGY_TO_ALLERGENS[label.trim().toLowerCase()] ?? [];
