/** A synthetic catalogue for planner tests (seeded; no real data): 40 ingredients, 120 recipes over every slot, two chains. */
import type { Allergen, DietFact, Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import type { MealType, Recipe } from '../catalogue/recipe';
import { type CatalogueData, CatalogueSnapshot } from '../catalogue/snapshot';
import { seededRandom } from '../planning/planner';

/** A synthetic library: 40 ingredients with assorted allergens and facts, 120 recipes over every slot. */
export function syntheticCatalogueData(seed: number): CatalogueData {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const allergenPool: Allergen[] = ['gluten', 'milk', 'eggs', 'fish', 'crustaceans', 'soya', 'sesame', 'tree-nuts', 'peanuts', 'celery', 'mustard'];
  const factPool: DietFact[][] = [[], [], [], ['meat'], ['poultry'], ['pork', 'meat'], ['fish'], ['shellfish'], ['dairy'], ['egg'], ['alcohol']];
  const ingredients: Ingredient[] = Array.from({ length: 40 }, (_, i) => ({
    slug: `i${i}`,
    name: `Ingredient ${i}`,
    aisle: 'Pantry Items',
    allergens: random() < 0.35 ? [pick(allergenPool)] : [],
    contains: pick(factPool),
    perishable: random() < 0.5,
    density: 1,
    unitWeights: {},
    nutrition: { energyKcal: Math.round(random() * 400), proteinG: 5, carbohydrateG: Math.round(random() * 60), fatG: 5, fibreG: 2, sugarsG: 3, saltG: 0.2 },
    pack: { size: 250 + Math.floor(random() * 4) * 250, unit: 'g' },
  }));
  const chains = ['Aldi', 'Tesco'];
  const products: Product[] = ingredients.flatMap((ing, i) =>
    chains.map((chain, c) => ({ ingredient: ing.slug, chain, name: ing.name, packSize: ing.pack.size, packUnit: 'g' as const, pricePence: 50 + ((i * 37) % 300) + c * 20, priceDate: '2025-01-01', source: 'synthetic estimate', estimate: true })),
  );
  const mealTypes: MealType[] = ['breakfast', 'lunch', 'dinner'];
  const recipes: Recipe[] = Array.from({ length: 120 }, (_, r) => ({
    id: `r${r}`,
    name: `Recipe ${r}`,
    description: 'synthetic',
    cuisine: pick(['British', 'Italian', 'Indian', 'Thai']),
    mealTypes: [mealTypes[r % 3]!, ...(random() < 0.2 ? [mealTypes[(r + 1) % 3]!] : [])],
    role: r % 3 === 0 ? ('breakfast' as const) : ('main' as const),
    difficulty: 'beginner',
    prepMinutes: 5 + Math.floor(random() * 30),
    cookMinutes: Math.floor(random() * 70),
    serves: pick([2, 4, 6]),
    ingredients: Array.from({ length: 2 + Math.floor(random() * 5) }, () => ({ ingredient: pick(ingredients).slug, quantity: 50 + Math.floor(random() * 400), unit: 'g' })),
    steps: ['a', 'b', 'c'],
  }));
  return { ingredients, products, recipes };
}

export const syntheticCatalogue = (seed: number): CatalogueSnapshot => new CatalogueSnapshot(syntheticCatalogueData(seed));
