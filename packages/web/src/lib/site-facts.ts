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
 * Document 000's savings claims, as the documents state them. They are the product's claims for an average UK
 * family, not figures measured for anyone: every page that shows them says so.
 */
export const PRODUCT_SAVINGS_CLAIMS = [
  { value: '£67', label: 'a month saved by the average UK family' },
  { value: '£804', label: 'a year back in the household budget' },
  { value: '£23–£23.80', label: 'less spent on food every week' },
  { value: '38%–84%', label: 'less food thrown away' },
] as const;
/** The yearly saving the claims above state (£67 a month, £804 a year), in pence: the page's sums start from it. */
export const CLAIMED_YEARLY_SAVING_PENCE = 80_400;

/**
 * The landing page's sum, from its own figures: a year of Larder against the claimed yearly saving. "Pays for
 * itself" is the number of weeks of the claimed weekly saving (£804 / 52) it takes to cover a year's price,
 * rounded up (£239.88 / £15.46 = 15.5, so 16 weeks), and how many times over the saving covers the price.
 */
export function paybackFigures(monthlyPricePence: number, yearlySavingPence = CLAIMED_YEARLY_SAVING_PENCE): { yearlyCostPence: number; weeks: number; times: number } {
  const yearlyCostPence = monthlyPricePence * 12;
  const weeks = Math.ceil((yearlyCostPence * 52) / yearlySavingPence);
  const times = Math.floor((yearlySavingPence / yearlyCostPence) * 10) / 10;
  return { yearlyCostPence, weeks, times };
}

export const CLAIMS_NOTE = "Larder's claims for an average UK family, as our marketing states them; not measured for you.";
