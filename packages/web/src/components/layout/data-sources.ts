import { useMatches } from 'react-router-dom';

/** Open data a page shows, named in the footer of that page (the licences ask for the attribution). */
export type DataSource = 'prices' | 'nutrition' | 'postcodes';

/** The attribution lines of ../shared/data/README.md, word for word (test/data-sources.test.ts checks them against the build report). */
export const DATA_SOURCE_NOTICES: Record<DataSource, readonly string[]> = {
  prices: ['Source: Office for National Statistics, shopping prices comparison data, licensed under the Open Government Licence v3.0.'],
  nutrition: [
    "Contains public sector information from McCance and Widdowson's Composition of Foods Integrated Dataset, licensed under the Open Government Licence v3.0.",
    'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 26.',
  ],
  postcodes: [
    'Contains OS data © Crown copyright and database right.',
    'Contains Royal Mail data © Royal Mail copyright and database right.',
    'Source: Office for National Statistics licensed under the Open Government Licence v3.0.',
  ],
};

/** The CoFID name map's licence (the ingredient names we matched against CoFID). */
export const INGREDIENT_NAME_MAP_NOTICE = 'The ingredient name map comes from the ingreedy-data project (Apache License 2.0).';

const ORDER = ['prices', 'nutrition', 'postcodes'] as const satisfies readonly DataSource[];

/** A route says which sources its page shows: `{ handle: { dataSources: ['prices'] } }`. */
export interface DataSourceHandle {
  readonly dataSources?: readonly DataSource[];
}

/** The notices for these sources, each once, in a fixed order (prices, nutrition, postcodes). */
export function noticesFor(sources: Iterable<DataSource>): string[] {
  const used = new Set(sources);
  return ORDER.filter((s) => used.has(s)).flatMap((s) => DATA_SOURCE_NOTICES[s]);
}

/** The notices for the routes now shown, each once, prices first. */
export function useDataSourceNotices(): string[] {
  const matches = useMatches();
  return noticesFor(matches.flatMap((match) => (match.handle as DataSourceHandle | undefined)?.dataSources ?? []));
}
