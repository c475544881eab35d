import { BookOpen, MapPin, Ruler, Salad, ScrollText, Store, Tag } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DATA_SOURCE_NOTICES, INGREDIENT_NAME_MAP_NOTICE } from '../../../components/layout/data-sources';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { CATALOGUE_REPORT } from '../data/catalogue-report';
import { chainsByBasket, countWord, estimatedPence, foodsFromComposition, indexSource, indexVsAverage, monthLabel, pricingLabel } from '../utils/figures';

const { pricing, counts } = CATALOGUE_REPORT;
const BASELINE_MONTH = monthLabel(pricing.onsBaselineMonth);
const CHAINS = chainsByBasket(pricing.chainIndex.chains);
const COMPOSITION_FOODS = foodsFromComposition(CATALOGUE_REPORT.fibreMethods);
const WHICH = indexSource(pricing.chainIndex.source);
const WHICH_MONTH = WHICH.month ?? 'July 2025';
const CHEAPEST = CHAINS[0];
const DEAREST = CHAINS[CHAINS.length - 1];
const pounds = (gbp: number) => formatPence(Math.round(gbp * 100));

/** "a, b and c". */
const listOf = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function Section({ id, icon: Icon, title, children }: { id: string; icon: typeof Tag; title: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id={`${id}-title`} className="flex items-center gap-2.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed sm:text-base">{children}</CardContent>
    </Card>
  );
}

const CONTENTS = [
  ['prices', 'Prices'],
  ['nutrition', 'Nutrition'],
  ['measures', 'Household measures'],
  ['postcodes', 'Postcode districts'],
  ['stores', 'Store locations'],
  ['recipes', 'Recipes'],
  ['attributions', 'Attributions'],
] as const;

