import type { TListSplit } from '@larder/contract/receipts';
import { formatMoney } from '../../../lib/money';

export interface PdfSplit {
  /** The sentence: "Lidl £41.20; Lidl + Tesco £38.90: buy the 9 items marked T at Tesco, saving £2.30." */
  readonly lines: readonly string[];
  /** Ingredient → the letter of the second shop, for the items to buy there. */
  readonly marks: ReadonlyMap<string, string>;
}

/** One shop or split the shop, for the PDF: what the list screen's panel says, and which items carry a letter. */
export function pdfSplit(split: TListSplit | null | undefined): PdfSplit | null {
  if (!split || !split.single.length) return null;
  const best = split.single[0]!;
  const lines = [split.sentence, `One shop: ${best.chain} ${formatMoney(Number(best.total))}${best.missing.length ? ` (does not sell ${best.missing.length})` : ''}.`];
  const marks = new Map<string, string>();
  if (split.split) {
    const second = split.split.chains[1]!;
    const letter = second[0]!.toUpperCase();
    const there = split.split.items.filter((i) => i.chain === second);
    for (const item of there) marks.set(item.ingredient, letter);
    lines.push(`Split: ${split.split.chains.join(' + ')} ${formatMoney(Number(split.split.total))}, saving ${formatMoney(Number(split.split.saving))}. At ${second} (${letter}): ${there.map((i) => i.name).join(', ')}.`);
  }
  lines.push(`Prices used: ${split.sources['own-receipt']} from your receipts, ${split.sources.pooled} seen nearby, ${split.sources.feed} from price feeds, ${split.sources.estimate} estimates.`);
  return { lines, marks };
}
