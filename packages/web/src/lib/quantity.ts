/** Recipe quantities in words, shared by the recipe page and the meal planner. */
/** Units that read as they are after a number ("400 g"); the rest are counted units ("1 medium", "2 cloves"). */
const MEASURES = new Set(['g', 'kg', 'ml', 'l', 'tsp', 'tbsp']);
/** Counted units that take no plural ("2 medium onions" reads better as "2 medium"). */
const NO_PLURAL = new Set(['small', 'medium', 'large', 'each', 'pinch', 'handful']);

const FRACTIONS: ReadonlyArray<[number, string]> = [
  [0.25, '¼'],
  [0.33, '⅓'],
  [0.5, '½'],
  [0.67, '⅔'],
  [0.75, '¾'],
];

/** 0.5 -> "½", 1.5 -> "1½", 333.3 g -> "333", 2.4 -> "2.4"; fractions only for spoons and counted units. */
export function formatQuantity(quantity: number, unit: string): string {
  if (!Number.isFinite(quantity) || quantity <= 0) return '';
  const whole = Math.floor(quantity);
  const part = Math.round((quantity - whole) * 100) / 100;
  if (!['g', 'kg', 'ml', 'l'].includes(unit.toLowerCase())) {
    const fraction = FRACTIONS.find(([value]) => Math.abs(value - part) < 0.02);
    if (fraction) return `${whole === 0 ? '' : whole}${fraction[1]}`;
  }
  if (['g', 'ml'].includes(unit.toLowerCase()) && quantity >= 10) return String(Math.round(quantity));
  return String(Math.round(quantity * 100) / 100);
}

/** The amount in words: "400 g", "1 tbsp", "2 cloves", "1 medium", and nothing for "each". */
export function formatAmount(quantity: number, unit: string): string {
  const q = formatQuantity(quantity, unit);
  const u = unit.trim();
  if (!q) return u === 'each' ? '' : u;
  if (u === '' || u.toLowerCase() === 'each') return q;
  if (MEASURES.has(u.toLowerCase())) return `${q} ${u}`;
  const plural = quantity > 1 && !NO_PLURAL.has(u.toLowerCase()) && !u.endsWith('s') ? `${u}s` : u;
  return `${q} ${plural}`;
}

/** A recipe quantity scaled from the recipe's servings to the plan's: 2 tins for 4, planned for 2 -> 1. */
export function scaleQuantity(quantity: number, recipeServes: number, servings: number): number {
  if (!Number.isFinite(quantity) || recipeServes <= 0 || servings <= 0) return quantity;
  return (quantity * servings) / recipeServes;
}
