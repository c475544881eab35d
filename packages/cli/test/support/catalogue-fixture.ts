import type { CatalogueFiles } from '@larder/adapters-db/catalogue-seed';

const n = (energyKcal: number, proteinG: number, carbohydrateG: number, fatG: number, saltG = 0) => ({
  energyKcal, proteinG, carbohydrateG, fatG, fibreG: 1, sugarsG: 1, saltG,
});
const ingredient = (slug: string, name: string, aisle: string, extra: Record<string, unknown> = {}) => ({
  slug, name, aisle, allergens: [] as string[], contains: [] as string[], perishable: false, density: null, unitWeights: {}, nutrition: n(100, 5, 10, 2), pack: { size: 1000, unit: 'g' }, ...extra,
});
const product = (ingredient: string, chain: string, pricePence: number, packSize = 1000) => ({
  ingredient, chain, name: `${ingredient} ${packSize}g`, packSize, packUnit: 'g', pricePence, priceDate: '2025-01-01', source: 'test fixture', estimate: true,
});

/** A small, known catalogue for the HTTP tests (the real one is checked by the data-quality test). */
export function catalogueFixture(hash = 'fixture-1'): CatalogueFiles {
  return {
    contentHash: hash,
    ingredients: [
      ingredient('spaghetti', 'Spaghetti', 'Pantry Items', { allergens: ['gluten'], nutrition: n(356, 12, 72, 1.5) }),
      ingredient('tinned-tomatoes', 'Chopped tomatoes', 'Tins & Jars', { nutrition: n(20, 1, 3, 0.1, 0.1), pack: { size: 400, unit: 'g' } }),
      ingredient('onion', 'Onion', 'Fresh Produce', { perishable: true, unitWeights: { medium: 110 }, nutrition: n(40, 1, 9, 0.1) }),
      ingredient('beef-mince', 'Beef mince', 'Meat & Poultry', { contains: ['meat'], perishable: true, nutrition: n(250, 17, 0, 20, 0.2), pack: { size: 500, unit: 'g' } }),
      ingredient('cheddar', 'Cheddar', 'Dairy & Eggs', { allergens: ['milk'], contains: ['dairy'], nutrition: n(416, 25, 0.1, 35, 1.8), pack: { size: 400, unit: 'g' } }),
      ingredient('olive-oil', 'Olive oil', 'Pantry Items', { density: 0.92, nutrition: n(884, 0, 0, 100), pack: { size: 500, unit: 'ml' } }),
      ingredient('porridge-oats', 'Porridge oats', 'Pantry Items', { allergens: ['gluten'], nutrition: n(375, 11, 60, 8) }),
      ingredient('milk', 'Semi-skimmed milk', 'Dairy & Eggs', { allergens: ['milk'], contains: ['dairy'], density: 1.03, perishable: true, nutrition: n(46, 3.5, 4.7, 1.7, 0.1), pack: { size: 2272, unit: 'ml' } }),
    ],
    products: ['Aldi', 'Tesco'].flatMap((chain, i) => [
      product('spaghetti', chain, 75 + i * 20, 500),
      product('tinned-tomatoes', chain, 45 + i * 10, 400),
      product('onion', chain, 99 + i * 20),
      product('beef-mince', chain, 250 + i * 60, 500),
      product('cheddar', chain, 219 + i * 40, 400),
      { ...product('olive-oil', chain, 399 + i * 50, 500), packUnit: 'ml' },
      product('porridge-oats', chain, 89 + i * 20),
      { ...product('milk', chain, 145 + i * 10, 2272), packUnit: 'ml' },
    ]),
    recipes: [
      {
        id: 'spaghetti-bolognese', name: 'Spaghetti bolognese', description: 'A family favourite.', cuisine: 'Italian', mealTypes: ['dinner'], role: 'main', difficulty: 'intermediate',
        prepMinutes: 10, cookMinutes: 35, serves: 4,
        ingredients: [
          { ingredient: 'spaghetti', quantity: 400, unit: 'g' },
          { ingredient: 'beef-mince', quantity: 500, unit: 'g' },
          { ingredient: 'tinned-tomatoes', quantity: 800, unit: 'g' },
          { ingredient: 'onion', quantity: 1, unit: 'medium', notes: 'chopped' },
          { ingredient: 'olive-oil', quantity: 1, unit: 'tbsp' },
        ],
        steps: ['Soften the onion in the oil.', 'Brown the mince.', 'Add the tomatoes and simmer 25 minutes.', 'Cook the spaghetti and serve.'],
      },
      {
        id: 'tomato-pasta', name: 'Tomato and cheese pasta', description: 'Quick and cheap.', cuisine: 'Italian', mealTypes: ['lunch', 'dinner'], role: 'main', difficulty: 'beginner',
        prepMinutes: 5, cookMinutes: 15, serves: 2,
        ingredients: [
          { ingredient: 'spaghetti', quantity: 200, unit: 'g' },
          { ingredient: 'tinned-tomatoes', quantity: 400, unit: 'g' },
          { ingredient: 'cheddar', quantity: 50, unit: 'g' },
        ],
        steps: ['Boil the pasta.', 'Warm the tomatoes.', 'Toss together with the cheese.'],
      },
      {
        id: 'porridge', name: 'Porridge', description: 'A warm breakfast.', cuisine: 'British', mealTypes: ['breakfast'], role: 'breakfast', difficulty: 'beginner',
        prepMinutes: 2, cookMinutes: 5, serves: 2,
        ingredients: [
          { ingredient: 'porridge-oats', quantity: 80, unit: 'g' },
          { ingredient: 'milk', quantity: 500, unit: 'ml' },
        ],
        steps: ['Put the oats and milk in a pan.', 'Simmer, stirring, for 5 minutes.', 'Serve hot.'],
      },
    ],
  };
}
