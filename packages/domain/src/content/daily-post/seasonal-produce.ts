import contents from '../../../data/daily-post/seasonal-vegetables.json';
import { dataFile } from '../../shared/data-file';

/**
 * UK-grown vegetables by the months they are in season here (field-grown, or from British glasshouses where that
 * is how they are grown), written by us from the growers' calendars; `slug` is the catalogue ingredient. Stored
 * crops (onions, potatoes, carrots, cabbages) run on through the months they keep well from the British harvest.
 * The words live in packages/domain/data/daily-post/seasonal-vegetables.json, checked as it loads.
 */
export interface SeasonalVegetable {
  readonly slug: string;
  /** As a sentence names it ("leeks", "purple sprouting broccoli"). */
  readonly plural: string;
  readonly months: readonly number[];
  /** When and why it is good now. */
  readonly season: string;
  readonly choose: string;
  readonly store: string;
  readonly cook: string;
}

const FIELDS = ['slug', 'plural', 'months', 'season', 'choose', 'store', 'cook'] as const;

/** Reads a seasonal-vegetables file, naming the file and field of the first bad value. */
export function readSeasonalVegetables(file: string, data: unknown): readonly SeasonalVegetable[] {
  const slugs = new Set<string>();
  return dataFile(file, data)
    .items()
    .map((entry) => {
      entry.only(FIELDS);
      const slug = entry.get('slug');
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug.string())) slug.fail('must be a catalogue slug (lower case words joined by hyphens)');
      if (slugs.has(slug.string())) slug.fail('is listed twice');
      slugs.add(slug.string());
      const months = entry.get('months');
      if (!months.items().length) months.fail('must list at least one month');
      return {
        slug: slug.string(),
        plural: entry.get('plural').string(),
        months: months.items().map((m) => m.integer(1, 12)),
        season: entry.get('season').string(),
        choose: entry.get('choose').string(),
        store: entry.get('store').string(),
        cook: entry.get('cook').string(),
      };
    });
}

export const SEASONAL_VEGETABLES: readonly SeasonalVegetable[] = readSeasonalVegetables('data/daily-post/seasonal-vegetables.json', contents);

/** The vegetables in season in a month (1 to 12). */
export const inSeason = (month: number): SeasonalVegetable[] => SEASONAL_VEGETABLES.filter((v) => v.months.includes(month));
