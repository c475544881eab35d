import { describe, expect, it } from 'vitest';
import { storageOf } from '@larder/domain/larder/larder-item';
import { catalogueDataFromFiles, readCatalogueFiles } from '../src/catalogue-seed';

/** Every ingredient of the shipped catalogue keeps where the storage data (domain larder/best-before.json) says, sensibly. */
describe('storage and dates of every catalogue ingredient', () => {
  const files = readCatalogueFiles();
  if (!files) throw new Error('catalogue/generated is missing');
  const ingredients = catalogueDataFromFiles(files).ingredients;

  it('keeps tins, jars and dry food in the cupboard, meat and fish in the fridge to a use-by, frozen food in the freezer; no fresh food is "dry"', () => {
    expect(ingredients.length).toBeGreaterThan(400);
    for (const i of ingredients) {
      const s = storageOf(i);
      const where = `${i.slug} (${i.aisle}) → ${s.kind}`;
      if (i.aisle === 'Tins & Jars' || i.aisle === 'Pantry Items' || i.aisle === 'Herbs & Spices') {
        if (!/fresh|leaves/.test(i.slug)) expect(s.place, where).toBe('cupboard');
        if (!/fresh|leaves/.test(i.slug)) expect(s.days, where).toBeGreaterThanOrEqual(180);
      }
      if (i.aisle === 'Meat & Poultry' || i.aisle === 'Fish & Seafood') expect({ place: s.place, dateKind: s.dateKind, days: s.days }, where).toEqual({ place: 'fridge', dateKind: 'use-by', days: 2 });
      if (i.aisle === 'Frozen') expect(s.place, where).toBe('freezer');
      if (i.aisle === 'Fresh Produce') expect(s.kind, where).not.toBe('dry');
      // What is opened keeps no longer than it did unopened, and a tin opened goes into the fridge.
      if (s.openedDays !== null) expect(s.openedDays, where).toBeLessThanOrEqual(s.days);
      if (s.kind === 'tins') expect(s.openedPlace, where).toBe('fridge');
    }
  });
});
