import { useEffect, useState } from 'react';

/**
 * The numbers the public pages state, from GET /api/site/facts (the catalogue the server holds): recipes in the
 * library and the supermarket chains priced. Plain fetch and a hand check (no query client, no zod), so the
 * landing page's small bundle can use it. Until it answers (or if it fails) the pages state no number.
 */
export interface SiteFacts {
  readonly recipes: number;
  readonly chains: readonly string[];
}

const isFacts = (value: unknown): value is SiteFacts => {
  const v = value as Partial<SiteFacts> | null;
  return !!v && typeof v.recipes === 'number' && Number.isInteger(v.recipes) && v.recipes >= 0 && Array.isArray(v.chains) && v.chains.every((c) => typeof c === 'string');
};

let pending: Promise<SiteFacts | null> | null = null;

export function fetchSiteFacts(): Promise<SiteFacts | null> {
  pending ??= fetch('/api/site/facts', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      const body: unknown = res.ok ? await res.json() : null;
      return isFacts(body) ? body : null;
    })
    .catch(() => null)
    .then((facts) => {
      if (facts === null) pending = null; // try again next time
      return facts;
    });
  return pending;
}

export function useSiteFacts(): SiteFacts | null {
  const [facts, setFacts] = useState<SiteFacts | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSiteFacts().then((f) => {
      if (live) setFacts(f);
    });
    return () => {
      live = false;
    };
  }, []);
  return facts;
}

/** "312 recipes" from the library's own count; without the count, no number. */
export const recipesLabel = (facts: SiteFacts | null): string => (facts ? `${facts.recipes.toLocaleString('en-GB')} recipes` : 'A recipe library');

/** "Tesco, Sainsbury's, ASDA, Aldi and Lidl" from the chains priced. */
export function chainsList(chains: readonly string[]): string {
  if (chains.length <= 1) return chains.join('');
  return `${chains.slice(0, -1).join(', ')} and ${chains.at(-1)}`;
}

/**
 * The landing page's money figures (issue 32): no claim of what a household saves (we hold no measured figure for
 * that), only the documented survey source that a saving is measured against (domain budget/saving.ts), and
 * Larder's own price. Every figure is worked out from those two, so the page cannot contradict itself.
 */
export const SURVEY_SOURCE = 'ONS Family Food survey, financial year ending 2022';
export const SURVEY_FAMILY_SIZE = 4;

export function surveyFigures(perPersonWeeklyPence: number, monthlyPricePence: number, people = SURVEY_FAMILY_SIZE) {
  const familyWeeklyPence = perPersonWeeklyPence * people;
  return { perPersonWeeklyPence, familyWeeklyPence, familyYearlyPence: familyWeeklyPence * 52, larderYearlyPence: monthlyPricePence * 12 };
}
