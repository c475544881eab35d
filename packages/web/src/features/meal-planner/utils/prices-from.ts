import type { TMealPlan } from '@larder/contract/meal-plans';

type Sources = NonNullable<TMealPlan['pricesFrom']>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a plan's total rests on, from the price book's count of its bought lines: "Priced from 3 of your receipts,
 * 2 seen by households nearby and 31 estimates", or "Every price is an estimate" when none is real. Null when the plan
 * says nothing (an older plan) or buys nothing.
 */
export function pricesFromLabel(sources: Sources | undefined): string | null {
  if (!sources) return null;
  const parts = [
    sources['own-receipt'] ? plural(sources['own-receipt'], 'price from your receipts', 'prices from your receipts') : null,
    sources.pooled ? plural(sources.pooled, 'price seen by households nearby', 'prices seen by households nearby') : null,
    sources.feed ? plural(sources.feed, "price from a chain's feed", "prices from the chains' feeds") : null,
    sources.estimate ? plural(sources.estimate, 'estimate', 'estimates') : null,
  ].filter((part): part is string => part !== null);
  if (!parts.length) return null;
  if (parts.length === 1 && sources.estimate) return 'Every price is an estimate (the national average at this chain); a receipt makes them yours.';
  const last = parts.pop()!;
  return `Priced from ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
}
