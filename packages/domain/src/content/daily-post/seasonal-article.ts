import type { Ingredient, NutrientKey } from '../../catalogue/ingredient';
import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import type { SeasonalVegetable } from './seasonal-produce';
import { type Article, byCheapest, cap, cheapest, clip, esc, HOW_WE_COUNT, money, MONTHS, priceNote, recipeTable, round1 } from './article-parts';

/* A seasonal vegetable, and recipes that use it. */

const usesIngredient = (view: RecipeView, slug: string) => view.recipe.ingredients.some((line) => line.ingredient === slug);

function pricePerKg(snapshot: CatalogueSnapshot, ingredient: Ingredient): Array<{ chain: string; perKg: number; pack: string; price: number }> {
  return snapshot
    .productsFor(ingredient.slug)
    .map((p) => {
      const grams = snapshot.packGrams(ingredient, p);
      return grams ? { chain: p.chain, perKg: (p.pricePence * 1000) / grams, pack: `${p.packSize}${p.packUnit === 'each' ? ' each' : p.packUnit}`, price: p.pricePence } : null;
    })
    .filter((x): x is { chain: string; perKg: number; pack: string; price: number } => x !== null)
    .sort((a, b) => a.perKg - b.perKg || a.chain.localeCompare(b.chain));
}

const NUTRIENT_LABELS: ReadonlyArray<[NutrientKey, string, string]> = [
  ['energyKcal', 'Energy', 'kcal'],
  ['proteinG', 'Protein', 'g'],
  ['carbohydrateG', 'Carbohydrate', 'g'],
  ['sugarsG', 'of which sugars', 'g'],
  ['fatG', 'Fat', 'g'],
  ['fibreG', 'Fibre', 'g'],
  ['saltG', 'Salt', 'g'],
];

export function seasonalArticle(snapshot: CatalogueSnapshot, day: Date, vegetable: SeasonalVegetable): Article | null {
  const ingredient = snapshot.ingredient(vegetable.slug);
  if (!ingredient) return null;
  const recipes = snapshot
    .allRecipes()
    .filter((v) => v.costs.length && usesIngredient(v, vegetable.slug))
    .sort((a, b) => Number(b.recipe.mealTypes.includes('dinner')) - Number(a.recipe.mealTypes.includes('dinner')) || byCheapest(a, b))
    .slice(0, 6);
  const prices = pricePerKg(snapshot, ingredient);
  if (recipes.length < 2 || !prices.length) return null;
  const month = MONTHS[day.getUTCMonth()]!;
  const name = cap(vegetable.plural);
  const known = NUTRIENT_LABELS.filter(([key]) => ingredient.nutrition[key] !== null);
  const html = [
    `<p>${esc(vegetable.season)} Here is what ${esc(vegetable.plural)} cost this month, what they give you, and ${recipes.length} of our recipes that use them.</p>`,
    `<h2 id="what-they-cost">What ${esc(vegetable.plural)} cost</h2>`,
    `<p>${esc(priceNote(snapshot))}</p>`,
    `<table><thead><tr><th scope="col">Supermarket</th><th scope="col">Pack</th><th scope="col">Price</th><th scope="col">Per kilo</th></tr></thead><tbody>${prices
      .map((p) => `<tr><td>${esc(p.chain)}</td><td>${esc(p.pack)}</td><td>${money(p.price)}</td><td>${money(p.perKg)}</td></tr>`)
      .join('')}</tbody></table>`,
    prices.length > 1 ? `<p>The same ${esc(ingredient.name.toLowerCase())} costs ${money(prices[prices.length - 1]!.perKg - prices[0]!.perKg)} a kilo more at ${esc(prices[prices.length - 1]!.chain)} than at ${esc(prices[0]!.chain)}.</p>` : '',
    ...(known.length
      ? [
          `<h2 id="what-they-give-you">What they give you</h2>`,
          `<p>Per 100 g of ${esc(ingredient.name.toLowerCase())}, from the UK composition tables:</p>`,
          `<ul>${known.map(([key, label, unit]) => `<li>${label}: ${round1(ingredient.nutrition[key]!)} ${unit}</li>`).join('')}</ul>`,
        ]
      : []),
    '<h2 id="choosing-and-storing">Choosing and storing</h2>',
    `<p>${esc(vegetable.choose)} ${esc(vegetable.store)}</p>`,
    '<h2 id="cooking">Cooking</h2>',
    `<p>${esc(vegetable.cook)}</p>`,
    `<h2 id="recipes">${recipes.length} recipes that use them</h2>`,
    recipeTable(recipes),
    HOW_WE_COUNT,
  ]
    .filter(Boolean)
    .join('\n');
  const cheapestRecipe = [...recipes].sort(byCheapest)[0]!;
  return {
    kind: 'seasonal',
    topic: `seasonal:${vegetable.slug}`,
    title: `In season in ${month}: ${vegetable.plural}, with ${recipes.length} recipes that use them`,
    excerpt: clip(`${vegetable.season} Prices at ${prices.length} supermarkets, how to choose and store them, and recipes from ${money(cheapest(cheapestRecipe).usedFractionPerServingPence)} a serving.`, 240),
    html,
    category: 'cooking-tips',
    tags: ['seasonal', vegetable.plural.toLowerCase(), month.toLowerCase(), 'vegetables', 'british produce'],
    metaDescription: clip(`${name} are in season in ${month}: what they cost at each supermarket, how to store and cook them, and recipes that use them.`, 200),
  };
}
