import HOLIDAYS from '../../../data/budget/uk-bank-holidays.json';
import NATIONS from '../../../data/budget/postcode-nations.json';
import { dataFile } from '../../shared/data-file';
import { addDaysToDate, isCalendarDate } from '../weeks';

/** The three divisions GOV.UK publishes bank holidays for. */
export const NATIONS_LIST = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS_LIST)[number];

const FILE = 'data/budget/uk-bank-holidays.json';
export function readHolidays(contents: unknown): { first: number; last: number; byNation: Record<Nation, ReadonlySet<string>> } {
  const root = dataFile(FILE, contents).only(['source', 'note', 'years', 'divisions']);
  root.get('source').string();
  const years = root.get('years').items().map((y) => y.integer(2000, 2100));
  if (years.length !== 2 || years[0]! > years[1]!) root.get('years').fail('must be [first, last]');
  const divisions = root.get('divisions').only([...NATIONS_LIST]);
  const byNation = {} as Record<Nation, ReadonlySet<string>>;
  for (const nation of NATIONS_LIST) {
    byNation[nation] = new Set(
      divisions.get(nation).items().map((event) => {
        const date = event.only(['date', 'title']).get('date');
        const text = date.string();
        event.get('title').string();
        if (!isCalendarDate(text)) date.fail('must be a date YYYY-MM-DD');
        const year = Number(text.slice(0, 4));
        if (year < years[0]! || year > years[1]!) date.fail(`must fall in ${years[0]} to ${years[1]}`);
        if (isWeekend(text)) date.fail('falls on a weekend (a bank holiday is a weekday; the substitute day is listed instead)');
        return text;
      }),
    );
  }
  return { first: years[0]!, last: years[1]!, byNation };
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const isWeekend = (date: string): boolean => weekday(date) === 0 || weekday(date) === 6;

const LOADED = readHolidays(HOLIDAYS);
/** The years the bank-holiday file covers; outside them only weekends move a pay day. */
export const BANK_HOLIDAY_YEARS = { first: LOADED.first, last: LOADED.last } as const;

export const isBankHoliday = (date: string, nation: Nation): boolean => LOADED.byNation[nation].has(date);
export const isWorkingDay = (date: string, nation: Nation): boolean => !isWeekend(date) && !isBankHoliday(date, nation);

/** The day itself when banks are open, else the working day before it (as banks pay wages and benefits). */
export function onOrBeforeWorkingDay(date: string, nation: Nation): string {
  let day = date;
  while (!isWorkingDay(day, nation)) day = addDaysToDate(day, -1);
  return day;
}

const nationsData = dataFile('data/budget/postcode-nations.json', NATIONS).only(['source', 'scotland', 'northern-ireland']);
const areaRules = (['scotland', 'northern-ireland'] as const).map((nation) => {
  const rule = nationsData.get(nation).only(['areas', 'exceptDistricts']);
  return { nation, areas: new Set(rule.get('areas').strings()), except: new Set(rule.get('exceptDistricts').items().map((d) => d.string())) };
});

/** The nation of a postcode's outward code ("EH1", "BT7", "TD15"): England and Wales unless it is a Scottish or Northern Irish area. */
export function nationOfPostcode(outward: string): Nation {
  const district = outward.trim().toUpperCase();
  const area = /^[A-Z]{1,2}/.exec(district)?.[0] ?? '';
  for (const rule of areaRules) if (rule.areas.has(area) && !rule.except.has(district)) return rule.nation;
  return 'england-and-wales';
}
