import { beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTED_STAPLES, USUAL_STAPLES } from '@larder/domain/larder/larder-item';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { catalogueDataFromFiles, readCatalogueFiles } from '../src/catalogue-seed';

/** The staples a household is asked about (domain larder/staples.json) are the shipped catalogue's ingredients. */
let snapshot: CatalogueSnapshot;
beforeAll(() => {
  const read = readCatalogueFiles();
  if (!read) throw new Error('catalogue/generated is missing: run node packages/adapters-db/catalogue/build/build-catalogue.mjs');
  snapshot = new CatalogueSnapshot(catalogueDataFromFiles(read));
});

describe('staples.json', () => {
  it('offers about 25 staples, each an ingredient of the catalogue, none twice', () => {
    expect(SUGGESTED_STAPLES.length).toBeGreaterThanOrEqual(20);
    expect(SUGGESTED_STAPLES.length).toBeLessThanOrEqual(30);
    expect(new Set(SUGGESTED_STAPLES).size).toBe(SUGGESTED_STAPLES.length);
    expect(SUGGESTED_STAPLES.filter((s) => !snapshot.ingredient(s))).toEqual([]);
  });
  it('ticks the usual ten for a new household, each one of those offered', () => {
    expect(USUAL_STAPLES).toHaveLength(10);
    expect(USUAL_STAPLES.filter((s) => !SUGGESTED_STAPLES.includes(s))).toEqual([]);
  });
});
