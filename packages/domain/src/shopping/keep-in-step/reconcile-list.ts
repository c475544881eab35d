import type { NewShoppingItem, ShoppingItem } from '../shopping-list';
import type { ListChange } from './list-change';

export type { ListChange } from './list-change';

/**
 * Keeping a plan's list in step with the plan. The plan changed (a swap, a re-plan, a chat edit, another chain):
 * the fresh lines are what the plan needs now; the old list holds what the household already ticked and added.
 *
 * The rules, all here and nowhere else:
 * - A line the plan still needs keeps its tick (the household bought it), unless the plan now needs more packs
 *   than were ticked: then it is unticked, so the extra packs are bought, and the change says so.
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
}


type OldLine = Pick<ShoppingItem, 'ingredient' | 'name' | 'quantity' | 'pricePence' | 'isChecked' | 'checkedChangedAt' | 'isExtra'> & {
  readonly notNeeded?: boolean;
  readonly checkedBy?: { readonly id: string } | null;
};

export interface Reconciled {
  /** Recipe lines in the order given (fresh lines first, then the ticked lines no longer needed). Extras are not included. */
  readonly lines: readonly ReconciledLine[];
  /** The recipe lines' total: not-needed lines count nothing. */
  readonly recipeTotalPence: number;
  readonly change: Omit<ListChange, 'reason' | 'at'>;
}

/** The pure rule: old list lines (recipe and extras) and the plan's fresh lines in, the list's recipe lines out. */
export function reconcileList(old: readonly OldLine[], fresh: readonly NewShoppingItem[], at: Date): Reconciled {
  const before = new Map(old.filter((l) => !l.isExtra).map((l) => [l.ingredient, l]));
  const lines: ReconciledLine[] = [];
  const added: string[] = [];
  const changed: string[] = [];
  for (const line of fresh) {
    const was = before.get(line.ingredient);
    const wasNeeded = was !== undefined && !was.notNeeded;
    if (!wasNeeded) added.push(line.name);
    // A tick stands for the packs bought: enough still, or the line comes back to buy the rest.
    const keepTick = !!was?.isChecked && line.quantity <= was.quantity;
    if (wasNeeded && !keepTick && was.quantity !== line.quantity) {
      changed.push(`${line.name}: ${packs(line.quantity)}, was ${packs(was.quantity)}${was.isChecked && !keepTick ? ` (${was.quantity} already ticked)` : ''}`);
    }
    lines.push({
      ...line,
      // A kept tick is the packs bought, at the price paid: a re-pricing or a smaller need does not change the money spent.
      ...(keepTick ? { quantity: was!.quantity, pricePence: was!.pricePence } : {}),
      isChecked: keepTick,
      // An untick made here is a change like any other: an older tick from an offline phone does not undo it.
      checkedChangedAt: keepTick ? was!.checkedChangedAt : was?.isChecked ? at : (was?.checkedChangedAt ?? null),
      checkedById: keepTick ? (was?.checkedBy?.id ?? null) : null,
      notNeeded: false,
    });
  }
  const needed = new Set(fresh.map((l) => l.ingredient));
  const removed: string[] = [];
  const notNeeded: string[] = [];
  for (const was of before.values()) {
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
    });
  }
  const recipeTotalPence = lines.reduce((sum, l) => sum + (l.notNeeded ? 0 : l.pricePence), 0);
  const oldTotal = [...before.values()].reduce((sum, l) => sum + (l.notNeeded ? 0 : l.pricePence), 0);
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