/** /about-our-data: where every figure in Larder comes from, with the figures of the catalogue build and the licences' attributions. */
export function AboutDataPage() {
  const { hash } = useLocation();
  // Links land on a section ("/about-our-data#prices" from a recipe's price note), else at the top of the page.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [hash]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="About our data"
        description="Where every price, nutrition figure and postcode in Larder comes from, and which of them are estimates."
      />
      <nav aria-label="On this page" className="mb-6 flex flex-wrap gap-2 text-sm">
        {CONTENTS.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="rounded-full border border-border bg-card px-3 py-1.5 font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
            {label}
          </a>
        ))}
      </nav>

      <div className="space-y-6">
        <Section id="prices" icon={Tag} title="Prices">
          <p>
            No supermarket publishes its prices under an open licence, so every supermarket price in Larder is an <strong>estimate</strong>, and it is
            labelled as one wherever it is shown.
          </p>
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              <strong>The national baseline.</strong> For each food we start from the Office for National Statistics’ average price paid across all UK shops
              in <strong>{BASELINE_MONTH}</strong> (the latest month published). {pricing.pricedFromOnsItem} of our {counts.ingredients} foods are priced from
              an item the ONS prices itself; the other {pricing.derivedFromNearestOnsItem} from the closest ONS item, scaled for the difference (a pack size,
              a cut, a variety).
            </li>
            <li>
              <strong>Each chain’s basket index.</strong> Which?’s cheapest-supermarket comparison of {WHICH_MONTH} priced the same {WHICH.items ? `${WHICH.items}-item ` : ''}basket at each chain.
              A chain’s index is its basket divided by the average basket of the {countWord(CHAINS.length)} chains ({pounds(pricing.chainIndex.meanBasketGBP)}).
            </li>
            <li>
              <strong>The estimate.</strong> A chain’s price for a food is the baseline times the chain’s index, rounded to the nearest penny. A food whose UK
              average is £1.00 is estimated at {formatPence(estimatedPence(100, CHEAPEST?.index ?? 1))} at {CHEAPEST?.chain} and{' '}
              {formatPence(estimatedPence(100, DEAREST?.index ?? 1))} at {DEAREST?.chain}.
            </li>
          </ol>
          <div className="-mx-1 overflow-x-auto">
            <table className="w-full text-sm" data-testid="chain-index-table">
              <caption className="px-1 pb-2 text-left text-xs text-muted-foreground">
                The {countWord(CHAINS.length)} chains in Which?’s {WHICH_MONTH} comparison{WHICH.items ? ` (${WHICH.items} items)` : ''}, cheapest basket first.
              </caption>
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="px-1 py-2 text-left font-medium">Chain</th>
                  <th scope="col" className="px-1 py-2 text-right font-medium">Basket</th>
                  <th scope="col" className="px-1 py-2 text-right font-medium">Index</th>
                  <th scope="col" className="hidden px-1 py-2 text-left font-medium sm:table-cell">Compared with the average</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {CHAINS.map((row) => (
                  <tr key={row.chain}>
                    <th scope="row" className="px-1 py-2 text-left align-top font-medium">
                      {row.chain}
                      <span className="block text-xs font-normal text-muted-foreground">{pricingLabel(row.pricing)}</span>
                    </th>
                    <td className="money px-1 py-2 text-right align-top">{pounds(row.basketGBP)}</td>
                    <td className="money px-1 py-2 text-right align-top">{row.index.toFixed(4)}</td>
                    <td className="hidden px-1 py-2 align-top text-muted-foreground sm:table-cell">{indexVsAverage(row.index)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-muted-foreground">
            A chain’s index says how its whole basket compares, not any one food, so a single estimate can be off in either direction.
          </p>
          <p>
            <strong>Real prices replace estimates.</strong> When the people who run a Larder service import a real price list from a chain, those prices are
            used instead and are no longer marked as estimates.
          </p>
        </Section>

        <Section id="nutrition" icon={Salad} title="Nutrition">
          <p>
            Nutrition per 100 g comes first from McCance and Widdowson’s <strong>Composition of Foods Integrated Dataset (CoFID)</strong>, the UK’s own food
            tables ({counts.withCofid} of our {counts.ingredients} foods). Where CoFID has no figure, or no such food, we take it from the US Department of
            Agriculture’s <strong>National Nutrient Database, Release 26 (SR26)</strong>.
          </p>
          <p>
            CoFID’s main table has no sodium, so salt always comes from SR26: <strong className="whitespace-nowrap">salt = sodium × 2.5</strong>.
          </p>
          {COMPOSITION_FOODS.length ? (
            <p>
              Neither dataset has {listOf(COMPOSITION_FOODS)}; their figures are worked out from their usual make-up
              {COMPOSITION_FOODS.includes('gnocchi') ? ' (for example, gnocchi as about 80% potato and 20% flour)' : ''}.
            </p>
          ) : null}
          <p className="text-muted-foreground">
            A recipe’s nutrition per serving adds up its ingredients. When a figure is unknown for an ingredient, the recipe page says how much of the recipe
            its figures cover.
          </p>
        </Section>

        <Section id="measures" icon={Ruler} title="Household measures">
          <p>
            To turn “1 medium onion” or “2 cloves of garlic” into grams we use the household measures of <strong>SR26</strong> (for example, a medium onion
            weighs about 110 g).
          </p>
        </Section>

        <Section id="postcodes" icon={MapPin} title="Postcode districts">
          <p>
            We check the first half of your postcode (the district, such as M1) against the <strong>ONS Postcode Directory</strong>, which also gives us each
            district’s centre. It covers <strong>Great Britain only</strong>: Northern Ireland postcodes (BT) are accepted on their format, without a district
            check.
          </p>
          <p>
            “Use Current Location” asks your browser for your position and sends it only to our own server, which looks up the nearest district in this same
            data (to about 100 metres: three decimal places). No outside service sees it.
          </p>
        </Section>

        <Section id="stores" icon={Store} title="Store locations">
          <p>
            Store locations are <strong>not loaded</strong> unless the people who run a Larder service import a store list. Until then every chain is
            assumed to be within reach of every household, and the recipe page says so.
          </p>
        </Section>

        <Section id="recipes" icon={BookOpen} title="Recipes">
          <p>
            Our recipes are <strong>written by us</strong>. Their allergens, dietary tags, nutrition per serving and costs are worked out from their
            ingredients, never typed in by hand. Always check the labels of what you buy.
          </p>
        </Section>

        <Section id="attributions" icon={ScrollText} title="Attributions">
          <p className="text-muted-foreground">The licences of the data we use ask us to say this:</p>
          <ul className="space-y-2 rounded-xl bg-muted/70 p-4 text-sm" data-testid="attributions">
            {DATA_SOURCE_NOTICES.prices.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {DATA_SOURCE_NOTICES.nutrition.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>{DATA_SOURCE_NOTICES.postcodes.join(' ')}</li>
            <li>{INGREDIENT_NAME_MAP_NOTICE}</li>
          </ul>
          <p className="text-muted-foreground">
            {CATALOGUE_REPORT.attribution.which} The ONS prices, CoFID and the postcode data are used under the{' '}
            <a
              className="font-medium text-primary underline-offset-2 hover:underline"
              href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
              rel="noreferrer"
              target="_blank"
            >
              Open Government Licence v3.0
            </a>
            ; SR26 is a US Government work in the public domain.
          </p>
        </Section>

        <p className="text-center text-sm text-muted-foreground">
          <Link to="/recipes" className="font-medium text-primary hover:underline">
            Browse recipes with their estimated costs
          </Link>
        </p>
      </div>
    </div>
  );
}
