import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import { type Article, byCheapest, cheapest, clip, dinnersOf, esc, HOW_WE_COUNT, minutes, money, priceNote, recipeLink, recipeTable } from './article-parts';

/* Quick dinners of one cuisine. */

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
