import { type DietaryTag, HALAL_TAGS } from '../../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import type { BlogCategory } from '../../site/blog/blog-post';
import { type Article, byCheapest, cheapest, clip, dinnersOf, esc, HOW_WE_COUNT, money, priceNote, recipeTable } from './article-parts';

/* The cheapest dinners for a diet. */

const DIET_LINES: Readonly<Record<DietaryTag, { line: string; rule: string; category: BlogCategory }>> = {
  Vegetarian: { line: 'A vegetarian week is usually a cheaper week: beans, eggs, cheese and vegetables cost less than meat and fish.', rule: 'no meat, poultry, fish, shellfish or gelatine, and no cheese made with animal rennet', category: 'family-health' },
  Vegan: { line: 'Plant-based dinners built on pulses, grains and vegetables are some of the cheapest in the shop.', rule: 'nothing from an animal: no meat, fish, dairy, eggs or honey', category: 'family-health' },
  Pescatarian: { line: 'Fish and vegetarian dinners together give a varied week without meat.', rule: 'no meat or poultry; fish and shellfish allowed', category: 'family-health' },
  'Gluten-free': { line: 'Eating gluten-free need not mean buying expensive free-from products: plenty of everyday dinners are naturally free of gluten.', rule: 'no ingredient containing gluten (wheat, barley, rye, ordinary oats)', category: 'family-health' },
  'Dairy-free': { line: 'Many of the world\u2019s cuisines cook without dairy at all, and their dinners are often cheap ones.', rule: 'no milk, cheese, butter, cream or yoghurt', category: 'family-health' },
  Halal: { line: 'These dinners are suitable for a halal household, with meat bought halal.', rule: 'no pork, alcohol or gelatine, and meat bought halal', category: 'family-health' },
  'Halal with halal meat': { line: 'These dinners are suitable for a halal household when the meat is bought halal.', rule: 'no pork, alcohol or gelatine, and meat bought halal', category: 'family-health' },
  'Low-carb': { line: 'Low-carb dinners swap the starchy base for more vegetables and protein.', rule: 'at most 20 g of carbohydrate a serving', category: 'weight-loss' },
  Keto: { line: 'Keto dinners keep carbohydrate very low; they lean on protein, fat and green vegetables.', rule: 'at most 10 g of carbohydrate a serving', category: 'weight-loss' },
  Paleo: { line: 'Paleo dinners are meat, fish, eggs, vegetables, fruit and nuts, cooked simply.', rule: 'no grain (rice and corn included), no beans, lentils, peas, peanuts or soya, no dairy and no refined sugar', category: 'family-health' },
};

export function dietArticle(snapshot: CatalogueSnapshot, diet: DietaryTag): Article | null {
  const dinners = dinnersOf(snapshot);
  // The halal article lists meat dinners too (to be cooked with halal meat).
  const suits = (v: RecipeView) => (diet === 'Halal' ? HALAL_TAGS.some((t) => v.facts.dietaryTags.includes(t)) : v.facts.dietaryTags.includes(diet));
  const matching = dinners.filter(suits).sort(byCheapest);
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
