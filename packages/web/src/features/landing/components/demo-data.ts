/**
 * The landing page's demo (document 000 section 2): a sample recipe and its shopping list. These are
 * sample figures for a visitor to try, labelled as such; a household's own screens never use them.
 */
export const DEMO_RECIPE = {
  name: 'Chicken and mushroom pie',
  prepMinutes: 30,
  cookMinutes: 45,
  serves: 4,
  totalCost: '8.45',
  costPerServing: '2.11',
  rating: 4.8,
  tags: ['Family Friendly', 'Intermediate', 'British Classic'],
} as const;

/** Tesco prices; the five items add up to the recipe's £8.45. */
export const DEMO_LIST = [
  { name: 'Chicken thigh fillets, 500 g', group: 'Meat & Poultry', pricePence: 350 },
  { name: 'Chestnut mushrooms, 250 g', group: 'Fresh Produce', pricePence: 109 },
  { name: 'Leeks, pack of 2', group: 'Fresh Produce', pricePence: 100 },
  { name: 'Ready-rolled puff pastry, 320 g', group: 'Pantry Items', pricePence: 140 },
  { name: 'Chicken stock cubes, 12 pack', group: 'Pantry Items', pricePence: 146 },
] as const;

/** Each chain's basket against the six-chain mean (Which?, July 2025), as in the catalogue build. */
export const DEMO_CHAINS = [
  { chain: 'Tesco', index: 1.0147 },
  { chain: "Sainsbury's", index: 1.0085 },
  { chain: 'ASDA', index: 0.9758 },
  { chain: 'Aldi', index: 0.9046 },
  { chain: 'Lidl', index: 0.9011 },
] as const;
export type DemoChain = (typeof DEMO_CHAINS)[number]['chain'];

/** A Tesco price at another chain, by the ratio of their basket indices, in whole pence. */
export function demoPricePence(tescoPence: number, chain: DemoChain): number {
  const index = DEMO_CHAINS.find((c) => c.chain === chain)?.index ?? 1.0147;
  return Math.round((tescoPence * index) / 1.0147);
}
