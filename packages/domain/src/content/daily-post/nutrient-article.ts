import type { Ingredient } from '../../catalogue/ingredient';
import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import type { NutrientGuide } from './nutrients';
import { type Article, cap, cheapest, clip, dinnersOf, esc, HOW_WE_COUNT, priceNote, recipeTable, round1 } from './article-parts';

/* A nutrient explained, with the foods richest in it. */

const PURE = 95;
const skipAisle = new Set(['Herbs & Spices', 'Drinks']);
/** Baking chemistry and thickeners: in the tables, but nobody eats them as a food. */
const NOT_A_FOOD = /\b(?:yeast|bicarbonate|baking powder|cornflour|gelatine|cream of tartar)\b/i;
/** What our recipes use of each ingredient at most, in grams a serving: a food eaten in portions, not a pinch. */
function portionGrams(snapshot: CatalogueSnapshot): Map<string, number> {
  const most = new Map<string, number>();
  for (const v of snapshot.allRecipes()) {
    v.recipe.ingredients.forEach((line, i) => {
      const grams = (v.facts.gramsPerLine[i] ?? 0) / v.recipe.serves;
      if (grams > (most.get(line.ingredient) ?? 0)) most.set(line.ingredient, grams);
    });
  }
  return most;
}

export function nutrientArticle(snapshot: CatalogueSnapshot, guide: NutrientGuide): Article | null {
  // Foods our recipes use by the portion (at least 15 g a serving somewhere), not a pinch of yeast or nori.
  const portions = portionGrams(snapshot);
  const foods = snapshot
    .ingredientSlugs()
    .map((slug) => snapshot.ingredient(slug)!)
    .filter((i) => (portions.get(i.slug) ?? 0) >= 15 && !skipAisle.has(i.aisle) && !NOT_A_FOOD.test(i.name) && i.nutrition[guide.key] !== null);
  const per100 = (i: Ingredient) => i.nutrition[guide.key] ?? 0;
  const richest = foods.filter((i) => guide.unit === 'kcal' || per100(i) < PURE).sort((a, b) => per100(b) - per100(a) || a.name.localeCompare(b.name)).slice(0, 10);
  if (richest.length < 5) return null;
  const unit = guide.unit === 'kcal' ? ' kcal' : ' g';
  const sections: string[] = [
    `<p>${esc(guide.what)}</p>`,
    `<h2 id="how-much">How much we need</h2>`,
    `<p>${esc(guide.why)}</p>`,
    `<h2 id="richest">The foods richest in ${esc(guide.name)}</h2>`,
    `<p>Of the ${foods.length} foods our recipes use by the portion, these carry the most ${esc(guide.name)} per 100 g${guide.unit === 'kcal' ? '' : ' (leaving out the pure ones, such as oils, sugar and salt themselves)'}:</p>`,
    `<table><thead><tr><th scope="col">Food</th><th scope="col">Per 100 g</th><th scope="col">Share of the daily reference intake</th></tr></thead><tbody>${richest
      .map((i) => `<tr><td>${esc(i.name)}</td><td>${round1(per100(i))}${unit}</td><td>${Math.round((per100(i) / guide.referenceIntake) * 100)} %</td></tr>`)
      .join('')}</tbody></table>`,
  ];
  if (guide.aim === 'more') {
    // Cheapest sources: grams of the nutrient for £1 at the cheapest chain.
    const perPound = foods
      .map((i) => {
        const best = snapshot
          .productsFor(i.slug)
          .map((p) => {
            const grams = snapshot.packGrams(i, p);
            return grams && p.pricePence > 0 ? { chain: p.chain, amount: ((per100(i) * grams) / 100 / p.pricePence) * 100 } : null;
          })
          .filter((x): x is { chain: string; amount: number } => x !== null)
          .sort((a, b) => b.amount - a.amount)[0];
        return best ? { ingredient: i, ...best } : null;
      })
      // Flour is cheap protein and carbohydrate on paper, but nobody eats it as it comes.
      .filter((x): x is { ingredient: Ingredient; chain: string; amount: number } => x !== null && x.amount > 0 && per100(x.ingredient) < PURE && !/\bflour\b/i.test(x.ingredient.name))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 8);
    if (perPound.length) {
      sections.push(
        `<h2 id="cheapest-sources">The cheapest sources</h2>`,
        `<p>Rich is one thing; affordable is another. This is how much ${esc(guide.name)} £1 buys, at the supermarket where each food is cheapest. ${esc(priceNote(snapshot))}</p>`,
        `<table><thead><tr><th scope="col">Food</th><th scope="col">${esc(cap(guide.name))} for £1</th><th scope="col">Cheapest at</th></tr></thead><tbody>${perPound
          .map((x) => `<tr><td>${esc(x.ingredient.name)}</td><td>${round1(x.amount)}${unit}</td><td>${esc(x.chain)}</td></tr>`)
          .join('')}</tbody></table>`,
      );
    }
  }
  const perServing = (v: RecipeView) => {
    const n = v.facts.nutritionPerServing;
    switch (guide.key) {
      case 'energyKcal':
        return n.calories;
      case 'proteinG':
        return n.protein;
      case 'carbohydrateG':
        return n.carbohydrates;
      case 'fatG':
        return n.fat;
      case 'fibreG':
        return n.fiber;
      case 'sugarsG':
        return n.sugar;
      case 'saltG':
        return round1(n.sodium / 400);
    }
  };
  const dinners = dinnersOf(snapshot).filter((v) => v.facts.nutritionCoverage >= 0.9);
  const picked = (guide.aim === 'more' ? [...dinners].sort((a, b) => perServing(b) - perServing(a)) : [...dinners].filter((v) => v.facts.nutritionPerServing.calories >= 300).sort((a, b) => perServing(a) - perServing(b)))
    .slice(0, 5);
  if (picked.length) {
    sections.push(
      `<h2 id="recipes">${guide.aim === 'more' ? `Dinners high in ${esc(guide.name)}` : `Filling dinners low in ${esc(guide.name)}`}</h2>`,
      recipeTable(picked, { head: `${cap(guide.name)} per serving`, cell: (v) => `${perServing(v)}${unit}` }),
      ...(guide.key === 'saltG' ? ['<p>These figures are before any salt you add to the cooking water or at the table.</p>'] : []),
    );
  }
  sections.push(`<h2 id="tips">Four easy changes</h2>`, `<ul>${guide.tips.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`, HOW_WE_COUNT);
  return {
    kind: 'nutrient',
    topic: `nutrient:${guide.key}`,
    title: guide.title,
    excerpt: clip(`${guide.what} Here are the foods richest in it${guide.aim === 'more' ? ', the cheapest sources' : ''} and dinners that help.`, 240),
    html: sections.join('\n'),
    category: guide.category,
    tags: [guide.name, 'nutrition', 'healthy eating', guide.aim === 'more' ? 'eat more' : 'eat less', 'composition tables'],
    metaDescription: clip(`What ${guide.name} does, how much we need, and the foods richest in it, from the UK composition tables.`, 200),
  };
}
