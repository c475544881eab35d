import { formatAmount } from '../../../lib/quantity';

/** One ingredient as a line of text: "400 g Spaghetti", "1 medium Onion, chopped". */
export function ingredientText(line: { quantity: number; unit: string; name: string; notes: string | null }): string {
  const amount = formatAmount(line.quantity, line.unit);
  const text = amount ? `${amount} ${line.name}` : line.name;
  return line.notes ? `${text}, ${line.notes}` : text;
}

/** Sodium (mg) as salt in grams, the figure UK labels use (salt = sodium × 2.5). */
export const saltGrams = (sodiumMg: number): number => Math.round((sodiumMg * 2.5) / 100) / 10;
