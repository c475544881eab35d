/** A small catalogue (three ingredients at Aldi, one library recipe) and a draft, for the own-recipe use cases' tests. */
import type { Ingredient } from '../catalogue/ingredient';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CatalogueData } from '../catalogue/snapshot';
import { FixedClock } from './fixed-clock';
import { InMemoryCatalogueSource, InMemorySavedRecipeRepository } from './in-memory-catalogue';
import { InMemoryOwnRecipeRepository } from './in-memory-own-recipes';

const nutrition = { energyKcal: 200, proteinG: 10, carbohydrateG: 10, fatG: 10, fibreG: 1, sugarsG: 1, saltG: 0.1 };
const ing = (slug: string, name: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: 1, unitWeights: {}, nutrition, pack: { size: 500, unit: 'g' }, ...extra,
});
const data: CatalogueData = {
  ingredients: [ing('beef-mince', 'Beef mince', { contains: ['meat'] }), ing('onion', 'Onion', { unitWeights: { each: 150, medium: 150 } }), ing('cheddar', 'Cheddar', { allergens: ['milk'], contains: ['dairy'] })],
  products: ['beef-mince', 'onion', 'cheddar'].map((ingredient) => ({ ingredient, chain: 'Aldi', name: ingredient, packSize: 500, packUnit: 'g' as const, pricePence: 200, priceDate: '2025-01-01', source: 'test', estimate: true })),
  recipes: [{ id: 'library-one', name: 'Library one', description: '', cuisine: 'British', mealTypes: ['dinner'], role: 'main', difficulty: 'beginner', prepMinutes: 5, cookMinutes: 5, serves: 2, ingredients: [{ ingredient: 'onion', quantity: 1, unit: 'medium' }], steps: ['Cook.'] }],
};

/** The ports the own-recipe use cases take, over the small catalogue. */
export function ownRecipePorts() {
  const clock = new FixedClock();
  const repo = new InMemoryOwnRecipeRepository();
  const cache = new CatalogueCache(new InMemoryCatalogueSource(data), clock, repo);
  const saved = new InMemorySavedRecipeRepository();
  return { clock, repo, cache, saved };
}

export const ownRecipeDraft = { name: 'Cheesy mince', role: 'main' as const, serves: 2, lines: [{ text: '250g beef mince' }, { text: '1 onion' }, { text: '50g cheddar' }] };
