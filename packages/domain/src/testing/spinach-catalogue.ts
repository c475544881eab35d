import type { Ingredient } from '../catalogue/ingredient';
import type { Recipe } from '../catalogue/recipe';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { syntheticCatalogueData } from './synthetic-catalogue';

/**
 * The synthetic library with spinach (perishable, 95p a 200 g bag) and, for each of its mains, the same dish with a
 * handful of spinach too: a recipe can always use it without giving up anything else. With `keepsDays`, every
 * recipe keeps that many days once cooked (for planned leftovers).
 */
export function syntheticWithSpinach(seed: number, keepsDays?: number): CatalogueSnapshot {
  const data = syntheticCatalogueData(seed);
  const nutrition = { energyKcal: 23, proteinG: 2.9, carbohydrateG: 1.6, fatG: 0.4, fibreG: 2.2, sugarsG: 0.4, saltG: 0.2 };
  const spinach: Ingredient = { ...data.ingredients[0]!, slug: 'spinach', name: 'Spinach', perishable: true, allergens: [], contains: [], pack: { size: 200, unit: 'g' }, nutrition };
  const products = ['Aldi', 'Tesco'].map((chain) => ({ ...data.products[0]!, ingredient: 'spinach', chain, name: 'Spinach', packSize: 200, packUnit: 'g' as const, pricePence: 95 }));
  const keeps = (r: Recipe): Recipe => (keepsDays === undefined ? r : { ...r, keepsDays });
  const variants: Recipe[] = data.recipes
    .filter((r) => r.role === 'main')
    .map((r) => keeps({ ...r, id: `${r.id}-spinach`, name: `${r.name} with spinach`, ingredients: [...r.ingredients, { ingredient: 'spinach', quantity: 25 * r.serves, unit: 'g' }] }));
  return new CatalogueSnapshot({ ingredients: [...data.ingredients, spinach], products: [...data.products, ...products], recipes: [...data.recipes.map(keeps), ...variants] });
}
