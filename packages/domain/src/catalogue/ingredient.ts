/** The 14 allergens UK food law names (Food Information Regulations 2014). */
export const ALLERGENS = [
  'celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'tree-nuts', 'peanuts', 'sesame', 'soya', 'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What an ingredient is made of, as far as diets care. */
/** `animal-rennet`: cheeses such as Parmigiano Reggiano, made with calf rennet (not vegetarian). */
/**
 * Paleo's facts: `grain` (cereals, corn and rice included, and all made from them), `legume` (beans, lentils, peas,
 * chickpeas, peanuts, soya) and `refined-sugar` (cane or beet sugar, and foods made largely of it; honey and maple
 * syrup are not refined).
 */
export const DIET_FACTS = [
  'meat', 'poultry', 'pork', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatine', 'alcohol', 'non-halal-meat', 'animal-rennet', 'grain', 'legume', 'refined-sugar',
] as const;
export type DietFact = (typeof DIET_FACTS)[number];

export const AISLES = [
  'Meat & Poultry', 'Fish & Seafood', 'Fresh Produce', 'Dairy & Eggs', 'Bakery', 'Pantry Items', 'Tins & Jars', 'Herbs & Spices', 'Frozen', 'Drinks',
] as const;
export type Aisle = (typeof AISLES)[number];

export type NutrientKey = 'energyKcal' | 'proteinG' | 'carbohydrateG' | 'fatG' | 'fibreG' | 'sugarsG' | 'saltG';
export const NUTRIENT_KEYS: readonly NutrientKey[] = ['energyKcal', 'proteinG', 'carbohydrateG', 'fatG', 'fibreG', 'sugarsG', 'saltG'];

/** Per 100 g; null where no source has the figure. */
export type Nutrition = Record<NutrientKey, number | null>;

export type PackUnit = 'g' | 'ml' | 'each';

export interface Ingredient {
  readonly slug: string;
  readonly name: string;
  readonly aisle: Aisle;
  readonly allergens: readonly Allergen[];
  readonly contains: readonly DietFact[];
  readonly perishable: boolean;
  /** Grams per millilitre, for what is measured by volume; null when it never is. */
  readonly density: number | null;
  /** Grams per counted unit ("medium", "clove", "each", ...). */
  readonly unitWeights: Readonly<Record<string, number>>;
  readonly nutrition: Nutrition;
  readonly pack: { readonly size: number; readonly unit: PackUnit };
}
