/**
 * One shop or split the shop: for a list, the cheapest single chain and the cheapest split across two chains
 * (each item bought where it is cheaper), with the saving and what goes where; offered only when the split saves
 * at least SPLIT_MIN_SAVING_PENCE (a second shop costs time). Says plainly when every price is an estimate.
 */
import type { PriceSource } from '../price-book/price-book';

export const SPLIT_MIN_SAVING_PENCE = 100;

export interface ItemPrice {
  /** Whole packs for what the list needs, at what this household pays. */
  readonly costPence: number;
  readonly source: PriceSource;
}

export interface SplitItem {
  readonly ingredient: string;
  readonly name: string;
  /** Chain → price; a chain that does not sell it is absent. */
  readonly prices: ReadonlyMap<string, ItemPrice>;
}

export interface ChainTotal {
  readonly chain: string;
  readonly totalPence: number;
  /** Items the chain does not sell. */
  readonly missing: readonly string[];
}

export interface SplitPlan {
  readonly chains: readonly [string, string];
  readonly totalPence: number;
  /** Saving against the cheapest single chain. */
  readonly savingPence: number;
  readonly items: ReadonlyArray<{ readonly ingredient: string; readonly name: string; readonly chain: string; readonly costPence: number }>;
  readonly missing: readonly string[];
}

export interface SplitResult {
  /** Cheapest first (fewest missing items first). */
  readonly single: readonly ChainTotal[];
  /** Null when no two chains save SPLIT_MIN_SAVING_PENCE over the best single one. */
  readonly split: SplitPlan | null;
  /** How many of the prices used come from each source. */
  readonly sources: Readonly<Record<PriceSource, number>>;
  readonly estimatesOnly: boolean;
  readonly sentence: string;
}

const gbp = (p: number) => `£${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

export function splitShop(items: readonly SplitItem[], chains: readonly string[]): SplitResult {
  const single: ChainTotal[] = chains
    .map((chain) => {
      let total = 0;
      const missing: string[] = [];
      for (const item of items) {
        const p = item.prices.get(chain);
        if (p) total += p.costPence;
        else missing.push(item.ingredient);
      }
      return { chain, totalPence: total, missing };
    })
    .sort((a, b) => a.missing.length - b.missing.length || a.totalPence - b.totalPence || a.chain.localeCompare(b.chain));
  const best = single[0];

  let split: SplitPlan | null = null;
  if (best) {
    for (let i = 0; i < chains.length; i++) {
      for (let j = i + 1; j < chains.length; j++) {
        const pair = [chains[i]!, chains[j]!] as const;
        const placed: { ingredient: string; name: string; chain: string; costPence: number }[] = [];
        const missing: string[] = [];
        for (const item of items) {
          const options = pair.map((c) => ({ chain: c, p: item.prices.get(c) })).filter((o) => o.p) as { chain: string; p: ItemPrice }[];
          options.sort((a, b) => a.p.costPence - b.p.costPence || (a.chain === best.chain ? -1 : b.chain === best.chain ? 1 : 0));
          if (options[0]) placed.push({ ingredient: item.ingredient, name: item.name, chain: options[0].chain, costPence: options[0].p.costPence });
          else missing.push(item.ingredient);
        }
        if (missing.length > best.missing.length) continue;
        // A "split" that buys everything at one chain is no split.
        if (new Set(placed.map((p) => p.chain)).size < 2) continue;
        const total = placed.reduce((s, p) => s + p.costPence, 0);
        const saving = best.totalPence - total;
        if (saving >= SPLIT_MIN_SAVING_PENCE && (!split || total < split.totalPence)) {
          // The main shop first: the chain where more is bought.
          const count = (c: string) => placed.filter((p) => p.chain === c).length;
          const ordered = (count(pair[0]) >= count(pair[1]) ? [pair[0], pair[1]] : [pair[1], pair[0]]) as [string, string];
          split = { chains: ordered, totalPence: total, savingPence: saving, items: placed, missing };
        }
      }
    }
  }

  const sources: Record<PriceSource, number> = { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 };
  for (const item of items) for (const chain of chains) {
    const p = item.prices.get(chain);
    if (p) sources[p.source] += 1;
  }
  const used = Object.values(sources).reduce((a, b) => a + b, 0);
  const estimatesOnly = used > 0 && sources.estimate === used;

  let sentence: string;
  if (!best) sentence = 'No chain can be compared for this list.';
  else {
    sentence = `${best.chain} ${gbp(best.totalPence)}`;
    if (split) {
      const second = split.chains[1];
      const n = split.items.filter((p) => p.chain === second).length;
      sentence += `; ${split.chains[0]} + ${second} ${gbp(split.totalPence)}: buy the ${n} item${n === 1 ? '' : 's'} marked ${second[0]!.toUpperCase()} at ${second}, saving ${gbp(split.savingPence)}.`;
    } else sentence += `: one shop is cheapest; splitting across two chains would save less than ${gbp(SPLIT_MIN_SAVING_PENCE)}.`;
    if (estimatesOnly) sentence += ' These are all estimates (national average prices times a chain index), not prices anyone has paid: add a receipt for real ones.';
  }
  return { single, split, sources, estimatesOnly, sentence };
}
