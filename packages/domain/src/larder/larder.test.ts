import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ingredient } from '../catalogue/ingredient';
import { STORAGE_SOURCES, addDaysIso, bestBeforeDefaults, bySoonest, dateKindOf, dateStateOf, daysUntil, defaultDateKind, pastUseBy, defaultKeeping, foodKind, freezeToday, freezesOnTheDay, openedLifeDays, parseQuickAdd, stillGoodDaysOf, storageOf, useSoon, valueOfPart } from './larder-item';
import { heldGrams, listQuantities } from './list-quantities';
import { heldLots } from './held-lots';

const food = (slug: string, aisle: Ingredient['aisle'], perishable: boolean) => ({ slug, name: slug.replace(/-/g, ' '), aisle, perishable });

describe('dating: best-before defaults by kind (best-before.json)', () => {
  it('gives each kind its days and place', () => {
    const today = '2026-03-02';
    expect(foodKind(food('fresh-coriander', 'Fresh Produce', true))).toBe('fresh-herbs');
    expect(defaultKeeping(food('fresh-coriander', 'Fresh Produce', true), today)).toEqual({ place: 'fridge', bestBefore: '2026-03-07' });
    expect(defaultKeeping(food('baby-spinach', 'Fresh Produce', true), today)).toEqual({ place: 'fridge', bestBefore: '2026-03-06' });
    expect(defaultKeeping(food('whole-milk', 'Dairy & Eggs', true), today)).toEqual({ place: 'fridge', bestBefore: '2026-03-09' });
    expect(defaultKeeping(food('chicken-breast', 'Meat & Poultry', true), today)).toEqual({ place: 'fridge', bestBefore: '2026-03-04' });
    expect(defaultKeeping(food('white-bread', 'Bakery', true), today)).toEqual({ place: 'cupboard', bestBefore: '2026-03-07' });
    expect(defaultKeeping(food('frozen-peas', 'Frozen', false), today)).toEqual({ place: 'freezer', bestBefore: '2026-05-31' });
    expect(defaultKeeping(food('basmati-rice', 'Pantry Items', false), today)).toEqual({ place: 'cupboard', bestBefore: '2027-03-02' });
    expect(defaultKeeping(food('chopped-tomatoes', 'Tins & Jars', false), today).bestBefore).toBe('2028-03-01');
  });
  it('keeps tins, jars, dry pasta and rice in the cupboard with long best-befores, perishable or not once opened', () => {
    const today = '2026-03-02';
    // Tins are "perishable" to the planner (an opened tin does not keep), yet unopened they live in the cupboard for years.
    for (const slug of ['tinned-chickpeas', 'tinned-chopped-tomatoes', 'coconut-milk', 'baked-beans', 'tinned-tuna']) {
      const keeping = defaultKeeping(food(slug, 'Tins & Jars', true), today);
      expect(keeping.place, slug).toBe('cupboard');
      expect(daysUntil(keeping.bestBefore, today), slug).toBeGreaterThanOrEqual(365);
      expect(storageOf(food(slug, 'Tins & Jars', true))).toMatchObject({ kind: 'tins', dateKind: 'best-before', openedDays: 2, openedPlace: 'fridge' });
    }
    expect(storageOf(food('green-pesto', 'Tins & Jars', false))).toMatchObject({ kind: 'jar-sauces', place: 'cupboard', openedDays: 5, openedPlace: 'fridge' });
    expect(storageOf(food('mango-chutney', 'Tins & Jars', false))).toMatchObject({ kind: 'jars', place: 'cupboard', openedDays: 28 });
    for (const slug of ['penne-pasta', 'basmati-rice', 'plain-flour']) expect(storageOf(food(slug, 'Pantry Items', false))).toMatchObject({ kind: 'dry', place: 'cupboard', days: 365, openedDays: null });
    expect(storageOf(food('potato', 'Fresh Produce', false))).toMatchObject({ kind: 'store-veg', place: 'cupboard' });
    expect(storageOf(food('spring-onion', 'Fresh Produce', true)).place).toBe('fridge');
    expect(storageOf(food('dried-basil', 'Herbs & Spices', false))).toMatchObject({ kind: 'dry', place: 'cupboard' });
    expect(storageOf(food('carrot', 'Fresh Produce', false))).toMatchObject({ kind: 'hardy-veg', place: 'fridge' });
    expect(storageOf(food('orange-juice', 'Drinks', true))).toMatchObject({ kind: 'drinks', place: 'cupboard', openedDays: 5 });
  });
  it('says whether a date is a use-by (meat, fish, milk, soft dairy, leftovers) or a best-before, and frozen food keeps to a best-before', () => {
    expect(defaultDateKind(food('chicken-breast', 'Meat & Poultry', true))).toBe('use-by');
    expect(defaultDateKind(food('salmon-fillets', 'Fish & Seafood', true))).toBe('use-by');
    expect(defaultDateKind(food('whole-milk', 'Dairy & Eggs', true))).toBe('use-by');
    expect(defaultDateKind(food('greek-yoghurt', 'Dairy & Eggs', true))).toBe('use-by');
    expect(defaultDateKind(food('cheddar', 'Dairy & Eggs', false))).toBe('best-before');
    expect(defaultDateKind(food('eggs', 'Dairy & Eggs', false))).toBe('best-before');
    expect(defaultDateKind(food('tinned-tuna', 'Tins & Jars', true))).toBe('best-before');
    expect(defaultDateKind(food('chicken-breast', 'Meat & Poultry', true), 'freezer')).toBe('best-before');
    expect(openedLifeDays(food('whole-milk', 'Dairy & Eggs', true))).toBe(3);
    expect(openedLifeDays(food('cheddar', 'Dairy & Eggs', false))).toBe(10);
  });
  it('has every catalogue kind sourced, and gives every kind a place, a date kind and an opened life no longer than its date', () => {
    expect(STORAGE_SOURCES.length).toBeGreaterThanOrEqual(3);
    for (const k of bestBeforeDefaults()) {
      expect(['fridge', 'freezer', 'cupboard'], k.kind).toContain(k.place);
      expect(['use-by', 'best-before'], k.kind).toContain(k.dateKind);
      expect(k.days, k.kind).toBeGreaterThan(0);
      if (k.openedDays !== null) expect(k.openedDays, k.kind).toBeLessThanOrEqual(k.days);
    }
  });
  it('freezing keeps meat for months', () => {
    expect(defaultKeeping(food('beef-mince', 'Meat & Poultry', true), '2026-03-02', 'freezer')).toEqual({ place: 'freezer', bestBefore: '2026-05-31' });
  });
  it('"use soon" is within two days of the date or past it, never in the freezer', () => {
    expect(useSoon({ bestBefore: '2026-03-04', place: 'fridge' }, '2026-03-02')).toBe(true);
    expect(useSoon({ bestBefore: '2026-03-05', place: 'fridge' }, '2026-03-02')).toBe(false);
    expect(useSoon({ bestBefore: '2026-03-01', place: 'fridge' }, '2026-03-02')).toBe(true);
    expect(useSoon({ bestBefore: '2026-03-01', place: 'freezer' }, '2026-03-02')).toBe(false);
    expect(useSoon({ bestBefore: null, place: 'cupboard' }, '2026-03-02')).toBe(false);
  });
  it('treats a use-by as safety and a best-before as quality: past a use-by is never "use soon" but asked about', () => {
    const today = '2026-03-02';
    const useBy = { bestBefore: '2026-03-01', place: 'fridge' as const, dateKind: 'use-by' as const };
    expect(useSoon(useBy, today)).toBe(false);
    expect(pastUseBy(useBy, today)).toBe(true);
    expect(useSoon({ ...useBy, bestBefore: today }, today)).toBe(true);
    expect(pastUseBy({ ...useBy, bestBefore: today }, today)).toBe(false);
    expect(pastUseBy({ ...useBy, place: 'freezer' }, today)).toBe(false);
    const bestBefore = { ...useBy, dateKind: 'best-before' as const };
    expect(useSoon(bestBefore, today)).toBe(true);
    expect(pastUseBy(bestBefore, today)).toBe(false);
    // The item's own kind, else its kind of food's: chicken's date is a use-by, a cooked dish's too.
    expect(dateKindOf({ dateKind: null, place: 'fridge', source: 'added' }, food('chicken-breast', 'Meat & Poultry', true))).toBe('use-by');
    expect(dateKindOf({ dateKind: 'best-before', place: 'fridge', source: 'added' }, food('chicken-breast', 'Meat & Poultry', true))).toBe('best-before');
    expect(dateKindOf({ dateKind: null, place: 'fridge', source: 'leftovers' }, null)).toBe('use-by');
  });
  it('marks held lots with a use-by, so the planner spends them first', () => {
    const base = { id: 'x', name: 'x', quantity: 100, unit: 'g' as const, grams: 100, place: 'fridge' as const, source: 'added' as const, valuePence: 10, ref: null, addedAt: new Date() };
    const lots = heldLots(
      [
        { ...base, id: 'a', ingredient: 'chicken-breast', bestBefore: '2026-03-03', dateKind: 'use-by' },
        { ...base, id: 'b', ingredient: 'chicken-breast', bestBefore: '2026-03-03', dateKind: 'best-before' },
        { ...base, id: 'c', ingredient: 'chicken-breast', bestBefore: '2026-03-01', dateKind: 'use-by' },
      ],
      '2026-03-02',
    );
    expect(lots).toEqual([
      { ingredient: 'chicken-breast', grams: 100, bestBefore: '2026-03-03', useBy: true },
      { ingredient: 'chicken-breast', grams: 100, bestBefore: '2026-03-03' },
    ]);
  });
  it('counts best-before food past its date while it is usually still good (dated to its last good day, marked), never use-by food', () => {
    const base = { name: 'x', quantity: 400, unit: 'g' as const, grams: 400, source: 'added' as const, valuePence: 60, ref: null, addedAt: new Date() };
    const tins = food('tinned-chickpeas', 'Tins & Jars', false);
    const eggs = food('eggs', 'Dairy & Eggs', true);
    const chicken = food('chicken-breast', 'Meat & Poultry', true);
    const ingredientOf = new Map([['tinned-chickpeas', tins], ['eggs', eggs], ['chicken-breast', chicken]]);
    expect(storageOf(tins).stillGoodDays).toBeGreaterThanOrEqual(180);
    expect(storageOf(chicken).stillGoodDays).toBe(0);
    const items = [
      { ...base, id: 'tin', ingredient: 'tinned-chickpeas', place: 'cupboard' as const, bestBefore: '2026-02-20' },
      { ...base, id: 'egg', ingredient: 'eggs', place: 'fridge' as const, bestBefore: '2026-02-28' },
      { ...base, id: 'old-egg', ingredient: 'eggs', place: 'fridge' as const, bestBefore: '2026-02-20' },
      { ...base, id: 'meat', ingredient: 'chicken-breast', place: 'fridge' as const, bestBefore: '2026-03-01' },
      // The household said its date is a use-by: no grace, whatever the kind of food.
      { ...base, id: 'tin-use-by', ingredient: 'tinned-chickpeas', place: 'cupboard' as const, bestBefore: '2026-03-01', dateKind: 'use-by' as const },
    ];
    const ingredient = (i: (typeof items)[number]) => ingredientOf.get(i.ingredient) ?? null;
    const lots = heldLots(items, '2026-03-02', (i) => dateKindOf(i, ingredient(i as never)), (i) => stillGoodDaysOf(i, ingredient(i as never)));
    expect(lots).toEqual([
      { ingredient: 'eggs', grams: 400, bestBefore: addDaysIso('2026-02-28', storageOf(eggs).stillGoodDays), pastBestBefore: '2026-02-28' },
      { ingredient: 'tinned-chickpeas', grams: 400, bestBefore: addDaysIso('2026-02-20', storageOf(tins).stillGoodDays), pastBestBefore: '2026-02-20' },
    ]);
    // Without the grace (the default), past its date is past.
    expect(heldLots(items, '2026-03-02')).toEqual([]);
  });
  it('says where a thrown-away item\'s date stood: past a use-by, past a best-before, in date (its own day, frozen, undated)', () => {
    const chicken = food('chicken-breast', 'Meat & Poultry', true);
    const rice = food('basmati-rice', 'Pantry Items', false);
    const at = (bestBefore: string | null, place: 'fridge' | 'freezer' | 'cupboard' = 'fridge', dateKind: 'use-by' | 'best-before' | null = null) => ({ bestBefore, place, dateKind, source: 'added' as const });
    expect(dateStateOf(at('2026-03-01'), chicken, '2026-03-02')).toBe('past-use-by');
    expect(dateStateOf(at('2026-03-01', 'cupboard'), rice, '2026-03-02')).toBe('past-best-before');
    expect(dateStateOf(at('2026-03-01', 'cupboard', 'use-by'), rice, '2026-03-02')).toBe('past-use-by');
    expect(dateStateOf(at('2026-03-02'), chicken, '2026-03-02')).toBe('in-date');
    expect(dateStateOf(at('2026-01-01', 'freezer'), chicken, '2026-03-02')).toBe('in-date');
    expect(dateStateOf(at(null, 'cupboard'), rice, '2026-03-02')).toBe('in-date');
  });
  it('"freeze today": meat, fish and bread on the last day of their date, not yet frozen, not a cooked dish', () => {
    const chicken = food('chicken-thigh', 'Meat & Poultry', true);
    const salmon = food('salmon-fillets', 'Fish & Seafood', true);
    const bread = food('wholemeal-bread', 'Bakery', true);
    const today = '2026-03-04';
    const lastDay = { bestBefore: today, place: 'fridge' as const, source: 'list' as const };
    for (const f of [chicken, salmon, bread]) {
      expect(freezesOnTheDay(f)).toBe(true);
      expect(freezeToday({ ...lastDay, place: defaultKeeping(f, today).place }, f, today)).toBe(true);
    }
    // A day before its date it is still good where it is; after its date it is not to be frozen; frozen already, nothing to do.
    expect(freezeToday({ ...lastDay, bestBefore: '2026-03-05' }, chicken, today)).toBe(false);
    expect(freezeToday({ ...lastDay, bestBefore: '2026-03-03' }, chicken, today)).toBe(false);
    expect(freezeToday({ ...lastDay, place: 'freezer' }, chicken, today)).toBe(false);
    expect(freezeToday({ ...lastDay, source: 'leftovers' }, chicken, today)).toBe(false);
    expect(freezeToday(lastDay, null, today)).toBe(false);
    // Herbs, leafy veg, milk, cheese and the rest are not prompted (they do not freeze well raw, or keep anyway).
    for (const f of [food('fresh-coriander', 'Fresh Produce', true), food('baby-spinach', 'Fresh Produce', true), food('whole-milk', 'Dairy & Eggs', true), food('cheddar', 'Dairy & Eggs', true), food('tomato', 'Fresh Produce', true), food('basmati-rice', 'Pantry Items', false)]) {
      expect(freezesOnTheDay(f)).toBe(false);
      expect(freezeToday(lastDay, f, today)).toBe(false);
    }
  });
  it('counts days across month ends and leap years', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }), fc.integer({ min: -400, max: 400 }), (d, n) => {
        const day = d.toISOString().slice(0, 10);
        expect(daysUntil(addDaysIso(day, n), day)).toBe(n);
      }),
    );
  });
  it('orders nearest date first, undated last', () => {
    const items = [{ bestBefore: null, name: 'Salt' }, { bestBefore: '2026-03-09', name: 'Milk' }, { bestBefore: '2026-03-03', name: 'Spinach' }];
    expect(items.sort(bySoonest).map((i) => i.name)).toEqual(['Spinach', 'Milk', 'Salt']);
  });
});

