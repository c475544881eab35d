import { randomUUID } from 'node:crypto';
import type { Ingredient } from '../catalogue/ingredient';
import AISLE_WORDS from './extra-aisles.json';
import type { NewShoppingItem } from './shopping-list';

/** Aisles a free-text item may take: the catalogue's and the non-food ones of extra-aisles.json. */
export const EXTRA_AISLES: readonly string[] = [
  ...new Set([...AISLE_WORDS.aisles.map((a) => a.aisle), 'Meat & Poultry', 'Fish & Seafood', 'Fresh Produce', 'Dairy & Eggs', 'Bakery', 'Pantry Items', 'Tins & Jars', 'Herbs & Spices', 'Frozen', 'Drinks', AISLE_WORDS.fallback]),
];

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;
const has = (haystack: string, word: string) => {
  const w = words(word).trim();
  return haystack.includes(` ${w} `) || haystack.includes(` ${w}s `) || (w.endsWith('s') && haystack.includes(` ${w.slice(0, -1)} `));
};

/** The aisle for "bin bags", "2 x cat food", "oat milk": the word list first, then a food the catalogue knows. */
export function guessAisle(name: string, ingredients: readonly Pick<Ingredient, 'name' | 'aisle'>[] = []): string {
  const text = words(name);
  for (const { aisle, words: list } of AISLE_WORDS.aisles) if (list.some((w) => has(text, w))) return aisle;
  let best: { aisle: string; length: number } | null = null;
  for (const ingredient of ingredients) {
    const n = words(ingredient.name).trim();
    if (n.length > 2 && has(text, n) && (!best || n.length > best.length)) best = { aisle: ingredient.aisle, length: n.length };
  }
  return best?.aisle ?? AISLE_WORDS.fallback;
}

/** "2 x cat food", "cat food x2", "3 lemons": a count written in the name, when none is given apart. */
export function splitCount(name: string): { name: string; quantity: number | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const front = /^(\d{1,3})\s*(?:x|×)\s*(.+)$/i.exec(trimmed) ?? /^(\d{1,3})\s+(.+)$/.exec(trimmed);
  if (front) return { name: front[2]!, quantity: Number(front[1]) };
  const back = /^(.+?)\s*(?:x|×)\s*(\d{1,3})$/i.exec(trimmed);
  if (back) return { name: back[1]!, quantity: Number(back[2]) };
  return { name: trimmed, quantity: null };
}

/** A free-text line: its own unique key, no grams (it is not a recipe's ingredient). */
export const extraItem = (name: string, quantity: number, unit: string, category: string, pricePence: number): NewShoppingItem => ({
  ingredient: `extra:${randomUUID()}`,
  name,
  quantity,
  unit,
  category,
  pricePence,
  neededGrams: 0,
  packGrams: 0,
  leftoverGrams: 0,
  perishable: false,
});
