import { useMatches } from 'react-router-dom';

/** Open data a page shows, named in the footer of that page (the licences ask for the attribution). */
export type DataSource = 'prices' | 'nutrition';

export const DATA_SOURCE_NOTICES: Record<DataSource, readonly string[]> = {
  prices: ['Source: Office for National Statistics, shopping prices comparison data, licensed under the Open Government Licence v3.0.'],
  nutrition: [
    "Contains public sector information from McCance and Widdowson's Composition of Foods Integrated Dataset, licensed under the Open Government Licence v3.0.",
    'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 26.',
  ],
};

/** A route says which sources its page shows: `{ handle: { dataSources: ['prices'] } }`. */
export interface DataSourceHandle {
  readonly dataSources?: readonly DataSource[];
}

/** The notices for the routes now shown, each once, prices first. */
export function useDataSourceNotices(): string[] {
  const matches = useMatches();
  const used = new Set<DataSource>();
  for (const match of matches) for (const source of (match.handle as DataSourceHandle | undefined)?.dataSources ?? []) used.add(source);
  return (['prices', 'nutrition'] as const).filter((s) => used.has(s)).flatMap((s) => DATA_SOURCE_NOTICES[s]);
}
