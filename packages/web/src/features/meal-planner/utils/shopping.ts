import type { TMealPlan } from '@larder/contract/meal-plans';

type Line = TMealPlan['shopping'][number];

export interface AisleGroup {
  aisle: string;
  lines: Line[];
  totalPence: number;
}

const pence = (cost: string) => {
  const n = Number(cost);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The shopping lines of one week (all of them when `week` is null), grouped by aisle (A-Z, "Other" last), lines A-Z. */
export function groupShoppingByAisle(lines: readonly Line[], week: number | null = null): AisleGroup[] {
  const byAisle = new Map<string, Line[]>();
  for (const line of lines) {
    if (week !== null && line.week !== week) continue;
    const aisle = line.aisle.trim() || 'Other';
    byAisle.set(aisle, [...(byAisle.get(aisle) ?? []), line]);
  }
  return [...byAisle.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b, 'en-GB')))
    .map(([aisle, group]) => ({
      aisle,
      lines: [...group].sort((x, y) => x.name.localeCompare(y.name, 'en-GB')),
      totalPence: group.reduce((sum, l) => sum + pence(l.cost), 0),
    }));
}

/** The weeks a plan's shopping is bought in (0-based), in order. */
export const shoppingWeeks = (lines: readonly Line[]): number[] => [...new Set(lines.map((l) => l.week))].sort((a, b) => a - b);

/** 0 -> "", 850 -> "850 g", 1245 -> "1.25 kg". */
export function formatGrams(grams: number): string {
  if (!Number.isFinite(grams) || grams <= 0) return '';
  if (grams < 1000) return `${Math.round(grams)} g`;
  return `${Math.round(grams / 10) / 100} kg`;
}

/** "1 pack", "3 packs". */
export const packsLabel = (packs: number): string => `${packs} ${packs === 1 ? 'pack' : 'packs'}`;