describe('quick add', () => {
  it('reads amounts, units and containers as typed', () => {
    expect(parseQuickAdd('500 g basmati rice')).toEqual({ amount: 500, unit: 'g', name: 'basmati rice' });
    expect(parseQuickAdd('1.5kg plain flour')).toEqual({ amount: 1.5, unit: 'kg', name: 'plain flour' });
    expect(parseQuickAdd('2 onions')).toEqual({ amount: 2, unit: 'each', name: 'onions' });
    expect(parseQuickAdd('half a bag of spinach')).toEqual({ amount: 0.5, unit: 'pack', name: 'spinach' });
    expect(parseQuickAdd('a tin of chopped tomatoes')).toEqual({ amount: 1, unit: 'pack', name: 'chopped tomatoes' });
    expect(parseQuickAdd('3 tins of chickpeas')).toEqual({ amount: 3, unit: 'pack', name: 'chickpeas' });
    expect(parseQuickAdd('1 litre milk')).toEqual({ amount: 1, unit: 'l', name: 'milk' });
    expect(parseQuickAdd('spinach')).toBeNull();
  });
});

describe('spending: what goes on a list', () => {
  it('buys only the difference; a covered line buys nothing and says what is held', () => {
    const q = listQuantities(new Map([['flour', 500], ['rice', 300], ['milk', 1000]]), new Map([['flour', 1375], ['rice', 100]]));
    expect(q.get('flour')).toEqual({ toBuy: 0, held: 500, needed: 500 });
    expect(q.get('rice')).toEqual({ toBuy: 200, held: 100, needed: 300 });
    expect(q.get('milk')).toEqual({ toBuy: 1000, held: 0, needed: 1000 });
  });
  it('leaves off a staple the household has, held or not, and buys it once it is marked run out (no longer in the set)', () => {
    const staples = new Set(['salt']);
    expect(listQuantities(new Map([['salt', 10]]), new Map([['salt', 2]]), staples).get('salt')!.toBuy).toBe(0);
    expect(listQuantities(new Map([['salt', 10]]), new Map(), staples).get('salt')!.toBuy).toBe(0);
    expect(listQuantities(new Map([['salt', 10]]), new Map(), new Set()).get('salt')!.toBuy).toBe(10);
  });
  it('a gram needed with nothing held is bought; a gram short of what is held is not', () => {
    expect(listQuantities(new Map([['oregano', 1]]), new Map()).get('oregano')!.toBuy).toBe(1);
    expect(listQuantities(new Map([['oregano', 14.5]]), new Map([['oregano', 14]])).get('oregano')!.toBuy).toBe(0);
  });
  it('never buys more than needed nor less than the shortfall (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 5000, noNaN: true }), fc.double({ min: 0, max: 5000, noNaN: true }), (need, have) => {
        const q = listQuantities(new Map([['x', need]]), new Map([['x', have]])).get('x')!;
        expect(q.toBuy).toBeLessThanOrEqual(need);
        expect(q.toBuy + q.held).toBeGreaterThanOrEqual(need - 1);
        expect(q.held).toBeLessThanOrEqual(have);
      }),
    );
  });
  it('sums what is held by ingredient, leaving free text and dishes out', () => {
    expect(heldGrams([{ ingredient: 'rice', grams: 300 }, { ingredient: 'rice', grams: 200 }, { ingredient: null, grams: null }])).toEqual(new Map([['rice', 500]]));
  });
  it('values a part of an item pro rata', () => {
    expect(valueOfPart({ quantity: 1000, valuePence: 150 }, 500)).toBe(75);
    expect(valueOfPart({ quantity: 1000, valuePence: 150 }, 5000)).toBe(150);
  });
});
