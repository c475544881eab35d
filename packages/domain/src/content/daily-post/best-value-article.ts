import type { CatalogueSnapshot, RecipeView } from '../../catalogue/snapshot';
import { type Article, cheapest, clip, costAt, dinnersOf, esc, HOW_WE_COUNT, isoWeek, longDate, minutes, money, priceNote, recipeLink } from './article-parts';

/* This week's best-value dinners at each chain. */

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
