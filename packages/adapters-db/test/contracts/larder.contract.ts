import { beforeEach, expect, it } from 'vitest';
import type { LarderItem } from '@larder/domain/larder/larder-item';
import type { LarderRepository } from '@larder/domain/larder/ports';

export interface LarderStorage {
  larder: LarderRepository;
  /** Two household ids that exist. */
  households: [string, string];
  /** A meal plan of the first household. */
  planId: string;
}

let n = 0;
const id = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
export const item = (extra: Partial<LarderItem> = {}): LarderItem => ({
  id: id(),
  ingredient: 'spinach',
  name: 'Spinach',
  quantity: 250,
  unit: 'g',
  grams: 250,
  place: 'fridge',
  bestBefore: '2026-03-04',
  source: 'list',
  valuePence: 125,
  ref: 'list-item:7',
  addedAt: new Date('2026-03-01T10:00:00Z'),
  ...extra,
});

export function larderContract(open: () => Promise<LarderStorage>) {
  let s: LarderStorage;
  let a: string;
  let b: string;
  beforeEach(async () => {
    s = await open();
    [a, b] = s.households;
  });

  it('keeps every field of an item, and answers only its own household', async () => {
    const spinach = item({ dateKind: 'use-by' });
    const rice = item({ ingredient: null, name: 'Mystery jar', unit: 'each', quantity: 1.5, grams: null, place: 'cupboard', bestBefore: null, source: 'added', valuePence: 0, ref: null, addedAt: new Date('2026-03-02T10:00:00Z') });
    await s.larder.put(a, [spinach, rice]);
    expect(await s.larder.list(a)).toEqual([spinach, rice]);
    expect(await s.larder.find(a, spinach.id)).toEqual(spinach);
    expect(await s.larder.list(b)).toEqual([]);
    expect(await s.larder.find(b, spinach.id)).toBeNull();
    expect(await s.larder.find(a, 'not-an-id')).toBeNull();
  });

  it('replaces an item by id, and deletes only its own', async () => {
    const spinach = item();
    await s.larder.put(a, [spinach]);
    await s.larder.put(a, [{ ...spinach, quantity: 100, grams: 100, place: 'freezer', bestBefore: '2026-06-01' }]);
    expect(await s.larder.list(a)).toEqual([{ ...spinach, quantity: 100, grams: 100, place: 'freezer', bestBefore: '2026-06-01' }]);
    expect(await s.larder.delete(b, [spinach.id])).toBe(0);
    expect(await s.larder.list(a)).toHaveLength(1);
    expect(await s.larder.delete(a, [spinach.id, 'junk'])).toBe(1);
    expect(await s.larder.list(a)).toEqual([]);
  });

  it('never lets one household overwrite another\'s item, and changes nothing when refused', async () => {
    const spinach = item();
    await s.larder.put(a, [spinach]);
    const mine = item({ name: 'Milk' });
    await expect(s.larder.put(b, [mine, { ...spinach, name: 'Stolen' }])).rejects.toThrow();
    expect(await s.larder.find(a, spinach.id)).toEqual(spinach);
    expect(await s.larder.list(b)).toEqual([]);
  });

  it('records removals with their value, newest first, from a date', async () => {
    const base = { ingredient: 'spinach', name: 'Spinach', quantity: 100, unit: 'g' as const };
    await s.larder.recordRemoval(a, { ...base, id: id(), reason: 'thrown-away', valuePence: 60, at: new Date('2026-03-01T00:00:00Z'), dateState: 'past-best-before' });
    await s.larder.recordRemoval(a, { ...base, id: id(), reason: 'used', valuePence: 40, at: new Date('2026-03-05T00:00:00Z') });
    await s.larder.recordRemoval(b, { ...base, id: id(), reason: 'used', valuePence: 1, at: new Date('2026-03-05T00:00:00Z') });
    const since = await s.larder.removals(a, new Date('2026-03-02T00:00:00Z'));
    expect(since.map((r) => [r.reason, r.valuePence])).toEqual([['used', 40]]);
    expect((await s.larder.removals(a, new Date(0))).map((r) => [r.valuePence, r.dateState ?? null])).toEqual([[40, null], [60, 'past-best-before']]);
  });

  it('keeps staples per household, replaced as a whole', async () => {
    expect(await s.larder.staples(a)).toEqual([]);
    expect(await s.larder.setStaples(a, ['salt', 'black-pepper', 'salt'])).toEqual(['black-pepper', 'salt']);
    expect(await s.larder.setStaples(a, ['olive-oil'])).toEqual(['olive-oil']);
    expect(await s.larder.staples(b)).toEqual([]);
  });

  it('records that staples were chosen, and which have run out (kept when the staples are set again, per household)', async () => {
    expect(await s.larder.stapleChoice(a)).toEqual({ chosen: false, runOut: [] });
    await s.larder.setStaples(a, ['salt', 'black-pepper']);
    expect(await s.larder.stapleChoice(a)).toEqual({ chosen: true, runOut: [] });
    await s.larder.setStapleRunOut(a, 'salt', true);
    await s.larder.setStapleRunOut(a, 'olive-oil', true);
    expect(await s.larder.stapleChoice(a)).toEqual({ chosen: true, runOut: ['salt'] });
    await s.larder.setStaples(a, ['salt', 'soy-sauce']);
    expect(await s.larder.stapleChoice(a)).toEqual({ chosen: true, runOut: ['salt'] });
    await s.larder.setStapleRunOut(a, 'salt', false);
    expect(await s.larder.stapleChoice(a)).toEqual({ chosen: true, runOut: [] });
    expect(await s.larder.stapleChoice(b)).toEqual({ chosen: false, runOut: [] });
  });

  it('keeps a cooked meal with the items to put back, replaced when undone', async () => {
    const spinach = item();
    await s.larder.saveCooked(a, { planId: s.planId, mealId: 'm1', status: 'cooked', automatic: true, before: [spinach], added: ['x'], at: new Date('2026-03-02T20:00:00Z') });
    expect(await s.larder.cookedMeals(a, s.planId)).toEqual([{ planId: s.planId, mealId: 'm1', status: 'cooked', automatic: true, before: [spinach], added: ['x'], at: new Date('2026-03-02T20:00:00Z') }]);
    await s.larder.saveCooked(a, { planId: s.planId, mealId: 'm1', status: 'undone', automatic: false, before: [], added: [], at: new Date('2026-03-02T21:00:00Z') });
    expect((await s.larder.cookedMeals(a, s.planId)).map((c) => c.status)).toEqual(['undone']);
    expect(await s.larder.cookedMeals(b, s.planId)).toEqual([]);
  });
}
