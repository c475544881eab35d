import type { NewShoppingItem, ShoppingItem } from '../shopping-list';
import type { ListChange } from './list-change';

export type { ListChange } from './list-change';

/**
 * Keeping a plan's list in step with the plan. The plan changed (a swap, a re-plan, a chat edit, another chain):
 * the fresh lines are what the plan needs now; the old list holds what the household already ticked and added.
 *
 * The rules, all here and nowhere else:
 * - A ticked line is money spent: it stays ticked, its packs at the price paid, whatever the plan does next.
 * - A line the plan still needs keeps its tick; when the plan now needs more packs than were ticked, the ticked
 *   line stays as it is and a second line beside it buys the rest, and the change says so.
 * - A line the plan no longer needs goes, unless it was ticked: then it stays, ticked, marked not needed any
 *   more (bought already; the household may keep it for another week) and counts nothing towards the total.
 * - A not-needed line the plan needs again comes back as a normal line.
 * - Free-text extras are never touched.
 * - Reconciling with the same plan twice changes nothing the second time.
 */
export interface ReconciledLine extends NewShoppingItem {
  readonly isChecked: boolean;
  readonly checkedChangedAt: Date | null;
  readonly checkedById: string | null;
  readonly notNeeded: boolean;
  /** The list line this one continues (it keeps that line's id: the larder's packs from its tick stay its own). */
  readonly continues?: number;
}

type OldLine = Pick<ShoppingItem, 'ingredient' | 'name' | 'quantity' | 'pricePence' | 'isChecked' | 'checkedChangedAt' | 'isExtra'> & {
  readonly id?: number;
  readonly notNeeded?: boolean;
  readonly checkedBy?: { readonly id: string } | null;
  readonly neededGrams?: number;
};

export interface Reconciled {
  /** Recipe lines in the order given (fresh lines first, then the ticked lines no longer needed). Extras are not included. */
  readonly lines: readonly ReconciledLine[];
  /** The recipe lines' total: not-needed lines count nothing. */
  readonly recipeTotalPence: number;
  readonly change: Omit<ListChange, 'reason' | 'at'>;
}

/** The pure rule: old list lines (recipe and extras) and the plan's fresh lines in, the list's recipe lines out. */
export function reconcileList(old: readonly OldLine[], fresh: readonly NewShoppingItem[], _at?: Date): Reconciled {
  const before = new Map<string, OldLine[]>();
  for (const l of old) if (!l.isExtra) before.set(l.ingredient, [...(before.get(l.ingredient) ?? []), l]);
  const lines: ReconciledLine[] = [];
  const added: string[] = [];
  const changed: string[] = [];
  for (const line of fresh) {
    const was = before.get(line.ingredient) ?? [];
    const wasNeeded = was.filter((l) => !l.notNeeded);
    if (!wasNeeded.length) added.push(line.name);
    const ticked = was.filter((l) => l.isChecked);
    const open = was.find((l) => !l.isChecked);
    const bought = ticked.reduce((n, l) => n + l.quantity, 0);
    const rest = line.quantity - bought;
    const wasPacks = wasNeeded.reduce((n, l) => n + l.quantity, 0);
    if (wasNeeded.length && wasPacks !== Math.max(line.quantity, bought)) {
      changed.push(`${line.name}: ${packs(line.quantity)}, was ${packs(wasPacks)}${bought > 0 && rest > 0 ? ` (${bought} already ticked, ${rest} more to buy)` : ''}`);
    }
    // The grams the plan needs go to the bought packs first, the rest to the line that buys the rest.
    let grams = line.neededGrams;
    const share = (quantity: number, last: boolean) => {
      const mine = last ? grams : Math.min(grams, quantity * line.packGrams);
      grams -= mine;
      return { neededGrams: mine, leftoverGrams: Math.max(0, quantity * line.packGrams - mine) };
    };
    for (const [i, t] of ticked.entries()) {
      // A kept tick is the packs bought, at the price paid: a re-pricing or a smaller need does not change the money spent.
      lines.push({
        ...line, ...share(t.quantity, rest <= 0 && i === ticked.length - 1), quantity: t.quantity, pricePence: t.pricePence, heldGrams: i === 0 ? line.heldGrams : 0,
        isChecked: true, checkedChangedAt: t.checkedChangedAt, checkedById: t.checkedBy?.id ?? null, notNeeded: false, continues: t.id,
      });
    }
    if (ticked.length && rest <= 0) continue;
    const toBuy = ticked.length ? { ...share(rest, true), quantity: rest, pricePence: Math.round((line.pricePence * rest) / line.quantity), heldGrams: 0 } : {};
    lines.push({ ...line, ...toBuy, isChecked: false, checkedChangedAt: open?.checkedChangedAt ?? null, checkedById: null, notNeeded: false, continues: open?.id });
  }
  const needed = new Set(fresh.map((l) => l.ingredient));
  const removed: string[] = [];
  const notNeeded: string[] = [];
  for (const was of [...before.values()].flat()) {
    if (needed.has(was.ingredient)) continue;
    if (!was.isChecked) {
      if (!was.notNeeded) removed.push(was.name);
      continue;
    }
    if (!was.notNeeded) notNeeded.push(was.name);
    lines.push({
      ingredient: was.ingredient,
      name: was.name,
      quantity: was.quantity,
      unit: (was as Partial<NewShoppingItem>).unit ?? '',
      category: (was as Partial<NewShoppingItem>).category ?? '',
      pricePence: was.pricePence,
      neededGrams: 0,
      packGrams: (was as Partial<NewShoppingItem>).packGrams ?? 0,
      leftoverGrams: (was as Partial<NewShoppingItem>).leftoverGrams ?? 0,
      perishable: (was as Partial<NewShoppingItem>).perishable ?? false,
      isChecked: true,
      checkedChangedAt: was.checkedChangedAt,
      checkedById: was.checkedBy?.id ?? null,
      notNeeded: true,
      continues: was.id,
    });
  }
  const recipeTotalPence = lines.reduce((sum, l) => sum + (l.notNeeded ? 0 : l.pricePence), 0);
  const oldTotal = [...before.values()].flat().reduce((sum, l) => sum + (l.notNeeded ? 0 : l.pricePence), 0);
  return { lines, recipeTotalPence, change: { added, removed, changed, notNeeded, differencePence: recipeTotalPence - oldTotal } };
}

const packs = (n: number) => `${n} pack${n === 1 ? '' : 's'}`;

/** Whether anything on the list changed. */
export const changedAnything = (c: Pick<ListChange, 'added' | 'removed' | 'changed' | 'notNeeded' | 'differencePence'>) =>
  c.added.length + c.removed.length + c.changed.length + c.notNeeded.length > 0 || c.differencePence !== 0;

/** "+ coconut milk, − mushrooms, £1.20 more" (names lower-cased, as a sentence reads). */
export function describeChange(c: Pick<ListChange, 'added' | 'removed' | 'changed' | 'notNeeded' | 'differencePence'>): string {
  if (!changedAnything(c)) return 'No change to the list.';
  const parts = [
    ...c.added.map((n) => `+ ${n.toLowerCase()}`),
    ...c.removed.map((n) => `− ${n.toLowerCase()}`),
    ...c.notNeeded.map((n) => `${n.toLowerCase()} not needed any more (ticked, kept)`),
    ...c.changed.map((n) => n.charAt(0).toLowerCase() + n.slice(1)),
  ];
  const d = c.differencePence;
  const money = `£${(Math.abs(d) / 100).toFixed(2)}`;
  parts.push(d > 0 ? `${money} more` : d < 0 ? `${money} less` : 'same total');
  return parts.join(', ');
}
