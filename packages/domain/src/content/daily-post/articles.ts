import type { Ingredient, NutrientKey } from '../../catalogue/ingredient';
import type { DietaryTag } from '../../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import type { BlogCategory } from '../../site/blog/blog-post';
import { formatPounds } from '../../shared/money';
import { type NutrientGuide, NUTRIENT_GUIDES } from './nutrients';
import { type SeasonalVegetable, inSeason } from './seasonal-produce';

/** The kinds of daily article, each built from our own data with sentences written by us. */
export const ARTICLE_KINDS = ['best-value', 'seasonal', 'nutrient', 'quick', 'diet'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export interface Article {
  readonly kind: ArticleKind;
  /** Never repeated within 30 days: "best-value:2027-W11", "seasonal:leek", "nutrient:fibreG", "quick:Thai", "diet:Vegan". */
  readonly topic: string;
  readonly title: string;
  readonly excerpt: string;
  readonly html: string;
  readonly category: BlogCategory;
  readonly tags: readonly string[];
  readonly metaDescription: string;
}

/** A topic the generator may write about on a day; `build` answers null when the data cannot carry an article. */
export interface TopicCandidate {
  readonly kind: ArticleKind;
  readonly topic: string;
  build(): Article | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const money = (pence: number) => `£${formatPounds(Math.round(pence))}`;
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const longDate = (at: Date) => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const round1 = (n: number) => Math.round(n * 10) / 10;
const recipeLink = (view: RecipeView) => `<a href="/recipe/${encodeURIComponent(view.recipe.id)}">${esc(view.recipe.name)}</a>`;
const minutes = (view: RecipeView) => `${view.facts.totalMinutes} min`;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** The ISO week ("2027-W11") a day is in, and the Monday it starts. */
export function isoWeek(day: Date): { key: string; monday: Date } {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000));
  return { key: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`, monday };
}

/** What the catalogue's prices are and how sure we are of them, said once per article. */
function priceNote(snapshot: CatalogueSnapshot): string {
  let latest = '';
  let estimates = 0;
  let total = 0;
  for (const slug of snapshot.ingredientSlugs()) {
    for (const product of snapshot.productsFor(slug)) {
      total += 1;
      if (product.estimate) estimates += 1;
      if (product.priceDate > latest) latest = product.priceDate;
    }
  }
  const date = latest ? longDate(new Date(`${latest}T00:00:00Z`)) : 'the latest import';
  if (total > 0 && estimates === total) return `Prices are our estimates for each chain as at ${date} (national average prices adjusted by each chain's basket index), so treat them as a guide to the gap between shops rather than a till receipt.`;
  if (estimates > 0) return `Prices are the chains' own where we have imported them (latest ${date}), and our estimates elsewhere.`;
  return `Prices are the chains' own, as imported on ${date}.`;
}

/**
 * Dinners that make a meal on their own: at least 350 kcal and 10 g of protein a serving (chapatis, rice and soups
 * are in the library as dinner sides and starters, and would otherwise win every "cheapest dinner" list).
 */
export const isMainDinner = (v: RecipeView) => v.recipe.mealTypes.includes('dinner') && v.costs.length > 0 && v.facts.nutritionPerServing.calories >= 350 && v.facts.nutritionPerServing.protein >= 10;
const dinnersOf = (snapshot: CatalogueSnapshot) => snapshot.allRecipes().filter(isMainDinner);
const cheapest = (view: RecipeView) => view.costs[0]!;
const costAt = (view: RecipeView, chain: string) => view.costs.find((c) => c.chain === chain);
const byCheapest = (a: RecipeView, b: RecipeView) => cheapest(a).usedFractionPerServingPence - cheapest(b).usedFractionPerServingPence || a.recipe.name.localeCompare(b.recipe.name);

function recipeTable(views: readonly RecipeView[], extra?: { head: string; cell: (v: RecipeView) => string }): string {
  const rows = views
    .map((v) => {
      const c = cheapest(v);
      return `<tr><td>${recipeLink(v)}</td><td>${money(c.usedFractionPerServingPence)} (${esc(c.chain)})</td><td>${minutes(v)}</td><td>${v.facts.nutritionPerServing.calories} kcal</td>${extra ? `<td>${extra.cell(v)}</td>` : ''}</tr>`;
    })
    .join('');
  return `<table><thead><tr><th scope="col">Recipe</th><th scope="col">Per serving, cheapest shop</th><th scope="col">Time</th><th scope="col">Energy</th>${extra ? `<th scope="col">${esc(extra.head)}</th>` : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

const HOW_WE_COUNT =
  '<h2>How we work the numbers out</h2><p>Every figure here comes from Larder\u2019s own catalogue: recipe costs add up what each recipe uses of each pack at each supermarket, per serving; nutrition is worked out from the ingredients using the UK composition tables (McCance and Widdowson\u2019s CoFID), not typed in by hand.</p>';

// ---------------------------------------------------------------------------------------------------------------
// This week's best-value dinners at each chain.

interface Spotlight {
  readonly name: string;
  readonly heading: string;
  readonly test: (v: RecipeView) => boolean;
  readonly line: string;
}

/** A different angle each week, so the weekly article is never the same twice in a row. */
const SPOTLIGHTS: readonly Spotlight[] = [
  { name: 'vegetarian', heading: 'This week\u2019s spotlight: meat-free for less', test: (v) => v.facts.dietaryTags.includes('Vegetarian'), line: 'Going meat-free once or twice a week is one of the simplest ways to cut the bill.' },
  { name: 'quick', heading: 'This week\u2019s spotlight: on the table in 30 minutes', test: (v) => v.facts.totalMinutes <= 30, line: 'Cheap does not have to mean slow: these are ready in half an hour or less.' },
  { name: 'protein', heading: 'This week\u2019s spotlight: filling and high in protein', test: (v) => v.facts.nutritionPerServing.protein >= 25, line: 'Each of these gives at least 25 g of protein a serving, half an adult\u2019s daily reference intake.' },
  { name: 'fish', heading: 'This week\u2019s spotlight: fish without the fishmonger\u2019s prices', test: (v) => v.facts.dietaryTags.includes('Pescatarian') && !v.facts.dietaryTags.includes('Vegetarian'), line: 'We are advised to eat fish twice a week; tins and frozen fillets make that affordable.' },
  { name: 'vegan', heading: 'This week\u2019s spotlight: plant-based and cheap', test: (v) => v.facts.dietaryTags.includes('Vegan'), line: 'Beans, lentils and vegetables are the cheapest foods in the shop, and these dinners are built on them.' },
  { name: 'fibre', heading: 'This week\u2019s spotlight: high in fibre', test: (v) => v.facts.nutritionPerServing.fiber >= 8, line: 'Each gives at least 8 g of fibre a serving, more than a quarter of the 30 g we are advised to eat each day.' },
];

/** "ASDA, Aldi and Lidl". */
const listNames = (names: readonly string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** Chains whose three cheapest dinners are the same, together, so the article does not repeat itself. */
function topThreeGroups(perChain: ReadonlyArray<{ chain: string; ranked: RecipeView[] }>): Array<{ chains: string[]; views: RecipeView[] }> {
  const groups = new Map<string, { chains: string[]; views: RecipeView[] }>();
  for (const { chain, ranked } of perChain) {
    const views = ranked.slice(0, 3);
    const key = views.map((v) => v.recipe.id).join('|');
    const group = groups.get(key) ?? { chains: [], views };
    group.chains.push(chain);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function bestValueArticle(snapshot: CatalogueSnapshot, day: Date): Article | null {
  const dinners = dinnersOf(snapshot);
  const chains = snapshot.chains.filter((chain) => dinners.filter((v) => costAt(v, chain)).length >= 7);
  if (chains.length < 2) return null;
  const week = isoWeek(day);
  // Weeks counted from 1970, so the spotlights keep turning across the new year.
  const weekCount = Math.floor(week.monday.getTime() / (7 * 86_400_000));
  const spotlight = SPOTLIGHTS[weekCount % SPOTLIGHTS.length]!;
  const perChain = chains.map((chain) => {
    const ranked = dinners
      .filter((v) => costAt(v, chain))
      .sort((a, b) => costAt(a, chain)!.usedFractionPerServingPence - costAt(b, chain)!.usedFractionPerServingPence || a.recipe.name.localeCompare(b.recipe.name));
    const week7 = ranked.slice(0, 7).reduce((sum, v) => sum + costAt(v, chain)!.usedFractionPerServingPence, 0);
    return { chain, ranked, week7 };
  });
  const byWeek = [...perChain].sort((a, b) => a.week7 - b.week7);
  const best = byWeek[0]!;
  const dearest = byWeek[byWeek.length - 1]!;
  const cheapestDinner = [...perChain].sort((a, b) => costAt(a.ranked[0]!, a.chain)!.usedFractionPerServingPence - costAt(b.ranked[0]!, b.chain)!.usedFractionPerServingPence)[0]!;
  const first = cheapestDinner.ranked[0]!;
  const title = `This week\u2019s best-value dinners at ${chains.length} supermarkets (week of ${longDate(week.monday)})`;
  const spotlit = perChain
    .map(({ chain, ranked }) => ({ chain, view: ranked.find(spotlight.test) }))
    .filter((x): x is { chain: string; view: RecipeView } => Boolean(x.view));
  const html = [
    `<p>Which dinners give the most for the least in the week of ${longDate(week.monday)}? We priced every dinner in our recipe library at ${chains.map(esc).join(', ')} and picked out the cheapest at each. ${esc(priceNote(snapshot))}</p>`,
    `<p>The cheapest dinner of all is ${recipeLink(first)} at ${esc(cheapestDinner.chain)}: ${money(costAt(first, cheapestDinner.chain)!.usedFractionPerServingPence)} a serving, ready in ${first.facts.totalMinutes} minutes.</p>`,
    '<h2 id="cheapest-at-each">The cheapest dinner at each supermarket</h2>',
    `<table><thead><tr><th scope="col">Supermarket</th><th scope="col">Dinner</th><th scope="col">Per serving</th><th scope="col">Time</th></tr></thead><tbody>${perChain
      .map(({ chain, ranked }) => `<tr><td>${esc(chain)}</td><td>${recipeLink(ranked[0]!)}</td><td>${money(costAt(ranked[0]!, chain)!.usedFractionPerServingPence)}</td><td>${minutes(ranked[0]!)}</td></tr>`)
      .join('')}</tbody></table>`,
    `<h2 id="top-three">The three cheapest at each</h2>`,
    ...topThreeGroups(perChain).map(
      ({ chains: group, views }) =>
        `<h3>${esc(listNames(group))}</h3><ol>${views
          .map((v) => {
            const costs = group.map((chain) => ({ chain, cost: costAt(v, chain)! })).sort((a, b) => a.cost.usedFractionPerServingPence - b.cost.usedFractionPerServingPence);
            const low = costs[0]!;
            const high = costs[costs.length - 1]!;
            const price =
              low.cost.usedFractionPerServingPence === high.cost.usedFractionPerServingPence
                ? `${money(low.cost.usedFractionPerServingPence)} a serving`
                : `from ${money(low.cost.usedFractionPerServingPence)} a serving at ${esc(low.chain)} to ${money(high.cost.usedFractionPerServingPence)} at ${esc(high.chain)}`;
            return `<li>${recipeLink(v)}: ${price} (${money(low.cost.wholePacksPerServingPence)} if you buy every pack new), ${minutes(v)}, ${v.facts.nutritionPerServing.calories} kcal.</li>`;
          })
          .join('')}</ol>`,
    ),
    '<h2 id="a-week-of-dinners">A week of dinners</h2>',
    `<p>Seven different dinners, the cheapest seven at each shop, cost one person ${money(best.week7)} at ${esc(best.chain)} and ${money(dearest.week7)} at ${esc(dearest.chain)}: a gap of ${money(dearest.week7 - best.week7)} a week per person, or ${money((dearest.week7 - best.week7) * 4 * 52)} a year for a family of four eating this way.</p>`,
    `<ul>${byWeek.map(({ chain, week7 }) => `<li>${esc(chain)}: ${money(week7)} per person for seven dinners</li>`).join('')}</ul>`,
    ...(spotlit.length
      ? [`<h2 id="spotlight">${esc(spotlight.heading)}</h2>`, `<p>${esc(spotlight.line)}</p>`, `<ul>${spotlit.map(({ chain, view }) => `<li>${esc(chain)}: ${recipeLink(view)}, ${money(costAt(view, chain)!.usedFractionPerServingPence)} a serving</li>`).join('')}</ul>`]
      : []),
    '<p>Costs per serving count only what a recipe uses of each pack. Plan the week so that leftovers get used (the Larder planner does this for you) and the whole-pack price falls towards that figure.</p>',
    HOW_WE_COUNT,
  ].join('\n');
  return {
    kind: 'best-value',
    topic: `best-value:${week.key}`,
    title,
    excerpt: clip(`The cheapest dinner at each of ${chains.length} supermarkets this week, and what seven dinners cost at each: ${money(best.week7)} a person at ${best.chain}.`, 240),
    html,
    category: 'family-health',
    tags: ['budget', 'best value', 'dinners', `spotlight: ${spotlight.name}`, ...chains.map((c) => c.toLowerCase())],
    metaDescription: clip(`This week's cheapest dinners at ${chains.join(', ')}, priced per serving from our catalogue.`, 200),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A seasonal vegetable, and recipes that use it.

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

// ---------------------------------------------------------------------------------------------------------------
// A nutrient explained, with the foods richest in it.

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

// ---------------------------------------------------------------------------------------------------------------
// Quick dinners of one cuisine.

const CUISINE_LINES: Readonly<Record<string, string>> = {
  British: 'British cooking has more quick dinners than its reputation suggests: a good fry-up of sausages and beans, a fish finger sandwich, a cheese toastie with soup.',
  Chinese: 'Chinese home cooking is built for speed: a hot wok, everything chopped before you start, and dinner in minutes.',
  Indian: 'Not every curry needs an afternoon: with a few spices and a tin of tomatoes, a dal or a quick curry is on the table in half an hour.',
  Italian: 'Italian weeknight cooking is mostly pasta with a sauce that cooks while the water boils.',
  Japanese: 'Japanese home cooking leans on a few store-cupboard flavours, soy, mirin and miso, that make a quick bowl taste of more.',
  Mexican: 'Mexican-style dinners come together fast: beans, a little spice, and something to wrap it in.',
  Thai: 'Thai cooking is quick by nature: a curry paste or a stir-fry sauce does most of the work.',
  French: 'French bistro cooking has its quick classics: an omelette, a steak with a pan sauce.',
  Mediterranean: 'Mediterranean dinners rely on good oil, vegetables and a hot oven or pan.',
};

export function quickCuisineArticle(snapshot: CatalogueSnapshot, cuisine: string): Article | null {
  const quick = dinnersOf(snapshot)
    .filter((v) => v.recipe.cuisine === cuisine && v.facts.totalMinutes <= 30)
    .sort(byCheapest)
    .slice(0, 8);
  if (quick.length < 3) return null;
  const from = cheapest(quick[0]!).usedFractionPerServingPence;
  const fastest = [...quick].sort((a, b) => a.facts.totalMinutes - b.facts.totalMinutes || byCheapest(a, b))[0]!;
  const vegetarian = quick.filter((v) => v.facts.dietaryTags.includes('Vegetarian'));
  const html = [
    `<p>${esc(CUISINE_LINES[cuisine] ?? `${cuisine} cooking has plenty of quick dinners.`)} Here are ${quick.length} ${esc(cuisine)} dinners from our recipe library that take 30 minutes or less, cheapest first.</p>`,
    `<h2 id="recipes">${quick.length} ${esc(cuisine)} dinners in 30 minutes</h2>`,
    recipeTable(quick, { head: 'Suits', cell: (v) => esc(v.facts.dietaryTags.filter((t) => ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free'].includes(t)).join(', ') || 'everyone else') }),
    `<p>The quickest is ${recipeLink(fastest)} at ${fastest.facts.totalMinutes} minutes; the cheapest, ${recipeLink(quick[0]!)}, costs ${money(from)} a serving at ${esc(cheapest(quick[0]!).chain)}.${vegetarian.length ? ` ${vegetarian.length === 1 ? 'One is' : `${vegetarian.length} are`} vegetarian.` : ''}</p>`,
    '<h2 id="faster">Making it faster</h2>',
    '<ul><li>Read the recipe through and get everything out before the heat goes on.</li><li>Chop everything first; most quick recipes move too fast to chop as you go.</li><li>Boil the kettle for pasta, rice and noodle water: it saves minutes on the hob.</li><li>Cook double and keep half for lunch tomorrow.</li></ul>',
    `<p>${esc(priceNote(snapshot))}</p>`,
    HOW_WE_COUNT,
  ].join('\n');
  return {
    kind: 'quick',
    topic: `quick:${cuisine}`,
    title: `Quick ${cuisine} dinners in 30 minutes or less, from ${money(from)} a serving`,
    excerpt: clip(`${quick.length} ${cuisine} dinners that take half an hour or less, cheapest first, with their cost at each supermarket and their energy per serving.`, 240),
    html,
    category: 'quick-meals',
    tags: ['quick meals', cuisine.toLowerCase(), '30 minutes', 'weeknight dinners'],
    metaDescription: clip(`${quick.length} quick ${cuisine} dinners in 30 minutes or less, priced per serving from our catalogue.`, 200),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The cheapest dinners for a diet.

const DIET_LINES: Readonly<Record<DietaryTag, { line: string; rule: string; category: BlogCategory }>> = {
  Vegetarian: { line: 'A vegetarian week is usually a cheaper week: beans, eggs, cheese and vegetables cost less than meat and fish.', rule: 'no meat, poultry, fish, shellfish or gelatine, and no cheese made with animal rennet', category: 'family-health' },
  Vegan: { line: 'Plant-based dinners built on pulses, grains and vegetables are some of the cheapest in the shop.', rule: 'nothing from an animal: no meat, fish, dairy, eggs or honey', category: 'family-health' },
  Pescatarian: { line: 'Fish and vegetarian dinners together give a varied week without meat.', rule: 'no meat or poultry; fish and shellfish allowed', category: 'family-health' },
  'Gluten-free': { line: 'Eating gluten-free need not mean buying expensive free-from products: plenty of everyday dinners are naturally free of gluten.', rule: 'no ingredient containing gluten (wheat, barley, rye, ordinary oats)', category: 'family-health' },
  'Dairy-free': { line: 'Many of the world\u2019s cuisines cook without dairy at all, and their dinners are often cheap ones.', rule: 'no milk, cheese, butter, cream or yoghurt', category: 'family-health' },
  Halal: { line: 'These dinners are suitable for a halal household, with meat bought halal.', rule: 'no pork, alcohol or gelatine, and meat bought halal', category: 'family-health' },
  'Low-carb': { line: 'Low-carb dinners swap the starchy base for more vegetables and protein.', rule: 'at most 20 g of carbohydrate a serving', category: 'weight-loss' },
  Keto: { line: 'Keto dinners keep carbohydrate very low; they lean on protein, fat and green vegetables.', rule: 'at most 10 g of carbohydrate a serving', category: 'weight-loss' },
  Paleo: { line: 'Paleo dinners are meat, fish, eggs, vegetables, fruit and nuts, cooked simply.', rule: 'no grain (rice and corn included), no beans, lentils, peas, peanuts or soya, no dairy and no refined sugar', category: 'family-health' },
};

export function dietArticle(snapshot: CatalogueSnapshot, diet: DietaryTag): Article | null {
  const dinners = dinnersOf(snapshot);
  const matching = dinners.filter((v) => v.facts.dietaryTags.includes(diet)).sort(byCheapest);
  if (matching.length < 4) return null;
  const top = matching.slice(0, 6);
  const average = (views: readonly RecipeView[]) => views.reduce((sum, v) => sum + cheapest(v).usedFractionPerServingPence, 0) / views.length;
  const info = DIET_LINES[diet];
  const name = diet.toLowerCase();
  const html = [
    `<p>${esc(info.line)} We priced every ${esc(name)} dinner in our library (${matching.length} of ${dinners.length} dinners) at each supermarket; here are the cheapest.</p>`,
    `<h2 id="cheapest">The ${top.length} cheapest ${esc(name)} dinners</h2>`,
    recipeTable(top),
    '<h2 id="compared">How they compare</h2>',
    `<p>A ${esc(name)} dinner costs ${money(average(matching))} a serving on average at its cheapest shop, against ${money(average(dinners))} for all our dinners.</p>`,
    `<h2 id="how-we-know">How we know a recipe is ${esc(name)}</h2>`,
    `<p>On Larder a recipe is ${esc(name)} when its ingredients say so: ${esc(info.rule)}. The label is worked out from each ingredient, never typed in, and the meal planner treats it as a hard rule.</p>`,
    `<p>${esc(priceNote(snapshot))}</p>`,
    HOW_WE_COUNT,
  ].join('\n');
  return {
    kind: 'diet',
    topic: `diet:${diet}`,
    title: `The cheapest ${name} dinners, priced at every supermarket`,
    excerpt: clip(`${matching.length} ${name} dinners priced at each supermarket: the cheapest start at ${money(cheapest(top[0]!).usedFractionPerServingPence)} a serving.`, 240),
    html,
    category: info.category,
    tags: [name, 'budget', 'dinners', 'dietary needs'],
    metaDescription: clip(`The cheapest ${name} dinners in our recipe library, priced per serving at each supermarket.`, 200),
  };
}

/** Every topic the generator could write about on a day, by kind. */
export function topicCandidates(snapshot: CatalogueSnapshot, day: Date): Record<ArticleKind, TopicCandidate[]> {
  const cuisines = [...new Set(snapshot.allRecipes().map((v) => v.recipe.cuisine))].sort();
  const diets: DietaryTag[] = ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Halal', 'Low-carb', 'Keto'];
  const week = isoWeek(day).key;
  return {
    'best-value': [{ kind: 'best-value', topic: `best-value:${week}`, build: () => bestValueArticle(snapshot, day) }],
    seasonal: inSeason(day.getUTCMonth() + 1).map((v) => ({ kind: 'seasonal' as const, topic: `seasonal:${v.slug}`, build: () => seasonalArticle(snapshot, day, v) })),
    nutrient: NUTRIENT_GUIDES.map((g) => ({ kind: 'nutrient' as const, topic: `nutrient:${g.key}`, build: () => nutrientArticle(snapshot, g) })),
    quick: cuisines.map((c) => ({ kind: 'quick' as const, topic: `quick:${c}`, build: () => quickCuisineArticle(snapshot, c) })),
    diet: diets.map((d) => ({ kind: 'diet' as const, topic: `diet:${d}`, build: () => dietArticle(snapshot, d) })),
  };
}
