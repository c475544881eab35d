import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NewShoppingItem } from '../shopping-list';
import { changedAnything, describeChange, reconcileList } from './reconcile-list';
import { listName, planWeekStart } from './list-name';

const AT = new Date('2026-11-25T12:00:00Z');
const line = (ingredient: string, quantity = 1, pricePence = 100 * quantity): NewShoppingItem => ({
  ingredient, name: ingredient[0]!.toUpperCase() + ingredient.slice(1), quantity, unit: '500 g pack', category: 'Fresh Produce', pricePence,
  neededGrams: 400 * quantity, packGrams: 500, leftoverGrams: 100, perishable: true,
});
const old = (l: NewShoppingItem, state: { isChecked?: boolean; notNeeded?: boolean; isExtra?: boolean } = {}) => ({
  ...l, isChecked: state.isChecked ?? false, checkedChangedAt: state.isChecked ? new Date('2026-11-24T10:00:00Z') : null, isExtra: state.isExtra ?? false,
  notNeeded: state.notNeeded ?? false, checkedBy: state.isChecked ? { id: 'member-1' } : null,
});

describe('keeping a list in step with its plan', () => {
  it('adds what the plan now needs, drops what it does not, and keeps the ticks of what it still needs', () => {
    const before = [old(line('mushroom')), old(line('rice'), { isChecked: true }), old(line('onion'))];
    const { lines, change, recipeTotalPence } = reconcileList(before, [line('rice'), line('onion'), line('coconut milk', 1, 120)], AT);
    expect(lines.map((l) => [l.ingredient, l.isChecked, l.notNeeded])).toEqual([['rice', true, false], ['onion', false, false], ['coconut milk', false, false]]);
    expect(lines[0]!.checkedById).toBe('member-1');
    expect(change).toMatchObject({ added: ['Coconut milk'], removed: ['Mushroom'], notNeeded: [], differencePence: 20 });
    expect(recipeTotalPence).toBe(320);
    expect(describeChange(change)).toBe('+ coconut milk, − mushroom, £0.20 more');
  });

  it('keeps a ticked line the plan no longer needs, marked not needed any more, and counts it nothing', () => {
    const { lines, change, recipeTotalPence } = reconcileList([old(line('mushroom'), { isChecked: true }), old(line('rice'))], [line('rice')], AT);
    expect(lines.find((l) => l.ingredient === 'mushroom')).toMatchObject({ isChecked: true, notNeeded: true, checkedById: 'member-1' });
    expect(change).toMatchObject({ removed: [], notNeeded: ['Mushroom'], differencePence: -100 });
    expect(recipeTotalPence).toBe(100);
    expect(describeChange(change)).toBe('mushroom not needed any more (ticked, kept), £1.00 less');
  });

  it('brings a not-needed line back as a normal line when the plan needs it again, tick kept', () => {
    const { lines, change } = reconcileList([old(line('mushroom'), { isChecked: true, notNeeded: true })], [line('mushroom')], AT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ isChecked: true, notNeeded: false });
    expect(change.added).toEqual(['Mushroom']);
  });

  it('keeps a ticked line as bought, its packs and the price paid, when the plan now needs fewer packs', () => {
    const bought = { ingredient: 'butter', name: 'Butter', quantity: 1, pricePence: 229, isChecked: true, checkedChangedAt: AT, isExtra: false };
    const { lines } = reconcileList([bought], [{ ...bought, quantity: 0, pricePence: 0, unit: 'pack', category: 'Dairy', neededGrams: 0, packGrams: 250, leftoverGrams: 0, perishable: true }], AT);
    expect(lines[0]).toMatchObject({ quantity: 1, pricePence: 229, isChecked: true, notNeeded: false });
  });

  it('keeps the ticked packs bought when the plan needs more, and adds a line beside them for the rest, and says so', () => {
    const { lines, change, recipeTotalPence } = reconcileList([{ ...old(line('spinach', 1, 150), { isChecked: true }), id: 7 }], [line('spinach', 3)], AT);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: 1, pricePence: 150, isChecked: true, checkedById: 'member-1', continues: 7, neededGrams: 500 });
    expect(lines[1]).toMatchObject({ quantity: 2, pricePence: 200, isChecked: false, continues: undefined, neededGrams: 700 });
    expect(recipeTotalPence).toBe(350);
    expect(change.changed).toEqual(['Spinach: 3 packs, was 1 pack (1 already ticked, 2 more to buy)']);
    // Again with the same plan: nothing changes, and the ticked line and the rest keep their places.
    const again = reconcileList(lines.map((l, i) => ({ ...l, id: i + 7, isExtra: false, checkedBy: l.checkedById ? { id: l.checkedById } : null })), [line('spinach', 3)], AT);
    expect(changedAnything(again.change)).toBe(false);
    expect(again.lines.map((l) => [l.quantity, l.isChecked, l.continues])).toEqual([[1, true, 7], [2, false, 8]]);
  });

  it('never touches extras (they are not among the recipe lines it returns)', () => {
    const { lines, change } = reconcileList([old(line('bin bags'), { isExtra: true }), old(line('rice'))], [line('rice')], AT);
    expect(lines.map((l) => l.ingredient)).toEqual(['rice']);
    expect(changedAnything(change)).toBe(false);
    expect(describeChange(change)).toBe('No change to the list.');
  });

  const slugs = ['rice', 'onion', 'spinach', 'mushroom', 'pasta', 'lentils', 'milk', 'eggs'];
  const freshArb = fc.uniqueArray(fc.record({ slug: fc.constantFrom(...slugs), packs: fc.integer({ min: 1, max: 4 }) }), { selector: (r) => r.slug }).map((rs) => rs.map((r) => line(r.slug, r.packs)));
  const oldArb = fc
    .uniqueArray(fc.record({ slug: fc.constantFrom(...slugs), packs: fc.integer({ min: 1, max: 4 }), ticked: fc.boolean(), notNeeded: fc.boolean() }), { selector: (r) => r.slug })
    .map((rs) => rs.map((r) => old(line(r.slug, r.packs), { isChecked: r.ticked || r.notNeeded, notNeeded: r.notNeeded })));

  it('property: one unticked line an ingredient; every needed pack bought or to buy; every ticked line kept ticked at its price', () => {
    fc.assert(
      fc.property(oldArb, freshArb, (before, fresh) => {
        const { lines } = reconcileList(before, fresh, AT);
        const open = lines.filter((l) => !l.isChecked).map((l) => l.ingredient);
        expect(new Set(open).size).toBe(open.length);
        for (const f of fresh) {
          const mine = lines.filter((l) => l.ingredient === f.ingredient && !l.notNeeded);
          expect(mine.reduce((n, l) => n + l.quantity, 0)).toBeGreaterThanOrEqual(f.quantity);
          expect(mine.reduce((n, l) => n + l.neededGrams, 0)).toBe(f.neededGrams);
        }
        for (const b of before.filter((b) => b.isChecked)) {
          const now = lines.find((l) => l.ingredient === b.ingredient && l.isChecked);
          expect(now).toMatchObject({ isChecked: true, quantity: b.quantity, pricePence: b.pricePence, notNeeded: !fresh.some((f) => f.ingredient === b.ingredient) });
        }
        const ids = lines.map((l) => l.ingredient);
        for (const b of before.filter((b) => !b.isChecked)) if (!fresh.some((f) => f.ingredient === b.ingredient)) expect(ids).not.toContain(b.ingredient);
      }),
    );
  });

  it('property: reconciling with the same plan again changes nothing', () => {
    fc.assert(
      fc.property(oldArb, freshArb, (before, fresh) => {
        const first = reconcileList(before, fresh, AT);
        const asOld = first.lines.map((l) => ({ ...l, isExtra: false, checkedBy: l.checkedById ? { id: l.checkedById } : null }));
        const second = reconcileList(asOld, fresh, AT);
        expect(changedAnything(second.change)).toBe(false);
        expect(second.lines.map((l) => [l.ingredient, l.isChecked, l.notNeeded, l.quantity])).toEqual(first.lines.map((l) => [l.ingredient, l.isChecked, l.notNeeded, l.quantity]));
      }),
    );
  });

  it('property: the total is what the ticks paid plus the rest of each fresh line at its price', () => {
    fc.assert(
      fc.property(oldArb, freshArb, (before, fresh) => {
        const cost = (f: (typeof fresh)[number]) => {
          const b = before.find((o) => !o.isExtra && o.ingredient === f.ingredient);
          if (!b?.isChecked) return f.pricePence;
          const rest = f.quantity - b.quantity;
          return b.pricePence + (rest > 0 ? Math.round((f.pricePence * rest) / f.quantity) : 0);
        };
        expect(reconcileList(before, fresh, AT).recipeTotalPence).toBe(fresh.reduce((s, l) => s + cost(l), 0));
      }),
    );
  });
});

describe('list names', () => {
  it('names a list by its week and chain: Monday to Thursday this week, Friday to Sunday the week ahead', () => {
    expect(listName(new Date('2026-11-30T09:00:00Z'), 'Lidl')).toBe('Week of 30 Nov, Lidl'); // Monday
    expect(listName(new Date('2026-12-03T20:00:00Z'), 'Lidl')).toBe('Week of 30 Nov, Lidl'); // Thursday
    expect(listName(new Date('2026-11-28T10:00:00Z'), 'Aldi')).toBe('Week of 30 Nov, Aldi'); // Saturday
    expect(listName(new Date('2026-12-27T10:00:00Z'), 'Tesco')).toBe('Week of 28 Dec, Tesco'); // Sunday
    expect(listName(new Date('2026-12-31T10:00:00Z'), 'Tesco')).toBe('Week of 28 Dec, Tesco'); // Thursday, year end
  });
  it('property: the week starts on a Monday at most 4 days before or 3 days after', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const monday = planWeekStart(d);
        expect(monday.getUTCDay()).toBe(1);
        const days = (monday.getTime() - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(-3);
        expect(days).toBeLessThanOrEqual(3);
      }),
    );
  });
});
