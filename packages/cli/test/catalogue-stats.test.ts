import { describe, expect, it } from 'vitest';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { LIBRARY_FLOORS } from '@larder/domain/catalogue/library-rules';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { catalogueStats } from '../src/commands/catalogue-stats';

describe('catalogue stats', () => {
  it('prints the library’s coverage table, each line beside its floor, with role problems and near-copies', () => {
    const files = readCatalogueFiles();
    if (!files) throw new Error('catalogue/generated is missing');
    const out = catalogueStats(new CatalogueSnapshot(catalogueDataFromFiles(files)));
    const line = (label: string) => out.split('\n').find((l) => l.trim().startsWith(label)) ?? '';
    expect(line('recipes ')).toMatch(new RegExp(`^\\s+recipes\\s+${files.recipes.length} / ${LIBRARY_FLOORS.recipes}\\s+(ok|SHORT by ${LIBRARY_FLOORS.recipes - files.recipes.length})$`));
    for (const label of ['Vegan main', 'Keto breakfast', 'Kosher light', 'Japanese recipes', 'beginner recipes in 30 min or less', 'batch-friendly mains']) {
      expect(line(label), label).toMatch(/\d+ \/\s+\d+\s+(ok|SHORT by \d+)$/);
    }
    expect(out).toMatch(/^coverage \(issue 16 floors\): (every floor met|\d+ line\(s\) short of the floor)$/m);
    expect(out).toMatch(/^role and portion problems: \d+$/m);
    expect(out).toMatch(/^near-copies: \d+$/m);
  });
});
